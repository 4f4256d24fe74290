import { createHash } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
import type { Database } from '@server/db/database';
import { dumpAllTables } from '../../helpers/dump';
import { callback, connectHere, consent, startHere } from '../../helpers/connect-flow';
import { startAuthProxy } from '../../helpers/local-servers';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';
import { startYouTubeFake, type YouTubeFake } from '../../fakes/youtube-api';

const PUBLIC_URL = 'https://panel.example.com';

/** A loopback port that refuses connections: bound once by the system, then closed. */
async function closedLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const CALLBACK = `${PUBLIC_URL}/api/accounts/youtube/callback`;
const CLIENT = { id: 'client-123.apps.googleusercontent.com', secret: 'client-secret-abc' };

let db: Database;
let t: TestApp;
let token: string;
let proxy: Awaited<ReturnType<typeof startAuthProxy>>;
let google: YouTubeFake;

beforeAll(async () => {
  db = await createTestDatabase();
  proxy = await startAuthProxy('proxy-user', 'proxy-secret');
  google = await startYouTubeFake({ client: CLIENT, redirectUris: [CALLBACK] });
  // The self-hosted switch lets the profile use the loopback proxy of this test.
  t = await createTestApp(db, {
    ALLOW_PRIVATE_PROXY: 'true',
    GOOGLE_AUTH_URL: google.authUrl,
    GOOGLE_TOKEN_URL: `${google.base}/token`,
    YOUTUBE_API_URL: google.base,
    PUBLIC_URL,
  });
  await t.createUser('operator', 'operator-pass');
  token = (await t.login('operator', 'operator-pass')).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
  await proxy.close();
  await google.close();
});

