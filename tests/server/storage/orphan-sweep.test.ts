import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { keepTempClean, LocalStorage } from '@server/storage/local-storage';
import { ORPHAN_MIN_AGE_MS, STORAGE_KEY_COLUMNS, sweepOrphanFiles } from '@server/storage/orphan-sweep';
import { makeMediaFixtures, multipart } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// No file without its row (issue 16): a process killed after moving an upload's or a render's files
// into place but before committing their rows leaves files no row references. The sweep removes
// them once they are ORPHAN_MIN_AGE_MS old, and never a file a row references or a younger one.

const fx = makeMediaFixtures();
let db: Database;
let t: TestApp;
let storage: LocalStorage;
let token: string;
let userId: number;
let folderId: number;
const warnings: string[] = [];
const log = { warn: (_object: object, message: string) => void warnings.push(message), error: () => undefined };

const past = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 10 * 60_000);
const exists = (key: string) =>
  access(storage.absolutePath(key)).then(
    () => true,
    () => false,
  );
/** A stored file written straight into place, as a killed upload would have left it. */
async function place(key: string, content: string | Buffer, old: boolean) {
  const target = storage.absolutePath(key);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
  if (old) await utimes(target, past, past);
}
const ageAll = async (keys: string[]) => {
  for (const key of keys) await utimes(storage.absolutePath(key), past, past);
};

