import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { resolveMediaBinaries } from '@server/media/binaries';
import { MediaTools } from '@server/media/media-tools';
import { makeMediaFixtures, multipart } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;
let t: TestApp;
let owner: string;
let other: string;
let folderId: number;
let emptyFolderId: number;
const fx = makeMediaFixtures();
const tools = new MediaTools(resolveMediaBinaries(null, null));

async function createRequest(token: string, parts: Parameters<typeof multipart>[0]) {
  const body = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/create-video/create',
    headers: { ...body.headers, ...t.bearer(token) },
    payload: body.payload,
  });
}

async function waitForStatus(token: string, idUpload: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, token)).json();
    if (detail.status !== 'loading' || Date.now() > deadline) return detail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { JOB_POLL_SECONDS: '0.5', RENDER_CONCURRENCY: '2' });
  await t.createUser('owner', 'owner-pass');
  await t.createUser('other', 'other-pass');
  owner = (await t.login('owner', 'owner-pass')).accessToken;
  other = (await t.login('other', 'other-pass')).accessToken;
  folderId = (await t.call('POST', '/api/folder/photo-bg', owner, { name: 'Фони' })).json().id;
  emptyFolderId = (await t.call('POST', '/api/folder/photo-bg', owner, { name: 'Порожня' })).json().id;
  const upload = await multipart([
    ['folderId', String(folderId)],
    ['files', fx.read('image.png'), 'one.png', 'image/png'],
    ['files', fx.read('image.jpg'), 'two.jpg', 'image/jpeg'],
    ['videos', fx.read('clip.mp4'), 'loop.mp4', 'video/mp4'],
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/photo-bg',
    headers: { ...upload.headers, ...t.bearer(owner) },
    payload: upload.payload,
  });
  expect(response.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('creation request rules (SPEC §5 "Creation request")', () => {
  const valid = (): Parameters<typeof multipart>[0] => [
    ['countVideo', '1'],
    ['isPhoto', 'true'],
    ['folders[]', String(folderId)],
    ['file', fx.read('clip.mp4'), 'source.mp4', 'video/mp4'],
  ];

  it("refuses a file that is not a video: 'Файл повинен бути відео'", async () => {
    const response = await createRequest(owner, [...valid().slice(0, 3), ['file', fx.read('image.png'), 'photo.mp4', 'video/mp4']]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: [`«photo.mp4»: ${messages.fileMustBeVideo}`] });
  });

  it("needs a folder: 'Мінімум одна папка з фоном'", async () => {
    const response = await createRequest(owner, [
      ['countVideo', '1'],
      ['isPhoto', 'true'],
      ['file', fx.read('clip.mp4'), 's.mp4', 'video/mp4'],
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [messages.minOneFolder] });
  });

  it("takes exactly one video: 'Максимум одне відео', 'Мінімум одне відео'", async () => {
    const two = await createRequest(owner, [...valid(), ['file', fx.read('clip.mp4'), 'second.mp4', 'video/mp4']]);
    expect(two.json()).toEqual({ message: [messages.maxOneVideo] });
    const none = await createRequest(owner, valid().slice(0, 3));
    expect(none.json()).toEqual({ message: [messages.minOneVideo] });
  });

  it("needs the number of videos: 'Кількість відео', within 1–50", async () => {
    expect((await createRequest(owner, valid().slice(1))).json()).toEqual({ message: [messages.countVideoRequired] });
    expect((await createRequest(owner, [['countVideo', '51'], ...valid().slice(1)])).json()).toEqual({
      message: [messages.countVideoRange],
    });
  });

  it('refuses a folder without backgrounds of the chosen kind with 400, naming the folders field', async () => {
    const response = await createRequest(owner, [
      ['countVideo', '1'],
      ['isPhoto', 'true'],
      ['folders[]', String(emptyFolderId)],
      ['file', fx.read('clip.mp4'), 's.mp4', 'video/mp4'],
    ]);
    expect(response.statusCode).toBe(400);
    const text = `${messages.folderWithoutImages}: «Порожня»`;
    expect(response.json()).toEqual({ message: [text], fields: { folders: text } });
  });

  it('the folder picker offers each folder with its photo and video counts', async () => {
    const options = (await t.call('GET', '/api/folder/photo-bg/select', owner)).json();
    expect(options).toEqual(
      expect.arrayContaining([
        { id: folderId, title: 'Фони', value: folderId, imagesCount: 2, videosCount: 1 },
        { id: emptyFolderId, title: 'Порожня', value: emptyFolderId, imagesCount: 0, videosCount: 0 },
      ]),
    );
  });

  it('a folder with photos only is refused for a video background, and taken for a picture one', async () => {
    const photosOnly = (await t.call('POST', '/api/folder/photo-bg', owner, { name: 'Лише фото' })).json().id as number;
    const upload = await multipart([
      ['folderId', String(photosOnly)],
      ['files', fx.read('image.png'), 'one.png', 'image/png'],
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/photo-bg',
          headers: { ...upload.headers, ...t.bearer(owner) },
          payload: upload.payload,
        })
      ).statusCode,
    ).toBe(201);

    const asVideo = await createRequest(owner, [
      ['countVideo', '1'],
      ['isVideo', 'true'],
      ['folders[]', String(photosOnly)],
      ['file', fx.read('clip.mp4'), 's.mp4', 'video/mp4'],
    ]);
    expect(asVideo.statusCode).toBe(400);
    expect(asVideo.json().fields).toEqual({ folders: `${messages.folderWithoutVideos}: «Лише фото»` });

    const both = await createRequest(owner, [
      ['countVideo', '1'],
      ['isVideo', 'true'],
      ['isPhoto', 'true'],
      ['folders[]', String(emptyFolderId)],
      ['file', fx.read('clip.mp4'), 's.mp4', 'video/mp4'],
    ]);
    expect(both.json().message).toEqual([`${messages.folderWithoutBackgrounds}: «Порожня»`]);
  });

  it('needs a background kind', async () => {
    const response = await createRequest(owner, [
      ['countVideo', '1'],
      ['folders[]', String(folderId)],
      ['file', fx.read('clip.mp4'), 's.mp4', 'video/mp4'],
    ]);
    expect(response.json()).toEqual({ message: [messages.backgroundKindRequired] });
  });

  it('limits the source duration by configuration', async () => {
    const strict = await createTestApp(db, { MAX_SOURCE_SECONDS: '1', RUN_WORKERS: 'false' });
    try {
      const token = (await strict.login('owner', 'owner-pass')).accessToken;
      const body = await multipart([
        ['countVideo', '1'],
        ['isPhoto', 'true'],
        ['folders[]', String(folderId)],
        ['file', fx.read('clip.mp4'), 'long.mp4', 'video/mp4'],
      ]);
      const clip = await tools.probe(fx.path('clip.mp4'));
      const response = await strict.app.inject({
        method: 'POST',
        url: '/api/create-video/create',
        headers: { ...body.headers, ...strict.bearer(token) },
        payload: body.payload,
      });
      if ((clip.durationMs ?? 0) > 1000) {
        expect(response.statusCode).toBe(422);
        expect(response.json().message[0]).toContain(messages.sourceTooLong);
      } else {
        expect(response.statusCode).toBe(201);
      }
    } finally {
      await strict.close();
    }
  });
});

