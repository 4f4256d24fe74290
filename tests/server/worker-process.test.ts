import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { requestOverOnePhoto } from './helpers/creation-setup';
import { makeMediaFixtures } from './helpers/media-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';
import { filesUnder, waitFor } from './helpers/wait';

// `npm run worker` needs a shared PostgreSQL: this runs in the PostgreSQL pass only (media on the
// API's disk, shared with the worker, or with TEST_STORAGE=s3 in a bucket, the worker on a DATA_DIR of its own).
const onPostgres = process.env.TEST_DB === 'postgres';
const fx = makeMediaFixtures();
let db: Database;
let t: TestApp;
const workers: ChildProcess[] = [];
const ownDirs: string[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDatabase();
  // The API process renders nothing itself: only the separate worker can finish the request.
  t = await createTestApp(db, { RUN_WORKERS: 'false' });
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => stopWorker(worker, 'SIGTERM')));
  await Promise.all(ownDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  if (!onPostgres) return;
  await t.close();
  await db.close();
});

async function databaseUrl(): Promise<string> {
  const [current] = await db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${current!.name}`;
  return url.toString();
}

/** The worker's DATA_DIR: the API's with media on its disk (the files are shared), its own with media in S3. */
async function workerDataDir(): Promise<string> {
  if (!t.storageEnv.S3_BUCKET) return t.dataDir;
  const dir = await mkdtemp(path.join(tmpdir(), 'sp-worker-'));
  ownDirs.push(dir);
  return dir;
}

/**
 * What `npm run worker` runs, without npm in between, in a process group of its own (so that a kill
 * takes its ffmpeg along, as a container's does). Resolves once it logged that it started (after its
 * start sweeps).
 */
async function startWorker(dataDir: string): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    env: {
      ...process.env,
      ...t.storageEnv,
      DATABASE_URL: await databaseUrl(),
      DATA_DIR: dataDir,
      JOB_POLL_SECONDS: '0.5',
      RENDER_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
      // No scheduled proxy checks here: they would probe the profiles' proxies (PROXY_CHECK_URL defaults to an outside service).
      PROXY_CHECK_INTERVAL_HOURS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  workers.push(worker);
  let output = '';
  worker.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitFor('the worker to start', () => worker.exitCode === null && output.includes('"worker started"'), 60_000);
  return worker;
}

async function stopWorker(worker: ChildProcess, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  process.kill(-worker.pid!, signal);
  await exited;
}

async function renderedAll(token: string, idUpload: string) {
  return waitFor('the request rendered', async () => {
    const detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, token)).json() as {
      status: string;
      video: unknown[];
      error: string | null;
    };
    return detail.status === 'loading' ? null : detail;
  });
}

describe.skipIf(!onPostgres)('npm run worker', () => {
  it('renders the variants of a request accepted by an API process that runs no workers', async () => {
    const { accessToken } = await t.login();
    const { idUpload } = await requestOverOnePhoto(t, accessToken, fx, 2);
    const worker = await startWorker(await workerDataDir());
    const detail = await renderedAll(accessToken, idUpload);
    expect(detail.status).toBe('success');
    expect(detail.video).toHaveLength(2);
    await stopWorker(worker, 'SIGTERM');
  });

  it(
    'killed mid-render and started again: its media/tmp is empty at once, and the render resumes and finishes',
    { timeout: 240_000 },
    async () => {
      const { accessToken } = await t.login();
      const { id, idUpload } = await requestOverOnePhoto(t, accessToken, fx, 1);
      const dataDir = await workerDataDir();
      const tmp = path.join(dataDir, 'media', 'tmp');
      const first = await startWorker(dataDir);
      // Mid-render: its copies (S3) or its output are in its temporary folder.
      await waitFor('the render writing into tmp/', async () => (await filesUnder(tmp)).length > 0, 60_000, 25);
      await stopWorker(first, 'SIGKILL');
      const left = await filesUnder(tmp);
      expect(left.length).toBeGreaterThan(0);

      const second = await startWorker(dataDir);
      expect(await filesUnder(tmp)).toEqual([]);

      // The killed job comes back when its expiry has passed: moved back in time here rather than waited for.
      await db.query(
        "UPDATE pgboss.job SET started_on = started_on - interval '1 day' WHERE name = 'render-variant' AND state = 'active' AND (data->>'requestId')::int = $1",
        [id],
      );
      const detail = await renderedAll(accessToken, idUpload);
      expect(detail.status, detail.error ?? '').toBe('success');
      expect(detail.video).toHaveLength(1);
      expect(await filesUnder(tmp)).toEqual([]);
      await stopWorker(second, 'SIGTERM');
    },
  );
});
