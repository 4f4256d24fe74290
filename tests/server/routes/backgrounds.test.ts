import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { makeMediaFixtures, multipart } from '../helpers/media-fixtures';
import { createTestApp, type Method, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;
let t: TestApp;
let admin: string;
let author: string;
let colleague: string;
let folderId: number;
let mediaDir: string;
const fx = makeMediaFixtures();

const call = (method: Method, url: string, token?: string, payload?: object) => t.call(method, url, token, payload);

async function upload(token: string, parts: Parameters<typeof multipart>[0], extraHeaders: Record<string, string> = {}) {
  const body = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/photo-bg',
    headers: { ...body.headers, ...t.bearer(token), ...extraHeaders },
    payload: body.payload,
  });
}

/** Every stored file's key, through the storage port (local disk, or the bucket in the S3 pass). */
async function storedFiles(): Promise<string[]> {
  return (await t.storage.storedFiles()).map((file) => file.key).sort();
}
const tempFiles = () => readdir(path.join(mediaDir, 'tmp'));
const mediaRows = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM background_media'))[0]!.n;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
  mediaDir = path.join(t.dataDir, 'media');
  admin = (await t.login()).accessToken;
  await t.createUser('author', 'author-pass');
  await t.createUser('colleague', 'colleague-pass');
  author = (await t.login('author', 'author-pass')).accessToken;
  colleague = (await t.login('colleague', 'colleague-pass')).accessToken;
  folderId = (await call('POST', '/api/folder/photo-bg', author, { name: 'Море' })).json().id;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('folders', () => {
  it("needs a name: 'Обовʼязкове до заповнення'", async () => {
    const response = await call('POST', '/api/folder/photo-bg', author, { name: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [messages.required] });
  });

  it('are listed with counts and offered as select options to everyone signed in', async () => {
    const page = (await call('GET', '/api/folder/photo-bg?page=1', colleague)).json();
    expect(page).toMatchObject({ page: 1, total: 1, totalPages: 1 });
    expect(page.data[0]).toMatchObject({ id: folderId, name: 'Море', imagesCount: 0, videosCount: 0, createdBy: { login: 'author' } });
    expect((await call('GET', '/api/folder/photo-bg/select', colleague)).json()).toEqual([
      { id: folderId, title: 'Море', value: folderId, imagesCount: 0, videosCount: 0 },
    ]);
    expect((await call('GET', '/api/folder/photo-bg?page=1')).statusCode).toBe(401);
  });

  it('may be renamed or deleted only by their author or an admin', async () => {
    const other = await call('PATCH', `/api/folder/photo-bg/${folderId}`, colleague, { name: 'Моє' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: messages.notYourFolder });
    expect((await call('DELETE', `/api/folder/photo-bg/${folderId}`, colleague)).statusCode).toBe(403);
    const renamed = await call('PATCH', `/api/folder/photo-bg/${folderId}`, author, { name: 'Море і пляж' });
    expect(renamed.json()).toMatchObject({ name: 'Море і пляж' });
    expect((await call('PATCH', `/api/folder/photo-bg/${folderId}`, admin, { name: 'Море' })).statusCode).toBe(200);
  });
});

