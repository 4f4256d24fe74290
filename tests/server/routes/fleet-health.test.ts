import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { HealthRow, ProxyCheck } from '@shared/schemas/fleet-health';
import type { Page } from '@shared/schemas/common';
import type { PublishedItem } from '@shared/schemas/publications';
import type { Database } from '@server/db/database';
import { startInstagramFake } from '../fakes/instagram-api';
import { startSocks5Proxy } from '../fakes/socks5-proxy';
import { startTikTokFake } from '../fakes/tiktok-api';
import { startYouTubeFake } from '../fakes/youtube-api';
import { connectHere } from '../helpers/connect-flow';
import { startAuthProxy, startIpEcho } from '../helpers/local-servers';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createProfile, finishedRequest, IG, payload, TIKTOK_TOKEN, waitForItem } from '../helpers/publishing-setup';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/**
 * Issue 13: 'Перевірити проксі' through HTTP and SOCKS5 proxies against a local IP-echo server, a dead
 * proxy and an address the SSRF rules refuse; the health board's states from the platform fakes' own
 * error answers; 'Повторити невдалі' retrying only failed rows, never posting twice.
 */

const fx = makeMediaFixtures();
const REFRESH_TOKEN = '1//0g-health-board-refresh';

/** A port nothing listens on (a proxy that is down). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let db: Database;
let t: TestApp;
let admin: string;
let adminId: number;
let echo: Awaited<ReturnType<typeof startIpEcho>>;
let httpProxy: Awaited<ReturnType<typeof startAuthProxy>>;
let socks: Awaited<ReturnType<typeof startSocks5Proxy>>;
let youtube: Awaited<ReturnType<typeof startYouTubeFake>>;
let tiktok: Awaited<ReturnType<typeof startTikTokFake>>;
let instagram: Awaited<ReturnType<typeof startInstagramFake>>;
let httpProxyUrl: string;
let socksUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  [echo, httpProxy, socks, youtube, tiktok, instagram] = await Promise.all([
    startIpEcho(),
    startAuthProxy('proxy-user', 'proxy-pass'),
    startSocks5Proxy({ username: 'socks-user', password: 'socks-pass' }),
    startYouTubeFake({ refreshToken: REFRESH_TOKEN }),
    startTikTokFake({ accessToken: TIKTOK_TOKEN }),
    startInstagramFake({ username: IG.login, password: IG.password }),
  ]);
  httpProxyUrl = `http://proxy-user:proxy-pass@127.0.0.1:${httpProxy.port}`;
  socksUrl = `socks5://socks-user:socks-pass@127.0.0.1:${socks.port}`;
  t = await createTestApp(db, {
    GOOGLE_AUTH_URL: youtube.authUrl,
    GOOGLE_TOKEN_URL: `${youtube.base}/token`,
    YOUTUBE_API_URL: youtube.base,
    TIKTOK_API_URL: tiktok.base,
    INSTAGRAM_API_URL: instagram.base,
    ALLOW_PRIVATE_PROXY: 'true',
    JOB_POLL_SECONDS: '0.5',
    PUBLISH_CONCURRENCY: '2',
    PUBLISH_RETRY_SECONDS: '1',
    PROXY_CHECK_URL: echo.url,
  });
  ({ accessToken: admin, userId: adminId } = await t.login());
}, 60_000);

afterAll(async () => {
  await t?.close();
  await Promise.all([echo?.close(), httpProxy?.close(), socks?.close(), youtube?.close(), tiktok?.close(), instagram?.close()]);
});

const checkProxy = async (id: number, token = admin) => {
  const response = await t.call('POST', `/api/accounts/${id}/check-proxy`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProxyCheck;
};

const board = async (query = '', token = admin) => {
  const response = await t.call('GET', `/api/accounts/health${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<HealthRow>;
};

describe("'Перевірити проксі'", () => {
  it('goes through an HTTP proxy with credentials and records the exit address, latency and time (JSON answer)', async () => {
    const id = await createProfile(t, admin, httpProxyUrl, {}, 'http-проксі');
    echo.state.mode = 'json';
    const seenBefore = httpProxy.seen.length;
    const hitsBefore = echo.state.hits;
    const check = await checkProxy(id);
    expect(check).toMatchObject({ accountId: id, ok: true, exitIp: '127.0.0.1', error: null });
    expect(check.latencyMs).toBeGreaterThan(0);
    expect(Date.parse(check.checkedAt!)).not.toBeNaN();
    expect(echo.state.hits).toBe(hitsBefore + 1);
    // The proxy saw the request (CONNECT or a proxied GET to the echo server).
    expect(httpProxy.seen.slice(seenBefore).some((line) => line.includes(`127.0.0.1:${echo.port}`))).toBe(true);
    const [stored] = await db.query<{ proxy_ok: boolean; proxy_exit_ip: string }>(
      'SELECT proxy_ok, proxy_exit_ip FROM accounts WHERE id = $1',
      [id],
    );
    expect(stored).toEqual({ proxy_ok: true, proxy_exit_ip: '127.0.0.1' });
    const detail = (await t.call('GET', `/api/accounts/${id}`, admin)).json() as { proxyCheck: ProxyCheck };
    expect(detail.proxyCheck).toMatchObject({ ok: true, exitIp: '127.0.0.1' });
  });

  it('goes through a SOCKS5 proxy with credentials (plain-text answer)', async () => {
    const id = await createProfile(t, admin, socksUrl, {}, 'socks-проксі');
    echo.state.mode = 'text';
    const destinationsBefore = socks.destinations.length;
    const check = await checkProxy(id);
    echo.state.mode = 'json';
    expect(check).toMatchObject({ ok: true, exitIp: '127.0.0.1', error: null });
    expect(socks.destinations.slice(destinationsBefore)).toContain(`127.0.0.1:${echo.port}`);
  });

  it('reports refused credentials, a dead proxy and an answer that is no address, in Ukrainian', async () => {
    const wrongHttp = await createProfile(t, admin, `http://proxy-user:wrong@127.0.0.1:${httpProxy.port}`, {}, 'невірний пароль');
    expect(await checkProxy(wrongHttp)).toMatchObject({ ok: false, exitIp: null, latencyMs: null, error: messages.proxyCheckAuthRefused });
    const wrongSocks = await createProfile(t, admin, `socks5://socks-user:wrong@127.0.0.1:${socks.port}`, {}, 'невірний socks');
    expect(await checkProxy(wrongSocks)).toMatchObject({ ok: false, error: messages.proxyCheckAuthRefused });
    const dead = await createProfile(t, admin, `http://127.0.0.1:${await deadPort()}`, {}, 'мертвий');
    expect(await checkProxy(dead)).toMatchObject({ ok: false, exitIp: null, error: messages.proxyCheckRefused });
    const portal = await createProfile(t, admin, httpProxyUrl, {}, 'портал');
    echo.state.mode = 'garbage';
    expect(await checkProxy(portal)).toMatchObject({ ok: false, error: messages.proxyCheckBadAnswer });
    echo.state.mode = 'json';
  });

  it('refuses a proxy on a forbidden address at the moment of use (SSRF) without connecting anywhere', async () => {
    const id = await createProfile(t, admin, httpProxyUrl, {}, 'ssrf');
    // Stored before the rule, or by hand: the check itself refuses it again.
    await db.query(`UPDATE accounts SET proxy = 'http://169.254.169.254:80', proxy_credentials_enc = NULL WHERE id = $1`, [id]);
    const hitsBefore = echo.state.hits;
    expect(await checkProxy(id)).toMatchObject({ ok: false, error: messages.proxyForbiddenAddress });
    expect(echo.state.hits).toBe(hitsBefore);
  });

  it('checks the visible profiles in bulk, leaves out profiles of others, and flags a shared exit address', async () => {
    const ownerId = await t.createUser('proxy-owner');
    const owner = (await t.login('proxy-owner', 'secret-pass')).accessToken;
    const a = await createProfile(t, owner, httpProxyUrl, {}, 'спільна 1');
    const b = await createProfile(t, owner, socksUrl, {}, 'спільна 2');
    const foreign = await createProfile(t, admin, httpProxyUrl, {}, 'чужий');
    const response = await t.call('POST', '/api/accounts/check-proxy', owner, { ids: [a, b, foreign] });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: ProxyCheck[] };
    expect(data.map((check) => check.accountId).sort()).toEqual([a, b].sort());
    const checkOfA = data.find((check) => check.accountId === a)!;
    // Both leave through 127.0.0.1: each names the other; the admin's profiles there are only counted.
    expect(checkOfA.sharedWith).toContain(b);
    expect(checkOfA.sharedWith).not.toContain(foreign);
    expect(checkOfA.sharedWithOthers).toBeGreaterThan(0);
    const list = (await t.call('GET', '/api/accounts', owner)).json() as Page<{ id: number; proxyCheck: ProxyCheck }>;
    expect(list.data.find((row) => row.id === b)!.proxyCheck.sharedWith).toEqual([a]);
    expect(ownerId).toBeGreaterThan(0);
    // More than the limit, or none, is refused with one Ukrainian message.
    const tooMany = await t.call('POST', '/api/accounts/check-proxy', owner, { ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: [messages.proxyCheckTooMany] });
  });

  it('limits bulk proxy checks per user (429 in Ukrainian with Retry-After), without touching other users', async () => {
    const limited = await createTestApp(db, {
      RUN_WORKERS: 'false',
      PROXY_CHECK_RATE_LIMIT: '2',
      ALLOW_PRIVATE_PROXY: 'true',
      PROXY_CHECK_URL: echo.url,
    });
    try {
      await limited.createUser('bulk-checker');
      const checker = (await limited.login('bulk-checker', 'secret-pass')).accessToken;
      const own = await createProfile(limited, checker, httpProxyUrl, {}, 'ліміт перевірок');
      const bulk = (token: string) => limited.call('POST', '/api/accounts/check-proxy', token, { ids: [own] });
      const hitsBefore = echo.state.hits;
      expect((await bulk(checker)).statusCode).toBe(200);
      expect((await bulk(checker)).statusCode).toBe(200);
      const refused = await bulk(checker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: messages.proxyCheckRateLimited });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The refused call went out through no proxy.
      expect(echo.state.hits).toBe(hitsBefore + 2);
      // Another user's limit is their own.
      const other = (await limited.login()).accessToken;
      expect((await bulk(other)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('a profile whose proxy failed its check does not reach the platform: the publication is refused, naming it', async () => {
    const dead = await createProfile(t, admin, `http://127.0.0.1:${await deadPort()}`, { tiktok: true }, 'без проксі');
    expect((await checkProxy(dead)).ok).toBe(false);
    const initsBefore = tiktok.log.filter((line) => line.includes('init')).length;
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [dead], { inTikTok: true }),
    );
    // Unready before the click: refused unless the operator skips it (the publish job still holds a row whose
    // proxy fails after the publication was made: proxyDownReason, tests/unit/server/services/accounts/proxy-check.test.ts).
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().message).toEqual([expect.stringContaining('TikTok не готовий (Проксі недоступний)')]);
    expect(tiktok.log.filter((line) => line.includes('init')).length).toBe(initsBefore);
    // A changed proxy forgets the failed check.
    const updated = await t.call('PATCH', `/api/accounts/${dead}`, admin, { proxy: httpProxyUrl });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as { proxyCheck: ProxyCheck }).proxyCheck).toMatchObject({ ok: null, checkedAt: null });
  });
});

describe('the health board', () => {
  let group: number;
  let ytProfile: number;
  let igProfile: number;
  let ttProfile: number;
  let deadProfile: number;
  let limitedProfile: number;
  let viewer: string;

  beforeAll(async () => {
    await t.createUser('board-viewer');
    viewer = (await t.login('board-viewer', 'secret-pass')).accessToken;
    ytProfile = await createProfile(t, viewer, httpProxyUrl, { youtube: true }, 'ютуб-профіль');
    igProfile = await createProfile(t, viewer, httpProxyUrl, { instagram: true }, 'інста-профіль');
    ttProfile = await createProfile(t, viewer, socksUrl, { tiktok: true }, 'тікток-профіль');
    deadProfile = await createProfile(t, viewer, `http://127.0.0.1:${await deadPort()}`, { tiktok: true }, 'мертвий-профіль');
    limitedProfile = await createProfile(t, viewer, socksUrl, { tiktok: true }, 'обмежений-профіль');
    const created = await t.call('POST', '/api/accounts-group', viewer, { name: 'Київ', accounts: [ttProfile, limitedProfile] });
    expect(created.statusCode, created.body).toBe(201);
    group = (created.json() as { id: number }).id;
  });

  it('shows each state from what the platforms answered, the last post and error, posts against the cap', async () => {
    const viewerId = (await t.login('board-viewer', 'secret-pass')).userId;
    // TikTok: a successful post, then TikTok's documented 'too many posts' on the next.
    const first = await finishedRequest(t, viewerId, fx.path('clip.mp4'), 1);
    expect(
      (
        await t.call(
          'POST',
          `/api/publication/create/${first.idUpload}`,
          viewer,
          payload(first.idUpload, first.videoIds, [ttProfile], { inTikTok: true }),
        )
      ).statusCode,
    ).toBe(201);
    await waitForItem(t, viewer, first.idUpload, (item) => item.video.every((row) => row.status === 'success'));

    // YouTube: the owner revoked the app's access, so the refresh token answers invalid_grant.
    youtube.revokeRefreshToken(REFRESH_TOKEN);
    // Instagram: the next login asks for a challenge code.
    instagram.challengeNextLogin('code');
    const second = await finishedRequest(t, viewerId, fx.path('clip.mp4'), 2);
    const created = await t.call(
      'POST',
      `/api/publication/create/${second.idUpload}`,
      viewer,
      payload(second.idUpload, second.videoIds, [ytProfile, igProfile], { inYouTube: true, inInstagram: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    await waitForItem(t, viewer, second.idUpload, (item) => item.video.every((row) => row.status === 'error'));

    // A platform's "too many" tightened this profile's pacing (the pacing's own table).
    await db.query(
      `INSERT INTO account_platform_pacing (account_id, platform, tightened_until, reason) VALUES ($1, 'tiktok', now() + interval '3 hours', 'TikTok: забагато публікацій')`,
      [limitedProfile],
    );
    // The dead proxy failed its check; two profiles share 127.0.0.1 after theirs passed.
    await checkProxy(deadProfile, viewer);
    await checkProxy(ttProfile, viewer);
    await checkProxy(limitedProfile, viewer);

    const rows = (await board('', viewer)).data;
    const rowOf = (account: number, platform: string) => rows.find((row) => row.account.id === account && row.platform === platform)!;
    expect(rows).toHaveLength(5);
    expect(rowOf(ytProfile, 'youtube')).toMatchObject({ state: 'reconnect', failedCount: 1 });
    expect(rowOf(ytProfile, 'youtube').lastError).toMatch(/[А-Яа-яІіЇїЄєҐґ]/);
    expect(rowOf(igProfile, 'instagram')).toMatchObject({ state: 'checkpoint', failedCount: 1 });
    expect(rowOf(deadProfile, 'tiktok')).toMatchObject({ state: 'proxy_down' });
    expect(rowOf(deadProfile, 'tiktok').proxy.error).toBe(messages.proxyCheckRefused);
    expect(rowOf(limitedProfile, 'tiktok')).toMatchObject({ state: 'rate_limited', limitedReason: 'TikTok: забагато публікацій' });
    expect(rowOf(limitedProfile, 'tiktok').states).toEqual(['rate_limited', 'shared_ip']);
    const ready = rowOf(ttProfile, 'tiktok');
    // The cap: the profile's own limit, else the product default (posting_limits without a profile).
    const [cap] = await db.query<{ daily_cap: number }>(
      `SELECT daily_cap FROM posting_limits WHERE account_id IS NULL AND platform = 'tiktok'`,
    );
    expect(ready).toMatchObject({ state: 'shared_ip', postsLast24h: 1, dailyCap: cap!.daily_cap, failedCount: 0, lastError: null });
    await db.query(`INSERT INTO posting_limits (account_id, platform, daily_cap, min_gap_minutes) VALUES ($1, 'tiktok', 2, 0)`, [
      ttProfile,
    ]);
    expect((await board(`?q=${encodeURIComponent('тікток-профіль')}`, viewer)).data[0]).toMatchObject({ dailyCap: 2 });
    expect(ready.proxy.sharedWith).toEqual([limitedProfile]);
    expect(Date.parse(ready.lastSuccessAt!)).not.toBeNaN();
    // Owners see their own profiles only; the admin sees these among all.
    expect(rows.every((row) => row.user.login === 'board-viewer')).toBe(true);
    expect((await board('?q=ютуб-профіль')).data.map((row) => row.account.id)).toEqual([ytProfile]);
  });

  it('filters by state, platform, group and search', async () => {
    const ids = async (query: string) => (await board(query, viewer)).data.map((row) => row.account.id);
    expect(await ids('?state=checkpoint')).toEqual([igProfile]);
    expect(await ids('?state=proxy_down')).toEqual([deadProfile]);
    expect((await ids('?state=shared_ip')).sort()).toEqual([ttProfile, limitedProfile].sort());
    expect(await ids('?state=ready')).toEqual([]);
    expect(await ids('?platform=youtube')).toEqual([ytProfile]);
    expect(await ids(`?group=${group}`)).toEqual([limitedProfile, ttProfile]);
    expect(await ids(`?group=${group}&state=rate_limited`)).toEqual([limitedProfile]);
    expect(await ids(`?q=${encodeURIComponent('інста')}`)).toEqual([igProfile]);
    // The most severe first: a reconnect, a login to confirm, the proxy down, a platform's limit, a shared address.
    expect((await board('', viewer)).data.map((row) => row.state)).toEqual([
      'reconnect',
      'checkpoint',
      'proxy_down',
      'rate_limited',
      'shared_ip',
    ]);
    // The summary counts the rows each state filter keeps (a row in two states counts in both).
    const summary = async (query: string) => (await t.call('GET', `/api/accounts/health/summary${query}`, viewer)).json();
    // Here each row is another profile, so the profiles (what 'вибрати всі знайдені' reaches) count the same.
    expect(await summary('')).toEqual({
      total: 5,
      counts: { reconnect: 1, checkpoint: 1, proxy_down: 1, rate_limited: 1, shared_ip: 2, ready: 0 },
      profiles: { all: 5, reconnect: 1, checkpoint: 1, proxy_down: 1, rate_limited: 1, shared_ip: 2, ready: 0 },
    });
    expect(await summary(`?group=${group}`)).toMatchObject({
      total: 2,
      counts: { reconnect: 0, checkpoint: 0, proxy_down: 0, rate_limited: 1, shared_ip: 2, ready: 0 },
    });
    const bad = await t.call('GET', '/api/accounts/health?state=broken', viewer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: [messages.healthStateInvalid] });
  });

  it("'Повторити невдалі' on a profile retries only its failed rows; after a reconnect each posts once", async () => {
    // Reconnect YouTube (a new consent gives the refresh token again).
    expect((await connectHere(t.app, viewer, ytProfile, 'youtube')).statusCode).toBe(200);
    const before = youtube.videos.size;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${ytProfile}/retry-failed?platform=youtube`,
      headers: { ...t.bearer(viewer), 'idempotency-key': 'bulk-retry-yt-1' },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ retried: 1 });
    // The same key again answers the first answer and queues nothing more.
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${ytProfile}/retry-failed?platform=youtube`,
      headers: { ...t.bearer(viewer), 'idempotency-key': 'bulk-retry-yt-1' },
    });
    expect(replay.json()).toEqual({ retried: 1 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const [row] = await db.query<{ id_upload: string }>(
      `SELECT cr.id_upload FROM publication_videos pv JOIN publications p ON p.id = pv.publication_id
         JOIN creation_requests cr ON cr.id = p.request_id WHERE pv.account_id = $1`,
      [ytProfile],
    );
    await waitForItem(t, viewer, row!.id_upload, (item) => item.video.some((r) => r.platform === 'youtube' && r.status === 'success'));
    // A second bulk retry finds nothing failed on YouTube; Instagram's row is still in 'Помилка'.
    expect((await t.call('POST', `/api/accounts/${ytProfile}/retry-failed`, viewer)).json()).toEqual({ retried: 0 });
    expect(youtube.videos.size).toBe(before + 1);
    const item = (await t.call('GET', `/api/publication/${row!.id_upload}`, viewer)).json() as PublishedItem;
    expect(item.video.find((r) => r.platform === 'instagram')!.status).toBe('error');
    // Another user's profile answers 404.
    expect(
      (await t.call('POST', `/api/accounts/${ytProfile}/retry-failed`, (await t.login('proxy-owner', 'secret-pass')).accessToken))
        .statusCode,
    ).toBe(404);
  });
});

describe("'Повторити невдалі' on a published item", () => {
  it('retries every failed row once through the single retry path and leaves published rows alone', async () => {
    const profiles = [
      await createProfile(t, admin, httpProxyUrl, { tiktok: true }, 'пакет 1'),
      await createProfile(t, admin, httpProxyUrl, { tiktok: true }, 'пакет 2'),
      await createProfile(t, admin, httpProxyUrl, { tiktok: true }, 'пакет 3'),
    ];
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 3);
    // Two of the three posts are refused for good by TikTok ('banned from posting' is final).
    tiktok.refuseNextInit('spam_risk_user_banned_from_posting');
    tiktok.refuseNextInit('spam_risk_user_banned_from_posting');
    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, profiles, { inTikTok: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    await waitForItem(t, admin, idUpload, (item) => item.video.every((row) => row.status === 'success' || row.status === 'error'));
    const publishedBefore = tiktok.published.length;
    const failedBefore = ((await t.call('GET', `/api/publication/${idUpload}`, admin)).json() as PublishedItem).video.filter(
      (row) => row.status === 'error',
    );
    expect(failedBefore).toHaveLength(2);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/publication/retry-failed/${idUpload}`,
      headers: { ...t.bearer(admin), 'idempotency-key': 'bulk-item-1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ retried: 2 });
    // Pressed again at once: the rows are no longer in 'Помилка', so nothing more is queued.
    expect((await t.call('POST', `/api/publication/retry-failed/${idUpload}`, admin)).json()).toEqual({ retried: 0 });
    const item = await waitForItem(t, admin, idUpload, (it) => it.video.every((row) => row.status === 'success'));
    expect(item.video).toHaveLength(3);
    expect(tiktok.published.length).toBe(publishedBefore + 2);
    // Each row has exactly one post.
    const externalIds = await db.query<{ external_id: string }>(
      `SELECT r.external_id FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id
         JOIN publications p ON p.id = pv.publication_id JOIN creation_requests cr ON cr.id = p.request_id WHERE cr.id_upload = $1`,
      [idUpload],
    );
    expect(new Set(externalIds.map((row) => row.external_id)).size).toBe(3);
    expect((await t.call('POST', `/api/publication/retry-failed/00000000-0000-4000-8000-000000000000`, admin)).statusCode).toBe(404);
  });
});
