import { createHash, randomBytes } from 'node:crypto';
import { access, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { loadConfig } from '@server/config';
import type { HttpError } from '@server/http-error';
import { LocalStorage } from '@server/storage/local-storage';
import { openStorage } from '@server/storage/open-storage';
import { S3Storage, s3Client } from '@server/storage/s3-storage';
import type { MediaStorage } from '@server/storage/storage';
import { createTusDataStore } from '@server/uploads/tus-store';
import { acquireS3, type LocalS3 } from '../helpers/s3-server';

// The storage port's contract (issue 16), one suite run against both adapters: local disk and an
// S3-compatible bucket (s3rver on loopback). Whatever a caller does through the port behaves alike.

let s3: LocalS3;
const roots: string[] = [];
const newRoot = async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'sp-storage-'));
  roots.push(root);
  return root;
};

beforeAll(async () => {
  s3 = await acquireS3();
});
afterAll(async () => {
  await s3.release();
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

const adapters: Array<[string, () => Promise<MediaStorage>]> = [
  ['local disk', async () => new LocalStorage(await newRoot())],
  ['S3', async () => new S3Storage(await newRoot(), (await s3.bucket()).config)],
];

const bytes = (size: number) => randomBytes(size);
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe.each(adapters)('storage port on %s', (_name, make) => {
  let storage: MediaStorage;
  /** A received temporary file holding `data`, as an upload leaves it. */
  const received = async (data: Buffer) => (await storage.receive(Readable.from([data]))).tempPath;

  beforeAll(async () => {
    storage = await make();
    await storage.init();
  });

  it('commits a received file under its key: the temporary file is gone, the bytes are stored', async () => {
    const data = bytes(300_000);
    const { tempPath, size } = await storage.receive(Readable.from([data.subarray(0, 100_000), data.subarray(100_000)]));
    expect(size).toBe(data.length);
    const key = 'backgrounds/0b1c/Пляж.png';
    await storage.commit(tempPath, key);
    expect(await exists(tempPath)).toBe(false);
    const info = await storage.stat(key);
    expect(info).toMatchObject({ size: data.length });
    expect(info!.etag).toMatch(/^".+"$/);
    expect(Math.abs(info!.mtimeMs - Date.now())).toBeLessThan(5 * 60_000);
    expect(sha(await readAll(await storage.read(key)))).toBe(sha(data));
  });

  it('reads a byte range, the first byte and the last one', async () => {
    const data = bytes(20_000);
    await storage.commit(await received(data), 'renders/r1/1/video-1.mp4');
    expect((await readAll(await storage.read('renders/r1/1/video-1.mp4', { start: 100, end: 199 }))).equals(data.subarray(100, 200))).toBe(
      true,
    );
    // (`bytes=0-0` would do for S3 itself; s3rver reads an end of 0 as no end.)
    expect((await readAll(await storage.read('renders/r1/1/video-1.mp4', { start: 0, end: 1 }))).equals(data.subarray(0, 2))).toBe(true);
    expect(
      (await readAll(await storage.read('renders/r1/1/video-1.mp4', { start: 19_999, end: 19_999 }))).equals(data.subarray(19_999)),
    ).toBe(true);
  });

  it('puts a stream larger than one multipart part under a key', async () => {
    const data = bytes(9 * 1024 * 1024);
    await storage.put('sources/big/clip.mp4', Readable.from([data.subarray(0, 4_000_000), data.subarray(4_000_000)]));
    expect((await storage.stat('sources/big/clip.mp4'))?.size).toBe(data.length);
    expect(sha(await readAll(await storage.read('sources/big/clip.mp4')))).toBe(sha(data));
  });

  it('knows no file under a missing or unsafe key', async () => {
    expect(await storage.stat('backgrounds/none/x.png')).toBeNull();
    expect(await storage.read('backgrounds/none/x.png')).toBeNull();
    expect(await storage.stat('../secrets/jwt.key')).toBeNull();
    expect(await storage.read('backgrounds/../../x')).toBeNull();
  });

  it('hands a local file for ffmpeg, and a copy made for it is gone afterwards, also when the work fails', async () => {
    const data = bytes(50_000);
    await storage.commit(await received(data), 'sources/ff/clip.mp4');
    const seen = await storage.withLocalFile('sources/ff/clip.mp4', async (file) => sha(await readFile(file)));
    expect(seen).toBe(sha(data));
    let copy = '';
    await expect(
      storage.withLocalFile('sources/ff/clip.mp4', async (file) => {
        copy = file;
        throw new Error('ffmpeg failed');
      }),
    ).rejects.toThrow('ffmpeg failed');
    // Local disk hands the stored file itself, which stays; S3 hands a temporary copy, which goes.
    expect(await exists(copy)).toBe(storage.kind === 'local');
    expect(await readdir(storage.tmpDir)).toEqual([]);
    await expect(storage.withLocalFile('sources/none/clip.mp4', (file) => readFile(file))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(storage.tmpDir)).toEqual([]);
  });

  it('removes files (a missing one counts as removed) and lists by prefix', async () => {
    for (const key of [
      'renders/del/1/video-1.mp4',
      'renders/del/1/poster.webp',
      'renders/del/2/video-2.mp4',
      'renders/delx/1/video-1.mp4',
    ]) {
      await storage.commit(await received(bytes(10)), key);
    }
    const listed = (await storage.storedFiles('renders/del/')).map((file) => file.key).sort();
    expect(listed).toEqual(['renders/del/1/poster.webp', 'renders/del/1/video-1.mp4', 'renders/del/2/video-2.mp4']);
    await storage.removeAll(['renders/del/1/video-1.mp4', 'renders/del/1/poster.webp', 'renders/del/never/x.mp4']);
    await storage.remove('renders/del/2/video-2.mp4');
    expect(await storage.storedFiles('renders/del/')).toEqual([]);
    expect((await storage.storedFiles('renders/delx/')).map((file) => file.key)).toEqual(['renders/delx/1/video-1.mp4']);
    expect((await storage.storedFiles()).map((file) => file.key)).toContain('renders/delx/1/video-1.mp4');
  });

  it('removes a listed file only while it is the version listed', async () => {
    await storage.commit(await received(Buffer.from('first render')), 'renders/sweep/1/video-1.mp4');
    await storage.commit(await received(Buffer.from('an orphan')), 'renders/sweep/2/video-2.mp4');
    const [first, orphan] = (await storage.storedFiles('renders/sweep/')).sort((a, b) => a.key.localeCompare(b.key));
    // Put again under the same key (a render run again), with other bytes and a later time.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await storage.commit(await received(Buffer.from('rendered again')), 'renders/sweep/1/video-1.mp4');
    expect(await storage.removeUnchanged(first!)).toBe(false);
    expect(await text((await storage.read('renders/sweep/1/video-1.mp4'))!)).toBe('rendered again');
    expect(await storage.removeUnchanged(orphan!)).toBe(true);
    expect(await storage.stat('renders/sweep/2/video-2.mp4')).toBeNull();
    expect(await storage.removeUnchanged(orphan!)).toBe(false);
    expect(await readdir(storage.tmpDir)).toEqual([]);
  });

  it('cleans temporary files older than asked, all of them with 0', async () => {
    await writeFile(path.join(storage.tmpDir, 'killed-upload'), 'x');
    expect(await storage.cleanTemp(60_000)).toBe(0);
    expect(await storage.cleanTemp(0)).toBe(1);
    expect(await readdir(storage.tmpDir)).toEqual([]);
  });
});

describe('S3 adapter', () => {
  it('a delete the bucket refuses is a 503 that keeps the row', async () => {
    const { config } = await s3.bucket();
    // A bucket gone from under the app (s3rver checks no signatures, so wrong keys would pass).
    const storage = new S3Storage(await newRoot(), { ...config, bucket: 'gone-bucket' });
    await expect(storage.removeAll(['backgrounds/a/b.png'])).rejects.toMatchObject({
      statusCode: 503,
      messages: messages.mediaNotRemoved,
    } satisfies Partial<HttpError>);
  });

  it("an upload the bucket refuses is the storage's 503, and the temporary file stays for the caller to remove", async () => {
    const { config } = await s3.bucket();
    const storage = new S3Storage(await newRoot(), { ...config, bucket: 'gone-bucket' });
    await storage.init().catch(() => undefined);
    const { tempPath } = await storage.receive(Readable.from([bytes(1000)]));
    await expect(storage.commit(tempPath, 'backgrounds/x/a.png')).rejects.toMatchObject({
      statusCode: 503,
      messages: messages.diskReadOnly,
    } satisfies Partial<HttpError>);
    expect(await exists(tempPath)).toBe(true);
  });

  it('refuses to start on a bucket that is not there, naming it', async () => {
    const { config } = await s3.bucket();
    await expect(new S3Storage(await newRoot(), { ...config, bucket: 'no-such-bucket' }).init()).rejects.toThrow(
      'S3 bucket "no-such-bucket" is not usable: no such bucket',
    );
  });

  it('lists every object of the bucket, whoever put it', async () => {
    const { config } = await s3.bucket();
    const storage = new S3Storage(await newRoot(), config);
    await storage.init();
    await storage.put('backgrounds/t/a.webp', Readable.from([Buffer.from('RIFF')]));
    await storage.client.send(new PutObjectCommand({ Bucket: config.bucket, Key: 'other/x.bin', Body: 'x' }));
    const listed = (await storage.storedFiles()).map((file) => file.key).sort();
    expect(listed).toEqual(['backgrounds/t/a.webp', 'other/x.bin']);
  });
});

describe('resumable (tus) uploads with media in S3: @tus/s3-store in the bucket', () => {
  it('continues from the offset another API process reads, and reads the whole file back', async () => {
    const { config } = await s3.bucket();
    const dataDir = await newRoot();
    const data = bytes(11 * 1024 * 1024);
    const id = randomBytes(16).toString('hex');
    const first = createTusDataStore({ dataDir, uploadExpiryHours: 1, s3: config });
    await first.create(new Upload({ id, size: data.length, offset: 0, metadata: { filename: 'clip.mp4', kind: 'video' } }));
    // The connection drops after 9 MiB: one whole 8 MiB part and an incomplete rest.
    expect(await first.write(Readable.from([data.subarray(0, 9 * 1024 * 1024)]), id, 0)).toBe(9 * 1024 * 1024);
    // Another process (a restart, another API behind the balancer) finds the upload where it stopped.
    const second = createTusDataStore({ dataDir, uploadExpiryHours: 1, s3: config });
    const found = await second.getUpload(id);
    expect([found.offset, found.size, found.metadata?.filename]).toEqual([9 * 1024 * 1024, data.length, 'clip.mp4']);
    expect(await second.write(Readable.from([data.subarray(found.offset)]), id, found.offset)).toBe(data.length);
    expect((await second.getUpload(id)).offset).toBe(data.length);
    const read = (second as unknown as { read(id: string): Promise<Readable> }).read(id);
    expect(sha(await readAll(await read))).toBe(sha(data));
    // Committed: the upload's object and info leave the bucket (the store alone would leave them, see MediaS3Store).
    await second.remove(id);
    await expect(second.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
    const client = s3Client(config);
    expect(((await client.send(new ListObjectsV2Command({ Bucket: config.bucket }))).Contents ?? []).map((object) => object.Key)).toEqual(
      [],
    );
    client.destroy();
    await expect(second.remove(id)).rejects.toMatchObject({ status_code: 404 });
    // Nothing of it is left on the API's disk.
    expect(await readdir(dataDir)).toEqual([]);
  });
});

describe('configuration', () => {
  it('chooses S3 with S3_BUCKET, local disk without', () => {
    const local = loadConfig({ DATA_DIR: '/tmp/x' });
    expect(local.s3).toBeNull();
    expect(openStorage(local).kind).toBe('local');
    const s3Config = loadConfig({
      DATA_DIR: '/tmp/x',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(s3Config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
    });
    expect(openStorage(s3Config).kind).toBe('s3');
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: must be set when S3_ENDPOINT'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither'],
    [{ S3_BUCKET: 'Media_Files' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT must be an absolute URL'],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never shows the secret key in its error', () => {
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'very-secret-value' })).toThrow(/^(?![\s\S]*very-secret-value)/);
  });
});
