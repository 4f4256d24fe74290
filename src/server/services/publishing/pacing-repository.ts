import type { Platform } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import { eventSubject } from '@server/services/accounts/account-repository';
import type { RecordEvent } from '@server/services/events/event-recorder';
import { visibleTo } from './publication-visibility';
import type { PostingLimits } from './slot-planner';

/**
 * The pacing's data: the profile/platform locks, the limits, the pauses and the times already taken
 * that `posting-pacing.ts` decides from, and what it writes (a row's planned slot, a pause, the exit
 * leases swept at start). Each function takes the caller's database or transaction first: the
 * pacing's reads and writes run under the locks its caller's transaction holds.
 */

/** The advisory lock of one profile on one platform: the two-integer form, a key space of its own. */
const PLATFORM_CODE: Record<Platform, number> = { youtube: 13_001, tiktok: 13_002, instagram: 13_003 };

/** Takes the pacing locks of these profile/platform pairs, in one order everywhere (no deadlock between two schedulings). */
export async function lockPacing(tx: Queryable, pairs: Array<{ accountId: number; platform: Platform }>): Promise<void> {
  const keys = [...new Map(pairs.map((pair) => [`${pair.accountId}:${pair.platform}`, pair])).values()].sort(
    (a, b) => a.accountId - b.accountId || PLATFORM_CODE[a.platform] - PLATFORM_CODE[b.platform],
  );
  for (const key of keys) await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [key.accountId, PLATFORM_CODE[key.platform]]);
}

/** The profile's own limits on the platform, else the product default. */
export async function limitsOf(db: Queryable, accountId: number, platform: Platform): Promise<PostingLimits> {
  const [row] = await db.query<{ daily_cap: number; min_gap_minutes: number; jitter_minutes: number }>(
    `SELECT daily_cap, min_gap_minutes, jitter_minutes FROM posting_limits
      WHERE platform = $2 AND (account_id = $1 OR account_id IS NULL)
      ORDER BY account_id NULLS LAST LIMIT 1`,
    [accountId, platform],
  );
  if (!row) throw new Error(`no posting limits for ${platform}`);
  return { dailyCap: row.daily_cap, minGapMinutes: row.min_gap_minutes, jitterMinutes: row.jitter_minutes };
}

export interface Pause {
  until: Date;
  reason: string;
}

/** The pause a platform's "too many" put on the profile, while it lasts. */
export async function pauseOf(db: Queryable, accountId: number, platform: Platform, now: Date): Promise<Pause | null> {
  const [row] = await db.query<{ tightened_until: Date; reason: string }>(
    'SELECT tightened_until, reason FROM account_platform_pacing WHERE account_id = $1 AND platform = $2 AND tightened_until > $3',
    [accountId, platform, now],
  );
  return row ? { until: row.tightened_until, reason: row.reason } : null;
}

/**
 * Times taken on the profile's platform, for planning: posts made in the last day (a post the platform
 * is still processing, at its upload), and the slots of rows still to post (a row overdue or posting
 * now counts as now; one waiting for a limit, at its retry time). `except` leaves out the rows being planned.
 */
export async function plannedTimes(db: Queryable, accountId: number, platform: Platform, now: Date, except: number[]): Promise<number[]> {
  const rows = await db.query<{ at: Date }>(
    `SELECT CASE WHEN r.status = 'success' THEN r.published_at WHEN r.processing_since IS NOT NULL THEN r.processing_since
                 ELSE greatest(r.planned_at, r.retry_at, $3::timestamptz) END AS at
       FROM publication_videos pv JOIN publication_results r ON r.publication_video_id = pv.id
      WHERE pv.account_id = $1 AND r.platform = $2 AND NOT (r.id = ANY($4::int[]))
        AND ((r.status = 'success' AND r.published_at > $3::timestamptz - interval '1 day')
          OR (r.status IN ('publication', 'loading') AND r.processing_since > $3::timestamptz - interval '1 day')
          OR (r.status IN ('publication', 'loading') AND r.processing_since IS NULL AND r.planned_at IS NOT NULL))`,
    [accountId, platform, now, except],
  );
  return rows.map((row) => row.at.getTime());
}

/**
 * What really happened: posts of the last day (a post the platform is still processing, at its
 * upload), and rows posting right now (a live lease) as now.
 */
export async function postedTimes(db: Queryable, accountId: number, platform: Platform, now: Date, except: number): Promise<number[]> {
  const rows = await db.query<{ at: Date }>(
    `SELECT CASE WHEN r.status = 'success' THEN r.published_at WHEN r.processing_since IS NOT NULL THEN r.processing_since ELSE $3::timestamptz END AS at
       FROM publication_videos pv JOIN publication_results r ON r.publication_video_id = pv.id
      WHERE pv.account_id = $1 AND r.platform = $2 AND r.id <> $4
        AND ((r.status = 'success' AND r.published_at > $3::timestamptz - interval '1 day')
          OR (r.status IN ('publication', 'loading') AND r.processing_since > $3::timestamptz - interval '1 day')
          OR (r.status = 'loading' AND r.locked_until > $3::timestamptz))`,
    [accountId, platform, now, except],
  );
  return rows.map((row) => row.at.getTime());
}

/** The database's clock, as it runs on within the transaction. */
export const clock = async (db: Queryable) => (await db.query<{ now: Date }>('SELECT clock_timestamp() AS now'))[0]!.now;

/** A row being planned or checked, with its profile and its publication's date. */
export interface PlannedRow {
  id: number;
  platform: Platform;
  account_id: number;
  publish_at: Date | null;
  /** Sent 'у наступні вільні слоти': planned into the profile's weekly pattern. */
  in_slots: boolean;
}

