import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedAt, DAY_MS, nextSlot, planSlots, type PostingLimits, seededRandom } from '@server/services/publishing/slot-planner';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 26, 7, 0);

const limitsArb: fc.Arbitrary<PostingLimits> = fc.record({
  dailyCap: fc.integer({ min: 1, max: 12 }),
  minGapMinutes: fc.integer({ min: 0, max: 240 }),
  jitterMinutes: fc.integer({ min: 0, max: 60 }),
});

/** A batch of new rows: how many, from when (minutes after T0). */
const batchArb = fc.record({ count: fc.integer({ min: 1, max: 8 }), after: fc.integer({ min: 0, max: 3 * 24 * 60 }) });

/** Every limit over a set of post times; the broken ones, for a readable failure. */
function broken(limits: PostingLimits, times: number[]): string[] {
  const sorted = [...times].sort((a, b) => a - b);
  const problems: string[] = [];
  for (let i = 0; i + 1 < sorted.length; i += 1) {
    if (sorted[i + 1]! - sorted[i]! < limits.minGapMinutes * MINUTE)
      problems.push(`gap at ${i}: ${(sorted[i + 1]! - sorted[i]!) / MINUTE} min`);
  }
  for (let i = 0; i + limits.dailyCap < sorted.length; i += 1) {
    if (sorted[i + limits.dailyCap]! - sorted[i]! < DAY_MS) problems.push(`${limits.dailyCap + 1} posts within 24 h from ${i}`);
  }
  return problems;
}

/** Plans batches one after the other, each seeing the slots of the ones before as taken. */
function planInTurn(
  limits: PostingLimits,
  batches: Array<{ count: number; after: number }>,
  seed: number,
  tightenedUntil: number | null = null,
) {
  const random = seededRandom(seed);
  const taken: number[] = [];
  const perBatch: number[][] = [];
  for (const batch of batches) {
    const slots = planSlots({ limits, taken, earliest: T0 + batch.after * MINUTE, tightenedUntil, random }, batch.count);
    perBatch.push(slots);
    taken.push(...slots);
  }
  return { taken, perBatch };
}

describe('slot planner (pure): no cap, gap or earliest time broken, whatever the order', () => {
  it('no rolling 24 h holds more than the cap, no two posts closer than the gap, no slot before its earliest time', () => {
    fc.assert(
      fc.property(limitsArb, fc.array(batchArb, { minLength: 1, maxLength: 6 }), fc.integer(), (limits, batches, seed) => {
        const { taken, perBatch } = planInTurn(limits, batches, seed);
        expect(broken(limits, taken)).toEqual([]);
        perBatch.forEach((slots, index) => {
          for (const slot of slots) expect(slot).toBeGreaterThanOrEqual(T0 + batches[index]!.after * MINUTE);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('the same rows in any order, or split over several calls, still keep every limit', () => {
    fc.assert(
      fc.property(
        limitsArb,
        fc.array(batchArb, { minLength: 2, maxLength: 5 }),
        fc.integer(),
        fc.func(fc.integer()),
        (limits, batches, seed, orderKey) => {
          const shuffled = [...batches].sort((a, b) => orderKey(a) - orderKey(b));
          // The same rows, one call per row (the way retries and edits arrive).
          const single = shuffled.flatMap((batch) => Array.from({ length: batch.count }, () => ({ count: 1, after: batch.after })));
          for (const order of [batches, shuffled, single]) expect(broken(limits, planInTurn(limits, order, seed).taken)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the limits against posts already made and rows already planned by someone else', () => {
    fc.assert(
      fc.property(
        limitsArb,
        fc.array(fc.integer({ min: -24 * 60, max: 2 * 24 * 60 }), { maxLength: 20 }),
        batchArb,
        fc.integer(),
        (limits, minutes, batch, seed) => {
          // Make the existing times valid among themselves first (as earlier plans would have).
          const existing = planInTurn(
            limits,
            [...minutes].sort((a, b) => a - b).map((after) => ({ count: 1, after })),
            seed,
          ).taken.map((time) => time - DAY_MS);
          const slots = planSlots(
            { limits, taken: existing, earliest: T0 + batch.after * MINUTE, random: seededRandom(seed + 1) },
            batch.count,
          );
          expect(broken(limits, [...existing, ...slots])).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never plans before a tightened-until time', () => {
    fc.assert(
      fc.property(limitsArb, batchArb, fc.integer({ min: 0, max: 48 * 60 }), fc.integer(), (limits, batch, pause, seed) => {
        const until = T0 + pause * MINUTE;
        const { taken } = planInTurn(limits, [batch], seed, until);
        for (const slot of taken) expect(slot).toBeGreaterThanOrEqual(until);
      }),
    );
  });

  it('does not leave slots unused: with no jitter a slot is the earliest time the limits allow', () => {
    fc.assert(
      fc.property(limitsArb, fc.integer({ min: 1, max: 30 }), (limits, count) => {
        const strict = { ...limits, jitterMinutes: 0 };
        const slots = planSlots({ limits: strict, taken: [], earliest: T0 }, count);
        expect(slots[0]).toBe(T0);
        // Each slot is allowed, and one minute earlier would not be (it is the first free moment).
        slots.forEach((slot, index) => {
          const before = slots.slice(0, index);
          expect(allowedAt({ limits: strict, taken: before }, slot)).toBe(true);
          if (slot > T0) expect(allowedAt({ limits: strict, taken: before }, slot - MINUTE)).toBe(false);
        });
      }),
    );
  });

  it('puts video 7 of a cap of 6 per day a day after the first, and honours the gap and jitter range', () => {
    const limits = { dailyCap: 6, minGapMinutes: 60, jitterMinutes: 0 };
    const slots = planSlots({ limits, taken: [], earliest: T0 }, 7);
    expect(slots.map((slot) => (slot - T0) / MINUTE)).toEqual([0, 60, 120, 180, 240, 300, 24 * 60]);

    const jittered = planSlots({ limits: { ...limits, jitterMinutes: 15 }, taken: [], earliest: T0, random: seededRandom(7) }, 6);
    for (let i = 1; i < jittered.length; i += 1) {
      const gap = (jittered[i]! - jittered[i - 1]!) / MINUTE;
      expect(gap).toBeGreaterThanOrEqual(60);
      expect(gap).toBeLessThanOrEqual(75);
    }
    // The same seed plans the same slots.
    expect(planSlots({ limits: { ...limits, jitterMinutes: 15 }, taken: [], earliest: T0, random: seededRandom(7) }, 6)).toEqual(jittered);
  });

  it('fits a new post between planned ones when the gap allows, and after a tightened time', () => {
    const limits = { dailyCap: 10, minGapMinutes: 30, jitterMinutes: 0 };
    expect(nextSlot({ limits, taken: [T0, T0 + 120 * MINUTE], earliest: T0 })).toBe(T0 + 30 * MINUTE);
    expect(nextSlot({ limits, taken: [T0, T0 + 50 * MINUTE], earliest: T0 })).toBe(T0 + 80 * MINUTE);
    expect(nextSlot({ limits, taken: [], earliest: T0, tightenedUntil: T0 + DAY_MS })).toBe(T0 + DAY_MS);
    expect(allowedAt({ limits, taken: [T0], tightenedUntil: T0 + 60 * MINUTE }, T0 + 45 * MINUTE)).toBe(false);
  });
});
