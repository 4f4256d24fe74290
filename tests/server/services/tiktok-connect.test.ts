import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { dumpAllTables } from '../helpers/dump';
import { startAuthProxy } from '../helpers/local-servers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { startTikTokFake, type TikTokFake } from '../fakes/tiktok-api';

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
  tiktok = await startTikTokFake({ client: { clientKey: 'awclientkey42', clientSecret: 'client-secret-tt-0123456789', redirectUris: [CALLBACK] } });
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
    TikTokAccess: inTikTok ? JSON.stringify({ client_key: tiktok.client.clientKey, client_secret: tiktok.client.clientSecret, refresh_token: grant.refresh_token }) : '',
  });
  expect(created.statusCode, created.body).toBe(201);
  tiktok.revokeRefreshTokens();
  return created.json().id as number;
}

const authorizationLink = async (accountId: number) => {
  const response = await t.call('POST', `/api/accounts/connect-tiktok/${accountId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().url as string);
};

/** The operator's browser on TikTok's page: TikTok sends it back to the callback. */
async function consent(link: URL): Promise<URL> {
  const answer = await fetch(link, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

describe('Connect TikTok', () => {
  it("links to TikTok's authorization page for the profile's own app, with the posting scopes and a signed state", async () => {
    const accountId = await profileWithApp();
    const link = await authorizationLink(accountId);
    expect(`${link.origin}${link.pathname}`).toBe(`${tiktok.base}/v2/auth/authorize/`);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      client_key: 'awclientkey42',
      scope: 'user.info.basic,video.publish,video.upload',
      response_type: 'code',
      redirect_uri: CALLBACK,
    });
    const state = JSON.parse(Buffer.from(link.searchParams.get('state')!.split('.')[1]!, 'base64url').toString());
    expect(state).toMatchObject({ acc: accountId });
  });

  it('refuses the link while TikTok is off or the access holds no app credentials', async () => {
    const off = await profileWithApp(false);
    const response = await t.call('POST', `/api/accounts/connect-tiktok/${off}`, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.tiktokNotEnabled });
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
    const back = await consent(await authorizationLink(accountId));
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    const response = await t.app.inject({ method: 'GET', url: `/api/accounts/tiktok/callback${back.search}` });
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
    // A code is good once.
    const again = await t.app.inject({ method: 'GET', url: `/api/accounts/tiktok/callback${back.search}` });
    expect(again.statusCode).toBe(502);
    expect(again.body).toContain(messages.tiktokExchangeFailed);
    expect(again.body).not.toMatch(/invalid_grant/);
  });

  it('says so when the owner declined, and refuses a forged state', async () => {
    const accountId = await profileWithApp();
    tiktok.denyNextAuthorization();
    const back = await consent(await authorizationLink(accountId));
    expect(back.searchParams.get('error')).toBe('access_denied');
    const denied = await t.app.inject({ method: 'GET', url: `/api/accounts/tiktok/callback${back.search}` });
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

    const back = await consent(await authorizationLink(created.json().id as number));
    const response = await t.app.inject({ method: 'GET', url: `/api/accounts/tiktok/callback${back.search}` });
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
    expect((await t.call('GET', `/api/accounts/${id}/tiktok-creator`, token)).json()).toMatchObject({ accountId: id, username: 'studio.ua' });
    tiktok.failNext('creator', { status: 429, code: 'rate_limit_exceeded', message: 'Too many requests' });
    const limited = await t.call('GET', `/api/accounts/${id}/tiktok-creator`, token);
    expect(limited.statusCode).toBe(502);
    expect(limited.json().message).toMatch(/^TikTok обмежив кількість запитів/);
  });
});
