import { randomInt } from 'node:crypto';
import { messages } from '@shared/messages';
import type { Platform } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import type { RecordEvent } from '@server/services/events/event-recorder';
import { parseProxy } from '@shared/lib/proxy';
import { HttpError } from '@server/http-error';
import { platformNames } from '@server/platforms/error-text';
import { accountTitle } from '../accounts/account-title';
import type { PublishScheduler } from './publication-service';
import {
  clock,
  limitsOf,
  lockPacing,
  type Pause,
  pauseOf,
  type PlannedRow,
  plannedTimes,
  postedTimes,
  proxyOf,
  rowsToPlan,
  rowToCheck,
  savePause,
  setPlannedAt,
  titleParts,
} from './pacing-repository';
import { effectivePattern } from './posting-slots-queries';
import { allowedAt, nextPatternSlot, nextSlot, type SlotRequest } from './slot-planner';

/**
 * Posting limits held in the database, so every API and worker process keeps the same ones:
 * - when rows are scheduled (a publication, an edit switching a platform on, a retry), each profile and
 *   platform is locked for the rest of the caller's transaction, the slots already taken are read, the
 *   planner (`slot-planner.ts`) picks the new rows' slots, and `planned_at` and the job's start are
 *   written in that same transaction;
 * - just before a row posts, the publish job asks again under the same lock against what really
 *   happened (posts of the last 24 hours, rows posting now, a platform's "too many"), and the row
 *   waits for a new slot when something tightened meanwhile;
 * - a platform's "too many" answer pauses the profile on that platform (`account_platform_pacing`);
 * - a row sent 'у наступні вільні слоти' (`publication_videos.in_slots`) takes the next free slot of the
 *   weekly pattern its profile posts by on the platform (`posting-slots-queries.ts`), under the same
 *   limits, whenever it is planned; when the pattern is gone by then, it is planned by the limits alone.
 */

/** Jitter draws; not for secrets, but there is no reason for a weaker source. */
const jitterRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

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
  const rows = await rowsToPlan(tx, resultIds);
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
    const pattern = group.some((row) => row.in_slots) ? await effectivePattern(tx, accountId, platform) : null;
    for (const row of [...group].sort((a, b) => earliestOf(a) - earliestOf(b) || a.id - b.id)) {
      const request: SlotRequest = { limits, taken, earliest: earliestOf(row), tightenedUntil: pause?.until.getTime() ?? null, random };
      const slot =
        row.in_slots && pattern ? await patternSlotOrRefuse(tx, { ...request, pattern }, accountId, platform) : nextSlot(request);
      taken.push(slot);
      planned.set(row.id, new Date(slot));
    }
  }
  for (const row of rows) {
    const slot = planned.get(row.id)!;
    await setPlannedAt(tx, row.id, slot);
    await send(row.id, slot.getTime() > now.getTime() + 1000 ? slot : null);
  }
  return planned;
}

/** The pattern's next free slot; none within the planner's horizon refuses the change (422). */
async function patternSlotOrRefuse(
  tx: Queryable,
  request: Parameters<typeof nextPatternSlot>[0],
  accountId: number,
  platform: Platform,
): Promise<number> {
  const slot = nextPatternSlot(request);
  if (slot !== null) return slot;
  const account = await titleParts(tx, accountId);
  throw new HttpError(422, messages.noFreeSlot(account ? accountTitle(account) : `#${accountId}`, platformNames[platform]));
}

/**
 * Just before a row posts, in the claim's transaction: null when posting now keeps every limit
 * against what really happened; else the slot to wait for and the reason the row shows.
 */
export async function checkBeforePosting(tx: Queryable, resultId: number, random: () => number = jitterRandom): Promise<Pause | null> {
  const row = await rowToCheck(tx, resultId);
  if (!row) return null;
  await lockPacing(tx, [{ accountId: row.account_id, platform: row.platform }]);
  const now = await clock(tx);
  const limits = await limitsOf(tx, row.account_id, row.platform);
  const pause = await pauseOf(tx, row.account_id, row.platform, now);
  const posted = await postedTimes(tx, row.account_id, row.platform, now, row.id);
  if (allowedAt({ limits, taken: posted, tightenedUntil: pause?.until.getTime() ?? null }, now.getTime())) return null;
  // A new slot that also keeps clear of the other rows' planned slots.
  const taken = [...posted, ...(await plannedTimes(tx, row.account_id, row.platform, now, [row.id]))];
  const request: SlotRequest = { limits, taken, earliest: now.getTime(), tightenedUntil: pause?.until.getTime() ?? null, random };
  const pattern = row.in_slots ? await effectivePattern(tx, row.account_id, row.platform) : null;
  // A slotted row waits for its pattern's next free slot; none within the horizon: the limits' next time.
  const slot = (pattern && nextPatternSlot({ ...request, pattern })) ?? nextSlot(request);
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
  recordEvent: RecordEvent,
  accountId: number,
  platform: Platform,
  seconds: number | null,
  reason: string,
): Promise<Date> {
  return savePause(db, recordEvent, accountId, platform, Math.max(seconds ?? 0, MIN_PAUSE_SECONDS), reason);
}

/**
 * The key of the address the platforms see the profile at: the exit IP of the last proxy check, else
 * the proxy's host and port. Profiles with one key never post at the same moment.
 */
export async function exitKeyOf(db: Queryable, accountId: number): Promise<string | null> {
  const row = await proxyOf(db, accountId);
  if (!row) return null;
  if (row.proxy_exit_ip) return `exit:${row.proxy_exit_ip}`;
  const proxy = parseProxy(row.proxy);
  return proxy ? `exit:${proxy.host}:${proxy.port}` : null;
}

/** An exit's lease is renewed while its post runs; a process that dies holds it this long at most. */
export const EXIT_LEASE_SECONDS = 30;

/**
 * The scheduler the publication service uses: rows planned (`planRows`) in the caller's transaction,
 * or in one of their own without one.
 */
export function pacedScheduler(
  db: Database,
  send: (resultId: number, startAfter: Date | null, tx: Queryable) => Promise<void>,
  reschedule: (resultId: number, startAfter: Date, tx: Queryable) => Promise<void>,
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
    reschedule,
  };
}
