import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { insertAccount, insertPublishedVideo } from '../../helpers/fixtures';
import { createTestApp, type Method, type TestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';

/** Issue 15 (part D): the lists carry names, not only ids — profile comments, video titles and posters, the last admin. */
let db: Database;
let t: TestApp;
let adminToken: string;
let userId: number;
let userToken: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
  adminToken = (await t.login()).accessToken;
  userId = await t.createUser('olena', 'olena-pass');
  userToken = (await t.login('olena', 'olena-pass')).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

const call = (method: Method, url: string, token?: string, payload?: object) => t.call(method, url, token, payload);

describe('profile lists carry the comment', () => {
  it('GET /api/accounts, /api/users/{id} and /api/users/{id}/account show each profile with its comment', async () => {
    const named = await insertAccount(db, userId, 'http://named.example:8080');
    await db.query(`UPDATE accounts SET comments = 'Київ · основний' WHERE id = $1`, [named]);
    const unnamed = await insertAccount(db, userId, 'http://unnamed.example:8080');

    const own = (await call('GET', '/api/accounts?page=1', userToken)).json();
    const byId = new Map(own.data.map((a: { id: number; comments: string }) => [a.id, a.comments]));
    expect(byId.get(named)).toBe('Київ · основний');
    expect(byId.get(unnamed)).toBe('');

    const detail = (await call('GET', `/api/users/${userId}`, adminToken)).json();
    expect(detail.accounts.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: named, comments: 'Київ · основний' })]));
    const page = (await call('GET', `/api/users/${userId}/account?page=1`, adminToken)).json();
    expect(page.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: unnamed, comments: '' })]));
  });
});

describe('video lists carry the publication title, the poster and the platforms published on', () => {
  it('a user and a profile list show the title, poster URL, idUpload and where the video is published', async () => {
    const accountId = await insertAccount(db, userId);
    const withPoster = await insertPublishedVideo(
      db,
      userId,
      accountId,
      [
        { platform: 'youtube', status: 'success', views: 7 },
        { platform: 'tiktok', status: 'success' },
        { platform: 'instagram', status: 'error', error: 'Instagram відмовив' },
      ],
      'success',
      { title: 'Ранок у Карпатах', posterKey: 'out/poster 1.jpg' },
    );
    const tiktokOnly = await insertPublishedVideo(db, userId, accountId, [{ platform: 'tiktok', status: 'success' }], 'success', {
      title: 'Лише TikTok',
    });

    for (const url of [`/api/users/${userId}/video?page=1`, `/api/accounts/${accountId}/video?page=1`]) {
      const body = (await call('GET', url, url.startsWith('/api/users') ? adminToken : userToken)).json();
      const videos = new Map(body.data.map((video: { id: number }) => [video.id, video]));
      expect(videos.get(withPoster)).toMatchObject({
        title: 'Ранок у Карпатах',
        posterUrl: '/api/media/out/poster%201.jpg',
        idUpload: expect.stringMatching(/^[0-9a-f-]{36}$/),
        publishedOn: ['youtube', 'tiktok'],
        views: 7,
      });
      expect(videos.get(tiktokOnly)).toMatchObject({ title: 'Лише TikTok', posterUrl: null, publishedOn: ['tiktok'] });
    }

    const detail = (await call('GET', `/api/users/${userId}`, adminToken)).json();
    expect(detail.video.data[0]).toMatchObject({ id: tiktokOnly, title: 'Лише TikTok', publishedOn: ['tiktok'] });
  });
});

describe('the published item names the request it came from', () => {
  it('GET /api/publication/{idUpload} carries the request: id, idUpload and the source file name', async () => {
    const accountId = await insertAccount(db, userId);
    const videoId = await insertPublishedVideo(db, userId, accountId, [{ platform: 'youtube', status: 'success' }]);
    const [request] = await db.query<{ id: number; idUpload: string }>(
      `SELECT cr.id, cr.id_upload AS "idUpload" FROM publication_videos pv
         JOIN publications p ON p.id = pv.publication_id JOIN creation_requests cr ON cr.id = p.request_id WHERE pv.id = $1`,
      [videoId],
    );
    await db.query(`UPDATE creation_requests SET source_name = 'Ранок у Карпатах.mp4' WHERE id = $1`, [request!.id]);

    const response = await call('GET', `/api/publication/${request!.idUpload}`, userToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().request).toEqual({ id: request!.id, idUpload: request!.idUpload, sourceName: 'Ранок у Карпатах.mp4' });
  });
});

describe('the users list says who is the last admin', () => {
  it('flags the only admin, and nobody once a second admin exists', async () => {
    const flags = async () =>
      new Map(
        (await call('GET', '/api/users?page=1', adminToken))
          .json()
          .data.map((user: { login: string; isLastAdmin: boolean }) => [user.login, user.isLastAdmin]),
      );
    expect(await flags()).toEqual(
      new Map([
        ['admin', true],
        ['olena', false],
      ]),
    );

    const second = await t.createUser('taras', 'taras-pass', 'admin');
    expect(await flags()).toEqual(
      new Map([
        ['admin', false],
        ['olena', false],
        ['taras', false],
      ]),
    );

    expect((await call('DELETE', `/api/users/${second}`, adminToken)).statusCode).toBe(204);
    expect((await flags()).get('admin')).toBe(true);
  });
});
