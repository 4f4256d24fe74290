import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/database';
import { s3Client } from '@server/storage/s3-storage';
import { tusUploadsDir } from '@server/uploads/tus-store';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { acquireS3, onS3 } from '../helpers/s3-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// What crashes leave of resumable uploads goes away, on local disk and in S3 (the S3 pass runs
// this file too): a commit whose answer was lost is answered again without sending the file anew
// and keeps no upload data; uploads abandoned and expired are gone after a restart.

const fx = makeMediaFixtures();
let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const tus = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  'tus-resumable': '1.0.0',
  ...extra,
});

async function create(t: TestApp, token: string, size: number, filename: string, kind: 'image' | 'video'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: tus(token, { 'upload-length': String(size), 'upload-metadata': `filename ${b64(filename)},kind ${b64(kind)}` }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return String(response.headers.location);
}

const patch = (t: TestApp, token: string, url: string, offset: number, bytes: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url,
    headers: tus(token, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
    payload: bytes,
  });

const idOf = (url: string) => url.split('/').at(-1)!;

/** Whatever the uploads store holds for resumable uploads: files on disk, or objects and open multipart uploads at the bucket's root. */
async function uploadData(t: TestApp): Promise<string[]> {
  const config = loadConfig({ DATA_DIR: t.dataDir, ...t.storageEnv });
  if (!config.s3) return (await readdir(tusUploadsDir(config)).catch(() => [] as string[])).sort();
  const client = s3Client(config.s3);
  try {
    const objects = await client.send(new ListObjectsV2Command({ Bucket: config.s3.bucket, Delimiter: '/' }));
    const open = await client.send(new ListMultipartUploadsCommand({ Bucket: config.s3.bucket }));
    return [
      ...(objects.Contents ?? []).map((object) => object.Key!),
      ...(open.Uploads ?? []).filter((upload) => !upload.Key!.includes('/')).map((upload) => `multipart:${upload.Key}`),
    ].sort();
  } finally {
    client.destroy();
  }
}

/** Makes an upload look created `hoursAgo` (its info's creation date), as a store restarted that much later would see it. */
async function age(t: TestApp, id: string, hoursAgo: number): Promise<void> {
  const config = loadConfig({ DATA_DIR: t.dataDir, ...t.storageEnv });
  const older = (text: string) =>
    JSON.stringify({ ...JSON.parse(text), creation_date: new Date(Date.now() - hoursAgo * 3_600_000).toISOString() });
  if (!config.s3) {
    const file = path.join(tusUploadsDir(config), `${id}.json`);
    await writeFile(file, older(await readFile(file, 'utf8')));
    return;
  }
  const client = s3Client(config.s3);
  try {
    const info = await client.send(new GetObjectCommand({ Bucket: config.s3.bucket, Key: `${id}.info` }));
    const body = older(await info.Body!.transformToString());
    await client.send(new PutObjectCommand({ Bucket: config.s3.bucket, Key: `${id}.info`, Body: body, Metadata: info.Metadata }));
  } finally {
    client.destroy();
  }
}

describe('a commit whose answer was lost', () => {
  it('answers the offset request of its upload as complete, gets the first answer again, and keeps no upload data', async () => {
    let loseAnswer = false;
    const t = await createTestApp(
      db,
      { RUN_WORKERS: 'false' },
      {
        idempotencyFaults: {
          afterCommit: () => {
            if (!loseAnswer) return;
            loseAnswer = false;
            throw new Error('killed as the answer left');
          },
        },
      },
    );
    try {
      const token = (await t.login()).accessToken;
      const folder = (await t.call('POST', '/api/folder/photo-bg', token, { name: 'Втрачена відповідь' })).json() as { id: number };
      const png = fx.read('image.png');
      const url = await create(t, token, png.length, 'фон.png', 'image');
      expect((await patch(t, token, url, 0, png)).statusCode).toBe(204);
      const commit = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/photo-bg/from-uploads',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'lost-answer-commit-0001' },
          payload: { folderId: folder.id, files: [idOf(url)] },
        });

      loseAnswer = true;
      expect((await commit()).statusCode).toBe(500);
      const count = async () =>
        (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM background_media WHERE folder_id = $1', [folder.id]))[0]!
          .count;
      expect(await count()).toBe(1);

      // What the queue does next: ask the offset. Complete: nothing to send again, only the commit to repeat.
      const head = await t.app.inject({ method: 'HEAD', url, headers: tus(token) });
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe(String(png.length));
      expect(head.headers['upload-length']).toBe(String(png.length));
      expect(head.headers['cache-control']).toBe('no-store');
      // Another user still learns nothing of it.
      await t.createUser('lost-answer-other', 'other-pass');
      const other = (await t.login('lost-answer-other', 'other-pass')).accessToken;
      expect((await t.app.inject({ method: 'HEAD', url, headers: tus(other) })).statusCode).toBe(404);

      const again = await commit();
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await count()).toBe(1);
      expect(await uploadData(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('uploads abandoned and expired', () => {
  it('leave no data after a restart; an upload still in its time stays', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sp-leftovers-'));
    // One bucket for both runs of the app (the S3 pass), held across the restart.
    const s3 = onS3 ? await acquireS3() : null;
    const storageEnv = s3 ? (await s3.bucket()).env : {};
    const env = { RUN_WORKERS: 'false', UPLOAD_EXPIRY_HOURS: '24', ...storageEnv };
    const first = await createTestApp(db, env, { dataDir });
    let second: TestApp | undefined;
    try {
      const token = (await first.login()).accessToken;
      const video = fx.read('clip.mp4');
      const half = await create(first, token, video.length, 'половина.mp4', 'video');
      expect((await patch(first, token, half, 0, video.subarray(0, Math.floor(video.length / 2)))).statusCode).toBe(204);
      const finished = await create(first, token, video.length, 'не закомічене.mp4', 'video');
      expect((await patch(first, token, finished, 0, video)).statusCode).toBe(204);
      const empty = await create(first, token, video.length, 'порожнє.mp4', 'video');
      const fresh = await create(first, token, video.length, 'свіже.mp4', 'video');
      expect((await patch(first, token, fresh, 0, video.subarray(0, 1000))).statusCode).toBe(204);
      expect((await uploadData(first)).length).toBeGreaterThanOrEqual(4);
      await first.close();
      for (const url of [half, finished, empty]) await age(first, idOf(url), 25);

      // The restart sweeps before it serves.
      second = await createTestApp(db, env, { dataDir });
      const left = await uploadData(second);
      expect(left.length).toBeGreaterThan(0);
      expect(left.filter((name) => !name.includes(idOf(fresh)))).toEqual([]);
      const head = await second.app.inject({ method: 'HEAD', url: fresh, headers: tus((await second.login()).accessToken) });
      expect(head.headers['upload-offset']).toBe('1000');
    } finally {
      await (second ?? first).close();
      await s3?.release();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
