import { randomInt } from 'node:crypto';
import { messages } from '@shared/messages';
import type { Platform } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import { parseProxy } from '@shared/lib/proxy';
import { platformNames } from '@server/platforms/error-text';
import type { PublishScheduler } from './publication-service';
import { allowedAt, nextSlot, type PostingLimits } from './slot-planner';

/**
 * Posting limits held in the database, so every API and worker process keeps the same ones:
 * - when rows are scheduled (a publication, an edit switching a platform on, a retry), each profile and
 *   platform is locked for the rest of the caller's transaction, the slots already taken are read, the
 *   planner (`slot-planner.ts`) picks the new rows' slots, and `planned_at` and the job's start are
 *   written in that same transaction;
 * - just before a row posts, the publish job asks again under the same lock against what really
 *   happened (posts of the last 24 hours, rows posting now, a platform's "too many"), and the row
 *   waits for a new slot when something tightened meanwhile;
 * - a platform's "too many" answer pauses the profile on that platform (`account_platform_pacing`).
 */

/** The advisory lock of one profile on one platform: the two-integer form, a key space of its own. */
const PLATFORM_CODE: Record<Platform, number> = { youtube: 13_001, tiktok: 13_002, instagram: 13_003 };

/** Takes the pacing locks of these profile/platform pairs, in one order everywhere (no deadlock between two schedulings). */
async function lockPacing(tx: Queryable, pairs: Array<{ accountId: number; platform: Platform }>): Promise<void> {
  const keys = [...new Map(pairs.map((pair) => [`${pair.accountId}:${pair.platform}`, pair])).values()].sort(
    (a, b) => a.accountId - b.accountId || PLATFORM_CODE[a.platform] - PLATFORM_CODE[b.platform],
  );
  for (const key of keys) await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [key.accountId, PLATFORM_CODE[key.platform]]);
}

