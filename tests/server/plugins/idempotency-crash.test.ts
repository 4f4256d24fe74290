import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { requeueMissingRenders } from '@server/jobs/start-jobs';
import { RenderRepository } from '@server/services/creation/render-repository';
import { makeMediaFixtures, multipart } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/** The renders' reads under test here record no event. */
const noEvents = () => Promise.reject(new Error('no event is recorded here'));

// Exactly once across crashes (issue 16): the key's answer is recorded with its effect, a
// request's render jobs are queued in that same transaction, and a dead process's claim is released.

let db: Database;
let t: TestApp;
let token: string;
let userId: number;
let folderId: number;
const fx = makeMediaFixtures();
/** The next injected "kill": thrown once at that point, then the process behaves again. */
const faults: { beforeAnswer: Error | null; afterCommit: Error | null } = { beforeAnswer: null, afterCommit: null };
const killOnce = (point: keyof typeof faults) => {
  const error = faults[point];
  faults[point] = null;
  if (error) throw error;
};

const mediaRows = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM background_media WHERE folder_id = $1', [folderId]))[0]!.n;
const requestRows = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM creation_requests'))[0]!.n;
const renderJobs = async (requestId: number) =>
  (
    await db.query<{ variant: number }>(
      "SELECT (data->>'variant')::int AS variant FROM pgboss.job WHERE name = 'render-variant' AND (data->>'requestId')::int = $1 ORDER BY 1",
      [requestId],
    )
  ).map((row) => row.variant);

async function uploadBackground(key: string) {
  const body = await multipart([
    ['folderId', String(folderId)],
    ['files', fx.read('image.png'), 'bg.png', 'image/png'],
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/photo-bg',
    headers: { ...body.headers, ...t.bearer(token), 'idempotency-key': key },
    payload: body.payload,
  });
}

async function createRequest(key: string, count = 2) {
  const body = await multipart([
    ['countVideo', String(count)],
    ['isPhoto', 'true'],
    ['folders[]', String(folderId)],
    ['file', fx.read('clip.mp4'), 'source.mp4', 'video/mp4'],
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/create-video/create',
    headers: { ...body.headers, ...t.bearer(token), 'idempotency-key': key },
    payload: body.payload,
  });
}

/** A claim as a process would have left it: `owner`, a lease ending `leaseSeconds` from now (negative: already over). */
const insertClaim = (key: string, path: string, owner: string, leaseSeconds: number) =>
  db.query(
    `INSERT INTO idempotency_keys (user_id, key, method, path, owner, lease_until)
     VALUES ($1, $2, 'POST', $3, $4, now() + make_interval(secs => $5))`,
    [userId, key, path, owner, leaseSeconds],
  );

beforeAll(async () => {
  db = await createTestDatabase();
  // No workers: the render jobs stay queued, to be counted.
  t = await createTestApp(
    db,
    { RUN_WORKERS: 'false' },
    {
      idempotencyFaults: { beforeAnswer: () => killOnce('beforeAnswer'), afterCommit: () => killOnce('afterCommit') },
    },
  );
  const login = await t.login();
  token = login.accessToken;
  userId = login.userId;
  folderId = (await t.call('POST', '/api/folder/photo-bg', token, { name: 'Фони' })).json().id;
  expect((await uploadBackground('seed-background-0001')).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('a claim left by a process that died', () => {
  it('is taken over at once when its lease ran out: the retry succeeds, one row', async () => {
    const key = 'dead-owner-upload-0001';
    await insertClaim(key, '/api/photo-bg', 'killed-process', -1);
    const before = await mediaRows();
    const retry = await uploadBackground(key);
    expect(retry.statusCode).toBe(201);
    expect(await mediaRows()).toBe(before + 1);
    const [claim] = await db.query<{ status_code: number; owner: string | null }>(
      'SELECT status_code, owner FROM idempotency_keys WHERE key = $1',
      [key],
    );
    expect(claim).toEqual({ status_code: 201, owner: null });
  });

  it('still refuses a key whose owner holds a live lease (409, the same message)', async () => {
    const key = 'live-owner-upload-0002';
    await insertClaim(key, '/api/photo-bg', 'another-live-process', 60);
    const before = await mediaRows();
    const repeat = await uploadBackground(key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({ message: messages.idempotencyInProgress });
    expect(await mediaRows()).toBe(before);
  });

  it('answers 409 for a running key before reading the body: a 10 MB upload gets it after 1 KB (the rest is never sent)', async () => {
    const key = 'live-owner-upload-0003';
    await insertClaim(key, '/api/photo-bg', 'another-live-process', 60);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const declared = 10 * 1024 * 1024;
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/photo-bg',
          headers: {
            ...t.bearer(token),
            'idempotency-key': key,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(declared),
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
        },
      );
      outgoing.on('error', reject);
      // The first kilobyte only; the rest is never sent.
      outgoing.write(Buffer.alloc(1024, 0x61));
      outgoing.flushHeaders();
    });
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body)).toEqual({ message: messages.idempotencyInProgress });
    // The rest of a large body is not pulled through only to be dropped.
    expect(answer.connection).toBe('close');
  });
});

