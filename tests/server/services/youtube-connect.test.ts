import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { dumpAllTables } from '../helpers/dump';
import { startAuthProxy, startGoogleTokenEndpoint } from '../helpers/local-servers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;
let t: TestApp;
let token: string;
let proxy: Awaited<ReturnType<typeof startAuthProxy>>;
let google: Awaited<ReturnType<typeof startGoogleTokenEndpoint>>;
let accountId: number;

const PUBLIC_URL = 'https://panel.example.com';

beforeAll(async () => {
  db = await createTestDatabase();
  proxy = await startAuthProxy('proxy-user', 'proxy-secret');
  google = await startGoogleTokenEndpoint();
  // The self-hosted switch lets the profile use the loopback proxy of this test.
  // The token endpoint has no Data API: the channel lookup fails and the connection still holds.
  t = await createTestApp(db, { ALLOW_PRIVATE_PROXY: 'true', GOOGLE_TOKEN_URL: google.url, YOUTUBE_API_URL: google.url.replace(/\/token$/, ''), PUBLIC_URL });
  await t.createUser('operator', 'operator-pass');
  token = (await t.login('operator', 'operator-pass')).accessToken;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: t.bearer(token),
    payload: {
      proxy: `http://proxy-user:proxy-secret@127.0.0.1:${proxy.port}`,
      inYouTube: true,
      YouTubeAuthClientId: 'client-123.apps.googleusercontent.com',
      YouTubeAuthClientSecret: 'client-secret-abc',
    },
  });
  accountId = created.json().id;
});
afterAll(async () => {
  await t.close();
  await db.close();
  await proxy.close();
  await google.app.close();
});

const consentLink = async () => {
  const response = await t.app.inject({ method: 'POST', url: `/api/accounts/connect-youtube/${accountId}`, headers: t.bearer(token) });
  expect(response.statusCode).toBe(200);
  return new URL(response.json().url as string);
};

describe('Connect YouTube', () => {
  it("builds Google's OAuth 2.0 consent URL from the profile's client id", async () => {
    const url = await consentLink();
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: 'client-123.apps.googleusercontent.com',
      redirect_uri: `${PUBLIC_URL}/api/accounts/youtube/callback`,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(params.scope!.split(' ')).toEqual([
      'https://www.googleapis.com/auth/youtube.upload',
      'https://www.googleapis.com/auth/youtube',
    ]);
    const state = JSON.parse(Buffer.from(params.state!.split('.')[1]!, 'base64url').toString());
    expect(state).toMatchObject({ acc: accountId });
    expect(Number(state.sub)).toBeGreaterThan(1);
  });

  it('refuses the link while YouTube is off or its client is missing', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: t.bearer(token), payload: { proxy: 'http://8.8.8.8:3128' } });
    const response = await t.app.inject({ method: 'POST', url: `/api/accounts/connect-youtube/${bare.json().id}`, headers: t.bearer(token) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.youtubeNotEnabled });
  });

  it('refuses a forged or missing state with a Ukrainian page', async () => {
    const url = await consentLink();
    const state = url.searchParams.get('state')!;
    const forged = `${state.slice(0, -3)}abc`;
    for (const query of [`code=good-code&state=${forged}`, 'code=good-code', `code=good-code&state=${state.split('.').slice(0, 2).join('.')}.`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/accounts/youtube/callback?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(messages.oauthStateInvalid);
    }
    expect(google.requests).toHaveLength(0);
  });

  it('says so when the operator declined on the consent screen', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/youtube/callback?error=access_denied&state=x' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.oauthDenied);
  });

  it("reports Google's refusal of the code", async () => {
    const state = (await consentLink()).searchParams.get('state')!;
    const response = await t.app.inject({ method: 'GET', url: `/api/accounts/youtube/callback?code=bad-code&state=${state}` });
    // invalid_grant (RFC 6749 §5.2): the code is expired, used or not for this client; Google's word stays in the log.
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.oauthCodeRejected);
    expect(response.body).not.toContain('invalid_grant');
  });

  it("exchanges the code through the profile's proxy, stores the refresh token sealed and activates the profile", async () => {
    google.requests.length = 0;
    proxy.seen.length = 0;
    const state = (await consentLink()).searchParams.get('state')!;
    const response = await t.app.inject({ method: 'GET', url: `/api/accounts/youtube/callback?code=good-code&state=${encodeURIComponent(state)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(messages.youtubeConnected);
    expect(response.body).toContain(`/accounts/${accountId}`);

    expect(google.requests).toEqual([
      {
        code: 'good-code',
        client_id: 'client-123.apps.googleusercontent.com',
        client_secret: 'client-secret-abc',
        redirect_uri: `${PUBLIC_URL}/api/accounts/youtube/callback`,
        grant_type: 'authorization_code',
      },
    ]);
    expect(proxy.seen.length).toBeGreaterThan(0);

    const detail = (await t.app.inject({ method: 'GET', url: `/api/accounts/${accountId}`, headers: t.bearer(token) })).json();
    expect(detail).toMatchObject({ status: 'success', isActiveYouTube: true, inYouTube: true, error: null });
    const dump = await dumpAllTables(db);
    expect(dump).not.toContain('1//refresh-token-9c3e');
    expect(dump).not.toContain('client-secret-abc');
  });

  it('forgets the YouTube connection when the client id changes', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${accountId}`,
      headers: t.bearer(token),
      payload: { YouTubeAuthClientId: 'another-client.apps.googleusercontent.com' },
    });
    expect(response.json()).toMatchObject({ isActiveYouTube: false, status: 'noactive' });
  });

  it("does not let another user's session reach the profile through a state", async () => {
    await t.createUser('intruder', 'intruder-pass');
    const intruder = (await t.login('intruder', 'intruder-pass')).accessToken;
    const response = await t.app.inject({ method: 'POST', url: `/api/accounts/connect-youtube/${accountId}`, headers: t.bearer(intruder) });
    expect(response.statusCode).toBe(404);
  });
});