/** The rows `resultIds`, by id. */
export function rowsToPlan(tx: Queryable, resultIds: number[]): Promise<PlannedRow[]> {
  return tx.query<PlannedRow>(
    `SELECT r.id, r.platform, pv.account_id, pv.publish_at, pv.in_slots
       FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id
      WHERE r.id = ANY($1::int[]) ORDER BY r.id`,
    [resultIds],
  );
}

/** Writes the row's planned slot. */
export async function setPlannedAt(tx: Queryable, resultId: number, slot: Date): Promise<void> {
  await tx.query('UPDATE publication_results SET planned_at = $2 WHERE id = $1', [resultId, slot]);
}

/** The row `resultId`, if it is still there. */
export async function rowToCheck(tx: Queryable, resultId: number): Promise<PlannedRow | undefined> {
  const [row] = await tx.query<PlannedRow>(
    `SELECT r.id, r.platform, pv.account_id, pv.publish_at, pv.in_slots
       FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id WHERE r.id = $1`,
    [resultId],
  );
  return row;
}

/**
 * Pauses the profile on the platform for `seconds` from now, never shortening a longer pause already
 * in place. Returns the end. A pause that begins (none was running) is told to the profile's owner
 * ('profile.paused'); lengthening one already running is not told again.
 */
export async function savePause(
  db: Database,
  recordEvent: RecordEvent,
  accountId: number,
  platform: Platform,
  seconds: number,
  reason: string,
): Promise<Date> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ tightened_until: Date; was_paused: boolean }>(
      `WITH before AS (SELECT tightened_until > clock_timestamp() AS paused FROM account_platform_pacing WHERE account_id = $1 AND platform = $2)
       INSERT INTO account_platform_pacing (account_id, platform, tightened_until, reason)
       VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3), $4)
       ON CONFLICT (account_id, platform) DO UPDATE
         SET tightened_until = greatest(account_platform_pacing.tightened_until, EXCLUDED.tightened_until),
             reason = EXCLUDED.reason, updated_at = now()
       RETURNING tightened_until, coalesce((SELECT paused FROM before), false) AS was_paused`,
      [accountId, platform, seconds, reason],
    );
    if (!row!.was_paused) {
      await recordEvent(tx, {
        kind: 'profile.paused',
        ...(await eventSubject(tx, accountId)),
        data: { platform, until: new Date(row!.tightened_until).toISOString(), reason },
      });
    }
    return row!.tightened_until;
  });
}

/** The profile's proxy and the exit IP of its last proxy check, if the profile is there. */
export async function proxyOf(db: Queryable, accountId: number): Promise<{ proxy: string; proxy_exit_ip: string | null } | undefined> {
  const [row] = await db.query<{ proxy: string; proxy_exit_ip: string | null }>('SELECT proxy, proxy_exit_ip FROM accounts WHERE id = $1', [
    accountId,
  ]);
  return row;
}

/** What a profile's title is made of, if the profile is there. */
export async function titleParts(db: Queryable, accountId: number): Promise<{ id: number; proxy: string; comments: string } | undefined> {
  const [row] = await db.query<{ id: number; proxy: string; comments: string }>('SELECT id, proxy, comments FROM accounts WHERE id = $1', [
    accountId,
  ]);
  return row;
}

/** With the embedded database only this process posts: exit leases left at start belong to a process that is gone. */
export const releaseDeadExitLeases = (db: Database) => db.query("DELETE FROM leases WHERE key LIKE 'exit:%'");

/** A row the calendar may move, with what the move's check needs. */
export interface MovableRow {
  id: number;
  platform: Platform;
  account_id: number;
  publish_at: Date | null;
  planned_at: Date | null;
  /** Waiting, not held by a job nor in the platform's hands. */
  movable: boolean;
}

/**
 * The rows a move names (one row, or a publication's rows not switched off nor done), held for the move:
 * their publication is locked first, as the row's transitions lock it, so a job cannot claim a row meanwhile.
 * Only what `viewer` may see (null: an admin, all); none when nothing visible is named.
 */
export async function rowsToMove(
  tx: Queryable,
  target: { resultId: number } | { publicationId: number },
  viewer: number | null,
): Promise<MovableRow[]> {
  const publicationOf =
    'resultId' in target
      ? 'SELECT pv.publication_id FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id WHERE r.id = $1'
      : 'SELECT $1::int';
  const id = 'resultId' in target ? target.resultId : target.publicationId;
  const locked = await tx.query<{ id: number }>(
    `SELECT p.id FROM publications p WHERE p.id = (${publicationOf}) AND ${visibleTo('p.id', '$2')} FOR UPDATE OF p`,
    [id, viewer],
  );
  if (locked.length === 0) return [];
  return tx.query<MovableRow>(
    `SELECT r.id, r.platform, pv.account_id, pv.publish_at, r.planned_at,
            (r.status = 'publication' AND r.processing_since IS NULL AND coalesce(r.locked_until <= now(), true)) AS movable
       FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id
      WHERE ${'resultId' in target ? 'r.id = $1' : "pv.publication_id = $1 AND r.status IN ('publication', 'loading')"}
      ORDER BY r.id`,
    [id],
  );
}

/** A waiting row moved by hand: its slot (and the retry time of a row waiting for a limit) is `at`. */
export async function movePlanned(tx: Queryable, resultId: number, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE publication_results SET planned_at = $2::timestamptz, retry_at = CASE WHEN retry_at IS NULL THEN NULL ELSE $2::timestamptz END, updated_at = now()
      WHERE id = $1 AND status = 'publication' RETURNING id`,
    [resultId, at],
  );
  return rows.length > 0;
}
