import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Status } from '@shared/status';
import { type Database, openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import type { RowMetadata } from '@server/services/publishing/publication-row-metadata';
import { PublicationRowRepository } from '@server/services/publishing/publication-row-repository';
import { eventRecorder } from '@server/services/events/event-recorder';
import { EventRepository } from '@server/services/events/event-repository';

/**
 * The publication row's state machine, one test per transition, on an in-process PGlite: each
 * transition moves the row, leaves it alone where it does not apply, and rolls the video's and the
 * publication's statuses up in the same transaction.
 */
let db: Database;
let rows: PublicationRowRepository;
let userId: number;
let accountId: number;
let videoId: number;
let publicationId: number;

const LEASE = 60;
const metadata: RowMetadata = { title: 'Назва', description: 'Опис', tags: ['теги'], options: {}, caption: null };
const noLimit = async () => null;

interface RowState {
  status: Status;
  error: string | null;
  attempts: number;
  leased: boolean;
  retry_at: Date | null;
  planned_at: Date | null;
  processing: boolean;
  external_id: string | null;
  url: string | null;
  upload_session_enc: Uint8Array | null;
  video_status: Status;
  publication_status: Status;
}

async function stateOf(id: number): Promise<RowState> {
  const [row] = await db.query<RowState>(
    `SELECT r.status, r.error, r.attempts, coalesce(r.locked_until > now(), false) AS leased, r.retry_at, r.planned_at,
            r.processing_since IS NOT NULL AS processing, r.external_id, r.url, r.upload_session_enc,
            pv.status AS video_status, p.status AS publication_status
       FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id JOIN publications p ON p.id = pv.publication_id
      WHERE r.id = $1`,
    [id],
  );
  return row!;
}

/** A row of the test's video on `platform`, put straight into a state (as earlier transitions would leave it). */
async function rowIn(status: Status, platform: 'youtube' | 'tiktok' | 'instagram' = 'youtube', extra = ''): Promise<number> {
  await db.query('DELETE FROM publication_results WHERE publication_video_id = $1', [videoId]);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO publication_results (publication_video_id, platform, status, title, description, tags, options)
     VALUES ($1, $2, 'publication', 'Назва', '', '{}', '{}') RETURNING id`,
    [videoId, platform],
  );
  await db.query(`UPDATE publication_results SET status = $2 ${extra} WHERE id = $1`, [row!.id, status]);
  return row!.id;
}

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  rows = new PublicationRowRepository(
    db,
    eventRecorder(new EventRepository(db), async () => {}),
  );
  [{ id: userId }] = (await db.query<{ id: number }>("INSERT INTO users (login, password_hash) VALUES ('rows', 'x') RETURNING id")) as [
    { id: number },
  ];
  [{ id: accountId }] = (await db.query<{ id: number }>(
    "INSERT INTO accounts (user_id, proxy) VALUES ($1, 'http://127.0.0.1:1') RETURNING id",
    [userId],
  )) as [{ id: number }];
  const [request] = await db.query<{ id: number }>(
    `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_video, source_storage_key, source_name)
     VALUES ($1, gen_random_uuid(), 'success', 1, true, 'src/a.mp4', 'a.mp4') RETURNING id`,
    [userId],
  );
  const [rendered] = await db.query<{ id: number }>(
    "INSERT INTO rendered_videos (request_id, variant_index, storage_key) VALUES ($1, 0, 'out/a.mp4') RETURNING id",
    [request!.id],
  );
  [{ id: publicationId }] = (await db.query<{ id: number }>(
    "INSERT INTO publications (user_id, request_id, title, in_youtube, in_tiktok) VALUES ($1, $2, 'Назва', true, true) RETURNING id",
    [userId, request!.id],
  )) as [{ id: number }];
  [{ id: videoId }] = (await db.query<{ id: number }>(
    'INSERT INTO publication_videos (publication_id, rendered_video_id, account_id) VALUES ($1, $2, $3) RETURNING id',
    [publicationId, rendered!.id, accountId],
  )) as [{ id: number }];
}, 60_000);

afterAll(() => db?.close());

beforeEach(async () => {
  await db.query('DELETE FROM publication_results WHERE publication_video_id = $1', [videoId]);
});

describe('the publication row state machine', () => {
  it('create: a new row waits for its job as "publication", with what it is posted with', async () => {
    const id = await db.transaction((tx) => rows.create(tx, videoId, 'youtube', metadata));
    const [row] = await db.query<{ status: Status; title: string; tags: string[] }>(
      'SELECT status, title, tags FROM publication_results WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'publication', title: 'Назва', tags: ['теги'] });
  });

  it('claim: publication → loading with a lease, counting an attempt, the statuses rolled up', async () => {
    const id = await rowIn('publication', 'youtube', ", error = 'раніше', retry_at = now()");
    expect(await rows.claim(id, LEASE, noLimit)).toBe('claimed');
    expect(await stateOf(id)).toMatchObject({
      status: 'loading',
      leased: true,
      attempts: 1,
      error: null,
      retry_at: null,
      video_status: 'loading',
      publication_status: 'loading',
    });
  });

  it('claim: error → loading too (a job run again after a failure)', async () => {
    const id = await rowIn('error', 'youtube', ", error = 'збій'");
    expect(await rows.claim(id, LEASE, noLimit)).toBe('claimed');
    expect(await stateOf(id)).toMatchObject({ status: 'loading', leased: true, error: null });
  });

  it('claim while another job holds the lease: taken, nothing changes', async () => {
    const id = await rowIn('loading', 'youtube', ", locked_until = now() + interval '1 minute', attempts = 1");
    expect(await rows.claim(id, LEASE, noLimit)).toBe('taken');
    expect(await stateOf(id)).toMatchObject({ status: 'loading', attempts: 1 });
  });

  it('claim of a loading row whose lease ran out: claimed again (its job died)', async () => {
    const id = await rowIn('loading', 'youtube', ", locked_until = now() - interval '1 second', attempts = 1");
    expect(await rows.claim(id, LEASE, noLimit)).toBe('claimed');
    expect(await stateOf(id)).toMatchObject({ status: 'loading', attempts: 2, leased: true });
  });

  it('claim held back by a posting limit: stays publication, with the reason, planned and retried at the slot', async () => {
    const id = await rowIn('publication');
    const until = new Date(Date.now() + 3_600_000);
    expect(await rows.claim(id, LEASE, async () => ({ until, reason: 'Ліміт публікацій' }))).toEqual(until);
    const state = await stateOf(id);
    expect(state).toMatchObject({ status: 'publication', error: 'Ліміт публікацій', leased: false, attempts: 0 });
    expect(state.retry_at?.getTime()).toBe(until.getTime());
    expect(state.planned_at?.getTime()).toBe(until.getTime());
  });

  it('claim of a finished or switched-off row: taken, nothing changes', async () => {
    for (const status of ['success', 'noactive'] as const) {
      const id = await rowIn(status);
      expect(await rows.claim(id, LEASE, noLimit)).toBe('taken');
      expect((await stateOf(id)).status).toBe(status);
    }
  });

  it('claimCheck: a row the platform is processing → loading with a lease, no attempt counted, the reason kept', async () => {
    const id = await rowIn('loading', 'youtube', ", processing_since = now(), error = 'Обробляється', retry_at = now(), attempts = 1");
    expect(await rows.claimCheck(id, LEASE)).toBe(true);
    expect(await stateOf(id)).toMatchObject({ status: 'loading', leased: true, attempts: 1, error: 'Обробляється', retry_at: null });
  });

  it('claimCheck of a row the platform holds nothing of: false, nothing changes', async () => {
    const id = await rowIn('publication');
    expect(await rows.claimCheck(id, LEASE)).toBe(false);
    expect(await stateOf(id)).toMatchObject({ status: 'publication', leased: false });
  });

  it('succeed: loading → success with the post; the lease, the processing mark and the upload session go', async () => {
    const id = await rowIn(
      'loading',
      'youtube',
      ", locked_until = now() + interval '1 minute', processing_since = now(), upload_session_enc = '\\x01'",
    );
    expect(await rows.succeed(id, { externalId: 'abc', url: 'https://youtube.com/shorts/abc' })).toBe(true);
    expect(await stateOf(id)).toMatchObject({
      status: 'success',
      external_id: 'abc',
      url: 'https://youtube.com/shorts/abc',
      leased: false,
      processing: false,
      upload_session_enc: null,
      video_status: 'success',
      publication_status: 'success',
    });
  });

  it('wait: loading → publication until a time, with the reason; the upload session stays; replan moves the slot', async () => {
    const id = await rowIn('loading', 'youtube', ", locked_until = now() + interval '1 minute', upload_session_enc = '\\x01'");
    const until = new Date(Date.now() + 600_000);
    expect(await rows.wait(id, 'Денний ліміт', until)).toBe(true);
    let state = await stateOf(id);
    expect(state).toMatchObject({
      status: 'publication',
      error: 'Денний ліміт',
      leased: false,
      planned_at: null,
      publication_status: 'publication',
    });
    expect(state.retry_at?.getTime()).toBe(until.getTime());
    expect(state.upload_session_enc).not.toBeNull();
    await rows.wait(id, 'Пауза профілю', until, true);
    state = await stateOf(id);
    expect(state.planned_at?.getTime()).toBe(until.getTime());
  });

  it('processing: loading stays loading with the reason, no lease, the next check planned, processing_since kept', async () => {
    const id = await rowIn('loading', 'youtube', ", locked_until = now() + interval '1 minute'");
    const until = new Date(Date.now() + 60_000);
    expect(await rows.processing(id, 'YouTube обробляє відео', until)).toBe(true);
    const state = await stateOf(id);
    expect(state).toMatchObject({ status: 'loading', error: 'YouTube обробляє відео', leased: false, processing: true });
    expect(state.retry_at?.getTime()).toBe(until.getTime());
  });

  it('fail: loading → error with the reason, the lease and the processing mark gone, the statuses rolled up', async () => {
    const id = await rowIn('loading', 'youtube', ", locked_until = now() + interval '1 minute', processing_since = now()");
    expect(await rows.fail(id, 'Профіль заблоковано')).toBe(true);
    expect(await stateOf(id)).toMatchObject({
      status: 'error',
      error: 'Профіль заблоковано',
      leased: false,
      processing: false,
      video_status: 'error',
      publication_status: 'error',
    });
  });

  it('keepTrying: loading stays loading with a note, its lease released for the queue to run it again', async () => {
    const id = await rowIn('loading', 'youtube', ", locked_until = now() + interval '1 minute'");
    expect(await rows.keepTrying(id, 'Немає звʼязку; спробуємо ще')).toBe(true);
    expect(await stateOf(id)).toMatchObject({ status: 'loading', error: 'Немає звʼязку; спробуємо ще', leased: false });
  });

  it('retry: error → publication by the operator; refused while a job holds the row', async () => {
    const failed = await rowIn('error', 'youtube', ", error = 'збій', retry_at = now()");
    expect(await db.transaction((tx) => rows.retry(tx, failed))).toBe(true);
    expect(await stateOf(failed)).toMatchObject({ status: 'publication', error: null, retry_at: null, publication_status: 'publication' });

    const held = await rowIn('loading', 'youtube', ", locked_until = now() + interval '1 minute'");
    expect(await db.transaction((tx) => rows.retry(tx, held))).toBe(false);
    expect((await stateOf(held)).status).toBe('loading');

    const done = await rowIn('success');
    expect(await db.transaction((tx) => rows.retry(tx, done))).toBe(false);
  });

  it('switchOff: publication | error → noactive; a row already sent stays', async () => {
    const waiting = await rowIn('publication', 'tiktok', ', retry_at = now()');
    expect(await db.transaction((tx) => rows.switchOff(tx, videoId, 'tiktok'))).toBe(true);
    expect(await stateOf(waiting)).toMatchObject({
      status: 'noactive',
      retry_at: null,
      video_status: 'noactive',
      publication_status: 'noactive',
    });

    const sent = await rowIn('success', 'tiktok');
    expect(await db.transaction((tx) => rows.switchOff(tx, videoId, 'tiktok'))).toBe(false);
    expect((await stateOf(sent)).status).toBe('success');
  });

  it('switchOn: noactive → publication; a new row where there was none; null where the row is already going', async () => {
    const stopped = await rowIn('noactive', 'tiktok');
    expect(await db.transaction((tx) => rows.switchOn(tx, videoId, 'tiktok', metadata))).toBe(stopped);
    expect((await stateOf(stopped)).status).toBe('publication');

    const added = await db.transaction((tx) => rows.switchOn(tx, videoId, 'instagram', metadata));
    expect(added).not.toBeNull();
    expect((await stateOf(added!)).status).toBe('publication');

    expect(await db.transaction((tx) => rows.switchOn(tx, videoId, 'tiktok', metadata))).toBeNull();
  });

  it('releaseDeadLeases: every lease is let go (the embedded database at start-up: their jobs are gone)', async () => {
    const id = await rowIn('loading', 'youtube', ", locked_until = now() + interval '1 hour'");
    await rows.releaseDeadLeases();
    expect(await stateOf(id)).toMatchObject({ status: 'loading', leased: false });
  });

  it('waitingForJobs: rows waiting, and loading rows whose lease ran out, with when their job should start', async () => {
    const planned = new Date(Date.now() + 3_600_000);
    const waiting = await rowIn('publication');
    await db.query('UPDATE publication_results SET planned_at = $2 WHERE id = $1', [waiting, planned]);
    const found = await rows.waitingForJobs();
    expect(found).toHaveLength(1);
    expect(found[0]!.id).toBe(waiting);
    expect(found[0]!.start_after?.getTime()).toBe(planned.getTime());

    await rowIn('loading', 'youtube', ", locked_until = now() + interval '1 minute'");
    expect(await rows.waitingForJobs()).toEqual([]);
  });
});
