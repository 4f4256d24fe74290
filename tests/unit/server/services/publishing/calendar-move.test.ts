import { describe, expect, it } from 'vitest';
import { fitMove, type MovingRow, type PairLimits } from '@server/services/publishing/calendar-move';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2026, 10, 30, 8);

const pair = (taken: number[], gap = 60, cap = 10, pausedUntil: number | null = null): PairLimits => ({
  limits: { dailyCap: cap, minGapMinutes: gap, jitterMinutes: 0 },
  taken,
  pausedUntil,
});
const row = (id: number, at: number, pairKey = 'a', earliest = T0 - 24 * HOUR): MovingRow => ({ id, pair: pairKey, at, earliest });

describe('moving waiting rows by hand (fitMove)', () => {
  it('accepts a time that keeps the gap, exactly one gap away included', () => {
    const verdict = fitMove([row(1, T0 + 5 * HOUR)], new Map([['a', pair([T0])]]), T0 + HOUR);
    expect(verdict).toEqual({ accepted: true, times: new Map([[1, T0 + HOUR]]) });
  });

  it('refuses a time inside the gap with the nearest later time that keeps it', () => {
    const verdict = fitMove([row(1, T0 + 5 * HOUR)], new Map([['a', pair([T0])]]), T0 + 30 * MINUTE);
    expect(verdict).toMatchObject({ accepted: false, reason: 'limits', pair: 'a' });
    expect(verdict.accepted === false && T0 + 5 * HOUR + verdict.nearestShift).toBe(T0 + HOUR);
  });

  it('refuses a time before the earliest allowed, and a pause, offering their end', () => {
    const early = fitMove([row(1, T0 + 5 * HOUR, 'a', T0 + 2 * HOUR)], new Map([['a', pair([], 0)]]), T0);
    expect(early).toMatchObject({ accepted: false, reason: 'earliest' });
    expect(early.accepted === false && T0 + 5 * HOUR + early.nearestShift).toBe(T0 + 2 * HOUR);
    const paused = fitMove([row(1, T0 + 5 * HOUR)], new Map([['a', pair([], 0, 10, T0 + 3 * HOUR + 20 * 1000)]]), T0);
    // The nearest time is on a whole minute.
    expect(paused.accepted === false && T0 + 5 * HOUR + paused.nearestShift).toBe(T0 + 3 * HOUR + MINUTE);
  });

  it("keeps the day's cap: a third post within 24 hours at 2 a day is refused until the first is a day old", () => {
    const verdict = fitMove([row(1, T0 + 30 * HOUR)], new Map([['a', pair([T0, T0 + 2 * HOUR], 60, 2)]]), T0 + 4 * HOUR);
    expect(verdict.accepted === false && T0 + 30 * HOUR + verdict.nearestShift).toBe(T0 + 24 * HOUR);
  });

  it("moves a publication's rows by one shift, each against its own profile and the rows placed before it", () => {
    const pairs = new Map([
      ['a', pair([T0 + 10 * HOUR])],
      ['b', pair([], 0)],
    ]);
    const rows = [row(1, T0 + 20 * HOUR, 'a'), row(2, T0 + 21 * HOUR, 'b'), row(3, T0 + 20 * HOUR + 30 * MINUTE, 'b')];
    // Shifted by -10 h, row 1 lands on the taken 10:00 of profile a: refused, nearest shift puts it an hour later.
    const refused = fitMove(rows, pairs, T0 + 10 * HOUR);
    expect(refused.accepted === false && T0 + 20 * HOUR + refused.nearestShift).toBe(T0 + 11 * HOUR);
    // Row 3 is 30 minutes before row 2 on profile b: the shift keeps that spacing, exactly the gap of 30 minutes there.
    const spaced = fitMove(rows, new Map([...pairs, ['b', pair([], 30)]]), T0 + 12 * HOUR);
    expect(spaced).toEqual({
      accepted: true,
      times: new Map([
        [1, T0 + 12 * HOUR],
        [3, T0 + 12 * HOUR + 30 * MINUTE],
        [2, T0 + 13 * HOUR],
      ]),
    });
  });
});
