import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { createTusDataStore, tusUploadsDir } from '@server/uploads/tus-store';
import { UploadService } from '@server/uploads/upload-service';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { waitFor } from '../helpers/wait';

const fx = makeMediaFixtures();
const MAX_UPLOAD_BYTES = 3_000_000;

let db: Database;
let t: TestApp;
let admin: string;
let other: string;
let base: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES), RUN_WORKERS: 'false', UPLOAD_EXPIRY_HOURS: '1' });
  admin = (await t.login()).accessToken;
  await t.createUser('other-uploader', 'other-pass');
  other = (await t.login('other-uploader', 'other-pass')).accessToken;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const tus = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  'tus-resumable': '1.0.0',
  ...extra,
});

async function create(token: string, size: number, filename: string, kind: 'image' | 'video'): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: tus(token, {
      'upload-length': String(size),
      'upload-metadata': `filename ${b64(filename)},kind ${b64(kind)},filetype ${b64('x/y')}`,
    }),
  });
}

/** A new upload's URL (relative, as `Location` gives it). */
async function created(token: string, size: number, filename: string, kind: 'image' | 'video'): Promise<string> {
  const response = await create(token, size, filename, kind);
  expect(response.statusCode, response.body).toBe(201);
  return String(response.headers.location);
}

const head = (token: string, url: string) => t.app.inject({ method: 'HEAD', url, headers: tus(token) });
const patch = (token: string, url: string, offset: number, bytes: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url,
    headers: tus(token, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
    payload: bytes,
  });

/** The whole file as one upload: its id. */
async function uploaded(token: string, content: Buffer, filename: string, kind: 'image' | 'video'): Promise<string> {
  const url = await created(token, content.length, filename, kind);
  const response = await patch(token, url, 0, content);
  expect(response.statusCode, response.body).toBe(204);
  return url.split('/').at(-1)!;
}