async function profile(extra: Record<string, unknown> = {}): Promise<number> {
  const created = await t.call('POST', '/api/accounts', token, {
    proxy: `http://proxy-user:proxy-secret@127.0.0.1:${proxy.port}`,
    inYouTube: true,
    YouTubeAuthClientId: CLIENT.id,
    YouTubeAuthClientSecret: CLIENT.secret,
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}

/** The profile's stored YouTube connection, sealed, and what the API says of it. */
async function connection(accountId: number) {
  const [row] = await db.query<{ youtube_refresh_token_enc: Uint8Array | null; in_youtube: boolean }>(
    'SELECT youtube_refresh_token_enc, in_youtube FROM accounts WHERE id = $1',
    [accountId],
  );
  return {
    sealed: row?.youtube_refresh_token_enc ? Buffer.from(row.youtube_refresh_token_enc).toString('hex') : null,
    inYouTube: row?.in_youtube,
  };
}

describe('Connect YouTube in this browser', () => {
  it("links to Google's consent for the profile's client, with a random state and a PKCE S256 challenge", async () => {
    const accountId = await profile();
    const { url, cookies } = await startHere(t.app, token, accountId, 'youtube');
    expect(`${url.origin}${url.pathname}`).toBe(google.authUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(params.scope!.split(' ')).toEqual(['https://www.googleapis.com/auth/youtube.upload', 'https://www.googleapis.com/auth/youtube']);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Random, not a readable signed claim: 32 bytes that parse as nothing, new for each link of the same profile.
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(() => JSON.parse(Buffer.from(params.state!, 'base64url').toString('utf8'))).toThrow();
    expect(Object.keys(cookies)).toHaveLength(1);
    const again = await startHere(t.app, token, accountId, 'youtube');
    expect(again.url.searchParams.get('state')).not.toBe(params.state);
  });

  it('binds the state with an HttpOnly, SameSite=Lax, Secure cookie scoped to the callback', async () => {
    const accountId = await profile();
    const response = await t.call('POST', `/api/accounts/${accountId}/authorize/youtube`, token);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ path: '/api/accounts/youtube/callback', httpOnly: true, sameSite: 'Lax', secure: true, maxAge: 900 });
  });

  it('refuses the link while YouTube is off or its client is missing', async () => {
    const bare = await t.call('POST', '/api/accounts', token, { proxy: 'http://8.8.8.8:3128' });
    for (const url of [`/api/accounts/${bare.json().id}/authorize/youtube`, `/api/accounts/connect-youtube/${bare.json().id}`]) {
      const response = await t.call('POST', url, token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: messages.youtubeNotEnabled });
    }
  });

  it("exchanges the code through the profile's proxy with the PKCE verifier, stores the refresh token sealed and activates the profile", async () => {
    const accountId = await profile();
    proxy.seen.length = 0;
    google.codeExchanges.length = 0;
    const started = await startHere(t.app, token, accountId, 'youtube');
    const back = await consent(started.url);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    const response = await callback(t.app, back, started.cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(messages.youtubeConnected);
    expect(response.body).toContain(`/accounts/${accountId}`);
    // The spent cookie is cleared.
    expect(response.cookies.find((cookie) => cookie.name === Object.keys(started.cookies)[0])).toMatchObject({ value: '' });

    expect(google.codeExchanges).toHaveLength(1);
    const sent = google.codeExchanges[0]!;
    expect(sent).toMatchObject({
      code: back.searchParams.get('code'),
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      redirect_uri: CALLBACK,
      grant_type: 'authorization_code',
    });
    expect(createHash('sha256').update(sent.code_verifier!).digest('base64url')).toBe(started.url.searchParams.get('code_challenge'));
    expect(proxy.seen.length).toBeGreaterThan(0);

    const detail = (await t.call('GET', `/api/accounts/${accountId}`, token)).json();
    expect(detail).toMatchObject({ status: 'success', isActiveYouTube: true, inYouTube: true, error: null });
    const dump = await dumpAllTables(db);
    expect(dump).not.toContain(CLIENT.secret);
    expect(dump).not.toContain(sent.code_verifier);
  });

  it("refuses a replay of a used state with another account's code: nothing changes and Google is not asked", async () => {
    const accountId = await profile();
    const started = await startHere(t.app, token, accountId, 'youtube');
    const back = await consent(started.url);
    expect((await callback(t.app, back, started.cookies)).statusCode).toBe(200);
    const before = await connection(accountId);

    // Another Google account consents (to the same client) and its code comes with the used state.
    google.consentAs('intruder@example.com');
    try {
      const elsewhere = await startHere(t.app, token, await profile(), 'youtube');
      const foreign = await consent(elsewhere.url);
      google.codeExchanges.length = 0;
      const replay = new URL(back);
      replay.searchParams.set('code', foreign.searchParams.get('code')!);
      const response = await callback(t.app, replay, started.cookies);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(messages.connectStateUsed);
      expect(google.codeExchanges).toHaveLength(0);
      expect(await connection(accountId)).toEqual(before);
    } finally {
      google.consentAs('owner@example.com');
    }
  });

  it('refuses a state from another browser (no cookie, or another cookie); the browser that started it still can finish', async () => {
    const accountId = await profile();
    const started = await startHere(t.app, token, accountId, 'youtube');
    const other = await startHere(t.app, token, accountId, 'youtube');
    const back = await consent(started.url);
    google.codeExchanges.length = 0;
    const [name] = Object.keys(started.cookies);
    for (const cookies of [{}, other.cookies, { [name!]: other.cookies[Object.keys(other.cookies)[0]!]! }]) {
      const response = await callback(t.app, back, cookies);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(messages.connectStateOtherBrowser);
    }
    expect(google.codeExchanges).toHaveLength(0);
    expect(await connection(accountId)).toEqual({ sealed: null, inYouTube: true });
    expect((await callback(t.app, back, started.cookies)).statusCode).toBe(200);
  });

  it('refuses a state issued before YouTube was switched off, even once it is on again: the profile stays as it is', async () => {
    const accountId = await profile();
    const started = await startHere(t.app, token, accountId, 'youtube');
    const back = await consent(started.url);
    expect((await t.call('PATCH', `/api/accounts/${accountId}`, token, { inYouTube: false })).statusCode).toBe(200);
    google.codeExchanges.length = 0;
    const response = await callback(t.app, back, started.cookies);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.oauthStateInvalid);
    expect(await connection(accountId)).toEqual({ sealed: null, inYouTube: false });

    // Switched on again: the old consent is still not expected.
    expect((await t.call('POST', `/api/accounts/${accountId}/authorize/youtube`, token)).statusCode).toBe(409);
    expect(
      (await t.call('PATCH', `/api/accounts/${accountId}`, token, { inYouTube: true, YouTubeAuthClientId: CLIENT.id })).statusCode,
    ).toBe(200);
    expect((await callback(t.app, back, started.cookies)).statusCode).toBe(400);
    expect(google.codeExchanges).toHaveLength(0);
    expect((await connection(accountId)).sealed).toBeNull();
  });

  it("refuses YouTube's state at the TikTok callback", async () => {
    const accountId = await profile();
    const started = await startHere(t.app, token, accountId, 'youtube');
    const back = await consent(started.url);
    const response = await callback(t.app, new URL(`/api/accounts/tiktok/callback${back.search}`, PUBLIC_URL), started.cookies);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.oauthStateInvalid);
  });

  it('refuses a forged or missing state with a Ukrainian page', async () => {
    const accountId = await profile();
    const started = await startHere(t.app, token, accountId, 'youtube');
    const state = started.url.searchParams.get('state')!;
    google.codeExchanges.length = 0;
    for (const query of [`code=good-code&state=${state.slice(0, -3)}abc`, 'code=good-code', 'code=good-code&state=']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/accounts/youtube/callback?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(messages.oauthStateInvalid);
    }
    expect(google.codeExchanges).toHaveLength(0);
  });

  it('says so when the operator declined on the consent screen', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/accounts/youtube/callback?error=access_denied&state=x' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain(messages.oauthDenied);

    const accountId = await profile();
    google.denyNextConsent();
    const started = await startHere(t.app, token, accountId, 'youtube');
    const declined = await callback(t.app, await consent(started.url), started.cookies);
    expect(declined.statusCode).toBe(400);
    expect(declined.body).toContain(messages.oauthDenied);
  });

  it("reports Google's refusal of a code (a code Google never issued): Google's words stay in the log", async () => {
    const accountId = await profile();
    const started = await startHere(t.app, token, accountId, 'youtube');
    const back = await consent(started.url);
    back.searchParams.set('code', 'bad-code');
    const response = await callback(t.app, back, started.cookies);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.oauthCodeRejected);
    expect(response.body).not.toContain('invalid_grant');
  });

  it("says the profile's proxy did not answer (502, with 'Перевірити проксі'), not a bare 500, when it refuses connections after Google's consent", async () => {
    // The profile's proxy: a loopback port nobody listens on (the consent itself happens in the browser, not through it).
    const accountId = await profile({ proxy: `http://127.0.0.1:${await closedLoopbackPort()}` });
    const started = await startHere(t.app, token, accountId, 'youtube');
    const back = await consent(started.url);
    const exchangesBefore = google.codeExchanges.length;
    const response = await callback(t.app, back, started.cookies);
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain(escapeHtml(messages.youtubeConnectProxyFailed(messages.proxyCheckRefused)));
    expect(response.body).toContain('«Перевірити проксі»');
    expect(response.body).toContain(`href="/accounts/${accountId}"`);
    expect(response.body).not.toContain(messages.internalError);
    expect(google.codeExchanges.length).toBe(exchangesBefore);
    expect((await connection(accountId)).sealed).toBeNull();
  });

  it('never writes a code, a state or a verifier to the server log', async () => {
    const accountId = await profile();
    t.logs.length = 0;
    const started = await startHere(t.app, token, accountId, 'youtube');
    const back = await consent(started.url);
    expect((await callback(t.app, back, started.cookies)).statusCode).toBe(200);
    // A refused replay is logged too; it must not show them either.
    expect((await callback(t.app, back, started.cookies)).statusCode).toBe(400);
    const log = t.logs.join('\n');
    expect(log).toContain('/api/accounts/youtube/callback');
    expect(log).toContain('code=[redacted]');
    for (const secret of [
      back.searchParams.get('code')!,
      back.searchParams.get('state')!,
      google.codeExchanges.at(-1)!.code_verifier!,
      ...Object.values(started.cookies),
    ]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
  });

  it("reconnecting YouTube clears YouTube's error only, not another platform's", async () => {
    const accountId = await profile();
    await db.query("UPDATE accounts SET error = 'Instagram: підтвердьте вхід', error_platform = 'instagram' WHERE id = $1", [accountId]);
    expect((await connectHere(t.app, token, accountId, 'youtube')).statusCode).toBe(200);
    expect((await t.call('GET', `/api/accounts/${accountId}`, token)).json()).toMatchObject({
      isActiveYouTube: true,
      status: 'error',
      error: 'Instagram: підтвердьте вхід',
    });

    await db.query("UPDATE accounts SET error = 'YouTube відкликав доступ', error_platform = 'youtube' WHERE id = $1", [accountId]);
    expect((await connectHere(t.app, token, accountId, 'youtube')).statusCode).toBe(200);
    expect((await t.call('GET', `/api/accounts/${accountId}`, token)).json()).toMatchObject({ status: 'success', error: null });
  });

  it('forgets the YouTube connection when the client id changes', async () => {
    const accountId = await profile();
    expect((await connectHere(t.app, token, accountId, 'youtube')).statusCode).toBe(200);
    const response = await t.call('PATCH', `/api/accounts/${accountId}`, token, {
      YouTubeAuthClientId: 'another-client.apps.googleusercontent.com',
    });
    expect(response.json()).toMatchObject({ isActiveYouTube: false, status: 'noactive' });
  });

  it("does not let another user's session reach the profile", async () => {
    const accountId = await profile();
    await t.createUser('intruder', 'intruder-pass');
    const intruder = (await t.login('intruder', 'intruder-pass')).accessToken;
    for (const url of [`/api/accounts/${accountId}/authorize/youtube`, `/api/accounts/connect-youtube/${accountId}`]) {
      expect((await t.call('POST', url, intruder)).statusCode).toBe(404);
    }
  });
});