/** The profile's own limits on the platform, else the product default. */
async function limitsOf(db: Queryable, accountId: number, platform: Platform): Promise<PostingLimits> {
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
async function pauseOf(db: Queryable, accountId: number, platform: Platform, now: Date): Promise<Pause | null> {
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
async function plannedTimes(db: Queryable, accountId: number, platform: Platform, now: Date, except: number[]): Promise<number[]> {
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
async function postedTimes(db: Queryable, accountId: number, platform: Platform, now: Date, except: number): Promise<number[]> {
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

const clock = async (db: Queryable) => (await db.query<{ now: Date }>('SELECT clock_timestamp() AS now'))[0]!.now;

/** Jitter draws; not for secrets, but there is no reason for a weaker source. */
const jitterRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

interface PlannedRow {
  id: number;
  platform: Platform;
  account_id: number;
  publish_at: Date | null;
}

/**
 * Plans rows into their profiles' next allowed slots inside the caller's transaction and queues each
 * row's job to start at its slot. A row's earliest time is its publication's date (now when none or
 * past), except on YouTube, which takes the upload at once and goes public at the date by itself
 * (`status.publishAt`): there the slot is the upload, which is what YouTube's own daily cap counts.
 */
export async function planRows(
  tx: Queryable,
  resultIds: number[],
  send: (resultId: number, startAfter: Date | null) => Promise<void>,
  random: () => number = jitterRandom,
): Promise<Map<number, Date>> {
  const planned = new Map<number, Date>();
  if (resultIds.length === 0) return planned;
  const rows = await tx.query<PlannedRow>(
    `SELECT r.id, r.platform, pv.account_id, pv.publish_at
       FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id
      WHERE r.id = ANY($1::int[]) ORDER BY r.id`,
    [resultIds],
  );
  await lockPacing(
    tx,
    rows.map((row) => ({ accountId: row.account_id, platform: row.platform })),
  );
  const now = await clock(tx);
  const groups = new Map<string, PlannedRow[]>();
  for (const row of rows) {
    const key = `${row.account_id}:${row.platform}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const ids = rows.map((row) => row.id);
  for (const group of groups.values()) {
    const { account_id: accountId, platform } = group[0]!;
    const limits = await limitsOf(tx, accountId, platform);
    const pause = await pauseOf(tx, accountId, platform, now);
    const taken = await plannedTimes(tx, accountId, platform, now, ids);
    const earliestOf = (row: PlannedRow) =>
      Math.max(now.getTime(), platform !== 'youtube' && row.publish_at ? row.publish_at.getTime() : 0);
    for (const row of [...group].sort((a, b) => earliestOf(a) - earliestOf(b) || a.id - b.id)) {
      const slot = nextSlot({ limits, taken, earliest: earliestOf(row), tightenedUntil: pause?.until.getTime() ?? null, random });
      taken.push(slot);
      planned.set(row.id, new Date(slot));
    }
  }
  for (const row of rows) {
    const slot = planned.get(row.id)!;
    await tx.query('UPDATE publication_results SET planned_at = $2 WHERE id = $1', [row.id, slot]);
    await send(row.id, slot.getTime() > now.getTime() + 1000 ? slot : null);
  }
  return planned;
}

/**
 * Just before a row posts, in the claim's transaction: null when posting now keeps every limit
 * against what really happened; else the slot to wait for and the reason the row shows.
 */
export async function checkBeforePosting(tx: Queryable, resultId: number, random: () => number = jitterRandom): Promise<Pause | null> {
  const [row] = await tx.query<PlannedRow>(
    `SELECT r.id, r.platform, pv.account_id, pv.publish_at
       FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id WHERE r.id = $1`,
    [resultId],
  );
  if (!row) return null;
  await lockPacing(tx, [{ accountId: row.account_id, platform: row.platform }]);
  const now = await clock(tx);
  const limits = await limitsOf(tx, row.account_id, row.platform);
  const pause = await pauseOf(tx, row.account_id, row.platform, now);
  const posted = await postedTimes(tx, row.account_id, row.platform, now, row.id);
  if (allowedAt({ limits, taken: posted, tightenedUntil: pause?.until.getTime() ?? null }, now.getTime())) return null;
  // A new slot that also keeps clear of the other rows' planned slots.
  const taken = [...posted, ...(await plannedTimes(tx, row.account_id, row.platform, now, [row.id]))];
  const slot = nextSlot({ limits, taken, earliest: now.getTime(), tightenedUntil: pause?.until.getTime() ?? null, random });
  const name = platformNames[row.platform];
  const reason = pause && slot >= pause.until.getTime() ? messages.pacingRowPaused(name, pause.reason) : messages.pacingRowWait(name);
  return { until: new Date(slot), reason };
}

/** At least this long a platform's "too many" pauses the profile on it, whatever it advised. */
const MIN_PAUSE_SECONDS = 60 * 60;

/**
 * A platform answered "too many" for this profile: pause it there until the platform's advised time
 * (at least MIN_PAUSE_SECONDS), never shortening a longer pause already in place. Returns the end.
 */
export async function pauseProfile(
  db: Database,
  accountId: number,
  platform: Platform,
  seconds: number | null,
  reason: string,
): Promise<Date> {
  const [row] = await db.query<{ tightened_until: Date }>(
    `INSERT INTO account_platform_pacing (account_id, platform, tightened_until, reason)
     VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3), $4)
     ON CONFLICT (account_id, platform) DO UPDATE
       SET tightened_until = greatest(account_platform_pacing.tightened_until, EXCLUDED.tightened_until),
           reason = EXCLUDED.reason, updated_at = now()
     RETURNING tightened_until`,
    [accountId, platform, Math.max(seconds ?? 0, MIN_PAUSE_SECONDS), reason],
  );
  return row!.tightened_until;
}

/**
 * The key of the address the platforms see the profile at: the exit IP of the last proxy check, else
 * the proxy's host and port. Profiles with one key never post at the same moment.
 */
export async function exitKeyOf(db: Queryable, accountId: number): Promise<string | null> {
  const [row] = await db.query<{ proxy: string; proxy_exit_ip: string | null }>('SELECT proxy, proxy_exit_ip FROM accounts WHERE id = $1', [
    accountId,
  ]);
  if (!row) return null;
  if (row.proxy_exit_ip) return `exit:${row.proxy_exit_ip}`;
  const proxy = parseProxy(row.proxy);
  return proxy ? `exit:${proxy.host}:${proxy.port}` : null;
}

/** An exit's lease is renewed while its post runs; a process that dies holds it this long at most. */
export const EXIT_LEASE_SECONDS = 30;

/** With the embedded database only this process posts: exit leases left at start belong to a process that is gone. */
export const releaseDeadExitLeases = (db: Database) => db.query("DELETE FROM leases WHERE key LIKE 'exit:%'");

/**
 * The scheduler the publication service uses: rows planned (`planRows`) in the caller's transaction,
 * or in one of their own without one.
 */
export function pacedScheduler(
  db: Database,
  send: (resultId: number, startAfter: Date | null, tx: Queryable) => Promise<void>,
): PublishScheduler {
  const plan = (resultIds: number[], tx?: Queryable) =>
    tx
      ? planRows(tx, resultIds, (id, at) => send(id, at, tx))
      : db.transaction((own) => planRows(own, resultIds, (id, at) => send(id, at, own)));
  return {
    schedule: async (resultId, _platform, _publishAt, tx) => {
      await plan([resultId], tx);
    },
    scheduleAll: async (resultIds, tx) => {
      await plan(resultIds, tx);
    },
  };
}
