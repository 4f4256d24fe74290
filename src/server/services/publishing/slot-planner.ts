/**
 * The slot planner: when the next posts of one profile on one platform may go out under its limits.
 * Pure (no clock, no database, randomness passed in), so it is tested by properties and used the same
 * way when rows are scheduled and when a job is about to post.
 *
 * The limits, over every post of the profile on the platform (made, planned or new):
 * - at most `dailyCap` posts in any rolling 24 hours: sorted, post i and post i + dailyCap are at
 *   least 24 h apart;
 * - two posts at least `minGapMinutes` apart; each new slot adds a random 0..`jitterMinutes` to the
 *   gaps it keeps (and to the day it waits for), so the spacing is not a visible rhythm;
 * - nothing before `earliest` (the publication's date, or now) nor before `tightenedUntil` (a
 *   platform's own "too many" answer).
 *
 * A new slot is the earliest time outside every interval a limit forbids. Around each taken time x the
 * gap forbids (x − gap, x + gap); each run of `dailyCap` consecutive taken times spanning less than a
 * day, E₁ … E_cap, forbids (E_cap − 24 h, E₁ + 24 h): a post in there would make cap + 1 posts within
 * 24 h. The intervals are open, so a slot exactly one gap or one day away is allowed. Every slot is
 * checked against everything already taken, so planning in any order, or over several calls that
 * each pass the previous slots as taken, never breaks a limit.
 */

import type { SlotPattern } from '@shared/schemas/posting-slots';
import { patternTimes } from './weekly-pattern';

export const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export interface PostingLimits {
  /** Posts in any rolling 24 hours, at least 1. */
  dailyCap: number;
  /** Minutes between two posts, at least 0. */
  minGapMinutes: number;
  /** Up to this many random minutes added to each new slot's gap, at least 0. */
  jitterMinutes: number;
}

export interface SlotRequest {
  limits: PostingLimits;
  /** Times (ms) already taken: posts made in the last 24 hours and slots planned for rows still waiting. */
  taken: readonly number[];
  /** No slot before this (ms): the publication's date, or now. */
  earliest: number;
  /** The platform said "too many": nothing before this (ms). */
  tightenedUntil?: number | null;
  /** A source of numbers in [0, 1) for the jitter (seeded in tests); none means no jitter. */
  random?: () => number;
}

/** The jitter of one new slot, whole minutes in 0..jitterMinutes. */
function jitterMs(limits: PostingLimits, random: (() => number) | undefined): number {
  if (!random || limits.jitterMinutes <= 0) return 0;
  return Math.min(limits.jitterMinutes, Math.floor(random() * (limits.jitterMinutes + 1))) * MINUTE_MS;
}

/** The earliest time ≥ `from` in no open interval (start, end) of `intervals` (sorted by start here). */
function firstFree(intervals: Array<[number, number]>, from: number): number {
  intervals.sort((a, b) => a[0] - b[0]);
  let t = from;
  for (const [start, end] of intervals) {
    if (start >= t) break;
    if (end > t) t = end;
  }
  return t;
}

/** Inserts `value` into the ascending array `sorted` in place. */
function insertSorted(sorted: number[], value: number): void {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  sorted.splice(low, 0, value);
}

/** The next allowed slot given the taken times, ascending. */
function nextSlotSorted(sorted: readonly number[], limits: PostingLimits, from: number, jitter: number): number {
  const gap = limits.minGapMinutes * MINUTE_MS + jitter;
  const cap = Math.max(1, Math.floor(limits.dailyCap));
  const intervals: Array<[number, number]> = [];
  for (let i = 0; i < sorted.length; i += 1) {
    const x = sorted[i]!;
    if (gap > 0) intervals.push([x - gap, x + gap]);
    const last = sorted[i + cap - 1];
    if (last !== undefined && last - x < DAY_MS) intervals.push([last - DAY_MS, x + DAY_MS + jitter]);
  }
  return firstFree(intervals, from);
}

/** The next `count` allowed slots (ms, ascending) for new rows of one profile on one platform. */
export function planSlots(request: SlotRequest, count: number): number[] {
  const sorted = [...request.taken].sort((a, b) => a - b);
  const from = Math.max(request.earliest, request.tightenedUntil ?? Number.NEGATIVE_INFINITY);
  const slots: number[] = [];
  for (let k = 0; k < count; k += 1) {
    const slot = nextSlotSorted(sorted, request.limits, from, jitterMs(request.limits, request.random));
    slots.push(slot);
    insertSorted(sorted, slot);
  }
  return slots;
}