describe('POST /api/photo-bg', () => {
  it('stores two images and a video with previews, and the folder shows 3', async () => {
    const response = await upload(author, [
      ['folderId', String(folderId)],
      ['files', fx.read('image.png'), 'Пляж.png', 'image/png'],
      ['files', fx.read('image.jpg'), 'sunset.JPG', 'image/jpeg'],
      ['videos', fx.read('clip.mp4'), 'хвилі.mp4', 'video/mp4'],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({ type: 'image', name: 'Пляж.png', width: 320, height: 240, folderId, createdBy: { login: 'author' } });
    expect(data[2]).toMatchObject({ type: 'video', name: 'хвилі.mp4', width: 360, height: 640 });
    expect(data[2].durationMs).toBeGreaterThan(900);
    for (const item of data) {
      expect(item.url).toMatch(/^\/api\/media\/backgrounds\/[0-9a-f-]{36}\//);
      expect(item.previewUrl).toMatch(/preview\.webp$/);
    }

    const page = (await call('GET', `/api/photo-bg/${folderId}?page=1`, colleague)).json();
    expect(page).toMatchObject({ total: 3, page: 1, totalPages: 1, folder: { id: folderId, name: 'Море' } });
    expect(page.data.map((item: { name: string }) => item.name)).toEqual(['хвилі.mp4', 'sunset.JPG', 'Пляж.png']);
    expect(await tempFiles()).toEqual([]);
  });

  it('serves media with Range, nosniff, its file name and the detected type', async () => {
    const [video] = (await call('GET', `/api/photo-bg/${folderId}?page=1`, author)).json().data;
    const whole = await t.app.inject({ method: 'GET', url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toBe(`inline; filename="_____.mp4"; filename*=UTF-8''${encodeURIComponent('хвилі.mp4')}`);
    const part = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(part.rawPayload.length).toBe(100);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const size = whole.rawPayload.length;
    // The last bytes, a range past the end (416 with the size), a repeat the browser has (304), a range of another version (the whole file).
    const tail = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=-10' } });
    expect([tail.statusCode, tail.headers['content-range'], tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))]).toEqual([
      206,
      `bytes ${size - 10}-${size - 1}/${size}`,
      true,
    ]);
    const past = await t.app.inject({ method: 'GET', url: video.url, headers: { range: `bytes=${size}-` } });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${size}`]);
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: video.url, headers: { 'if-none-match': etag } });
    expect([again.statusCode, again.rawPayload.length, again.headers['x-content-type-options']]).toEqual([304, 0, 'nosniff']);
    const head = await t.app.inject({ method: 'HEAD', url: video.url });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length, head.headers['content-type']]).toEqual([
      200,
      String(size),
      0,
      'video/mp4',
    ]);
    const otherVersion = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: 'bytes=0-9', 'if-range': '"another-version"' },
    });
    expect([otherVersion.statusCode, otherVersion.rawPayload.length]).toEqual([200, size]);
    const preview = await t.app.inject({ method: 'GET', url: video.previewUrl });
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject({ method: 'GET', url: '/api/media/backgrounds/../../secrets/jwt.key' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/backgrounds/nope/x.png' })).statusCode).toBe(404);
  });

  it.each([
    ['a text file named .jpg', 'files', 'text.jpg', 'image/jpeg', 415, messages.fileMustBeImage],
    ['an HTML page named .png', 'files', 'page.png', 'image/png', 415, messages.fileMustBeImage],
    ['an SVG named .png', 'files', 'vector.png', 'image/svg+xml', 415, messages.fileMustBeImage],
    ['a PDF', 'files', 'doc.pdf', 'application/pdf', 415, messages.fileMustBeImage],
    ['a video among images', 'files', 'clip.mp4', 'video/mp4', 415, messages.fileMustBeImage],
    ['a playlist renamed .mp4', 'videos', 'playlist.mp4', 'video/mp4', 415, messages.fileMustBeVideo],
    ['an image among videos', 'videos', 'image.png', 'image/png', 415, messages.fileMustBeVideo],
    ['an empty file', 'files', 'empty.jpg', 'image/jpeg', 422, messages.fileEmpty],
    ['a truncated video', 'videos', 'truncated.mp4', 'video/mp4', 422, messages.fileDamaged],
  ])(
    'refuses %s with its message and keeps nothing, not even the good files beside it',
    async (_what, field, name, type, status, message) => {
      const rowsBefore = await mediaRows();
      const filesBefore = await storedFiles();
      const response = await upload(author, [
        ['folderId', String(folderId)],
        ['files', fx.read('image.png'), 'good.png', 'image/png'],
        [field, fx.read(name), name, type],
      ]);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message: [`«${name}»: ${message}`] });
      expect(await mediaRows()).toBe(rowsBefore);
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await tempFiles()).toEqual([]);
    },
  );

  it('reports every refused file of a request', async () => {
    const response = await upload(author, [
      ['folderId', String(folderId)],
      ['files', fx.read('text.jpg'), 'a.jpg', 'image/jpeg'],
      ['videos', fx.read('playlist.mp4'), 'b.mp4', 'video/mp4'],
    ]);
    expect(response.json()).toEqual({ message: [`«a.jpg»: ${messages.fileMustBeImage}`, `«b.mp4»: ${messages.fileMustBeVideo}`] });
  });

  it('needs at least one file and an existing folder', async () => {
    expect((await upload(author, [['folderId', String(folderId)]])).json()).toEqual({ message: [messages.atLeastOneMedia] });
    const noFolder = await upload(author, [['files', fx.read('image.png'), 'a.png', 'image/png']]);
    expect(noFolder.statusCode).toBe(400);
    expect(noFolder.json()).toEqual({ message: [messages.folderNotFound] });
    const missing = await upload(author, [
      ['folderId', '9999'],
      ['files', fx.read('image.png'), 'a.png', 'image/png'],
    ]);
    expect(missing.statusCode).toBe(404);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses a JSON body with 415', async () => {
    const response = await call('POST', '/api/photo-bg', author, { folderId });
    expect(response.statusCode).toBe(415);
  });

  it('answers a file over MAX_UPLOAD_BYTES with 413 and keeps nothing', async () => {
    const small = await createTestApp(db, { MAX_UPLOAD_BYTES: '1000' });
    try {
      const token = (await small.login('author', 'author-pass')).accessToken;
      const body = await multipart([
        ['folderId', String(folderId)],
        ['files', fx.read('image.png'), 'big.png', 'image/png'],
      ]);
      const response = await small.app.inject({
        method: 'POST',
        url: '/api/photo-bg',
        headers: { ...body.headers, ...small.bearer(token) },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: [`«big.png»: ${messages.fileTooLarge}`] });
      expect(await readdir(path.join(small.dataDir, 'media', 'tmp'))).toEqual([]);
      // The client asks the limit first, to refuse such a file before staging it.
      const limits = await small.app.inject({ method: 'GET', url: '/api/upload-limits', headers: small.bearer(token) });
      expect(limits.json()).toEqual({ maxUploadBytes: 1000 });
      expect((await small.app.inject({ method: 'GET', url: '/api/upload-limits' })).statusCode).toBe(401);
    } finally {
      await small.close();
    }
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated key with the first answer and creates nothing twice', async () => {
    const key = 'upload-7f3c2a1e-0001';
    const parts: Parameters<typeof multipart>[0] = [
      ['folderId', String(folderId)],
      ['files', fx.read('image.jpg'), 'once.jpg', 'image/jpeg'],
    ];
    const first = await upload(author, parts, { 'idempotency-key': key });
    const rows = await mediaRows();
    const second = await upload(author, parts, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await mediaRows()).toBe(rows);
    expect(await tempFiles()).toEqual([]);
  });

  it('keeps keys per user and refuses a key reused for another call', async () => {
    const key = 'shared-key-0000002';
    const parts: Parameters<typeof multipart>[0] = [
      ['folderId', String(folderId)],
      ['files', fx.read('image.jpg'), 'k.jpg', 'image/jpeg'],
    ];
    const rows = await mediaRows();
    expect((await upload(author, parts, { 'idempotency-key': key })).statusCode).toBe(201);
    expect((await upload(colleague, parts, { 'idempotency-key': key })).statusCode).toBe(201);
    expect(await mediaRows()).toBe(rows + 2);
    const misuse = await t.app.inject({
      method: 'POST',
      url: '/api/folder/photo-bg',
      headers: { ...t.bearer(author), 'idempotency-key': key },
      payload: { name: 'x' },
    });
    expect(misuse.statusCode).toBe(422);
    expect(misuse.json()).toEqual({ message: messages.idempotencyMismatch });
  });

  it('lets a refused request be retried with the same key once the cause is fixed? no: a 4xx answer is final', async () => {
    const key = 'refused-key-000003';
    const bad = await upload(
      author,
      [
        ['folderId', String(folderId)],
        ['files', fx.read('text.jpg'), 't.jpg', 'image/jpeg'],
      ],
      { 'idempotency-key': key },
    );
    const again = await upload(
      author,
      [
        ['folderId', String(folderId)],
        ['files', fx.read('text.jpg'), 't.jpg', 'image/jpeg'],
      ],
      { 'idempotency-key': key },
    );
    expect(bad.statusCode).toBe(415);
    expect(again.statusCode).toBe(415);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('deleting', () => {
  it('a medium: its author, the folder author or an admin; the files go too', async () => {
    const { data } = (
      await upload(colleague, [
        ['folderId', String(folderId)],
        ['files', fx.read('image.png'), 'c.png', 'image/png'],
      ])
    ).json();
    const id = data[0].id;
    const stranger = await t.createUser('stranger', 'stranger-pass');
    expect(stranger).toBeGreaterThan(0);
    const strangerToken = (await t.login('stranger', 'stranger-pass')).accessToken;
    const refused = await call('DELETE', `/api/photo-bg/${id}`, strangerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.notYourMedia });
    expect((await t.app.inject({ method: 'GET', url: data[0].url })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/photo-bg/${id}`, author)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: data[0].url })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/photo-bg/${id}`, author)).statusCode).toBe(404);
  });

  it('a folder takes its media and their files with it', async () => {
    const folder = (await call('POST', '/api/folder/photo-bg', colleague, { name: 'Тимчасова' })).json().id;
    const { data } = (
      await upload(colleague, [
        ['folderId', String(folder)],
        ['videos', fx.read('clip.mp4'), 'v.mp4', 'video/mp4'],
      ])
    ).json();
    expect((await call('DELETE', `/api/folder/photo-bg/${folder}`, colleague)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: data[0].url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: data[0].previewUrl })).statusCode).toBe(404);
    expect((await call('GET', `/api/photo-bg/${folder}?page=1`, colleague)).statusCode).toBe(404);
  });
});

describe('pagination', () => {
  it('pages all media with the right totals', async () => {
    const total = await mediaRows();
    const page = (await call('GET', '/api/photo-bg?page=1', author)).json();
    expect(page).toMatchObject({ total, page: 1, totalPages: Math.ceil(total / 20) });
    expect(page.data.length).toBe(Math.min(total, 20));
  });
});
