import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { BatchInvitation, ConnectBatch } from '@shared/schemas/connect-batches';
import type { Database } from '@server/db/database';
import { callback, consent, cookieHeader, cookiesOf } from '../../helpers/connect-flow';
import { startAuthProxy } from '../../helpers/local-servers';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';
import { startYouTubeFake, type YouTubeFake } from '../../fakes/youtube-api';

/**
 * 'Підключення акаунтів': one request makes a single-use invitation per chosen profile and platform.
 * Each behaves exactly as the profile page's own (used once, bound to the first browser, revocable,
 * expiring on an injected clock); ids of another user's profiles refuse the whole request; the set
 * is bounded; 'Скасувати всі' revokes the unused ones; the links reach no log.
 */
const PUBLIC_URL = 'https://panel.example.com';
const CALLBACK = `${PUBLIC_URL}/api/accounts/youtube/callback`;
const CLIENT = { id: 'client-batch.apps.googleusercontent.com', secret: 'client-secret-batch' };
const TIKTOK_APP = JSON.stringify({ client_key: 'client-key', client_secret: 'client-secret' });
const HOUR = 60 * 60 * 1000;

let db: Database;
let t: TestApp;
let token: string;
let stranger: string;
let admin: string;
let proxyUrl: string;
let proxy: Awaited<ReturnType<typeof startAuthProxy>>;
let google: YouTubeFake;
let clock = Date.parse('2026-03-02T10:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  proxy = await startAuthProxy('proxy-user', 'proxy-secret');
  proxyUrl = `http://proxy-user:proxy-secret@127.0.0.1:${proxy.port}`;
  google = await startYouTubeFake({ client: CLIENT, redirectUris: [CALLBACK] });
  t = await createTestApp(
    db,
    {
      ALLOW_PRIVATE_PROXY: 'true',
      GOOGLE_AUTH_URL: google.authUrl,
      GOOGLE_TOKEN_URL: `${google.base}/token`,
      YOUTUBE_API_URL: google.base,
      PUBLIC_URL,
    },
    { clock: () => new Date(clock) },
  );
  await t.createUser('operator', 'operator-pass');
  await t.createUser('stranger', 'stranger-pass');
  token = (await t.login('operator', 'operator-pass')).accessToken;
  stranger = (await t.login('stranger', 'stranger-pass')).accessToken;
  admin = (await t.login()).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
  await proxy.close();
  await google.close();
});

const YOUTUBE_APP = { inYouTube: true, YouTubeAuthClientId: CLIENT.id, YouTubeAuthClientSecret: CLIENT.secret };

async function profile(body: Record<string, unknown> = YOUTUBE_APP, as = token) {
  const created = await t.call('POST', '/api/accounts', as, { proxy: proxyUrl, ...body });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}

async function batch(accounts: number[], platforms: string[] = ['youtube', 'tiktok'], as = token): Promise<ConnectBatch> {
  const response = await t.call('POST', '/api/accounts/connect-batches', as, { accounts, platforms });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ConnectBatch;
}

const getBatch = async (id: number, as = token) => (await t.call('GET', `/api/accounts/connect-batches/${id}`, as)).json() as ConnectBatch;
const stateOf = (found: ConnectBatch, accountId: number, platform = 'youtube') =>
  found.data.find((row) => row.accountId === accountId && row.platform === platform)?.state;
const linkOf = (row: BatchInvitation) => new URL(row.url!);
const invitationCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM connect_invitations'))[0]!.n;

/** The owner's browser presses 'continue' on the invitation page. */
const start = (link: URL, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: link.pathname,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
    },
    payload: '',
  });

function consentUrlOf(response: { body: string }): URL {
  return new URL(/<a href="([^"]+)">/.exec(response.body)![1]!.replaceAll('&amp;', '&'));
}

/** The whole invitation in one browser: start, Google's consent (the fake), our callback. */
async function connectThrough(link: URL) {
  const started = await start(link);
  expect(started.statusCode, started.body).toBe(200);
  return callback(t.app, await consent(consentUrlOf(started)), cookiesOf(started));
}

