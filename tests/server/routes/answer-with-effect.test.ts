import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { makeMediaFixtures, multipart } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// Every call that honours an Idempotency-Key records its answer in the transaction of its effect
// (issue 16): a folder is not created twice by a retry after a kill, and a delete retried after a
// kill that followed its commit gets its 204, not a 404 for what it deleted itself.

let db: Database;
let t: TestApp;
let token: string;
let userId: number;
const fx = makeMediaFixtures();
const faults: { beforeAnswer: Error | null; afterCommit: Error | null } = { beforeAnswer: null, afterCommit: null };
const killOnce = (point: keyof typeof faults) => {
  const error = faults[point];
  faults[point] = null;
  if (error) throw error;
};

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(
    db,
    { RUN_WORKERS: 'false' },
    {
      idempotencyFaults: { beforeAnswer: () => killOnce('beforeAnswer'), afterCommit: () => killOnce('afterCommit') },
    },
  );
  ({ accessToken: token, userId } = await t.login());
});
afterAll(async () => {
  await t.close();
  await db.close();
});

const call = (method: 'POST' | 'DELETE', url: string, key: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...t.bearer(token), 'idempotency-key': key }, ...(payload ? { payload } : {}) });
const folderNamed = async (name: string) =>
  (await db.query<{ id: number }>('SELECT id FROM background_folders WHERE name = $1', [name])).map((row) => row.id);

describe('creating a folder', () => {
  it('killed before the answer: no folder; the retry creates one', async () => {
    faults.beforeAnswer = new Error('killed');
    expect((await call('POST', '/api/folder/photo-bg', 'folder-before-answer-01', { name: 'Перша' })).statusCode).toBe(500);
    expect(await folderNamed('Перша')).toEqual([]);
    const retry = await call('POST', '/api/folder/photo-bg', 'folder-before-answer-01', { name: 'Перша' });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await folderNamed('Перша')).toEqual([retry.json().id]);
  });

  it('killed after the commit: one folder, and the retry gets it', async () => {
    faults.afterCommit = new Error('killed');
    expect((await call('POST', '/api/folder/photo-bg', 'folder-after-commit-02', { name: 'Друга' })).statusCode).toBe(500);
    const retry = await call('POST', '/api/folder/photo-bg', 'folder-after-commit-02', { name: 'Друга' });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await folderNamed('Друга')).toEqual([retry.json().id]);
    expect(retry.json()).toMatchObject({ name: 'Друга' });
  });
});

describe('deletes killed after their commit', () => {
  it('a background photo: gone, and the retry gets 204', async () => {
    const folderId = (await t.call('POST', '/api/folder/photo-bg', token, { name: 'Фони' })).json().id as number;
    const body = await multipart([
      ['folderId', String(folderId)],
      ['files', fx.read('image.png'), 'bg.png', 'image/png'],
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/photo-bg',
      headers: { ...body.headers, ...t.bearer(token) },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const mediaId = uploaded.json().data[0].id as number;
    faults.afterCommit = new Error('killed');
    expect((await call('DELETE', `/api/photo-bg/${mediaId}`, 'media-delete-after-commit-03')).statusCode).toBe(500);
    expect(await db.query('SELECT 1 FROM background_media WHERE id = $1', [mediaId])).toEqual([]);
    const retry = await call('DELETE', `/api/photo-bg/${mediaId}`, 'media-delete-after-commit-03');
    expect(retry.statusCode).toBe(204);
    expect(retry.headers['idempotent-replayed']).toBe('true');

    faults.afterCommit = new Error('killed');
    expect((await call('DELETE', `/api/folder/photo-bg/${folderId}`, 'folder-delete-after-commit-04')).statusCode).toBe(500);
    expect(await db.query('SELECT 1 FROM background_folders WHERE id = $1', [folderId])).toEqual([]);
    const again = await call('DELETE', `/api/folder/photo-bg/${folderId}`, 'folder-delete-after-commit-04');
    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('a creation request: gone, and the retry gets 204; killed before its answer, the request stays', async () => {
    const make = async () => {
      const idUpload = randomUUID();
      await db.query(
        `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_photo, source_storage_key, source_name)
         VALUES ($1, $2, 'success', 1, true, $3, 'source.mp4')`,
        [userId, idUpload, `sources/${idUpload}/source.mp4`],
      );
      return idUpload;
    };
    const exists = async (idUpload: string) =>
      (await db.query('SELECT 1 FROM creation_requests WHERE id_upload = $1', [idUpload])).length === 1;

    const kept = await make();
    faults.beforeAnswer = new Error('killed');
    expect((await call('DELETE', `/api/create-video/request/${kept}`, 'request-delete-before-answer-05')).statusCode).toBe(500);
    expect(await exists(kept)).toBe(true);

    const deleted = await make();
    faults.afterCommit = new Error('killed');
    expect((await call('DELETE', `/api/create-video/request/${deleted}`, 'request-delete-after-commit-06')).statusCode).toBe(500);
    expect(await exists(deleted)).toBe(false);
    const retry = await call('DELETE', `/api/create-video/request/${deleted}`, 'request-delete-after-commit-06');
    expect(retry.statusCode).toBe(204);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });
});