/** Keys that rows reference: a background photo and its preview (uploaded), a request's source, a render and its poster. */
let referenced: string[];
let mediaUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { RUN_WORKERS: 'false' });
  storage = new LocalStorage(path.join(t.dataDir, 'media'));
  ({ accessToken: token, userId } = await t.login());
  folderId = (await t.call('POST', '/api/folder/photo-bg', token, { name: 'Фони' })).json().id;
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
  mediaUrl = uploaded.json().data[0].url;
  const [media] = await db.query<{ storage_key: string; preview_key: string }>('SELECT storage_key, preview_key FROM background_media');

  const idUpload = randomUUID();
  const source = `sources/${idUpload}/source.mp4`;
  const video = `renders/${idUpload}/1/video-1.mp4`;
  const poster = `renders/${idUpload}/1/poster.webp`;
  await place(source, fx.read('clip.mp4'), true);
  await place(video, fx.read('clip.mp4'), true);
  await place(poster, 'poster', true);
  const [request] = await db.query<{ id: number }>(
    `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_photo, source_storage_key, source_name)
     VALUES ($1, $2, 'success', 1, true, $3, 'source.mp4') RETURNING id`,
    [userId, idUpload, source],
  );
  await db.query('INSERT INTO rendered_videos (request_id, variant_index, storage_key, poster_key) VALUES ($1, 0, $2, $3)', [
    request!.id,
    video,
    poster,
  ]);
  referenced = [media!.storage_key, media!.preview_key, source, video, poster];
  await ageAll(referenced);
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('the orphan sweep', () => {
  it('lists every column that holds a storage key (a new one must be added, or its files would be taken for orphans)', async () => {
    const columns = await db.query<{ table: string; column: string }>(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name LIKE '%\\_key' AND data_type = 'text'
          -- Named *_key but holding no storage key: a label's case-folded key (on profiles, and on weekly slot patterns).
          AND NOT (table_name IN ('account_labels', 'posting_slot_patterns') AND column_name = 'label_key')
        ORDER BY 1, 2`,
    );
    const listed = [...STORAGE_KEY_COLUMNS].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
    expect(columns).toEqual(listed);
  });

  it('removes an old file no row references and the folders it leaves empty; keeps every referenced file and a young orphan', async () => {
    const lostUpload = `backgrounds/${randomUUID()}`;
    const lostRender = `renders/${randomUUID()}/2`;
    const oldOrphans = [`${lostUpload}/lost.png`, `${lostUpload}/preview.webp`, `${lostRender}/video-2.mp4`, `${lostRender}/poster.webp`];
    for (const key of oldOrphans) await place(key, 'orphan', true);
    // An upload in progress: its file is in place, its row not committed yet.
    const inProgress = `sources/${randomUUID()}/uploading.mp4`;
    await place(inProgress, 'young', false);
    // A key that differs from a referenced one only by case or a suffix is not referenced.
    const lookalike = `sources/${referenced[2]!.slice('sources/'.length).toUpperCase()}.bak`;
    await place(lookalike, 'lookalike', true);
    // Outside the media areas (in a bucket: a resumable upload of @tus/s3-store, another application's object): never swept.
    const foreign = ['3b1c2d4e5f60718293a4b5c6d7e8f901.info', 'exports/report.csv'];
    for (const key of foreign) await place(key, 'not media', true);

    expect(await sweepOrphanFiles(db, storage, log)).toBe(oldOrphans.length + 1);

    for (const key of referenced) expect(await exists(key), key).toBe(true);
    expect(await exists(inProgress)).toBe(true);
    for (const key of [...oldOrphans, lookalike]) expect(await exists(key), key).toBe(false);
    for (const key of foreign) expect(await exists(key), key).toBe(true);
    // Their per-upload folders went too, the areas stayed.
    const files = storage.filesDir;
    expect(await readdir(path.join(files, 'backgrounds'))).not.toContain(path.basename(lostUpload));
    expect(await readdir(path.join(files, 'renders'))).not.toContain(lostRender.split('/')[1]);
    expect(await readdir(files)).toEqual(expect.arrayContaining(['backgrounds', 'renders', 'sources']));
    // The referenced background is still served.
    expect((await t.app.inject({ method: 'GET', url: mediaUrl })).statusCode).toBe(200);
    // Nothing parked in tmp/ is left behind.
    expect(await readdir(storage.tmpDir)).toEqual([]);
  });

  it('counts a file as young from when it was moved into place, not from when its upload was written', async () => {
    const temp = storage.tempFile();
    await writeFile(temp, 'written two hours ago, checked since');
    await utimes(temp, past, past);
    const key = `backgrounds/${randomUUID()}/slow.png`;
    await storage.commit(temp, key);
    await place(`backgrounds/${randomUUID()}/old.png`, 'orphan', true);
    expect(await sweepOrphanFiles(db, storage, log)).toBe(1);
    expect(await exists(key)).toBe(true);
  });

  it('leaves a file put under the same key after it was found (a render run again) in place', async () => {
    const key = `renders/${randomUUID()}/1/video-1.mp4`;
    await place(key, 'lost render', true);
    const found = (await storage.storedFiles()).find((file) => file.key === key)!;
    expect(found).toBeDefined();
    const temp = storage.tempFile();
    await writeFile(temp, 'rendered again');
    await storage.commit(temp, key);
    expect(await storage.removeUnchanged(found)).toBe(false);
    expect(await readFile(storage.absolutePath(key), 'utf8')).toBe('rendered again');
    expect(await readdir(storage.tmpDir)).toEqual([]);
  });

  it('removes nothing when the database references none of the old files (DATA_DIR paired with another database)', async () => {
    const orphan = `backgrounds/${randomUUID()}/old.png`;
    await place(orphan, 'orphan', true);
    const other = await createTestDatabase();
    try {
      warnings.length = 0;
      expect(await sweepOrphanFiles(other, storage, log)).toBe(0);
      expect(warnings).toEqual([expect.stringContaining('orphan sweep skipped')]);
      for (const key of [...referenced, orphan]) expect(await exists(key), key).toBe(true);
    } finally {
      await other.close();
    }
    expect(await sweepOrphanFiles(db, storage, log)).toBe(1);
  });

  it('runs with the temporary files sweep, at start', async () => {
    const orphan = `sources/${randomUUID()}/lost.mp4`;
    await place(orphan, 'orphan', true);
    const stop = await keepTempClean(storage, log, { onlyProcess: false, db });
    stop();
    expect(await exists(orphan)).toBe(false);
    for (const key of referenced) expect(await exists(key), key).toBe(true);
  });
});
