import type { Platform, Status } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import type { RecordEvent } from '@server/services/events/event-recorder';
import type { ProfileTextRow } from './profile-text-values';
import { profileTextColumns, profileTextJoin } from './profile-text-values';
import { metadataColumns, metadataParams, notYetSent, type RowMetadata } from './publication-row-metadata';

/**
 * The publication rows' repository: every write of `publication_results`, and so the life of one row
 * (rendered video × profile × platform), in one place:
 *
 *   create ─▶ publication ──claim──▶ loading ──succeed──▶ success
 *                 ▲   ▲                 │ ├─ wait (limit, post in the platform's hands) ─▶ publication, retry_at
 *                 │   │                 │ ├─ processing (the platform has the upload) ─▶ loading, retry_at ─claimCheck─▶ loading
 *                 │   │                 │ ├─ fail ─▶ error
 *                 │   │                 │ └─ keepTrying (transient) ─▶ loading, with a note
 *                 │   └──── retry (the operator) ◀── error | loading whose lease ran out
 *                 └──── switchOn ◀── noactive ◀── switchOff ── publication | error
 *   publication (not sent yet, no job holding it) ──removePlanned (the operator)──▶ gone
 *
 * A claim may instead find that posting now would break a posting limit: the row stays 'publication',
 * planned and retried at the next allowed slot.
 *
 * Every transition writes the row and the statuses rolled up from it (video, publication) in one
 * transaction, so no reader sees one without the other. A transition that does not apply to the
 * row's current state changes nothing and answers false (or null).
 */

type RowsOf = { resultId: number } | { videoId: number };

/** What the publish job reads of its row before it claims it. */
export interface WorkRow {
  id: number;
  platform: Platform;
  status: string;
  publication_video_id: number;
  publish_at: Date | null;
  /** Another job holds the row (its lease runs). */
  held: boolean;
  /** The platform holds the row's post and was still processing it at the last check. */
  processing_since: Date | null;
  /** The row's slot under the posting limits (moved by hand in the calendar, perhaps after its job was queued). */
  planned_at: Date | null;
  account_id: number;
  storage_key: string;
  size_bytes: string | null;
  duration_ms: number | null;
}

/**
 * A video's status follows from its platform rows and a publication's from its videos: an error
 * shows first (it needs a person), then work in progress, then waiting, then done.
 */
const rollUp = (column: string) => `CASE
    WHEN bool_or(${column} = 'error') THEN 'error'
    WHEN bool_or(${column} = 'loading') THEN 'loading'
    WHEN bool_or(${column} = 'publication') THEN 'publication'
    WHEN bool_or(${column} = 'success') THEN 'success'
    ELSE 'noactive' END`;

/**
 * Rolls a video's status up from its rows, then its publication's from its videos. Returns the
 * publication's new status when it changed.
 */
export async function refreshStatuses(db: Queryable, publicationVideoId: number): Promise<string | null> {
  await db.query(
    `UPDATE publication_videos pv SET status = agg.status, updated_at = now()
       FROM (SELECT ${rollUp('status')} AS status FROM publication_results WHERE publication_video_id = $1) agg
      WHERE pv.id = $1 AND pv.status IS DISTINCT FROM agg.status`,
    [publicationVideoId],
  );
  const [changed] = await db.query<{ status: string }>(
    `UPDATE publications p SET status = agg.status, updated_at = now()
       FROM (SELECT ${rollUp('v.status')} AS status FROM publication_videos v
              WHERE v.publication_id = (SELECT publication_id FROM publication_videos WHERE id = $1)) agg
      WHERE p.id = (SELECT publication_id FROM publication_videos WHERE id = $1) AND p.status IS DISTINCT FROM agg.status
      RETURNING p.status`,
    [publicationVideoId],
  );
  return changed?.status ?? null;
}

/**
 * Takes the publication's row lock before touching any of its rows. Two rows of one item finishing
 * at once then roll their statuses up one after the other, each reading what the other committed
 * (otherwise both read the other's old status and the item stays 'loading'), and every writer takes
 * the locks in the same order (publication, then rows), so an edit and a job never deadlock.
 * Answers what the events about the publication need: whether the rows moved were still going
 * (waiting or publishing) before, whose the publication is, and its request's upload id.
 */
async function lockPublication(tx: Queryable, rows: RowsOf): Promise<LockedPublication | undefined> {
  const videoId = 'videoId' in rows ? '$1' : '(SELECT publication_video_id FROM publication_results WHERE id = $1)';
  const moved = 'videoId' in rows ? 'publication_video_id = $1' : 'id = $1';
  const [locked] = await tx.query<LockedPublication>(
    `SELECT p.id, p.user_id, (SELECT id_upload FROM creation_requests WHERE id = p.request_id) AS id_upload,
            EXISTS (SELECT 1 FROM publication_results WHERE ${moved} AND status IN ('publication', 'loading')) AS was_going
       FROM publications p WHERE p.id = (SELECT publication_id FROM publication_videos WHERE id = ${videoId}) FOR UPDATE`,
    ['videoId' in rows ? rows.videoId : rows.resultId],
  );
  return locked;
}

