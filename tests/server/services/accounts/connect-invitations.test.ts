import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { callback, consent, cookieHeader, cookiesOf } from '../../helpers/connect-flow';
import { startAuthProxy } from '../../helpers/local-servers';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';
import { startYouTubeFake, type YouTubeFake } from '../../fakes/youtube-api';

/**
 * 'Запрошення для підключення': the link the operator copies for the account's owner. Single use,
 * revocable, expiring (on an injected clock), and bound to the first browser that opens it.
 */
const PUBLIC_URL = 'https://panel.example.com';
const CALLBACK = `${PUBLIC_URL}/api/accounts/youtube/callback`;
const CLIENT = { id: 'client-inv.apps.googleusercontent.com', secret: 'client-secret-inv' };
const HOUR = 60 * 60 * 1000;

let db: Database;
let t: TestApp;
let token: string;
let proxy: Awaited<ReturnType<typeof startAuthProxy>>;
let google: YouTubeFake;
let clock = Date.parse('2026-03-02T10:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  proxy = await startAuthProxy('proxy-user', 'proxy-secret');
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
  token = (await t.login('operator', 'operator-pass')).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
  await proxy.close();
  await google.close();
});

async function profile(): Promise<number> {
  const created = await t.call('POST', '/api/accounts', token, {
    proxy: `http://proxy-user:proxy-secret@127.0.0.1:${proxy.port}`,
    inYouTube: true,
    YouTubeAuthClientId: CLIENT.id,
    YouTubeAuthClientSecret: CLIENT.secret,
  });
  return created.json().id as number;
}

