import { allowedAt, nextSlot, type PostingLimits } from './slot-planner';

/**
 * Whether a hand-made move of waiting rows keeps every posting limit, and if not, the nearest shift
 * that does. Pure, like the slot planner it asks: the service reads the rows, their profiles' limits,
 * pauses and taken times under the pacing locks, and saves the answer in the same transaction.
 */

const MINUTE_MS = 60_000;
/** Enough rounds for any real move; each round moves at least a minute later. */
const MAX_ROUNDS = 500;

export interface MovingRow {
  id: number;
  /** The profile and platform the row posts on: its limits are per pair. */
  pair: string;
  /** Its slot now (ms). */
  at: number;
  /** No slot before this (ms): now, or the publication's date off YouTube. */
  earliest: number;
}

export interface PairLimits {
  limits: PostingLimits;
  /** Times taken on the pair by rows that do not move (posts of the last day, other planned rows). */
  taken: number[];
  /** A platform's pause on the pair, if any (ms). */
  pausedUntil: number | null;
}

export type MoveVerdict =
  { accepted: true; times: Map<number, number> } | { accepted: false; reason: 'limits' | 'earliest'; pair: string; nearestShift: number };

const ceilMinute = (ms: number) => Math.ceil(ms / MINUTE_MS) * MINUTE_MS;

/** Checks every row moved by `shift` (ms), in time order, each against the others already placed. */
function check(rows: readonly MovingRow[], pairs: ReadonlyMap<string, PairLimits>, shift: number) {
  const placed = new Map<string, number[]>();
  const times = new Map<number, number>();
  for (const row of [...rows].sort((a, b) => a.at - b.at || a.id - b.id)) {
    const pair = pairs.get(row.pair)!;
    const at = row.at + shift;
    const taken = [...pair.taken, ...(placed.get(row.pair) ?? [])];
    const request = { limits: pair.limits, taken, tightenedUntil: pair.pausedUntil };
    if (at < row.earliest || !allowedAt(request, at)) {
      const allowed = nextSlot({ ...request, earliest: Math.max(at, row.earliest) });
      return {
        ok: false as const,
        reason: at < row.earliest ? ('earliest' as const) : ('limits' as const),
        pair: row.pair,
        needed: allowed - at,
      };
    }
    placed.set(row.pair, [...(placed.get(row.pair) ?? []), at]);
    times.set(row.id, at);
  }
  return { ok: true as const, times };
}

/**
 * Moves `rows` so that the earliest of them lands at `target`, the others by the same shift. Accepted
 * when no row breaks a limit of its profile (cap, gap, pause) nor goes before its earliest time; else
 * refused with the nearest later shift, on a whole minute, at which every row keeps them.
 */
export function fitMove(rows: readonly MovingRow[], pairs: ReadonlyMap<string, PairLimits>, target: number): MoveVerdict {
  const base = Math.min(...rows.map((row) => row.at));
  const first = check(rows, pairs, target - base);
  if (first.ok) return { accepted: true, times: first.times };
  let shift = target - base + Math.max(first.needed, 0);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    shift = ceilMinute(base + shift) - base;
    const attempt = check(rows, pairs, shift);
    if (attempt.ok) return { accepted: false, reason: first.reason, pair: first.pair, nearestShift: shift };
    shift += Math.max(attempt.needed, MINUTE_MS);
  }
  return { accepted: false, reason: first.reason, pair: first.pair, nearestShift: shift };
}