interface LockedPublication {
  id: number;
  user_id: number;
  id_upload: string;
  was_going: boolean;
}

/**
 * Claimed rows carry a lease: another job of the same row finds it taken and leaves it alone.
 * Rows that stop going (waiting or publishing) may end the publication or fail in it: the owner hears
 * of it in this transaction (`recordOutcome`).
 */
async function transition(tx: Queryable, rows: RowsOf, sql: string, params: unknown[], recordEvent: RecordEvent): Promise<boolean> {
  const publication = await lockPublication(tx, rows);
  const [row] = await tx.query<{ publication_video_id: number; status?: string; error?: string | null }>(
    `${sql} RETURNING publication_video_id, status, error`,
    params,
  );
  if (!row) return false;
  const publicationStatus = await refreshStatuses(tx, row.publication_video_id);
  const stoppedGoing = publication?.was_going && row.status !== 'publication' && row.status !== 'loading';
  if (stoppedGoing) await recordOutcome(tx, publication!, publicationStatus, row.error ?? null, recordEvent);
  return true;
}

/**
 * After rows of a publication stopped going: 'publication.rows_failed' when its status has just become
 * 'error' (its first failed row since it was last clear), 'publication.finished' with the rows per
 * status when none is waiting or publishing any more.
 */
async function recordOutcome(
  tx: Queryable,
  publication: LockedPublication,
  newStatus: string | null,
  reason: string | null,
  recordEvent: RecordEvent,
): Promise<void> {
  const counted = await tx.query<{ status: Status; rows: number }>(
    `SELECT r.status, count(*)::int AS rows FROM publication_videos v JOIN publication_results r ON r.publication_video_id = v.id
      WHERE v.publication_id = $1 GROUP BY r.status`,
    [publication.id],
  );
  const counts = Object.fromEntries(counted.map(({ status, rows }) => [status, rows])) as Partial<Record<Status, number>>;
  const subject = { ownerId: publication.user_id };
  const about = { publicationId: publication.id, idUpload: publication.id_upload };
  if (newStatus === 'error') {
    await recordEvent(tx, { kind: 'publication.rows_failed', ...subject, data: { ...about, failed: counts.error ?? 0, reason } });
  }
  if (!counts.publication && !counts.loading) {
    await recordEvent(tx, { kind: 'publication.finished', ...subject, data: { ...about, counts } });
  }
}

/** No job holds the row: it never had a lease, or the lease ran out. */
const LEASE_FREE = '(locked_until IS NULL OR locked_until < now())';
/** A row a publish job may take: waiting, failed, or loading with no live lease. */
const CLAIMABLE = `status IN ('publication', 'loading', 'error') AND ${LEASE_FREE}`;

/** Why a claim did not go ahead: the posting limits put the row off until `until`. */
export type Pace = (tx: Queryable) => Promise<{ until: Date; reason: string } | null>;

export class PublicationRowRepository {
  constructor(
    private readonly db: Database,
    private readonly recordEvent: RecordEvent,
  ) {}