describe('resumable uploads (tus 1.0)', () => {
  it('create, HEAD, PATCH in two parts, HEAD: the offset follows the bytes; the answers carry tus and security headers', async () => {
    const clip = fx.read('clip.mp4');
    const url = await created(admin, clip.length, 'clip.mp4', 'video');
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);

    const first = await head(admin, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['upload-offset']).toBe('0');
    expect(first.headers['upload-length']).toBe(String(clip.length));
    expect(first.headers['tus-resumable']).toBe('1.0.0');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    expect(first.headers['access-control-allow-origin']).toBeUndefined();

    const half = Math.floor(clip.length / 2);
    const part = await patch(admin, url, 0, clip.subarray(0, half));
    expect(part.statusCode).toBe(204);
    expect(part.headers['upload-offset']).toBe(String(half));
    expect(part.headers['upload-expires']).toBeTruthy();
    expect((await head(admin, url)).headers['upload-offset']).toBe(String(half));

    // A PATCH from the wrong offset changes nothing.
    const wrong = await patch(admin, url, 0, clip.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ message: messages.uploadOffsetMismatch });

    const rest = await patch(admin, url, half, clip.subarray(half));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(clip.length));
    const id = url.split('/').at(-1)!;
    expect((await readFile(path.join(tusUploadsDir({ dataDir: t.dataDir }), id))).equals(clip)).toBe(true);
  });

  it('refuses what tus refuses in Ukrainian: no Tus-Resumable, no metadata, no token', async () => {
    const noVersion = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { authorization: `Bearer ${admin}`, 'upload-length': '10' },
    });
    expect(noVersion.statusCode).toBe(412);
    expect(noVersion.json()).toEqual({ message: messages.uploadBadRequest });

    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: tus(admin, { 'upload-length': '10', 'upload-metadata': `kind ${b64('image')}` }),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ message: messages.uploadNameRequired });

    const noKind = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: tus(admin, { 'upload-length': '10', 'upload-metadata': `filename ${b64('a.png')}` }),
    });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json()).toEqual({ message: messages.uploadKindRequired });

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.unauthorized });
  });

  it("another user's upload id answers 404 to HEAD, PATCH, DELETE and a commit, and stays untouched", async () => {
    const png = fx.read('image.png');
    const url = await created(admin, png.length, 'image.png', 'image');
    for (const response of [
      await head(other, url),
      await patch(other, url, 0, png),
      await t.app.inject({ method: 'DELETE', url, headers: tus(other) }),
    ]) {
      expect(response.statusCode).toBe(404);
      if (response.body) expect(response.json()).toEqual({ message: messages.uploadNotFound });
    }
    expect((await head(admin, url)).headers['upload-offset']).toBe('0');
    await patch(admin, url, 0, png);

    const folder = (await t.call('POST', '/api/folder/photo-bg', other, { name: 'Чужі' })).json() as { id: number };
    const commit = await t.call('POST', '/api/photo-bg/from-uploads', other, { folderId: folder.id, files: [url.split('/').at(-1)] });
    expect(commit.statusCode).toBe(404);
    expect(commit.json()).toEqual({ message: messages.uploadNotFound });
    expect((await head(admin, url)).headers['upload-offset']).toBe(String(png.length));
  });

  it('MAX_UPLOAD_BYTES: a larger Upload-Length is refused at creation, and bytes past the declared length are refused', async () => {
    const tooLarge = await create(admin, MAX_UPLOAD_BYTES + 1, 'big.mp4', 'video');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: messages.fileTooLarge });

    const url = await created(admin, 100, 'small.png', 'image');
    const overflow = await patch(admin, url, 0, Buffer.alloc(101, 1));
    expect(overflow.statusCode).toBe(413);
    expect(overflow.json()).toEqual({ message: messages.fileTooLarge });
    expect((await head(admin, url)).headers['upload-offset']).toBe('0');
  });

  it('content that is not of the declared kind is refused when the last byte is in, with the Ukrainian message, and deleted', async () => {
    const text = fx.read('text.jpg');
    const url = await created(admin, text.length, 'text.jpg', 'image');
    const last = await patch(admin, url, 0, text);
    expect(last.statusCode).toBe(415);
    expect(last.json()).toEqual({ message: `«text.jpg»: ${messages.fileMustBeImage}` });
    expect((await head(admin, url)).statusCode).toBe(404);

    const clip = fx.read('clip.mp4');
    const asImage = await created(admin, clip.length, 'clip.png', 'image');
    const refused = await patch(admin, asImage, 0, clip);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: `«clip.png»: ${messages.fileMustBeImage}` });
  });

  it('a PATCH cut mid-way keeps the bytes received: HEAD gives the offset and the upload goes on from there', async () => {
    const content = Buffer.concat([fx.read('clip.mp4'), Buffer.alloc(1_500_000, 7)]);
    const url = await created(admin, content.length, 'long.mp4', 'video');
    const id = url.split('/').at(-1)!;
    const file = path.join(tusUploadsDir({ dataDir: t.dataDir }), id);

    const outgoing = httpRequest(`${base}${url}`, {
      method: 'PATCH',
      headers: tus(admin, {
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(content.length),
      }),
    });
    outgoing.on('error', () => undefined);
    const sent = Math.floor(content.length * 0.6);
    outgoing.write(content.subarray(0, sent));
    await waitFor('the server to write the bytes sent', async () => (await stat(file)).size >= sent, 60_000, 25);
    outgoing.destroy();

    let offset = 0;
    await waitFor(
      'HEAD to give the offset of the bytes received',
      async () => {
        const response = await fetch(`${base}${url}`, { method: 'HEAD', headers: tus(admin) });
        offset = Number(response.headers.get('upload-offset'));
        return response.status === 200 && offset === sent;
      },
      60_000,
      25,
    );
    expect(offset).toBe(sent);

    const rest = await fetch(`${base}${url}`, {
      method: 'PATCH',
      headers: tus(admin, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
      body: new Uint8Array(content.subarray(offset)),
    });
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(content.length));
    expect((await readFile(file)).equals(content)).toBe(true);
  });
});