describe('rendering', () => {
  let idUpload: string;

  // Three renders: sized for a loaded machine, like waitForStatus's deadline.
  it('turns a request of 3 into 3 distinct, playable 1080×1920 videos: loading → success', { timeout: 240_000 }, async () => {
    const response = await createRequest(owner, [
      ['countVideo', '3'],
      ['isPhoto', 'true'],
      ['isVideo', 'true'],
      ['folders[]', String(folderId)],
      ['file', fx.read('clip.mp4'), 'Мій ролик.mp4', 'video/mp4'],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    idUpload = created.idUpload;
    expect(created).toMatchObject({ status: 'loading', countVideo: 3, sourceName: 'Мій ролик.mp4', error: null });

    const detail = await waitForStatus(owner, idUpload);
    expect(detail.status, detail.error).toBe('success');
    expect(detail.doneCount).toBe(3);
    expect(detail.video).toHaveLength(3);

    const hashes = new Set<string>();
    for (const video of detail.video) {
      expect(video).toMatchObject({ idUpload });
      const key = decodeURIComponent(video.url.replace('/api/media/', ''));
      const { probe, hash } = await t.storage.withLocalFile(key, async (file) => ({
        probe: await tools.probe(file),
        hash: createHash('sha256')
          .update(await readFile(file))
          .digest('hex'),
      }));
      expect(probe.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920 });
      expect(probe.hasAudio).toBe(true);
      hashes.add(hash);
      const served = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=0-9' } });
      expect(served.statusCode).toBe(206);
    }
    expect(hashes.size).toBe(3);
  });

  it('lists the request with its progress, only to its owner (and admin)', async () => {
    const page = (await t.call('GET', '/api/create-video?page=1', owner)).json();
    expect(page.data[0]).toMatchObject({ idUpload, status: 'success', countVideo: 3, doneCount: 3 });
    expect((await t.call('GET', '/api/create-video?page=1', other)).json().total).toBe(0);
    expect((await t.call('GET', `/api/create-video/request/${idUpload}`, other)).statusCode).toBe(404);
    const admin = (await t.login()).accessToken;
    expect((await t.call('GET', `/api/create-video/request/${idUpload}`, admin)).statusCode).toBe(200);
  });

  it("gives the publishing form the user's tag sets, profiles and groups", async () => {
    await t.call('POST', '/api/tags', owner, { name: 'Літо', tags: ['море'] });
    const account = (await t.call('POST', '/api/accounts', owner, { proxy: 'http://8.8.8.8:3128' })).json().id;
    await t.call('POST', '/api/accounts-group', owner, { name: 'Усі', accounts: [account] });
    const detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, owner)).json();
    expect(detail.tags.map((tagSet: { name: string }) => tagSet.name)).toContain('Літо');
    // Each with its status and its proxy's last check, which the picker shows beside the name.
    expect(detail.accounts).toEqual([
      { id: account, title: `#${account} · http://8.8.8.8:3128`, value: account, status: 'noactive', proxyOk: null },
    ]);
    expect(detail.group[0]).toMatchObject({ name: 'Усі' });
  });

  it('deletes a request with its source and rendered files', async () => {
    const detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, owner)).json();
    expect((await t.call('DELETE', `/api/create-video/request/${idUpload}`, other)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/create-video/request/${idUpload}`, owner)).statusCode).toBe(204);
    for (const video of detail.video) expect((await t.app.inject({ method: 'GET', url: video.url })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/create-video/request/${idUpload}`, owner)).statusCode).toBe(404);
  });
});
