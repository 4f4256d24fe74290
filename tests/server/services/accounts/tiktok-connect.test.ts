import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { dumpAllTables } from '../../helpers/dump';
import { callback, consent, startHere } from '../../helpers/connect-flow';
import { startAuthProxy } from '../../helpers/local-servers';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';
import { startTikTokFake, type TikTokFake } from '../../fakes/tiktok-api';

const PUBLIC_URL = 'https://panel.example.com';
const CALLBACK = `${PUBLIC_URL}/api/accounts/tiktok/callback`;

let db: Database;
let t: TestApp;
let token: string;
let proxy: Awaited<ReturnType<typeof startAuthProxy>>;
let tiktok: TikTokFake;
let proxyUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  proxy = await startAuthProxy('proxy-user', 'proxy-secret');
  proxyUrl = `http://proxy-user:proxy-secret@127.0.0.1:${proxy.port}`;
  tiktok = await startTikTokFake({
    client: { clientKey: 'awclientkey42', clientSecret: 'client-secret-tt-0123456789', redirectUris: [CALLBACK] },
  });
  t = await createTestApp(db, {
    ALLOW_PRIVATE_PROXY: 'true',
    PUBLIC_URL,
    TIKTOK_API_URL: tiktok.base,
    TIKTOK_AUTH_URL: `${tiktok.base}/v2/auth/authorize/`,
  });
  await t.createUser('operator', 'operator-pass');
  token = (await t.login('operator', 'operator-pass')).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
  await proxy.close();
  await tiktok.close();
});

/** A profile whose TikTok access holds the app's credentials and a refresh token TikTok no longer takes. */
async function profileWithApp(inTikTok = true): Promise<number> {
  const grant = tiktok.grant();
  const created = await t.call('POST', '/api/accounts', token, {
    proxy: proxyUrl,
    inTikTok,
    TikTokAccess: inTikTok
      ? JSON.stringify({
          client_key: tiktok.client.clientKey,
          client_secret: tiktok.client.clientSecret,
          refresh_token: grant.refresh_token,
        })
      : '',
  });
  expect(created.statusCode, created.body).toBe(201);
  tiktok.revokeRefreshTokens();
  return created.json().id as number;
}

const authorizationLink = async (accountId: number) => (await startHere(t.app, token, accountId, 'tiktok')).url;

