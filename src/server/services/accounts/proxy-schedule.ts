/**
 * When a profile's proxy is checked next (PROXY_CHECK_INTERVAL_HOURS). Each profile has a stable place
 * in the period, its offset: the fractional part of id × the golden ratio's fraction (a Weyl sequence),
 * so consecutive ids land far apart and any run of profiles covers the period evenly. A check is due at
 * the next moment after the last one that falls on the profile's place, so checks stay spread even after
 * a backlog (a worker down for a night catches up in bounded batches, then each profile returns to its
 * own place instead of all following the catch-up's moment).
 */

const GOLDEN_FRACTION = 0.6180339887498949;

/** The profile's place in a period of `periodMs`: from 0 (inclusive) to `periodMs` (exclusive). */
export function proxyCheckOffsetMs(accountId: number, periodMs: number): number {
  const position = accountId * GOLDEN_FRACTION;
  return Math.floor((position - Math.floor(position)) * periodMs);
}

/** The first moment strictly after `after` on the profile's place in the period; null when the schedule is off (period 0). */
export function nextProxyCheckAt(accountId: number, after: Date, periodMs: number): Date | null {
  if (periodMs <= 0) return null;
  const offset = proxyCheckOffsetMs(accountId, periodMs);
  const periodsBefore = Math.floor((after.getTime() - offset) / periodMs);
  return new Date(offset + (periodsBefore + 1) * periodMs);
}

/** Scheduled checks failing in a row that hold the profile's posts (a manual check holds after one). */
export const SCHEDULED_FAILURES_TO_HOLD = 2;

/** Who asked for a check: the operator ('Перевірити проксі') or the schedule. */
export type ProxyCheckKind = 'manual' | 'scheduled';

/**
 * What a check's result does to the profile's posts, given the failures in a row before it:
 * - a success releases them and ends the streak;
 * - a failed manual check holds them at once (the operator asked and is looking at the answer);
 * - a failed scheduled check holds them only as the SCHEDULED_FAILURES_TO_HOLD-th failure in a row
 *   (any kind counts), so one blip overnight does not stop a fleet; a hold already on stays on.
 * The repository writes the same rule in SQL (against the stored streak, not a copy read earlier).
 */
export function holdAfterCheck(ok: boolean, kind: ProxyCheckKind, streakBefore: number, holdingBefore: boolean) {
  if (ok) return { streak: 0, holds: false };
  const streak = streakBefore + 1;
  return { streak, holds: holdingBefore || kind === 'manual' || streak >= SCHEDULED_FAILURES_TO_HOLD };
}