/** The next allowed slot for one new row. */
export const nextSlot = (request: SlotRequest): number => planSlots(request, 1)[0]!;

/**
 * Whether a post at `at` keeps every limit against the taken times (no jitter: the jitter only ever
 * asks for more room). The publish job asks this just before it posts.
 */
export const allowedAt = (request: Omit<SlotRequest, 'earliest' | 'random'>, at: number): boolean =>
  nextSlot({ ...request, earliest: at }) === at;

/**
 * Recurring slots: a weekly pattern of posting times (`weekly-pattern.ts`) on top of the same limits.
 * A slot is a pattern time p; its post goes out in [p, p + jitter] (the profile's jitter on top of the
 * slot time, the gap itself without it). A slot is free when no taken time lies in that window and some
 * time in it keeps every limit against the taken times and the pause; the chosen time is then p plus a
 * random jitter when that keeps the limits, else the earliest time in the window that does. So every
 * chosen time is a pattern time plus at most the jitter, and keeps the same limits as `planSlots`.
 * Searched up to RECURRING_HORIZON_MS ahead.
 */
export const RECURRING_HORIZON_MS = 366 * DAY_MS;

export interface RecurringSlotRequest extends SlotRequest {
  /** The weekly pattern (Kyiv's clock). */
  pattern: SlotPattern;
  /** The pattern's clock; Kyiv's unless a test says otherwise. */
  timeZone?: string;
}

/** The time in slot p's window a new post may take, or null when the slot is taken or no time in it keeps the limits. */
function slotTime(sorted: readonly number[], limits: PostingLimits, p: number, floor: number, jitter: number): number | null {
  const window = Math.max(0, limits.jitterMinutes) * MINUTE_MS;
  if (sorted.some((x) => x >= p && x <= p + window)) return null;
  const noJitter = { ...limits, jitterMinutes: 0 };
  const drawn = nextSlotSorted(sorted, noJitter, Math.max(p + Math.min(jitter, window), floor), 0);
  if (drawn <= p + window) return drawn;
  const earliest = nextSlotSorted(sorted, noJitter, Math.max(p, floor), 0);
  return earliest <= p + window ? earliest : null;
}

/**
 * The next `count` slots (ms, ascending) of the pattern for new rows of one profile on one platform;
 * fewer when the horizon runs out first (an empty pattern gives none).
 */
export function planPatternSlots(request: RecurringSlotRequest, count: number): number[] {
  const sorted = [...request.taken].sort((a, b) => a - b);
  const floor = Math.max(request.earliest, request.tightenedUntil ?? Number.NEGATIVE_INFINITY);
  const slots: number[] = [];
  if (count <= 0) return slots;
  for (const p of patternTimes(request.pattern, request.earliest, request.earliest + RECURRING_HORIZON_MS, request.timeZone)) {
    const at = slotTime(sorted, request.limits, p, floor, jitterMs(request.limits, request.random));
    if (at === null) continue;
    slots.push(at);
    insertSorted(sorted, at);
    if (slots.length === count) break;
  }
  return slots;
}

/** The next slot of the pattern for one new row, or null when none is free within the horizon. */
export const nextPatternSlot = (request: RecurringSlotRequest): number | null => planPatternSlots(request, 1)[0] ?? null;

/**
 * The free slots of a profile on a platform in [from, to): each pattern time there whose window holds
 * no taken time and still has a time that keeps the limits and the pause, as the pattern time itself
 * (ascending). What a calendar shows as empty slots; planning one of them changes what the others allow
 * (a gap or the daily cap), so it is a view, not a promise.
 */
export function freeSlotsBetween(request: Omit<RecurringSlotRequest, 'earliest' | 'random'>, from: number, to: number): number[] {
  const sorted = [...request.taken].sort((a, b) => a - b);
  const floor = Math.max(from, request.tightenedUntil ?? Number.NEGATIVE_INFINITY);
  const free: number[] = [];
  for (const p of patternTimes(request.pattern, from, to, request.timeZone)) {
    if (slotTime(sorted, request.limits, p, floor, 0) !== null) free.push(p);
  }
  return free;
}

/** A seeded source of numbers in [0, 1) (mulberry32), for jitter that tests and benchmarks can repeat. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