describe('a kill between the effect and its recorded answer', () => {
  it('background upload, killed before the answer is recorded: nothing was kept, the retry stores it once', async () => {
    const key = 'killed-before-answer-bg-01';
    const before = await mediaRows();
    faults.beforeAnswer = new Error('killed');
    expect((await uploadBackground(key)).statusCode).toBe(500);
    expect(await mediaRows()).toBe(before);
    const retry = await uploadBackground(key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await mediaRows()).toBe(before + 1);
  });

  it('background upload, killed after the commit: the retry gets the recorded answer, one stored upload', async () => {
    const key = 'killed-after-commit-bg-02';
    const before = await mediaRows();
    faults.afterCommit = new Error('killed');
    expect((await uploadBackground(key)).statusCode).toBe(500);
    expect(await mediaRows()).toBe(before + 1);
    const retry = await uploadBackground(key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const [row] = await db.query<{ id: number }>('SELECT id FROM background_media WHERE folder_id = $1 ORDER BY id DESC LIMIT 1', [
      folderId,
    ]);
    expect(retry.json().data.map((media: { id: number }) => media.id)).toEqual([row!.id]);
    expect(await mediaRows()).toBe(before + 1);
  });

  it('creation request, killed before the answer: no request and no jobs; the retry makes one request with all its jobs', async () => {
    const key = 'killed-before-answer-cr-03';
    const before = await requestRows();
    const jobsBefore = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'render-variant'"))[0]!.n;
    faults.beforeAnswer = new Error('killed');
    expect((await createRequest(key, 3)).statusCode).toBe(500);
    expect(await requestRows()).toBe(before);
    expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'render-variant'"))[0]!.n).toBe(
      jobsBefore,
    );
    const retry = await createRequest(key, 3);
    expect(retry.statusCode).toBe(201);
    expect(await requestRows()).toBe(before + 1);
    expect(await renderJobs(retry.json().id)).toEqual([0, 1, 2]);
  });

  it('creation request, killed after the commit: the retry replays it; one request whose render jobs all exist', async () => {
    const key = 'killed-after-commit-cr-04';
    const before = await requestRows();
    faults.afterCommit = new Error('killed');
    expect((await createRequest(key, 2)).statusCode).toBe(500);
    const retry = await createRequest(key, 2);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await requestRows()).toBe(before + 1);
    const [row] = await db.query<{ id: number; id_upload: string }>('SELECT id, id_upload FROM creation_requests ORDER BY id DESC LIMIT 1');
    expect(retry.json()).toMatchObject({ id: row!.id, idUpload: row!.id_upload, status: 'loading', countVideo: 2 });
    expect(await renderJobs(row!.id)).toEqual([0, 1]);
  });
});

describe('start-up recovery', () => {
  it('queues again the render jobs a request in progress is missing, and nothing for one whose jobs are there', async () => {
    const created = await createRequest('recovery-request-0005', 3);
    expect(created.statusCode).toBe(201);
    const { id, idUpload } = created.json() as { id: number; idUpload: string };
    const sent: Array<[number, string, number]> = [];
    const send = async (requestId: number, upload: string, variant: number) => {
      sent.push([requestId, upload, variant]);
    };
    // Every request so far has its jobs.
    expect(await requeueMissingRenders(new RenderRepository(db, noEvents), 'render-variant', send)).toBe(0);
    // As if the jobs were lost (a request saved before its jobs, by an older version); variant 1 already rendered.
    await db.query("DELETE FROM pgboss.job WHERE name = 'render-variant' AND (data->>'requestId')::int = $1", [id]);
    await db.query("INSERT INTO rendered_videos (request_id, variant_index, storage_key) VALUES ($1, 1, 'renders/x/2/video-2.mp4')", [id]);
    expect(await requeueMissingRenders(new RenderRepository(db, noEvents), 'render-variant', send)).toBe(2);
    expect(sent).toEqual([
      [id, idUpload, 0],
      [id, idUpload, 2],
    ]);
  });
});

describe('start-up recovery with workers', () => {
  it('a process starting with workers queues the missing jobs of a request in progress, and its renders all run', async () => {
    const created = await createRequest('recovery-renders-run-06', 2);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    // Only this request is left, with its jobs lost.
    await db.query('DELETE FROM creation_requests WHERE id <> $1', [id]);
    await db.query("DELETE FROM pgboss.job WHERE name = 'render-variant'");
    // A process with workers starting on the same database and media.
    const withWorkers = await createTestApp(db, { DATA_DIR: t.dataDir, JOB_POLL_SECONDS: '0.5', RENDER_CONCURRENCY: '1' });
    try {
      const status = async () =>
        (await db.query<{ status: string }>('SELECT status FROM creation_requests WHERE id = $1', [id]))[0]!.status;
      for (let i = 0; i < 1200 && (await status()) === 'loading'; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await status()).toBe('success');
      expect(
        (await db.query('SELECT variant_index FROM rendered_videos WHERE request_id = $1 ORDER BY 1', [id])).map(
          (row) => row.variant_index,
        ),
      ).toEqual([0, 1]);
    } finally {
      await withWorkers.close();
    }
  }, 180_000);
});

describe('temporary files', () => {
  it('an upload leaves none behind', async () => {
    expect(await readdir(path.join(t.dataDir, 'media', 'tmp'))).toEqual([]);
  });
});