describe("the Google fake's token endpoint (PKCE, single-use codes, redirect_uri)", () => {
  const exchange = (form: Record<string, string>) =>
    fetch(`${google.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });

  it('refuses a missing or wrong verifier, another redirect_uri, and a code used twice', async () => {
    const verifier = 'v'.repeat(43);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const link = new URL(google.authUrl);
    link.search = new URLSearchParams({
      client_id: CLIENT.id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube',
      state: 's',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const code = (await consent(link)).searchParams.get('code')!;
    const base = { code, client_id: CLIENT.id, client_secret: CLIENT.secret, redirect_uri: CALLBACK, grant_type: 'authorization_code' };
    expect(await (await exchange(base)).json()).toEqual({ error: 'invalid_grant', error_description: 'Missing code verifier.' });
    expect(await (await exchange({ ...base, code_verifier: 'w'.repeat(43) })).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid code verifier.',
    });
    expect(await (await exchange({ ...base, code_verifier: verifier, redirect_uri: `${PUBLIC_URL}/elsewhere` })).json()).toMatchObject({
      error: 'redirect_uri_mismatch',
    });
    expect((await exchange({ ...base, code_verifier: verifier })).status).toBe(200);
    expect(await (await exchange({ ...base, code_verifier: verifier })).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Bad Request',
    });
  });

  it('refuses a consent for a redirect URI the client did not register', async () => {
    const link = new URL(google.authUrl);
    link.search = new URLSearchParams({
      client_id: CLIENT.id,
      redirect_uri: 'https://evil.example/cb',
      response_type: 'code',
      scope: 'openid',
    }).toString();
    const answer = await fetch(link, { redirect: 'manual' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('redirect_uri_mismatch');
  });
});