describe('commits', () => {
  it('backgrounds from uploads: one request makes the media; a repeat with the same key gets the same answer and stores nothing twice', async () => {
    const folder = (await t.call('POST', '/api/folder/photo-bg', admin, { name: 'З tus' })).json() as { id: number };
    const image = await uploaded(admin, fx.read('image.png'), 'кадр.png', 'image');
    const video = await uploaded(admin, fx.read('clip.mp4'), 'кліп.mp4', 'video');
    const commit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/photo-bg/from-uploads',
        headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'commit-backgrounds-0001' },
        payload: { folderId: folder.id, files: [image], videos: [video] },
      });
    const first = await commit();
    expect(first.statusCode, first.body).toBe(201);
    const data = first.json().data as Array<{ name: string; type: string; url: string }>;
    expect(data.map((media) => [media.name, media.type])).toEqual([
      ['кадр.png', 'image'],
      ['кліп.mp4', 'video'],
    ]);
    const stored = await t.app.inject({ method: 'GET', url: data[1]!.url });
    expect(stored.rawPayload.equals(fx.read('clip.mp4'))).toBe(true);

    const again = await commit();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM background_media WHERE folder_id = $1', [
      folder.id,
    ]);
    expect(row?.count).toBe(2);

    // The uploads are used: their files are gone (HEAD says complete, so a client that lost the answer repeats
    // the commit rather than sending again), and another key cannot use them again.
    expect(await stat(path.join(tusUploadsDir({ dataDir: t.dataDir }), image)).catch(() => null)).toBeNull();
    const used = await head(admin, `/api/uploads/${image}`);
    expect([used.statusCode, used.headers['upload-offset'], used.headers['upload-length']]).toEqual([
      200,
      String(fx.read('image.png').length),
      String(fx.read('image.png').length),
    ]);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/photo-bg/from-uploads',
      headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'commit-backgrounds-0002' },
      payload: { folderId: folder.id, files: [image] },
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json()).toEqual({ message: messages.uploadAlreadyUsed });
  });

  it('a commit of an upload not yet complete answers 409 and keeps it; a damaged video is refused like the multipart upload', async () => {
    const folder = (await t.call('POST', '/api/folder/photo-bg', admin, { name: 'Неповні' })).json() as { id: number };
    const clip = fx.read('clip.mp4');
    const url = await created(admin, clip.length, 'clip.mp4', 'video');
    await patch(admin, url, 0, clip.subarray(0, 100));
    const early = await t.call('POST', '/api/photo-bg/from-uploads', admin, { folderId: folder.id, videos: [url.split('/').at(-1)] });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: messages.uploadIncomplete });
    expect((await head(admin, url)).headers['upload-offset']).toBe('100');

    const truncated = await uploaded(admin, fx.read('truncated.mp4'), 'cut.mp4', 'video');
    const refused = await t.call('POST', '/api/photo-bg/from-uploads', admin, { folderId: folder.id, videos: [truncated] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: [`«cut.mp4»: ${messages.fileDamaged}`] });
  });

  it('creation request from an upload: created once for its key (a repeat gets the first answer)', async () => {
    const folder = (await t.call('POST', '/api/folder/photo-bg', admin, { name: 'Фони для запиту' })).json() as { id: number };
    const image = await uploaded(admin, fx.read('image.png'), 'фон.png', 'image');
    expect((await t.call('POST', '/api/photo-bg/from-uploads', admin, { folderId: folder.id, files: [image] })).statusCode).toBe(201);

    const source = await uploaded(admin, fx.read('clip.mp4'), 'джерело.mp4', 'video');
    const commit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-video/from-uploads',
        headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'commit-creation-0001' },
        payload: { file: source, countVideo: 2, isVideo: false, isPhoto: true, folders: [folder.id] },
      });
    const first = await commit();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ sourceName: 'джерело.mp4', countVideo: 2, status: 'loading' });
    const again = await commit();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await db.query<{ id: number }>("SELECT id FROM creation_requests WHERE source_name = 'джерело.mp4'");
    expect(rows).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('an upload older than UPLOAD_EXPIRY_HOURS answers 410 and the sweep removes it with its info; a fresh one stays', async () => {
    const png = fx.read('image.png');
    const oldUrl = await created(admin, png.length, 'old.png', 'image');
    const freshUrl = await created(admin, png.length, 'fresh.png', 'image');
    const dir = tusUploadsDir({ dataDir: t.dataDir });
    const oldId = oldUrl.split('/').at(-1)!;
    const info = JSON.parse(await readFile(path.join(dir, `${oldId}.json`), 'utf8')) as { creation_date: string };
    info.creation_date = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await writeFile(path.join(dir, `${oldId}.json`), JSON.stringify(info));

    const expired = await head(admin, oldUrl);
    expect(expired.statusCode).toBe(410);
    const late = await patch(admin, oldUrl, 0, png);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ message: messages.uploadExpired });

    // A file a killed creation left without its info, old enough.
    const stray = path.join(dir, '0123456789abcdef0123456789abcdef');
    await writeFile(stray, 'partial');
    await utimes(stray, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));

    const service = new UploadService({
      db,
      store: createTusDataStore({ dataDir: t.dataDir, uploadExpiryHours: 1 }),
      temp: { tempFile: () => path.join(t.dataDir, 'media', 'tmp', 'unused') },
      maxUploadBytes: MAX_UPLOAD_BYTES,
      log: { warn: () => undefined, error: () => undefined },
    });
    expect(await service.sweep()).toBeGreaterThanOrEqual(2);
    await expect(stat(path.join(dir, oldId))).rejects.toThrow();
    await expect(stat(path.join(dir, `${oldId}.json`))).rejects.toThrow();
    await expect(stat(stray)).rejects.toThrow();
    expect((await head(admin, freshUrl)).statusCode).toBe(200);
  });
});

