import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SlotPattern } from '@shared/schemas/posting-slots';
import {
  allowedAt,
  DAY_MS,
  freeSlotsBetween,
  nextPatternSlot,
  planPatternSlots,
  type PostingLimits,
  seededRandom,
} from '@server/services/publishing/slot-planner';
import { patternTimes } from '@server/services/publishing/weekly-pattern';

const MINUTE = 60_000;
/** Thursday 26 November 2026, 09:00 in Kyiv (UTC+2). */
const T0 = Date.UTC(2026, 10, 26, 7, 0);
const KYIV = 'Europe/Kyiv';

const limitsArb: fc.Arbitrary<PostingLimits> = fc.record({
  dailyCap: fc.integer({ min: 1, max: 12 }),
  minGapMinutes: fc.integer({ min: 0, max: 240 }),
  jitterMinutes: fc.integer({ min: 0, max: 60 }),
});

const timeArb = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 15, 30, 45) })
  .map(({ hour, minute }) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const patternArb: fc.Arbitrary<SlotPattern> = fc.array(
  fc.record({
    days: fc.uniqueArray(fc.constantFrom(1, 2, 3, 4, 5, 6, 7), { minLength: 1, maxLength: 7 }),
    times: fc.uniqueArray(timeArb, { minLength: 1, maxLength: 5 }),
  }),
  { minLength: 1, maxLength: 3 },
) as fc.Arbitrary<SlotPattern>;

/** Every limit over a set of post times; the broken ones, for a readable failure. */
function broken(limits: PostingLimits, times: number[]): string[] {
  const sorted = [...times].sort((a, b) => a - b);
  const problems: string[] = [];
  for (let i = 0; i + 1 < sorted.length; i += 1) {
    if (sorted[i + 1]! - sorted[i]! < limits.minGapMinutes * MINUTE) problems.push(`gap at ${i}`);
  }
  for (let i = 0; i + limits.dailyCap < sorted.length; i += 1) {
    if (sorted[i + limits.dailyCap]! - sorted[i]! < DAY_MS) problems.push(`${limits.dailyCap + 1} posts within 24 h from ${i}`);
  }
  return problems;
}

/** The pattern time a chosen time belongs to: the latest one at or before it. */
function slotOf(pattern: SlotPattern, at: number): number | undefined {
  let found: number | undefined;
  for (const p of patternTimes(pattern, at - 2 * DAY_MS, at + 1, KYIV)) found = p;
  return found;
}

const batchArb = fc.record({ count: fc.integer({ min: 1, max: 6 }), after: fc.integer({ min: 0, max: 4 * 24 * 60 }) });

describe('recurring slots (pure): every chosen time is a pattern time plus jitter and keeps every limit', () => {
  it('no cap, gap or pause broken, whatever the order; each time within its slot’s jitter; no slot used twice', () => {
    fc.assert(
      fc.property(
        limitsArb,
        patternArb,
        fc.array(batchArb, { minLength: 1, maxLength: 4 }),
        fc.option(fc.integer({ min: 0, max: 5 * 24 * 60 }), { nil: null }),
        fc.integer(),
        fc.func(fc.integer()),
        (limits, pattern, batches, pauseAfter, seed, orderKey) => {
          const tightenedUntil = pauseAfter === null ? null : T0 + pauseAfter * MINUTE;
          const shuffled = [...batches].sort((a, b) => orderKey(a) - orderKey(b));
          const single = shuffled.flatMap((batch) => Array.from({ length: batch.count }, () => ({ count: 1, after: batch.after })));
          for (const order of [batches, shuffled, single]) {
            const random = seededRandom(seed);
            const taken: number[] = [];
            for (const batch of order) {
              const earliest = T0 + batch.after * MINUTE;
              const slots = planPatternSlots({ pattern, limits, taken, earliest, tightenedUntil, random, timeZone: KYIV }, batch.count);
              for (const at of slots) {
                expect(at).toBeGreaterThanOrEqual(earliest);
                if (tightenedUntil !== null) expect(at).toBeGreaterThanOrEqual(tightenedUntil);
                const p = slotOf(pattern, at);
                expect(p).toBeDefined();
                expect(at - p!).toBeLessThanOrEqual(limits.jitterMinutes * MINUTE);
              }
              taken.push(...slots);
            }
            expect(broken(limits, taken)).toEqual([]);
            // One post per slot: no two chosen times belong to one pattern time.
            const owners = taken.map((at) => slotOf(pattern, at));
            expect(new Set(owners).size).toBe(owners.length);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a free slot listed is one a new row could take, and a row planned next takes the first free one (no jitter)', () => {
    fc.assert(
      fc.property(
        limitsArb,
        patternArb,
        fc.array(fc.integer({ min: 0, max: 7 * 24 * 60 }), { maxLength: 8 }),
        (limits, pattern, minutes) => {
          const noJitter = { ...limits, jitterMinutes: 0 };
          const taken = minutes.map((minute) => T0 + minute * MINUTE);
          const free = freeSlotsBetween({ pattern, limits: noJitter, taken, timeZone: KYIV }, T0, T0 + 7 * DAY_MS);
          const next = nextPatternSlot({ pattern, limits: noJitter, taken, earliest: T0, timeZone: KYIV });
          if (free.length > 0) expect(next).toBe(free[0]);
          for (const p of free) expect(allowedAt({ limits: noJitter, taken }, p)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('recurring slots: examples on Kyiv’s clock', () => {
  const weekdays: SlotPattern = [{ days: [1, 2, 3, 4, 5], times: ['10:00', '14:00', '19:00'] }];
  const loose: PostingLimits = { dailyCap: 10, minGapMinutes: 0, jitterMinutes: 0 };

  it("'пн–пт 10:00, 14:00, 19:00' from Thursday 09:00: Thu 10, 14, 19, then Friday, then Monday", () => {
    const slots = planPatternSlots({ pattern: weekdays, limits: loose, taken: [], earliest: T0 }, 7);
    expect(slots.map((at) => new Date(at).toISOString())).toEqual([
      '2026-11-26T08:00:00.000Z',
      '2026-11-26T12:00:00.000Z',
      '2026-11-26T17:00:00.000Z',
      '2026-11-27T08:00:00.000Z',
      '2026-11-27T12:00:00.000Z',
      '2026-11-27T17:00:00.000Z',
      '2026-11-30T08:00:00.000Z',
    ]);
  });

  it('keeps 10:00 on the clock across the spring and autumn changes (UTC+2 ↔ UTC+3)', () => {
    const daily: SlotPattern = [{ days: [1, 2, 3, 4, 5, 6, 7], times: ['10:00'] }];
    const march = [...patternTimes(daily, Date.UTC(2027, 2, 27, 0), Date.UTC(2027, 2, 30, 0))];
    expect(march.map((at) => new Date(at).toISOString())).toEqual([
      '2027-03-27T08:00:00.000Z',
      '2027-03-28T07:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
    ]);
    const october = [...patternTimes(daily, Date.UTC(2027, 9, 30, 0), Date.UTC(2027, 10, 1, 0))];
    expect(october.map((at) => new Date(at).toISOString())).toEqual(['2027-10-30T07:00:00.000Z', '2027-10-31T08:00:00.000Z']);
  });

  it('a time the clock skips moves on by the hour, and never comes twice', () => {
    const night: SlotPattern = [{ days: [7], times: ['03:30', '04:00', '04:30'] }];
    const times = [...patternTimes(night, Date.UTC(2027, 2, 27, 0), Date.UTC(2027, 2, 29, 0))];
    // 28 March 2027: 03:00 → 04:00; 03:30 does not exist and is read as 04:30.
    expect(times.map((at) => new Date(at).toISOString())).toEqual(['2027-03-28T01:00:00.000Z', '2027-03-28T01:30:00.000Z']);
  });

  it('skips slots the cap, the gap, a pause or a post already there takes', () => {
    const limits: PostingLimits = { dailyCap: 2, minGapMinutes: 300, jitterMinutes: 0 };
    const thu10 = Date.UTC(2026, 10, 26, 8, 0);
    const pauseEnd = Date.UTC(2026, 10, 26, 16, 0);
    // 10:00 is taken; 14:00 is too close to it (5 h gap) and paused; 19:00 is free.
    const slots = planPatternSlots({ pattern: weekdays, limits, taken: [thu10], earliest: T0, tightenedUntil: pauseEnd }, 2);
    // Friday 10:00 is exactly a day after Thursday's: the cap of 2 allows it.
    expect(slots.map((at) => new Date(at).toISOString())).toEqual(['2026-11-26T17:00:00.000Z', '2026-11-27T08:00:00.000Z']);
  });

  it('jitter lands within the jitter after the slot', () => {
    const limits: PostingLimits = { dailyCap: 10, minGapMinutes: 0, jitterMinutes: 20 };
    const slots = planPatternSlots({ pattern: weekdays, limits, taken: [], earliest: T0, random: () => 0.99 }, 2);
    expect(slots).toEqual([Date.UTC(2026, 10, 26, 8, 20), Date.UTC(2026, 10, 26, 12, 20)]);
  });

  it('freeSlotsBetween lists the pattern times still free in the window', () => {
    const free = freeSlotsBetween(
      { pattern: weekdays, limits: loose, taken: [Date.UTC(2026, 10, 26, 12, 0)] },
      T0,
      T0 + DAY_MS + 2 * 60 * MINUTE,
    );
    expect(free.map((at) => new Date(at).toISOString())).toEqual([
      '2026-11-26T08:00:00.000Z',
      '2026-11-26T17:00:00.000Z',
      '2026-11-27T08:00:00.000Z',
    ]);
  });
});