/** 'Запрошення для підключення' (the spec's YouTube link action): the invitation and its link. */
async function invite(accountId: number) {
  const response = await t.call('POST', `/api/accounts/connect-youtube/${accountId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { url: string; invitation: { id: number; state: string } };
  return { link: new URL(body.url), invitation: body.invitation };
}

const path = (link: URL) => link.pathname;
const list = async (accountId: number) =>
  (await t.call('GET', `/api/accounts/${accountId}/connect-invitations`, token)).json().data as Array<Record<string, unknown>>;

/** Where the page after 'continue' sends the browser (its meta refresh and its link). */
function consentUrlOf(response: { body: string }): URL {
  const href = /<a href="([^"]+)">/.exec(response.body)?.[1];
  expect(response.body).toContain(`<meta http-equiv="refresh" content="0;url=${href}">`);
  return new URL(href!.replaceAll('&amp;', '&'));
}

/** The owner's browser presses 'continue' on the invitation page: a page that goes on to Google, with its cookies. */
async function start(link: URL, cookies: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: path(link),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
    },
    payload: '',
  });
}

describe('connect invitations', () => {
  it('is a link to our own page, which names the platform and starts nothing when merely fetched', async () => {
    const accountId = await profile();
    const { link, invitation } = await invite(accountId);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toMatch(/^\/api\/connect\/[A-Za-z0-9_-]{43}$/);
    expect(invitation).toMatchObject({
      accountId,
      platform: 'youtube',
      state: 'pending',
      createdBy: { login: 'operator' },
      openedAt: null,
    });
    expect(Date.parse((invitation as unknown as { expiresAt: string }).expiresAt) - clock).toBe(72 * HOUR);

    const page = await t.app.inject({ method: 'GET', url: path(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Запрошення для підключення YouTube');
    expect(page.body).toContain('<form method="post"');
    // The form posts to this same page; the answer then goes on to Google.
    expect(page.body).toContain(`action="${path(link)}"`);
    expect((await list(accountId))[0]).toMatchObject({ id: invitation.id, state: 'pending' });
  });

  it('connects once, in the browser that opened it, with a fresh state bound to that browser', async () => {
    const accountId = await profile();
    const { link, invitation } = await invite(accountId);
    const started = await start(link);
    expect(started.statusCode).toBe(200);
    const consentUrl = consentUrlOf(started);
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(google.authUrl);
    expect(consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const browser = cookiesOf(started);
    const cookiePaths = Object.fromEntries(started.cookies.map((cookie) => [cookie.name, cookie.path]));
    expect(cookiePaths.connect_invitation).toBe(path(link));
    expect(Object.values(cookiePaths)).toContain('/api/accounts/youtube/callback');
    expect((await list(accountId))[0]).toMatchObject({ id: invitation.id, state: 'opened' });

    // Another browser cannot take it over once it is opened.
    const elsewhere = await start(link);
    expect(elsewhere.statusCode).toBe(410);
    expect(elsewhere.body).toContain(messages.invitationOpenedElsewhere);

    const back = await consent(consentUrl);
    const done = await callback(t.app, back, browser);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain(messages.youtubeConnected);
    // The owner has no profile page: the page says it may be closed.
    expect(done.body).toContain('Цю сторінку можна закрити');
    expect(done.body).not.toContain(`/accounts/${accountId}`);
    expect((await t.call('GET', `/api/accounts/${accountId}`, token)).json()).toMatchObject({ isActiveYouTube: true });
    expect((await list(accountId))[0]).toMatchObject({ id: invitation.id, state: 'connected', outcome: 'connected' });

    // Used: neither that browser nor any other can start it again.
    for (const cookies of [browser, {}]) {
      const again = await start(link, cookies);
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain(messages.invitationUsed);
    }
    expect((await t.app.inject({ method: 'GET', url: path(link) })).statusCode).toBe(410);
  });

  it('lets the browser that opened it start again (a closed tab), replacing its earlier state', async () => {
    const accountId = await profile();
    const { link } = await invite(accountId);
    const first = await start(link);
    const firstUrl = consentUrlOf(first);
    const browser = cookiesOf(first);
    const second = await start(link, { connect_invitation: browser.connect_invitation! });
    expect(second.statusCode).toBe(200);
    const firstBack = await consent(firstUrl);
    expect((await callback(t.app, firstBack, browser)).statusCode).toBe(400);
    const secondBack = await consent(consentUrlOf(second));
    expect((await callback(t.app, secondBack, { ...browser, ...cookiesOf(second) })).statusCode).toBe(200);
  });

  it('records a declined consent as refused; the invitation is used up', async () => {
    const accountId = await profile();
    const { link, invitation } = await invite(accountId);
    const started = await start(link);
    google.denyNextConsent();
    const back = await consent(consentUrlOf(started));
    const declined = await callback(t.app, back, cookiesOf(started));
    expect(declined.statusCode).toBe(400);
    expect(declined.body).toContain(messages.oauthDenied);
    expect((await list(accountId))[0]).toMatchObject({ id: invitation.id, state: 'refused', outcome: 'refused' });
  });

  it('is revoked by the operator: its page and its state then refuse, and nothing is connected', async () => {
    const accountId = await profile();
    const { link, invitation } = await invite(accountId);
    const started = await start(link);
    const revoked = await t.call('POST', `/api/accounts/${accountId}/connect-invitations/${invitation.id}/revoke`, token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: invitation.id, state: 'revoked' });
    expect((await t.call('POST', `/api/accounts/${accountId}/connect-invitations/${invitation.id}/revoke`, token)).statusCode).toBe(409);

    const page = await t.app.inject({ method: 'GET', url: path(link) });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(messages.invitationRevoked);
    expect((await start(link, cookiesOf(started))).statusCode).toBe(410);
    // A consent already under way ends there too.
    const back = await consent(consentUrlOf(started));
    const response = await callback(t.app, back, cookiesOf(started));
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain(messages.invitationRevoked);
    expect((await t.call('GET', `/api/accounts/${accountId}`, token)).json()).toMatchObject({ isActiveYouTube: false });
  });

  it('expires after 72 hours of the clock; an expired one cannot be revoked', async () => {
    const accountId = await profile();
    const { link, invitation } = await invite(accountId);
    clock += 72 * HOUR - 1000;
    expect((await t.app.inject({ method: 'GET', url: path(link) })).statusCode).toBe(200);
    clock += 1000;
    const page = await t.app.inject({ method: 'GET', url: path(link) });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(messages.invitationExpired);
    expect((await start(link)).statusCode).toBe(410);
    expect((await list(accountId))[0]).toMatchObject({ id: invitation.id, state: 'expired' });
    expect((await t.call('POST', `/api/accounts/${accountId}/connect-invitations/${invitation.id}/revoke`, token)).statusCode).toBe(409);
  });

  it("a consent's state expires after 15 minutes of the clock", async () => {
    const accountId = await profile();
    const { link } = await invite(accountId);
    const started = await start(link);
    const back = await consent(consentUrlOf(started));
    clock += 15 * 60 * 1000;
    const response = await callback(t.app, back, cookiesOf(started));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messages.connectStateExpired);
  });

  it('is revoked when YouTube is switched off on the profile', async () => {
    const accountId = await profile();
    const { invitation } = await invite(accountId);
    await t.call('PATCH', `/api/accounts/${accountId}`, token, { inYouTube: false });
    expect((await list(accountId)).find((row) => row.id === invitation.id)).toMatchObject({ state: 'revoked' });
  });

  it('answers 404 for an unknown link and for another user, and never logs the token', async () => {
    t.logs.length = 0;
    const accountId = await profile();
    const { link, invitation } = await invite(accountId);
    await t.app.inject({ method: 'GET', url: path(link) });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/connect/not-a-real-invitation' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(messages.invitationInvalid);
    const secretPart = link.pathname.split('/').at(-1)!;
    expect(t.logs.join('\n')).not.toContain(secretPart);
    expect(t.logs.join('\n')).toContain('/api/connect/[redacted]');

    await t.createUser('stranger', 'stranger-pass');
    const stranger = (await t.login('stranger', 'stranger-pass')).accessToken;
    expect((await t.call('GET', `/api/accounts/${accountId}/connect-invitations`, stranger)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/accounts/${accountId}/connect-invitations/${invitation.id}/revoke`, stranger)).statusCode).toBe(404);
  });
});