  /** A new row for a video on a platform, waiting for its job, with what it is to be posted with. */
  async create(tx: Queryable, videoId: number, platform: Platform, metadata: RowMetadata): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO publication_results (publication_video_id, platform, ${metadataColumns}) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [videoId, platform, ...metadataParams(metadata)],
    );
    return row!.id;
  }

  /** What the publish job needs of its row: its state, its profile, its video file. Null when it is gone. */
  async workRow(id: number): Promise<WorkRow | null> {
    const [row] = await this.db.query<WorkRow>(
      `SELECT r.id, r.platform, r.status, r.publication_video_id, pv.publish_at, pv.account_id, coalesce(r.locked_until > now(), false) AS held, r.processing_since, r.planned_at,
              rv.storage_key, rv.size_bytes, rv.duration_ms
         FROM publication_results r
         JOIN publication_videos pv ON pv.id = r.publication_video_id
         JOIN rendered_videos rv ON rv.id = pv.rendered_video_id
        WHERE r.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /**
   * publication | loading | error → loading, with a lease for `leaseSeconds`, the posting limits checked
   * in the same transaction (after the publication's lock, so the lock order stays publication, then
   * pacing): 'claimed'; 'taken' when another job holds the row; or, when `pace` finds that posting now
   * would break a limit, the row waits (status 'publication', the reason shown, planned and retried at
   * the new slot) and the answer is that slot.
   */
  claim(id: number, leaseSeconds: number, pace: Pace): Promise<'claimed' | 'taken' | Date> {
    return this.db.transaction(async (tx) => {
      await lockPublication(tx, { resultId: id });
      const wait = await pace(tx);
      if (!wait) {
        const claimed = await this.transitionIn(
          tx,
          { resultId: id },
          `UPDATE publication_results
              SET status = 'loading', attempts = attempts + 1, error = NULL, retry_at = NULL, updated_at = now(),
                  locked_until = now() + make_interval(secs => $2)
            WHERE id = $1 AND ${CLAIMABLE}`,
          [id, leaseSeconds],
        );
        return claimed ? 'claimed' : 'taken';
      }
      const waiting = await this.transitionIn(
        tx,
        { resultId: id },
        `UPDATE publication_results SET status = 'publication', error = $2, retry_at = $3, planned_at = $3, locked_until = NULL, updated_at = now()
          WHERE id = $1 AND ${CLAIMABLE}`,
        [id, wait.reason, wait.until],
      );
      return waiting ? wait.until : 'taken';
    });
  }

  /**
   * A row whose post the platform already holds (`processing_since`): → loading with a lease, the
   * reason kept, without counting an attempt and without the posting limits (the run only checks).
   * False when another job holds it or the platform holds no post of it.
   */
  claimCheck(id: number, leaseSeconds: number): Promise<boolean> {
    return this.inTransaction(
      { resultId: id },
      `UPDATE publication_results
          SET status = 'loading', retry_at = NULL, updated_at = now(), locked_until = now() + make_interval(secs => $2)
        WHERE id = $1 AND processing_since IS NOT NULL AND status IN ('publication', 'loading') AND ${LEASE_FREE}`,
      [id, leaseSeconds],
    );
  }

  /** loading → success with the post; the upload session is forgotten. */
  succeed(id: number, post: { externalId: string; url: string | null }): Promise<boolean> {
    return this.inTransaction(
      { resultId: id },
      `UPDATE publication_results
          SET status = 'success', external_id = $2, url = $3, error = NULL, retry_at = NULL, published_at = now(),
              upload_session_enc = NULL, locked_until = NULL, processing_since = NULL, updated_at = now()
        WHERE id = $1`,
      [id, post.externalId, post.url],
    );
  }

  /**
   * loading → publication until `until`, with the reason shown; the upload session is kept for the next
   * run. `replan` also moves the row's planned slot there (the profile was paused on the platform).
   */
  wait(id: number, reason: string, until: Date, replan = false): Promise<boolean> {
    return this.inTransaction(
      { resultId: id },
      `UPDATE publication_results SET status = 'publication', error = $2, retry_at = $3, locked_until = NULL, updated_at = now(),
              planned_at = CASE WHEN $4::boolean THEN $3 ELSE planned_at END
        WHERE id = $1`,
      [id, reason, until, replan],
    );
  }

  /**
   * The platform took the upload and is processing it: loading stays loading, with the reason shown,
   * no lease and the next check at `until`; `processing_since` keeps when this began.
   */
  processing(id: number, reason: string, until: Date): Promise<boolean> {
    return this.inTransaction(
      { resultId: id },
      `UPDATE publication_results SET status = 'loading', error = $2, retry_at = $3, locked_until = NULL, updated_at = now(),
              processing_since = coalesce(processing_since, now())
        WHERE id = $1`,
      [id, reason, until],
    );
  }

  /** → error with a reason a person can act on. */
  fail(id: number, reason: string): Promise<boolean> {
    return this.inTransaction(
      { resultId: id },
      `UPDATE publication_results SET status = 'error', error = $2, locked_until = NULL, processing_since = NULL, updated_at = now() WHERE id = $1`,
      [id, reason],
    );
  }

  /** loading stays loading after a transient failure, with a note; the job queue runs it again. */
  keepTrying(id: number, note: string): Promise<boolean> {
    return this.inTransaction(
      { resultId: id },
      `UPDATE publication_results SET status = 'loading', error = $2, locked_until = NULL, updated_at = now() WHERE id = $1`,
      [id, note],
    );
  }

  /**
   * The operator's retry: error | loading (lease run out) → publication. False while a job holds the
   * row. Runs in the caller's transaction, which queues the row's job with it.
   */
  retry(tx: Queryable, id: number): Promise<boolean> {
    return this.transitionIn(
      tx,
      { resultId: id },
      `UPDATE publication_results SET status = 'publication', error = NULL, retry_at = NULL, updated_at = now()
        WHERE id = $1 AND status IN ('error', 'loading') AND ${LEASE_FREE}`,
      [id],
    );
  }

  /**
   * The operator deletes a planned row: only while it waits ('publication'), nothing of it has reached
   * the platform (no upload session, no post being processed) and no job holds it. Its queued job then
   * finds no row and ends. Runs in the caller's transaction.
   */
  removePlanned(tx: Queryable, id: number): Promise<boolean> {
    return this.transitionIn(
      tx,
      { resultId: id },
      `DELETE FROM publication_results
        WHERE id = $1 AND status = 'publication' AND upload_session_enc IS NULL AND processing_since IS NULL AND ${LEASE_FREE}`,
      [id],
    );
  }

  /** The platform switched off on the item: its waiting and failed rows stop ('Не вибраний'). */
  switchOff(tx: Queryable, videoId: number, platform: Platform): Promise<boolean> {
    return this.transitionIn(
      tx,
      { videoId },
      `UPDATE publication_results SET status = 'noactive', retry_at = NULL, updated_at = now()
        WHERE publication_video_id = $1 AND platform = $2 AND status IN ('publication', 'error')`,
      [videoId, platform],
    );
  }

  /**
   * The platform switched on again: a new row (with `metadata`), or a stopped one back to waiting (with
   * the metadata it has). Null when the row is already going.
   */
  async switchOn(tx: Queryable, videoId: number, platform: Platform, metadata: RowMetadata): Promise<number | null> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO publication_results (publication_video_id, platform, ${metadataColumns}) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (publication_video_id, platform) DO UPDATE SET status = 'publication', error = NULL, updated_at = now()
         WHERE publication_results.status = 'noactive'
       RETURNING id`,
      [videoId, platform, ...metadataParams(metadata)],
    );
    return row?.id ?? null;
  }

  /**
   * The rows of the publication that have not gone to their platform, with their profiles' values for
   * the text variables. Read in the saving transaction, after the publication's row was written (its
   * lock orders this against a job's claim, which reads the row's metadata once the row is 'loading').
   */
  unsentRows(tx: Queryable, publicationId: number): Promise<Array<{ id: number; platform: Platform } & ProfileTextRow>> {
    return tx.query<{ id: number; platform: Platform } & ProfileTextRow>(
      `SELECT r.id, r.platform, ${profileTextColumns}
         FROM publication_results r
         JOIN publication_videos pv ON pv.id = r.publication_video_id
         JOIN accounts a ON a.id = pv.account_id ${profileTextJoin}
        WHERE pv.publication_id = $1 AND ${notYetSent('r')}
        ORDER BY r.id`,
      [publicationId],
    );
  }

  /** A row not yet sent takes the publication's saved metadata, built for its profile (rows already sent keep theirs). */
  async setMetadata(tx: Queryable, resultId: number, metadata: RowMetadata): Promise<void> {
    await tx.query(
      `UPDATE publication_results r SET title = $2, description = $3, tags = $4, options = $5, caption = $6
        WHERE r.id = $1 AND ${notYetSent('r')}
          AND (r.title, r.description, r.tags, r.options, r.caption) IS DISTINCT FROM ($2, $3, $4::text[], $5::jsonb, $6::text)`,
      [resultId, ...metadataParams(metadata)],
    );
  }

  /** What a row posts with; read by its job after the claim, when no edit can change it any more. */
  async metadata(resultId: number): Promise<RowMetadata | null> {
    const [row] = await this.db.query<RowMetadata>(`SELECT ${metadataColumns} FROM publication_results WHERE id = $1`, [resultId]);
    return row ?? null;
  }

  /**
   * At start-up with the embedded database only this process runs jobs, so every lease belongs to a
   * process that is gone.
   */
  async releaseDeadLeases(): Promise<void> {
    await this.db.query('UPDATE publication_results SET locked_until = NULL WHERE locked_until IS NOT NULL');
  }

  /** Rows that should have a job and when it should start (a crash between saving and queueing, a kill mid-upload). */
  waitingForJobs() {
    return this.db.query<{ id: number; start_after: Date | null }>(
      `SELECT r.id, CASE WHEN r.platform = 'youtube' THEN greatest(r.retry_at, r.planned_at) ELSE greatest(pv.publish_at, r.retry_at, r.planned_at) END AS start_after
         FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id
        WHERE r.status = 'publication' OR (r.status = 'loading' AND (r.locked_until IS NULL OR r.locked_until < now()))`,
    );
  }

  /** One transition of a row in the caller's transaction. */
  private transitionIn(tx: Queryable, rows: RowsOf, sql: string, params: unknown[]): Promise<boolean> {
    return transition(tx, rows, sql, params, this.recordEvent);
  }

  /** One transition of a row in a transaction of its own. */
  private inTransaction(rows: RowsOf, sql: string, params: unknown[]): Promise<boolean> {
    return this.db.transaction((tx) => transition(tx, rows, sql, params, this.recordEvent));
  }
}
