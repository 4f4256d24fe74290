import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { insertAccount, insertPublishedVideo } from '../helpers/fixtures';
import { createTestApp, type Method, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;
let t: TestApp;
let adminToken: string;
let userToken: string;
let userId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
  adminToken = (await t.login()).accessToken;
  userId = await t.createUser('operator', 'operator-pass');
  userToken = (await t.login('operator', 'operator-pass')).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

const call = (method: Method, url: string, token?: string, payload?: object) => t.call(method, url, token, payload);

describe('role checks on every /api/users route', () => {
  const routes: Array<[Method, string, object?]> = [
    ['GET', '/api/users?page=1'],
    ['GET', '/api/users/1'],
    ['GET', '/api/users/1/account?page=1'],
    ['GET', '/api/users/1/video?page=1'],
    ['POST', '/api/users', { login: 'someone', password: 'secret-pass' }],
    ['PATCH', '/api/users/1', { login: 'admin' }],
    ['DELETE', '/api/users/1'],
  ];

  it.each(routes)('%s %s answers 401 without a token', async (method, url, payload) => {
    const response = await call(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.unauthorized });
  });

  it.each(routes)('%s %s answers 403 to a user who is not an admin', async (method, url, payload) => {
    const response = await call(method, url, userToken, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.forbidden });
  });

  it('lets an admin through (GET routes)', async () => {
    for (const [method, url] of routes.filter(([method]) => method === 'GET')) {
      expect((await call(method, url, adminToken)).statusCode).toBe(200);
    }
  });
});

