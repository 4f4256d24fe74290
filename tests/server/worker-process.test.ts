import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { makeMediaFixtures, multipart } from './helpers/media-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

// `npm run worker` needs a shared PostgreSQL: this runs in the PostgreSQL pass only.
const onPostgres = process.env.TEST_DB === 'postgres';
const fx = makeMediaFixtures();
let db: Database;
let t: TestApp;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDatabase();
  // The API process renders nothing itself: only the separate worker can finish the request.
  t = await createTestApp(db, { RUN_WORKERS: 'false' });
});
afterAll(async () => {
  if (worker && worker.exitCode === null) {
    const exited = new Promise((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGTERM');
    await exited;
  }
  if (!onPostgres) return;
  await t.close();
  await db.close();
});

describe.skipIf(!onPostgres)('npm run worker', () => {
  it('renders the variants of a request accepted by an API process that runs no workers', async () => {
    const { accessToken } = await t.login();
    const folderId = (await t.call('POST', '/api/folder/photo-bg', accessToken, { name: 'Фон' })).json().id;
    const backgrounds = await multipart([['folderId', String(folderId)], ['files', fx.read('image.png'), 'bg.png', 'image/png']]);
    await t.app.inject({ method: 'POST', url: '/api/photo-bg', headers: { ...backgrounds.headers, ...t.bearer(accessToken) }, payload: backgrounds.payload });
    const body = await multipart([['countVideo', '2'], ['isPhoto', 'true'], ['folders[]', String(folderId)], ['file', fx.read('clip.mp4'), 'clip.mp4', 'video/mp4']]);
    const created = await t.app.inject({ method: 'POST', url: '/api/create-video/create', headers: { ...body.headers, ...t.bearer(accessToken) }, payload: body.payload });
    expect(created.statusCode).toBe(201);
    const { idUpload } = created.json();

    const [current] = await db.query<{ name: string }>('SELECT current_database() AS name');
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseUrl.pathname = `/${current!.name}`;
    // What `npm run worker` runs, without npm in between (so that SIGTERM reaches it).
    worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl.toString(), DATA_DIR: t.dataDir, JOB_POLL_SECONDS: '0.5', RENDER_CONCURRENCY: '1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });

    const deadline = Date.now() + 90_000;
    let detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, accessToken)).json();
    while (detail.status === 'loading' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, accessToken)).json();
    }
    expect(detail.status).toBe('success');
    expect(detail.video).toHaveLength(2);
  });
});