describe('a batch of connect invitations', () => {
  it('makes one single-use link per profile and platform switched on, and names the ones not set up', async () => {
    const youtube = await profile();
    const both = await profile({
      ...YOUTUBE_APP,
      inTikTok: true,
      TikTokAccess: TIKTOK_APP,
    });
    // TikTok with a ready-made access token (no app to consent through): switched on, but nothing to invite to.
    const tiktokToken = await profile({ inTikTok: true, TikTokAccess: 'act.not-an-app-access-token' });
    const instagramOnly = await profile({ inInstagram: true, InstagramLogin: 'insta', InstagramPassword: 'insta-pass' });

    const made = await batch([youtube, both, tiktokToken, instagramOnly, youtube]);
    expect(made.data.map((row) => [row.accountId, row.platform, row.state])).toEqual([
      [youtube, 'youtube', 'pending'],
      [both, 'youtube', 'pending'],
      [both, 'tiktok', 'pending'],
    ]);
    expect(made.skipped).toEqual([
      {
        accountId: tiktokToken,
        accountTitle: expect.stringContaining(`#${tiktokToken}`),
        platform: 'tiktok',
        reason: messages.tiktokNotEnabled,
      },
    ]);
    const links = made.data.map(linkOf);
    for (const link of links) {
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toMatch(/^\/api\/connect\/[A-Za-z0-9_-]{43}$/);
    }
    expect(new Set(links.map(String)).size).toBe(3);
    expect(made.data[0]).toMatchObject({
      accountTitle: expect.stringContaining(`#${youtube}`),
      createdBy: { login: 'operator' },
      openedAt: null,
    });
    expect(Date.parse(made.data[0]!.expiresAt) - clock).toBe(72 * HOUR);
    // Each is the profile's own invitation too (its page lists it).
    const listed = (await t.call('GET', `/api/accounts/${both}/connect-invitations`, token)).json().data as Array<{ id: number }>;
    expect(listed.map((row) => row.id).sort()).toEqual(
      made.data
        .filter((row) => row.accountId === both)
        .map((row) => row.id)
        .sort(),
    );

    // The links exist only in the answer that made them.
    const again = await getBatch(made.id);
    expect(again.data.map((row) => row.url)).toEqual([null, null, null]);
    expect(again.data.map((row) => row.state)).toEqual(['pending', 'pending', 'pending']);

    const nothing = await t.call('POST', '/api/accounts/connect-batches', token, {
      accounts: [instagramOnly, tiktokToken],
      platforms: ['youtube', 'tiktok'],
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(messages.connectBatchNothing);
  });

  it('replaces the earlier invitations not opened yet, and leaves an opened one to finish', async () => {
    const unopened = await profile();
    const opened = await profile();
    const single = (await t.call('POST', `/api/accounts/connect-youtube/${unopened}`, token)).json().invitation.id as number;
    const first = await batch([opened], ['youtube']);
    expect((await start(linkOf(first.data[0]!))).statusCode).toBe(200);

    await batch([unopened, opened], ['youtube']);
    const states = (await t.call('GET', `/api/accounts/${unopened}/connect-invitations`, token)).json().data as Array<{
      id: number;
      state: string;
    }>;
    expect(states.find((row) => row.id === single)?.state).toBe('revoked');
    expect(stateOf(await getBatch(first.id), opened)).toBe('opened');
  });

  it("follows each link's state: opened, connected, refused, expired; a used or foreign link attaches nothing", async () => {
    const [a, b, c, d] = [await profile(), await profile(), await profile(), await profile()];
    const made = await batch([a, b, c, d], ['youtube']);
    const [linkA, linkB, linkC] = made.data.map(linkOf);

    // B is opened in one browser; C in another. C's consent brought back with B's browser attaches nothing.
    const startedB = await start(linkB!);
    const startedC = await start(linkC!);
    expect(stateOf(await getBatch(made.id), b)).toBe('opened');
    const backC = await consent(consentUrlOf(startedC));
    const foreign = await callback(t.app, backC, cookiesOf(startedB));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain(messages.connectStateOtherBrowser);
    // And B's link cannot be taken over by C's browser.
    expect((await start(linkB!, cookiesOf(startedC))).statusCode).toBe(410);

    const done = await connectThrough(linkA!);
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.call('GET', `/api/accounts/${a}`, token)).json()).toMatchObject({ isActiveYouTube: true });
    for (const cookies of [{}, cookiesOf(startedB)]) {
      const again = await start(linkA!, cookies);
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain(messages.invitationUsed);
    }
    expect((await t.call('GET', `/api/accounts/${b}`, token)).json()).toMatchObject({ isActiveYouTube: false });

    google.denyNextConsent();
    const declined = await callback(t.app, await consent(consentUrlOf(startedB)), cookiesOf(startedB));
    expect(declined.statusCode).toBe(400);

    const states = await getBatch(made.id);
    expect([a, b, c, d].map((id) => stateOf(states, id))).toEqual(['connected', 'refused', 'opened', 'pending']);
    clock += 72 * HOUR;
    const later = await getBatch(made.id);
    expect([a, b, c, d].map((id) => stateOf(later, id))).toEqual(['connected', 'refused', 'expired', 'expired']);
    expect((await start(made.data.map(linkOf)[3]!)).statusCode).toBe(410);
  });

  it("'Скасувати всі' revokes every unused link of the batch; a revoked link then attaches nothing", async () => {
    const [a, b, c] = [await profile(), await profile(), await profile()];
    const made = await batch([a, b, c], ['youtube']);
    const [linkA, linkB, linkC] = made.data.map(linkOf);
    expect((await connectThrough(linkA!)).statusCode).toBe(200);
    const startedB = await start(linkB!);

    const revoked = await t.call('POST', `/api/accounts/connect-batches/${made.id}/revoke`, token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked).toBe(2);
    expect((revoked.json().batch as ConnectBatch).data.map((row) => row.state)).toEqual(['connected', 'revoked', 'revoked']);
    expect((await t.call('POST', `/api/accounts/connect-batches/${made.id}/revoke`, token)).json().revoked).toBe(0);

    const page = await t.app.inject({ method: 'GET', url: linkC!.pathname });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(messages.invitationRevoked);
    // The consent B's owner had already started ends there too.
    const late = await callback(t.app, await consent(consentUrlOf(startedB)), cookiesOf(startedB));
    expect(late.statusCode).toBe(409);
    expect((await t.call('GET', `/api/accounts/${b}`, token)).json()).toMatchObject({ isActiveYouTube: false });

    // One of a batch is revoked by the profile's own revoke.
    const one = await batch([c], ['youtube']);
    const single = await t.call('POST', `/api/accounts/${c}/connect-invitations/${one.data[0]!.id}/revoke`, token);
    expect(single.statusCode).toBe(200);
    expect(stateOf(await getBatch(one.id), c)).toBe('revoked');
  });

  it("refuses the whole request when any id is another user's, and hides another user's batch", async () => {
    const mine = await profile();
    const theirs = await profile(undefined, stranger);
    const before = await invitationCount();

    for (const accounts of [[theirs], [mine, theirs]]) {
      const refused = await t.call('POST', '/api/accounts/connect-batches', token, { accounts, platforms: ['youtube'] });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(`Профілі не знайдено: #${theirs}`);
    }
    expect(await invitationCount()).toBe(before);

    const made = await batch([mine], ['youtube']);
    for (const call of [
      () => t.call('GET', `/api/accounts/connect-batches/${made.id}`, stranger),
      () => t.call('POST', `/api/accounts/connect-batches/${made.id}/revoke`, stranger),
    ]) {
      const response = await call();
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.connectBatchNotFound);
    }
    expect(stateOf(await getBatch(made.id), mine)).toBe('pending');
    // An admin reaches any profile and any batch.
    expect(stateOf(await getBatch(made.id, admin), mine)).toBe('pending');
    expect((await batch([mine, theirs], ['youtube'], admin)).data).toHaveLength(2);
  });

  it('makes 1,000 invitations for 500 profiles in one request, each link distinct and working', async () => {
    const model = await profile({ ...YOUTUBE_APP, inTikTok: true, TikTokAccess: TIKTOK_APP });
    // 499 more like it, copied in one statement (the API would check 499 proxies for nothing here).
    const copies = await db.query<{ id: number }>(
      `INSERT INTO accounts (user_id, proxy, comments, in_youtube, in_tiktok, youtube_client_id, youtube_client_secret_enc, tiktok_access_enc)
       SELECT a.user_id, a.proxy, 'копія ' || g, true, true, a.youtube_client_id, a.youtube_client_secret_enc, a.tiktok_access_enc
         FROM accounts a, generate_series(1, 499) g
        WHERE a.id = $1
       RETURNING id`,
      [model],
    );
    const ids = [model, ...copies.map((row) => row.id)];
    const made = await batch(ids);
    expect(made.data).toHaveLength(1000);
    expect(made.skipped).toEqual([]);
    expect(new Set(made.data.map((row) => row.url)).size).toBe(1000);
    expect(new Set(made.data.map((row) => `${row.accountId}:${row.platform}`)).size).toBe(1000);
    const last = made.data.at(-1)!;
    expect(last).toMatchObject({ accountId: ids.at(-1), platform: 'tiktok', state: 'pending' });
    expect((await t.app.inject({ method: 'GET', url: linkOf(last).pathname })).body).toContain('Запрошення для підключення TikTok');
    const again = await t.call('POST', '/api/accounts/connect-batches', token, {
      accounts: [...ids, model + 100_000],
      platforms: ['youtube'],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual([messages.connectBatchTooMany]);
  });

  it('takes at most 500 profiles, with a Ukrainian refusal beyond', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => 1_000_000 + index);
    const tooMany = await t.call('POST', '/api/accounts/connect-batches', token, { accounts: ids(501), platforms: ['youtube'] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toEqual([messages.connectBatchTooMany]);
    // 500 pass the bound (and are then unknown ids).
    expect((await t.call('POST', '/api/accounts/connect-batches', token, { accounts: ids(500), platforms: ['youtube'] })).statusCode).toBe(
      404,
    );
    const empty = await t.call('POST', '/api/accounts/connect-batches', token, { accounts: [], platforms: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual([messages.connectBatchAccountsRequired, messages.connectBatchPlatformsRequired]);
  });

  it("offers the caller's profiles to pick, filtered by group, search, platform and 'not connected'", async () => {
    const kyiv = await profile({ ...YOUTUBE_APP, comments: 'Київська крамниця' });
    const tiktok = await profile({ comments: 'Тікток', inTikTok: true, TikTokAccess: TIKTOK_APP });
    const group = await t.call('POST', '/api/accounts-group', token, { name: `Київ ${clock}`, accounts: [kyiv, tiktok] });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json().id as number;
    const connected = await profile({ ...YOUTUBE_APP, comments: 'Київ підключений' });
    expect((await connectThrough(linkOf((await batch([connected], ['youtube'])).data[0]!))).statusCode).toBe(200);
    await profile({ ...YOUTUBE_APP, comments: 'Чужий Київ' }, stranger);

    const ids = async (query: string, as = token) => {
      const response = await t.call('GET', `/api/accounts/connect-candidates?${query}`, as);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ id: number }>).map((row) => row.id);
    };
    expect(await ids(`groupId=${groupId}`)).toEqual([tiktok, kyiv]);
    expect(await ids(`groupId=${groupId}&platform=youtube`)).toEqual([kyiv]);
    expect(await ids(`q=${encodeURIComponent('київ')}`)).toEqual([connected, kyiv]);
    expect(await ids(`q=${encodeURIComponent('київ')}&notConnected=true`)).toEqual([kyiv]);
    expect(await ids(`ids=${kyiv},${connected},${tiktok}`)).toEqual([connected, tiktok, kyiv]);
    const row = (await t.call('GET', `/api/accounts/connect-candidates?ids=${connected}`, token)).json().data[0];
    expect(row).toMatchObject({ id: connected, youtube: 'connected', tiktok: 'off', group: null });
    // Another user's profile is never offered, even by id.
    expect(await ids(`ids=${kyiv}`, stranger)).toEqual([]);
    expect((await t.call('GET', '/api/accounts/connect-candidates?ids=1,x', token)).statusCode).toBe(400);
  });

  it('never writes a link to the log', async () => {
    t.logs.length = 0;
    const made = await batch([await profile(), await profile()], ['youtube']);
    await getBatch(made.id);
    await connectThrough(linkOf(made.data[0]!));
    await t.app.inject({ method: 'GET', url: linkOf(made.data[1]!).pathname });
    const logged = t.logs.join('\n');
    expect(logged).toContain('/api/connect/[redacted]');
    for (const row of made.data) expect(logged).not.toContain(linkOf(row).pathname.split('/').at(-1));
  });
});
