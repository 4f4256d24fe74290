import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { startYouTubeFake, type YouTubeFake } from '../../fakes/youtube-api';
import { callback as connectCallback, consent, startHere } from '../../helpers/connect-flow';
import { startAuthProxy } from '../../helpers/local-servers';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';

/**
 * 'Підключити YouTube' names the channel it reached: after the code exchange the fresh access token
 * reads channels.list?part=snippet&mine=true (through the profile's proxy) and the profile keeps the
 * channel's id, title and link; a reconnect to another client forgets them.
 */
let db: Database;
let t: TestApp;
let token: string;
let proxy: Awaited<ReturnType<typeof startAuthProxy>>;
let youtube: YouTubeFake;

const CLIENT = { id: 'client-7.apps.googleusercontent.com', secret: 'client-secret-7' };

beforeAll(async () => {
  db = await createTestDatabase();
  proxy = await startAuthProxy('proxy-user', 'proxy-secret');
  youtube = await startYouTubeFake({ client: CLIENT });
  t = await createTestApp(db, {
    ALLOW_PRIVATE_PROXY: 'true',
    GOOGLE_AUTH_URL: youtube.authUrl,
    GOOGLE_TOKEN_URL: `${youtube.base}/token`,
    YOUTUBE_API_URL: youtube.base,
    PUBLIC_URL: 'https://panel.example.com',
  });
  await t.createUser('operator', 'operator-pass');
  token = (await t.login('operator', 'operator-pass')).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
  await proxy.close();
  await youtube.close();
});

async function newProfile(): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: t.bearer(token),
    payload: {
      proxy: `http://proxy-user:proxy-secret@127.0.0.1:${proxy.port}`,
      comments: 'Канал студії',
      inYouTube: true,
      YouTubeAuthClientId: CLIENT.id,
      YouTubeAuthClientSecret: CLIENT.secret,
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as number;
}

/** 'Підключити YouTube' through Google's consent; 'bad-code' stands in for a code Google never issued. */
async function callback(accountId: number, code: 'good-code' | 'bad-code') {
  const started = await startHere(t.app, token, accountId, 'youtube');
  const back = await consent(started.url);
  if (code === 'bad-code') back.searchParams.set('code', code);
  return connectCallback(t.app, back, started.cookies);
}

const detail = async (accountId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/accounts/${accountId}`, headers: t.bearer(token) })).json();

describe('the connected YouTube channel', () => {
  it('is read with channels.list (snippet, mine) through the proxy and shown on the profile', async () => {
    const accountId = await newProfile();
    expect((await detail(accountId)).channel).toMatchObject({ idChannel: null, titleChannel: null, urlChannel: null });
    proxy.seen.length = 0;

    const response = await callback(accountId, 'good-code');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(messages.youtubeConnected);
    expect(youtube.log).toContain('token');
    // Both the token exchange and the channel lookup went through the profile's proxy.
    expect(proxy.seen.length).toBeGreaterThanOrEqual(2);

    const profile = await detail(accountId);
    expect(profile).toMatchObject({ isActiveYouTube: true, error: null });
    expect(profile.channel).toEqual({
      description: '',
      idChannel: 'UCfakeChannel0000000000a',
      titleChannel: 'Канал',
      urlChannel: 'https://www.youtube.com/@kanal-studio',
    });
  });

  it('keeps the connection when channels.list fails, with the channel unknown', async () => {
    const accountId = await newProfile();
    youtube.failNext('channels.list', { status: 500, reason: 'backendError', message: 'Backend Error' });
    const response = await callback(accountId, 'good-code');
    expect(response.statusCode).toBe(200);
    const profile = await detail(accountId);
    expect(profile.isActiveYouTube).toBe(true);
    expect(profile.channel).toMatchObject({ idChannel: null, titleChannel: null, urlChannel: null });
  });

  it('is forgotten when the OAuth client changes (the old connection ends)', async () => {
    const accountId = await newProfile();
    await callback(accountId, 'good-code');
    expect((await detail(accountId)).channel.idChannel).toBe('UCfakeChannel0000000000a');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${accountId}`,
      headers: t.bearer(token),
      payload: { YouTubeAuthClientId: 'other.apps.googleusercontent.com' },
    });
    expect(patched.json()).toMatchObject({ isActiveYouTube: false, channel: { idChannel: null, titleChannel: null, urlChannel: null } });
  });

  it('a refused code shows a Ukrainian sentence, never Google’s error code', async () => {
    const accountId = await newProfile();
    const response = await callback(accountId, 'bad-code');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(messages.oauthCodeRejected);
    expect(response.body).not.toContain('invalid_grant');
    expect(response.body).not.toContain('Malformed');
    expect((await detail(accountId)).isActiveYouTube).toBe(false);
  });
});
