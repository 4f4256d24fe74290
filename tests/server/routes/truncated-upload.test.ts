import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { resolveMediaBinaries } from '@server/media/binaries';
import { scanReachesDuration } from '@server/media/content-check';
import { MediaTools } from '@server/media/media-tools';
import { containerClips, makeMediaFixtures, makeTruncatedVideos, multipart } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const tools = new MediaTools(resolveMediaBinaries(null, null));
const fx = makeMediaFixtures();
const videos = makeTruncatedVideos(0.6);

async function check(name: string) {
  const file = videos.path(name);
  return tools.checkFile(file, name, (await stat(file)).size, 'video');
}

describe('the content check refuses a video cut short, and keeps whole ones', () => {
  it.each(containerClips)('accepts a whole %s', async (name) => {
    const checked = await check(name);
    expect(checked).toMatchObject({ kind: 'video', width: 360, height: 640 });
    expect(checked.durationMs).toBeGreaterThanOrEqual(1900);
  });

  it.each(containerClips)(`refuses %s cut to 60 percent with 422 '${messages.fileDamaged}'`, async (name) => {
    const error = await check(`cut-${name}`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 422, messages: [`«cut-${name}»: ${messages.fileDamaged}`] });
  });

  it.each(containerClips)('refuses %s missing only its last 20 bytes', async (name) => {
    const error = await check(`tail-${name}`).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 422, messages: [`«tail-${name}»: ${messages.fileDamaged}`] });
  });

  it('finds, by reading the packets, that a cut faststart MP4 stops well before its declared duration', async () => {
    const whole = await tools.scanPackets(videos.path('faststart.mp4'));
    expect(whole.durationSeconds).toBeCloseTo(2, 1);
    expect(whole.lastPacketEndSeconds).toBeCloseTo(2, 1);
    expect(scanReachesDuration(whole)).toBe(true);
    const cut = await tools.scanPackets(videos.path('cut-faststart.mp4'));
    expect(cut.durationSeconds).toBeCloseTo(2, 1);
    expect(cut.lastPacketEndSeconds!).toBeLessThan(1.5);
    expect(scanReachesDuration({ ...cut, durationSeconds: 20, lastPacketEndSeconds: 12 })).toBe(false);
    expect(scanReachesDuration({ ...cut, durationSeconds: 20, lastPacketEndSeconds: 19.2 })).toBe(true);
  });
});

describe('both upload routes refuse a truncated faststart MP4 and keep nothing', () => {
  let db: Database;
  let t: TestApp;
  let token: string;
  let folderId: number;
  let mediaDir: string;

  const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  /** Every stored file's key, through the storage port (local disk, or the bucket in the S3 pass). */
  const storedFiles = async () => (await t.storage.storedFiles()).map((file) => file.key).sort();
  const tempFiles = () => readdir(path.join(mediaDir, 'tmp'));
  async function post(url: string, parts: Parameters<typeof multipart>[0]) {
    const body = await multipart(parts);
    return t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...t.bearer(token) }, payload: body.payload });
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createTestApp(db, { RUN_WORKERS: 'false' });
    mediaDir = path.join(t.dataDir, 'media');
    await t.createUser('uploader', 'uploader-pass');
    token = (await t.login('uploader', 'uploader-pass')).accessToken;
    folderId = (await t.call('POST', '/api/folder/photo-bg', token, { name: 'Фони' })).json().id;
    const seeded = await post('/api/photo-bg', [
      ['folderId', String(folderId)],
      ['files', fx.read('image.png'), 'bg.png', 'image/png'],
    ]);
    expect(seeded.statusCode, seeded.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await db.close();
  });

  it(`POST /api/photo-bg: 422 '«name»: ${messages.fileDamaged}', no media row, no file, no temp file`, async () => {
    const rowsBefore = await count('background_media');
    const filesBefore = await storedFiles();
    const response = await post('/api/photo-bg', [
      ['folderId', String(folderId)],
      ['videos', videos.read('cut-faststart.mp4'), 'обрізане.mp4', 'video/mp4'],
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: [`«обрізане.mp4»: ${messages.fileDamaged}`] });
    expect(await count('background_media')).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await tempFiles()).toEqual([]);
  });

  it('POST /api/photo-bg still takes the same clip whole', async () => {
    const response = await post('/api/photo-bg', [
      ['folderId', String(folderId)],
      ['videos', videos.read('faststart.mp4'), 'ціле.mp4', 'video/mp4'],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await tempFiles()).toEqual([]);
  });

  it(`POST /api/create-video/create: 422 '«name»: ${messages.fileDamaged}', no request, no source file, no temp file`, async () => {
    const requestsBefore = await count('creation_requests');
    const foldersBefore = await count('creation_request_folders');
    const filesBefore = await storedFiles();
    const response = await post('/api/create-video/create', [
      ['countVideo', '1'],
      ['isPhoto', 'true'],
      ['folders[]', String(folderId)],
      ['file', videos.read('cut-faststart.mp4'), 'обрізане.mp4', 'video/mp4'],
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: [`«обрізане.mp4»: ${messages.fileDamaged}`] });
    expect(await count('creation_requests')).toBe(requestsBefore);
    expect(await count('creation_request_folders')).toBe(foldersBefore);
    expect(await storedFiles()).toEqual(filesBefore);
    expect((await storedFiles()).filter((file) => file.includes('sources'))).toEqual([]);
    expect(await tempFiles()).toEqual([]);
  });

  it('POST /api/create-video/create still takes the same clip whole', async () => {
    const requestsBefore = await count('creation_requests');
    const response = await post('/api/create-video/create', [
      ['countVideo', '1'],
      ['isPhoto', 'true'],
      ['folders[]', String(folderId)],
      ['file', videos.read('faststart.mp4'), 'ціле.mp4', 'video/mp4'],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await count('creation_requests')).toBe(requestsBefore + 1);
    expect(await tempFiles()).toEqual([]);
  });
});