describe('a commit killed around its answer', () => {
  it('killed before the answer keeps nothing and leaves the uploads for the retry; killed after the commit, the retry gets the first answer', async () => {
    const fault: { beforeAnswer: boolean; afterCommit: boolean } = { beforeAnswer: false, afterCommit: false };
    const kill = (point: keyof typeof fault) => {
      if (!fault[point]) return;
      fault[point] = false;
      throw new Error('killed');
    };
    const k = await createTestApp(
      db,
      { RUN_WORKERS: 'false' },
      { idempotencyFaults: { beforeAnswer: () => kill('beforeAnswer'), afterCommit: () => kill('afterCommit') } },
    );
    try {
      const token = (await k.login()).accessToken;
      const folder = (await k.call('POST', '/api/folder/photo-bg', token, { name: 'Вбитий коміт' })).json() as { id: number };
      const png = fx.read('image.png');
      const created = await k.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: tus(token, {
          'upload-length': String(png.length),
          'upload-metadata': `filename ${b64('вбитий.png')},kind ${b64('image')}`,
        }),
      });
      const url = String(created.headers.location);
      await k.app.inject({
        method: 'PATCH',
        url,
        headers: tus(token, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
        payload: png,
      });
      const commit = () =>
        k.app.inject({
          method: 'POST',
          url: '/api/photo-bg/from-uploads',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'killed-commit-0001' },
          payload: { folderId: folder.id, files: [url.split('/').at(-1)] },
        });
      const count = async () =>
        (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM background_media WHERE folder_id = $1', [folder.id]))[0]!
          .count;

      fault.beforeAnswer = true;
      expect((await commit()).statusCode).toBe(500);
      expect(await count()).toBe(0);
      expect((await k.app.inject({ method: 'HEAD', url, headers: tus(token) })).headers['upload-offset']).toBe(String(png.length));

      fault.afterCommit = true;
      expect((await commit()).statusCode).toBe(500);
      expect(await count()).toBe(1);
      const retry = await commit();
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await count()).toBe(1);
    } finally {
      await k.close();
    }
  });
});
