import { describe, expect, it } from 'vitest';
import { holdAfterCheck, nextProxyCheckAt, proxyCheckOffsetMs, SCHEDULED_FAILURES_TO_HOLD } from '@server/services/accounts/proxy-schedule';

const HOUR = 3_600_000;
const PERIOD = 6 * HOUR;

describe('proxyCheckOffsetMs', () => {
  it('is stable per profile and inside the period', () => {
    for (const id of [1, 2, 3, 57, 1000, 123_456]) {
      const offset = proxyCheckOffsetMs(id, PERIOD);
      expect(offset).toBe(proxyCheckOffsetMs(id, PERIOD));
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThan(PERIOD);
    }
  });

  it('spreads consecutive profiles evenly over the period (no hour holds much more than its share)', () => {
    for (const count of [6, 48, 200, 5000]) {
      const perHour = new Array<number>(6).fill(0);
      for (let id = 1; id <= count; id += 1) perHour[Math.floor(proxyCheckOffsetMs(id, PERIOD) / HOUR)]! += 1;
      const share = count / 6;
      for (const inHour of perHour) {
        expect(inHour).toBeGreaterThanOrEqual(Math.floor(share * 0.6));
        expect(inHour).toBeLessThanOrEqual(Math.ceil(share * 1.4));
      }
    }
  });

  it('puts 200 profiles at least a minute apart on average, never two on one moment', () => {
    const offsets = Array.from({ length: 200 }, (_, i) => proxyCheckOffsetMs(i + 1, PERIOD)).sort((a, b) => a - b);
    expect(new Set(offsets).size).toBe(200);
    const gaps = offsets.slice(1).map((offset, i) => offset - offsets[i]!);
    expect(Math.max(...gaps)).toBeLessThan(5 * 60_000);
  });
});

describe('nextProxyCheckAt', () => {
  const at = new Date('2026-11-27T10:17:00Z');

  it('is the first moment after the given one on the profile’s place, at most one period later', () => {
    for (const id of [1, 2, 40, 999]) {
      const next = nextProxyCheckAt(id, at, PERIOD)!;
      expect(next.getTime()).toBeGreaterThan(at.getTime());
      expect(next.getTime() - at.getTime()).toBeLessThanOrEqual(PERIOD);
      expect((next.getTime() - proxyCheckOffsetMs(id, PERIOD)) % PERIOD).toBe(0);
    }
  });

  it('keeps the profile’s place after a late check (a backlog does not bunch the next round)', () => {
    const onTime = nextProxyCheckAt(7, at, PERIOD)!;
    const late = nextProxyCheckAt(7, new Date(onTime.getTime() + 2 * HOUR), PERIOD)!;
    expect(late.getTime() - onTime.getTime()).toBe(PERIOD);
  });

  it('moves on a whole period when asked exactly at the profile’s moment', () => {
    const slot = nextProxyCheckAt(3, at, PERIOD)!;
    expect(nextProxyCheckAt(3, slot, PERIOD)!.getTime()).toBe(slot.getTime() + PERIOD);
  });

  it('is null when the schedule is off', () => {
    expect(nextProxyCheckAt(1, at, 0)).toBeNull();
  });
});

describe('holdAfterCheck', () => {
  it('a failed manual check holds the posts at once', () => {
    expect(holdAfterCheck(false, 'manual', 0, false)).toEqual({ streak: 1, holds: true });
  });

  it('one failed scheduled check does not hold; the second in a row does', () => {
    expect(SCHEDULED_FAILURES_TO_HOLD).toBe(2);
    const first = holdAfterCheck(false, 'scheduled', 0, false);
    expect(first).toEqual({ streak: 1, holds: false });
    expect(holdAfterCheck(false, 'scheduled', first.streak, first.holds)).toEqual({ streak: 2, holds: true });
  });

  it('a failed manual check after a scheduled one counts both; a hold stays on through later failures', () => {
    expect(holdAfterCheck(false, 'manual', 1, false)).toEqual({ streak: 2, holds: true });
    expect(holdAfterCheck(false, 'scheduled', 1, true)).toEqual({ streak: 2, holds: true });
  });

  it('a success of either kind releases the posts and ends the streak', () => {
    expect(holdAfterCheck(true, 'scheduled', 5, true)).toEqual({ streak: 0, holds: false });
    expect(holdAfterCheck(true, 'manual', 1, false)).toEqual({ streak: 0, holds: false });
  });
});
