import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { makeMediaFixtures, multipart } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// A file is never left without its row (issue 16): a request deleted while one of its variants
// renders leaves no rendered file behind once that render finishes.

let db: Database;
let t: TestApp;
let token: string;
const fx = makeMediaFixtures();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Stored files under a key prefix, through the storage port (local disk, or the bucket in the S3 pass). */
const filesUnder = async (prefix: string) => (await t.storage.storedFiles(prefix)).map((file) => file.key);

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { JOB_POLL_SECONDS: '0.5', RENDER_CONCURRENCY: '1' });
  token = (await t.login()).accessToken;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('deleting a request while it renders', () => {
  it('removes its files and rows; the render that finishes afterwards keeps nothing', async () => {
    const folderId = (await t.call('POST', '/api/folder/photo-bg', token, { name: 'Фон' })).json().id;
    const background = await multipart([['folderId', String(folderId)], ['files', fx.read('image.png'), 'bg.png', 'image/png']]);
    expect((await t.app.inject({ method: 'POST', url: '/api/photo-bg', headers: { ...background.headers, ...t.bearer(token) }, payload: background.payload })).statusCode).toBe(201);
    const body = await multipart([['countVideo', '1'], ['isPhoto', 'true'], ['folders[]', String(folderId)], ['file', fx.read('clip.mp4'), 'clip.mp4', 'video/mp4']]);
    const created = await t.app.inject({ method: 'POST', url: '/api/create-video/create', headers: { ...body.headers, ...t.bearer(token) }, payload: body.payload });
    expect(created.statusCode).toBe(201);
    const { id, idUpload } = created.json() as { id: number; idUpload: string };

    // ffmpeg is writing the variant into tmp/: delete the request now.
    const tmp = path.join(t.dataDir, 'media', 'tmp');
    for (let i = 0; i < 600 && (await readdir(tmp)).length === 0; i += 1) await sleep(25);
    expect((await readdir(tmp)).length).toBeGreaterThan(0);
    expect((await t.call('DELETE', `/api/create-video/request/${idUpload}`, token)).statusCode).toBe(204);

    // The render ends (its temp files go) whether it stored anything or not.
    for (let i = 0; i < 1200 && (await readdir(tmp)).length > 0; i += 1) await sleep(100);
    await sleep(500);
    expect(await readdir(tmp)).toEqual([]);
    expect(await filesUnder(`renders/${idUpload}/`)).toEqual([]);
    expect(await filesUnder(`sources/${idUpload}/`)).toEqual([]);
    expect((await db.query('SELECT 1 FROM rendered_videos WHERE request_id = $1', [id])).length).toBe(0);
  }, 180_000);
});
