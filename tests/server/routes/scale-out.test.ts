import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import type { PublishedItem } from '@shared/schemas/publications';
import { requestOverOnePhoto } from '../helpers/creation-setup';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createProfile, payload, settled, startPlatforms, waitForItem } from '../helpers/publishing-setup';
import { acquireS3, type LocalS3 } from '../helpers/s3-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// Scale-out without a shared disk (issue 16): an API process that runs no workers and two
// `npm run worker` processes, each with a DATA_DIR of its own, share only PostgreSQL and an S3
// bucket. A request uploaded to the API is rendered by the workers and published to the platform
// fakes by them, every file going through the bucket. PostgreSQL only: workers need a shared server.

const onPostgres = process.env.TEST_DB === 'postgres';
const SECRET_KEY = 'scale-out-secret-key-0123456789-abcdef';
const fx = makeMediaFixtures();
let db: Database;
let t: TestApp;
let s3: LocalS3;
let platforms: Awaited<ReturnType<typeof startPlatforms>>;
const workers: ChildProcess[] = [];
const workerDirs: string[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDatabase();
  s3 = await acquireS3();
  platforms = await startPlatforms();
  const { env: bucketEnv } = await s3.bucket();
  // The profiles' sealed credentials are opened by the workers: one SECRET_KEY for every process.
  t = await createTestApp(db, { RUN_WORKERS: 'false', SECRET_KEY, ...platforms.env, ...bucketEnv });
}, 120_000);

afterAll(async () => {
  await Promise.all(
    workers.map(async (worker) => {
      if (worker.exitCode !== null) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }),
  );
  await Promise.all(workerDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  if (!onPostgres) return;
  await t.close();
  await db.close();
  await s3.release();
  await platforms.close();
});

/** Files under a DATA_DIR's media folder, by what they are for ('files': stored media, 'tmp': work in progress). */
const filesIn = async (dataDir: string, area: 'files' | 'tmp') =>
  (await readdir(path.join(dataDir, 'media', area), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

async function startWorker(databaseUrl: string): Promise<{ worker: ChildProcess; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sp-worker-'));
  workerDirs.push(dataDir);
  // What `npm run worker` runs, without npm in between (so that SIGTERM reaches it).
  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    env: {
      ...process.env,
      ...platforms.env,
      ...t.storageEnv,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SECRET_KEY,
      JOB_POLL_SECONDS: '0.5',
      RENDER_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  workers.push(worker);
  return { worker, dataDir };
}

describe.skipIf(!onPostgres)('scale-out: an API process and two workers, each with its own DATA_DIR, over PostgreSQL and S3', () => {
  it('renders and publishes a request end to end with no shared disk', async () => {
    const { accessToken: token } = await t.login();
    const { idUpload } = await requestOverOnePhoto(t, token, fx, 3);
    // The API kept nothing on its own disk: the background, its preview and the source are in the bucket.
    expect(await filesIn(t.dataDir, 'files')).toEqual([]);
    expect((await t.storage.storedFiles(`sources/${idUpload}/`)).length).toBe(1);

    const [current] = await db.query<{ name: string }>('SELECT current_database() AS name');
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseUrl.pathname = `/${current!.name}`;
    const [first, second] = [await startWorker(databaseUrl.toString()), await startWorker(databaseUrl.toString())];

    // Which workers had a render or an upload in progress (a copy or an output in their tmp/), watched as it runs.
    const busy = new Set<number>();
    const watch = setInterval(() => {
      for (const [index, { dataDir }] of [first, second].entries()) {
        void filesIn(dataDir, 'tmp').then((files) => files.length > 0 && busy.add(index));
      }
    }, 50);
    try {
      const deadline = Date.now() + 120_000;
      let detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, token)).json();
      while (detail.status === 'loading' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, token)).json();
      }
      expect(detail.status, detail.error).toBe('success');
      expect(detail.video).toHaveLength(3);
      for (const video of detail.video as Array<{ url: string; posterUrl: string }>) {
        // Served by the API from the bucket, with Range.
        const part = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=0-7' } });
        expect(part.statusCode).toBe(206);
        expect(part.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
        expect((await t.app.inject({ method: 'GET', url: video.posterUrl })).statusCode).toBe(200);
      }

      const ytIg = await createProfile(t, token, platforms.proxyUrl, { youtube: true, instagram: true }, 'YouTube і Instagram');
      const tiktok = await createProfile(t, token, platforms.proxyUrl, { tiktok: true }, 'TikTok');
      const videoIds = (detail.video as Array<{ id: number }>).map((video) => video.id);
      const publication = await t.call(
        'POST',
        `/api/publication/create/${idUpload}`,
        token,
        payload(idUpload, videoIds.slice(0, 2), [ytIg, tiktok], { inYouTube: true, inTikTok: true, inInstagram: true }),
      );
      expect(publication.statusCode, publication.body).toBe(201);
      const done: PublishedItem = await waitForItem(t, token, idUpload, settled, 90_000);
      expect(done.video.map((row) => [row.platform, row.status, row.error])).toEqual([
        ['youtube', 'success', null],
        ['instagram', 'success', null],
        ['tiktok', 'success', null],
      ]);
      // The platforms got the whole rendered file, read from the bucket by a worker that did not necessarily render it.
      const rendered = await t.storage.stat(
        decodeURIComponent((detail.video as Array<{ url: string }>)[0]!.url.replace('/api/media/', '')),
      );
      expect([...platforms.youtube.videos.values()].map((video) => video.bytes)).toEqual([rendered!.size]);
      expect(platforms.instagram.media).toHaveLength(1);
    } finally {
      clearInterval(watch);
    }

    // No process stored a file on its own disk, and every worker's copies and outputs are gone.
    for (const dataDir of [t.dataDir, first.dataDir, second.dataDir]) expect(await filesIn(dataDir, 'files')).toEqual([]);
    for (const { dataDir } of [first, second]) expect(await filesIn(dataDir, 'tmp')).toEqual([]);
    expect(first.worker.exitCode).toBeNull();
    expect(second.worker.exitCode).toBeNull();
    // Which of the two picked up work depends on the queue; both are there to take it.
    process.stdout.write(`scale-out: workers seen busy: ${[...busy].map((index) => index + 1).join(', ') || 'none observed'}\n`);
  }, 300_000);
});