describe('users CRUD', () => {
  it('lists users with counts in the page envelope', async () => {
    const accountId = await insertAccount(db, userId);
    await insertAccount(db, userId);
    await insertPublishedVideo(db, userId, accountId, [{ platform: 'youtube', status: 'success', views: 3 }]);
    const response = await call('GET', '/api/users?page=1', adminToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    expect(body.data).toEqual([
      expect.objectContaining({ id: 1, login: 'admin', role: 'admin', videosCount: 0, accountsCount: 0 }),
      expect.objectContaining({ id: userId, login: 'operator', role: 'user', videosCount: 1, accountsCount: 2 }),
    ]);
    expect(body.data[0]).not.toHaveProperty('password_hash');
    expect(body.data[0]).not.toHaveProperty('passwordHash');
  });

  it('answers a page beyond the last with an empty page and the real total', async () => {
    const body = (await call('GET', '/api/users?page=9', adminToken)).json();
    expect(body).toEqual({ data: [], page: 9, total: 2, totalPages: 1 });
  });

  it('rejects a bad page number and a bad id with 400', async () => {
    const page = await call('GET', '/api/users?page=0', adminToken);
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({ message: [messages.invalidPage] });
    const id = await call('GET', '/api/users/abc', adminToken);
    expect(id.json()).toEqual({ message: [messages.invalidId] });
  });

  it('shows a user with their first page of profiles and videos, counts per platform', async () => {
    const accountId = await insertAccount(db, userId, 'socks5://10.0.0.1:1080');
    await insertPublishedVideo(
      db,
      userId,
      accountId,
      [
        { platform: 'youtube', status: 'success', views: 10, likes: 2, comments: 1, url: 'https://youtu.be/x' },
        { platform: 'instagram', status: 'error', error: 'Instagram відмовив' },
        { platform: 'tiktok', status: 'error', error: 'TikTok відмовив' },
      ],
      'error',
    );
    const response = await call('GET', `/api/users/${userId}`, adminToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: userId, login: 'operator', role: 'user' });
    expect(body.accounts).toMatchObject({ page: 1, total: 3 });
    expect(body.accounts.data[0]).toMatchObject({
      id: accountId,
      proxy: 'socks5://10.0.0.1:1080',
      user: { id: userId, login: 'operator' },
      group: null,
    });
    expect(body.video.total).toBe(2);
    expect(body.video.data[0]).toMatchObject({
      status: 'error',
      views: 10,
      likes: 2,
      comments: 1,
      viewsInstagram: 0,
      urlYouTube: 'https://youtu.be/x',
      urlInstagram: null,
      error: null,
      errorInstagram: 'Instagram відмовив',
      errorTiktok: 'TikTok відмовив',
      account: { id: accountId },
    });
    expect(new Date(body.video.data[0].date).getTime()).not.toBeNaN();
  });

  it("pages a user's profiles and videos separately", async () => {
    const accounts = (await call('GET', `/api/users/${userId}/account?page=1`, adminToken)).json();
    expect(accounts).toMatchObject({ page: 1, total: 3, totalPages: 1 });
    const videos = (await call('GET', `/api/users/${userId}/video?page=1`, adminToken)).json();
    expect(videos).toMatchObject({ page: 1, total: 2 });
    expect((await call('GET', '/api/users/999/video?page=1', adminToken)).statusCode).toBe(404);
  });

  it('creates a user and refuses a duplicate login (any case) with 409', async () => {
    const created = await call('POST', '/api/users', adminToken, { login: 'newbie', password: 'newbie-pass' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ login: 'newbie', role: 'user' });
    const duplicate = await call('POST', '/api/users', adminToken, { login: 'NEWBIE', password: 'newbie-pass' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: [messages.loginTaken], fields: { login: messages.loginTaken } });
  });

  it('validates the new user with Ukrainian messages', async () => {
    const response = await call('POST', '/api/users', adminToken, { login: '', password: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [messages.required, messages.tooShort] });
  });

  it("changes login and password, and a new password ends that user's sessions", async () => {
    const id = await t.createUser('renamed', 'renamed-pass');
    const session = await t.login('renamed', 'renamed-pass');
    const response = await call('PATCH', `/api/users/${id}`, adminToken, { login: 'renamed2', password: 'another-pass' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, login: 'renamed2' });
    expect((await call('GET', '/api/users?page=1', session.accessToken)).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'renamed2', password: 'another-pass' } })).statusCode,
    ).toBe(200);
  });

  it('deletes a user, ending their sessions', async () => {
    const id = await t.createUser('leaver', 'leaver-pass');
    const session = await t.login('leaver', 'leaver-pass');
    const response = await call('DELETE', `/api/users/${id}`, adminToken);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/api/users/${id}`, adminToken)).statusCode).toBe(404);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${id}`, adminToken)).statusCode).toBe(404);
  });
});

describe('last-admin protection', () => {
  it('refuses to let an admin delete themselves', async () => {
    const response = await call('DELETE', '/api/users/1', adminToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.cannotDeleteSelf });
  });

  it('refuses to demote the last admin', async () => {
    const response = await call('PATCH', '/api/users/1', adminToken, { role: 'user' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.lastAdmin });
  });

  it('lets another admin be deleted or demoted while one remains', async () => {
    const second = await t.createUser('second-admin', 'second-pass', 'admin');
    const third = await t.createUser('third-admin', 'third-pass', 'admin');
    expect((await call('PATCH', `/api/users/${second}`, adminToken, { role: 'user' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${third}`, adminToken)).statusCode).toBe(204);
  });

  it("refuses to delete the last admin from another admin's session once only that admin is left", async () => {
    const other = await t.createUser('temp-admin', 'temp-pass', 'admin');
    const otherToken = (await t.login('temp-admin', 'temp-pass')).accessToken;
    // temp-admin deletes the first admin: allowed, one admin (temp-admin) remains…
    expect((await call('DELETE', '/api/users/1', otherToken)).statusCode).toBe(204);
    // …and can now neither demote nor delete themselves.
    expect((await call('PATCH', `/api/users/${other}`, otherToken, { role: 'user' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/users/${other}`, otherToken)).statusCode).toBe(409);
  });
});
