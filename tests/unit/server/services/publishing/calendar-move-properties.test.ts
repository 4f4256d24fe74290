import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitMove, type MovingRow, type PairLimits } from '@server/services/publishing/calendar-move';
import { DAY_MS, planSlots, type PostingLimits } from '@server/services/publishing/slot-planner';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 30, 8);

/** The limits broken by a set of post times on one profile and platform (none for a valid set). */
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

const limitsArb: fc.Arbitrary<PostingLimits> = fc.record({
  dailyCap: fc.integer({ min: 1, max: 6 }),
  minGapMinutes: fc.integer({ min: 0, max: 240 }),
  jitterMinutes: fc.constant(0),
});

/**
 * One to three profile × platform pairs, each with valid taken times (planned by the slot planner, so
 * they keep the limits among themselves) and an optional pause; one to four waiting rows on them, each
 * at a valid time of its own; and a target within three days.
 */
type MoveCase = {
  pairs: Array<{ limits: PostingLimits; takenCount: number; takenAfter: number; pause: number | null }>;
  rows: Array<{ pair: number; earliestAfter: number }>;
  target: number;
};
const caseArb: fc.Arbitrary<MoveCase> = fc
  .array(
    fc.record({
      limits: limitsArb,
      takenCount: fc.integer({ min: 0, max: 6 }),
      takenAfter: fc.integer({ min: 0, max: 2 * 24 * 60 }),
      pause: fc.option(fc.integer({ min: 0, max: 3 * 24 * 60 }), { nil: null }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .chain((pairs) =>
    fc.record({
      pairs: fc.constant(pairs),
      rows: fc.array(
        fc.record({ pair: fc.integer({ min: 0, max: pairs.length - 1 }), earliestAfter: fc.integer({ min: -24 * 60, max: 24 * 60 }) }),
        { minLength: 1, maxLength: 4 },
      ),
      target: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    }),
  );

function build(input: MoveCase) {
  const pairs = new Map<string, PairLimits>();
  input.pairs.forEach((pair, index) => {
    const taken = planSlots({ limits: pair.limits, taken: [], earliest: T0 + pair.takenAfter * MINUTE }, pair.takenCount);
    pairs.set(`p${index}`, { limits: pair.limits, taken, pausedUntil: pair.pause === null ? null : T0 + pair.pause * MINUTE });
  });
  // Each waiting row sits at a slot the planner would give it after what is already there.
  const placed = new Map<string, number[]>();
  const rows: MovingRow[] = input.rows.map((row, id) => {
    const key = `p${row.pair}`;
    const pair = pairs.get(key)!;
    const others = [...pair.taken, ...(placed.get(key) ?? [])];
    const [at] = planSlots({ limits: pair.limits, taken: others, earliest: T0, tightenedUntil: pair.pausedUntil }, 1);
    placed.set(key, [...(placed.get(key) ?? []), at!]);
    return { id, pair: key, at: at!, earliest: T0 + row.earliestAfter * MINUTE };
  });
  return { pairs, rows, target: T0 + input.target * MINUTE };
}

/** What the pairs hold once `times` (row id → new time) are applied: taken times plus the moved rows. */
function problemsAfter(pairs: Map<string, PairLimits>, rows: MovingRow[], times: Map<number, number>): string[] {
  const problems: string[] = [];
  for (const [key, pair] of pairs) {
    const moved = rows.filter((row) => row.pair === key).map((row) => times.get(row.id)!);
    problems.push(...broken(pair.limits, [...pair.taken, ...moved]).map((problem) => `${key}: ${problem}`));
    for (const at of moved) if (pair.pausedUntil !== null && at < pair.pausedUntil) problems.push(`${key}: during the pause`);
  }
  for (const row of rows) if (times.get(row.id)! < row.earliest) problems.push(`row ${row.id} before its earliest time`);
  return problems;
}

describe('moving rows by hand (fitMove): no accepted move and no offered time ever breaks a cap, gap, pause or earliest time', () => {
  it('an accepted move keeps every limit; a refused one offers a later whole-minute shift that is accepted and keeps them', () => {
    fc.assert(
      fc.property(caseArb, (input) => {
        const { pairs, rows, target } = build(input);
        const base = Math.min(...rows.map((row) => row.at));
        const verdict = fitMove(rows, pairs, target);
        if (verdict.accepted) {
          expect(problemsAfter(pairs, rows, verdict.times)).toEqual([]);
          for (const row of rows) expect(verdict.times.get(row.id)).toBe(row.at + (target - base));
          return;
        }
        expect(verdict.nearestShift).toBeGreaterThan(target - base);
        expect((base + verdict.nearestShift) % MINUTE).toBe(0);
        const offered = fitMove(rows, pairs, base + verdict.nearestShift);
        expect(offered.accepted).toBe(true);
        if (offered.accepted) expect(problemsAfter(pairs, rows, offered.times)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