describe('Connect TikTok', () => {
  it("links to TikTok's authorization page for the profile's own app, with the posting scopes and a random state (no PKCE on the web)", async () => {
    const accountId = await profileWithApp();
    const link = await authorizationLink(accountId);
    expect(`${link.origin}${link.pathname}`).toBe(`${tiktok.base}/v2/auth/authorize/`);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      client_key: 'awclientkey42',
      scope: 'user.info.basic,video.publish,video.upload',
      response_type: 'code',
      redirect_uri: CALLBACK,
    });
    expect(link.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.has('code_challenge')).toBe(false);
  });

  it('refuses the link while TikTok is off or the access holds no app credentials', async () => {
    const off = await profileWithApp(false);
    for (const url of [`/api/accounts/connect-tiktok/${off}`, `/api/accounts/${off}/authorize/tiktok`]) {
      const response = await t.call('POST', url, token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: messages.tiktokNotEnabled });
    }
    const bare = await t.call('POST', '/api/accounts', token, { proxy: proxyUrl, inTikTok: true, TikTokAccess: 'act.some-bare-token' });
    expect((await t.call('POST', `/api/accounts/connect-tiktok/${bare.json().id}`, token)).statusCode).toBe(409);
  });

  it('trades the code through the profile proxy, stores the app credentials JSON sealed, and the profile posts with it', async () => {
    const accountId = await profileWithApp();
    // The refresh token is refused: the profile cannot reach TikTok until it is connected again.
    const before = await t.call('GET', `/api/accounts/${accountId}/tiktok-creator`, token);
    expect(before.statusCode).toBe(502);
    expect(before.json().message).toMatch(/підключіть TikTok у профілі заново/);
    expect((await t.call('GET', `/api/accounts/${accountId}`, token)).json()).toMatchObject({ status: 'error' });

    proxy.seen.length = 0;
    const started = await startHere(t.app, token, accountId, 'tiktok');
    const back = await consent(started.url);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    const response = await callback(t.app, back, started.cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(messages.tiktokConnected);
    expect(tiktok.log).toContain('token:authorization_code');
    expect(proxy.seen.some((line) => line.includes(String(new URL(tiktok.base).port)))).toBe(true);

    const detail = (await t.call('GET', `/api/accounts/${accountId}`, token)).json();
    expect(detail).toMatchObject({ status: 'success', isActiveTikTok: true, tiktokAccessKind: 'app', error: null });
    const dump = await dumpAllTables(db);
    expect(dump).not.toContain('client-secret-tt-0123456789');

    const creator = await t.call('GET', `/api/accounts/${accountId}/tiktok-creator`, token);
    expect(creator.statusCode, creator.body).toBe(200);
    expect(creator.json()).toEqual({
      accountId,
      username: 'studio.ua',
      nickname: 'Студія',
      privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: false,
      maxVideoPostDurationSec: 600,
    });
    // A state is good once: the replay is refused before TikTok is asked.
    const exchanges = tiktok.codeExchanges.length;
    const again = await callback(t.app, back, started.cookies);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(messages.connectStateUsed);
    expect(tiktok.codeExchanges).toHaveLength(exchanges);
  });

  it("refuses a replay of a used state with another TikTok account's code, and a state from another browser: nothing changes", async () => {
    const accountId = await profileWithApp();
    const started = await startHere(t.app, token, accountId, 'tiktok');
    const back = await consent(started.url);
    expect((await callback(t.app, back, started.cookies)).statusCode).toBe(200);
    const sealed = async () =>
      Buffer.from(
        (await db.query<{ tiktok_access_enc: Uint8Array }>('SELECT tiktok_access_enc FROM accounts WHERE id = $1', [accountId]))[0]!
          .tiktok_access_enc,
      ).toString('hex');
    const before = await sealed();

    tiktok.consentAs('-000intruderaccount');
    try {
      const foreign = await consent((await startHere(t.app, token, await profileWithApp(), 'tiktok')).url);
      const exchanges = tiktok.codeExchanges.length;
      const replay = new URL(back);
      replay.searchParams.set('code', foreign.searchParams.get('code')!);
      const replayed = await callback(t.app, replay, started.cookies);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.body).toContain(messages.connectStateUsed);

      // A fresh state used from a browser without its cookie (or with another consent's cookie).
      const fresh = await startHere(t.app, token, accountId, 'tiktok');
      const other = await startHere(t.app, token, accountId, 'tiktok');
      const freshBack = await consent(fresh.url);
      for (const cookies of [{}, other.cookies]) {
        const response = await callback(t.app, freshBack, cookies);
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain(messages.connectStateOtherBrowser);
      }
      expect(tiktok.codeExchanges).toHaveLength(exchanges);
      expect(await sealed()).toBe(before);
    } finally {
      tiktok.consentAs(tiktok.consentOpenId);
    }
  });

  it('refuses a state issued before TikTok was switched off: TikTok stays off and nothing is stored', async () => {
    const accountId = await profileWithApp();
    const started = await startHere(t.app, token, accountId, 'tiktok');
    const back = await consent(started.url);
    expect((await t.call('PATCH', `/api/accounts/${accountId}`, token, { inTikTok: false })).statusCode).toBe(200);
    const exchanges = tiktok.codeExchanges.length;
    const response = await callback(t.app, back, started.cookies);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.oauthStateInvalid);
    expect(tiktok.codeExchanges).toHaveLength(exchanges);
    expect((await t.call('GET', `/api/accounts/${accountId}`, token)).json()).toMatchObject({ inTikTok: false, isActiveTikTok: false });
  });

  it('says at once, on the profile, that a connection without video.publish cannot post', async () => {
    const accountId = await profileWithApp();
    tiktok.grantOnlyNext(['user.info.basic', 'video.upload']);
    const started = await startHere(t.app, token, accountId, 'tiktok');
    const response = await callback(t.app, await consent(started.url), started.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(messages.tiktokPublishScopeMissing);
    expect((await t.call('GET', `/api/accounts/${accountId}`, token)).json()).toMatchObject({
      isActiveTikTok: true,
      status: 'error',
      error: messages.tiktokPublishScopeMissing,
    });
    // Connected again with the scope: TikTok's error goes.
    const again = await startHere(t.app, token, accountId, 'tiktok');
    expect((await callback(t.app, await consent(again.url), again.cookies)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/accounts/${accountId}`, token)).json()).toMatchObject({ status: 'success', error: null });
  });

  it("reconnecting TikTok keeps another platform's error", async () => {
    const accountId = await profileWithApp();
    await db.query("UPDATE accounts SET error = 'YouTube: доступ відкликано', error_platform = 'youtube' WHERE id = $1", [accountId]);
    const started = await startHere(t.app, token, accountId, 'tiktok');
    expect((await callback(t.app, await consent(started.url), started.cookies)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/accounts/${accountId}`, token)).json()).toMatchObject({
      isActiveTikTok: true,
      status: 'error',
      error: 'YouTube: доступ відкликано',
    });
  });

  it('never writes the code or the state to the server log', async () => {
    const accountId = await profileWithApp();
    t.logs.length = 0;
    const started = await startHere(t.app, token, accountId, 'tiktok');
    const back = await consent(started.url);
    expect((await callback(t.app, back, started.cookies)).statusCode).toBe(200);
    const log = t.logs.join('\n');
    expect(log).toContain('/api/accounts/tiktok/callback');
    for (const secret of [back.searchParams.get('code')!, back.searchParams.get('state')!, ...Object.values(started.cookies)]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
  });

  it('says so when the owner declined, and refuses a forged state', async () => {
    const accountId = await profileWithApp();
    tiktok.denyNextAuthorization();
    const started = await startHere(t.app, token, accountId, 'tiktok');
    const back = await consent(started.url);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const denied = await callback(t.app, back, started.cookies);
    expect(denied.statusCode).toBe(400);
    expect(denied.body).toContain(messages.tiktokDenied);

    const state = (await authorizationLink(accountId)).searchParams.get('state')!;
    const forged = await t.app.inject({ method: 'GET', url: `/api/accounts/tiktok/callback?code=x&state=${state.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain(messages.oauthStateInvalid);
  });
});

describe('a profile that holds only its TikTok app', () => {
  it('is saved with client_key and client_secret alone, stays inactive for TikTok, and becomes active once connected', async () => {
    const created = await t.call('POST', '/api/accounts', token, {
      proxy: proxyUrl,
      inTikTok: true,
      TikTokAccess: JSON.stringify({ client_key: tiktok.client.clientKey, client_secret: tiktok.client.clientSecret }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ inTikTok: true, isActiveTikTok: false, hasTikTokAccess: true, status: 'noactive' });

    const started = await startHere(t.app, token, created.json().id as number, 'tiktok');
    const response = await callback(t.app, await consent(started.url), started.cookies);
    expect(response.statusCode, response.body).toBeLessThan(400);
    const connected = (await t.call('GET', `/api/accounts/${created.json().id}`, token)).json();
    expect(connected).toMatchObject({ isActiveTikTok: true, tiktokAccessKind: 'app', status: 'success' });

    // Saving the profile again without a new access keeps it connected.
    const saved = await t.call('PATCH', `/api/accounts/${created.json().id}`, token, { comments: 'студія' });
    expect(saved.json()).toMatchObject({ isActiveTikTok: true });
  });
});

describe('GET /api/accounts/{id}/tiktok-creator', () => {
  it("answers 409 while TikTok is off, and 404 for another user's profile", async () => {
    const off = await profileWithApp(false);
    const response = await t.call('GET', `/api/accounts/${off}/tiktok-creator`, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.tiktokNotActive });
    await t.createUser('stranger', 'stranger-pass');
    const stranger = (await t.login('stranger', 'stranger-pass')).accessToken;
    expect((await t.call('GET', `/api/accounts/${off}/tiktok-creator`, stranger)).statusCode).toBe(404);
  });

  it("works with a bare token, and answers 502 with TikTok's refusal in Ukrainian", async () => {
    const grant = tiktok.grant();
    const created = await t.call('POST', '/api/accounts', token, { proxy: proxyUrl, inTikTok: true, TikTokAccess: grant.access_token });
    const id = created.json().id as number;
    expect((await t.call('GET', `/api/accounts/${id}`, token)).json()).toMatchObject({ tiktokAccessKind: 'token' });
    expect((await t.call('GET', `/api/accounts/${id}/tiktok-creator`, token)).json()).toMatchObject({
      accountId: id,
      username: 'studio.ua',
    });
    tiktok.failNext('creator', { status: 429, code: 'rate_limit_exceeded', message: 'Too many requests' });
    const limited = await t.call('GET', `/api/accounts/${id}/tiktok-creator`, token);
    expect(limited.statusCode).toBe(502);
    expect(limited.json().message).toMatch(/^TikTok обмежив кількість запитів/);
  });
});
