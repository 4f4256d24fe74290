import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import type { PublishedItem } from '@shared/schemas/publications';
import { makeMediaFixtures } from '../../helpers/media-fixtures';
import { createProfile, finishedRequest, payload, type PublishingApp, startPublishingApp } from '../../helpers/publishing-setup';
import type { TestApp } from '../../helpers/test-app';

// Publications exactly once across crashes: the key's answer is recorded in the
// transaction that saves the publication, its rows and their publish jobs; a "kill" injected just
// before that answer leaves none of them, one just after the commit leaves all of them and the
// retry with the same key gets the first answer.

const fx = makeMediaFixtures();
let db: Database;
let t: TestApp;
let setup: PublishingApp;
let platforms: PublishingApp['platforms'];
let admin: string;
let adminId: number;
/** Profile 1 publishes on TikTok and Instagram, profile 2 on TikTok: three rows for two videos. */
let profiles: number[];
/** The next injected "kill": thrown once at that point, then the process behaves again. */
const faults: { beforeAnswer: Error | null; afterCommit: Error | null } = { beforeAnswer: null, afterCommit: null };
const killOnce = (point: keyof typeof faults) => {
  const error = faults[point];
  faults[point] = null;
  if (error) throw error;
};

beforeAll(async () => {
  // No workers: the publish jobs stay queued, to be counted.
  setup = await startPublishingApp(
    { RUN_WORKERS: 'false' },
    { idempotencyFaults: { beforeAnswer: () => killOnce('beforeAnswer'), afterCommit: () => killOnce('afterCommit') } },
  );
  ({ db, t, platforms, admin, adminId } = setup);
  profiles = [
    await createProfile(t, admin, platforms.proxyUrl, { tiktok: true, instagram: true }, 'TikTok і Instagram'),
    await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'TikTok'),
  ];
});
afterAll(async () => {
  await setup.close();
  await db.close();
});

const publications = async (requestIdUpload: string) =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM publications p JOIN creation_requests cr ON cr.id = p.request_id WHERE cr.id_upload = $1',
      [requestIdUpload],
    )
  )[0]!.n;
/** The publication's rows (id, platform), each with the publish jobs queued for it. */
const rowsWithJobs = (requestIdUpload: string) =>
  db.query<{ id: number; platform: string; status: string; jobs: number }>(
    `SELECT r.id, r.platform, r.status,
            (SELECT count(*)::int FROM pgboss.job j WHERE j.name = 'publish' AND (j.data->>'resultId')::int = r.id) AS jobs
       FROM publication_results r
       JOIN publication_videos pv ON pv.id = r.publication_video_id
       JOIN publications p ON p.id = pv.publication_id
       JOIN creation_requests cr ON cr.id = p.request_id
      WHERE cr.id_upload = $1
      ORDER BY pv.id, r.platform`,
    [requestIdUpload],
  );
const allPublishJobs = async () =>
  (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'publish'"))[0]!.n;

function publish(idUpload: string, videoIds: number[], key: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/publication/create/${idUpload}`,
    headers: { ...t.bearer(admin), 'idempotency-key': key },
    payload: payload(idUpload, videoIds, profiles, { inTikTok: true, inInstagram: true }),
  });
}

const expectedRows = [
  { platform: 'instagram', status: 'publication', jobs: 1 },
  { platform: 'tiktok', status: 'publication', jobs: 1 },
  { platform: 'tiktok', status: 'publication', jobs: 1 },
];

describe('publishing, killed between the effect and its recorded answer', () => {
  it('killed just before the answer is recorded: no publication, no rows, no jobs; the retry publishes once, every row with its job', async () => {
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'));
    const jobsBefore = await allPublishJobs();
    faults.beforeAnswer = new Error('killed');
    expect((await publish(idUpload, videoIds, 'killed-before-answer-pub-01')).statusCode).toBe(500);
    expect(await publications(idUpload)).toBe(0);
    expect(await rowsWithJobs(idUpload)).toEqual([]);
    expect(await allPublishJobs()).toBe(jobsBefore);

    const retry = await publish(idUpload, videoIds, 'killed-before-answer-pub-01');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await publications(idUpload)).toBe(1);
    expect((await rowsWithJobs(idUpload)).map(({ id: _id, ...row }) => row)).toEqual(expectedRows);
    expect(await allPublishJobs()).toBe(jobsBefore + 3);
  });

  it('killed just after the commit: one publication whose rows all have their job; the retry gets the first answer', async () => {
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'));
    const jobsBefore = await allPublishJobs();
    faults.afterCommit = new Error('killed');
    expect((await publish(idUpload, videoIds, 'killed-after-commit-pub-02')).statusCode).toBe(500);
    expect(await publications(idUpload)).toBe(1);
    const rows = await rowsWithJobs(idUpload);
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual(expectedRows);

    const retry = await publish(idUpload, videoIds, 'killed-after-commit-pub-02');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const item = retry.json() as PublishedItem;
    expect(item.idUpload).toBe(idUpload);
    expect(item.video.map((row) => row.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
    // The recorded answer is the item as it was published, the same as a fresh read of it.
    const detail = (await t.call('GET', `/api/publication/${idUpload}`, admin)).json() as PublishedItem;
    expect(item).toEqual(detail);
    expect(await publications(idUpload)).toBe(1);
    expect(await allPublishJobs()).toBe(jobsBefore + 3);
  });
});

describe("a row's retry, killed between the effect and its recorded answer", () => {
  /** A published request whose first row failed and has no job left. */
  async function failedRow() {
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'));
    expect((await publish(idUpload, videoIds, `setup-${idUpload}`)).statusCode).toBe(201);
    const [row] = await rowsWithJobs(idUpload);
    await db.query("UPDATE publication_results SET status = 'error', error = 'Тест' WHERE id = $1", [row!.id]);
    await db.query("DELETE FROM pgboss.job WHERE name = 'publish' AND (data->>'resultId')::int = $1", [row!.id]);
    return { idUpload, rowId: row!.id };
  }
  const retryRow = (rowId: number, key: string) =>
    t.app.inject({ method: 'POST', url: `/api/publication/retry/${rowId}`, headers: { ...t.bearer(admin), 'idempotency-key': key } });
  const rowOf = async (idUpload: string, rowId: number) => (await rowsWithJobs(idUpload)).find((row) => row.id === rowId)!;

  it('before the answer: the row stays failed with no job; the retry queues it once', async () => {
    const { idUpload, rowId } = await failedRow();
    faults.beforeAnswer = new Error('killed');
    expect((await retryRow(rowId, 'killed-before-answer-retry-03')).statusCode).toBe(500);
    expect(await rowOf(idUpload, rowId)).toMatchObject({ status: 'error', jobs: 0 });
    const again = await retryRow(rowId, 'killed-before-answer-retry-03');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowOf(idUpload, rowId)).toMatchObject({ status: 'publication', jobs: 1 });
  });

  it('after the commit: the row waits with its job; the retry gets the first answer', async () => {
    const { idUpload, rowId } = await failedRow();
    faults.afterCommit = new Error('killed');
    expect((await retryRow(rowId, 'killed-after-commit-retry-04')).statusCode).toBe(500);
    expect(await rowOf(idUpload, rowId)).toMatchObject({ status: 'publication', jobs: 1 });
    const again = await retryRow(rowId, 'killed-after-commit-retry-04');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toMatchObject({ id: rowId, status: 'publication', platform: 'instagram' });
    expect(await rowOf(idUpload, rowId)).toMatchObject({ status: 'publication', jobs: 1 });
  });
});

describe('an edit that switches a platform on, killed between the effect and its recorded answer', () => {
  /** Published on TikTok only; the edit adds Instagram (a new row for profile 1, with its job) and a new title. */
  async function tiktokOnly() {
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'));
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/publication/create/${idUpload}`,
      headers: t.bearer(admin),
      payload: payload(idUpload, videoIds, profiles, { inTikTok: true }),
    });
    expect(created.statusCode, created.body).toBe(201);
    return idUpload;
  }
  const edit = (idUpload: string, key: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/publication/${idUpload}`,
      headers: { ...t.bearer(admin), 'idempotency-key': key },
      payload: { title: 'Нова назва', description: '', tags: ['кава'], inYouTube: false, inTikTok: true, inInstagram: true },
    });
  const titleOf = async (idUpload: string) =>
    (
      await db.query<{ title: string }>(
        'SELECT p.title FROM publications p JOIN creation_requests cr ON cr.id = p.request_id WHERE cr.id_upload = $1',
        [idUpload],
      )
    )[0]!.title;

  it('before the answer: no new row, no job, the old title; the retry applies it once', async () => {
    const idUpload = await tiktokOnly();
    faults.beforeAnswer = new Error('killed');
    expect((await edit(idUpload, 'killed-before-answer-edit-05')).statusCode).toBe(500);
    expect((await rowsWithJobs(idUpload)).map((row) => row.platform)).toEqual(['tiktok', 'tiktok']);
    expect(await titleOf(idUpload)).toBe('Ранкова кава');
    const again = await edit(idUpload, 'killed-before-answer-edit-05');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((await rowsWithJobs(idUpload)).map(({ id: _id, ...row }) => row)).toEqual(expectedRows);
    expect(await titleOf(idUpload)).toBe('Нова назва');
  });

  it('after the commit: the new row has its job; the retry gets the first answer and queues nothing more', async () => {
    const idUpload = await tiktokOnly();
    faults.afterCommit = new Error('killed');
    expect((await edit(idUpload, 'killed-after-commit-edit-06')).statusCode).toBe(500);
    expect((await rowsWithJobs(idUpload)).map(({ id: _id, ...row }) => row)).toEqual(expectedRows);
    const again = await edit(idUpload, 'killed-after-commit-edit-06');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toMatchObject({ title: 'Нова назва', inInstagram: true });
    expect((await rowsWithJobs(idUpload)).map(({ id: _id, ...row }) => row)).toEqual(expectedRows);
  });
});
