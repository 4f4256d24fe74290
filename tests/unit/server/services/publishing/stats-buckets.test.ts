import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '@shared/constants';
import { wallClock } from '@shared/lib/time-zone';
import { DAILY_DAYS, HOURLY_HOURS, statsBuckets } from '@server/services/publishing/stats-buckets';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const kyiv = (date: Date) => wallClock(TIME_ZONE, date.getTime());
const isKyivMidnight = (date: Date) => {
  const wall = kyiv(date);
  return wall.hour === 0 && wall.minute === 0 && wall.second === 0 && date.getUTCMilliseconds() === 0;
};
const kyivWeekday = (date: Date) => {
  const wall = kyiv(date);
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
};

describe('statsBuckets', () => {
  it('a history younger than an hour has one point: now', () => {
    const now = new Date('2026-11-25T12:40:00Z');
    expect(statsBuckets(new Date('2026-11-25T12:10:00Z'), now)).toEqual([{ at: now, step: 'hour' }]);
  });

  it('a history of 5 hours has a point at every whole hour after the first snapshot, then now', () => {
    const now = new Date('2026-11-25T12:40:00Z');
    const points = statsBuckets(new Date('2026-11-25T07:20:00Z'), now);
    expect(points.map((point) => point.at.toISOString())).toEqual([
      '2026-11-25T08:00:00.000Z',
      '2026-11-25T09:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T11:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-25T12:40:00.000Z',
    ]);
    expect(new Set(points.map((point) => point.step))).toEqual(new Set(['hour']));
  });

  it('10 days: Kyiv midnights until 48 hours ago, then whole hours', () => {
    const now = new Date('2026-11-25T12:40:00Z'); // 14:40 in Kyiv (UTC+2)
    const points = statsBuckets(new Date('2026-11-15T09:00:00Z'), now);
    const days = points.filter((point) => point.step === 'day');
    expect(days[0]!.at.toISOString()).toBe('2026-11-15T22:00:00.000Z'); // 16 November, 00:00 Kyiv
    expect(days.at(-1)!.at.toISOString()).toBe('2026-11-22T22:00:00.000Z'); // 23 November: the last midnight before 23.11 12:00 UTC
    expect(days.every((point) => isKyivMidnight(point.at))).toBe(true);
    const hours = points.filter((point) => point.step === 'hour');
    expect(hours[0]!.at.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(hours).toHaveLength(HOURLY_HOURS + 2); // 23.11 12:00 … 25.11 12:00 UTC, and now
    expect(points.at(-1)!.at).toEqual(now);
  });

  it('Kyiv days around the change of clocks are 23 and 25 hours long', () => {
    const spring = statsBuckets(new Date('2026-03-27T12:00:00Z'), new Date('2026-04-05T12:00:00Z')).filter((point) => point.step === 'day');
    const springGaps = spring.slice(1).map((point, index) => (point.at.getTime() - spring[index]!.at.getTime()) / HOUR);
    expect(springGaps).toContain(23);
    const autumn = statsBuckets(new Date('2026-10-22T12:00:00Z'), new Date('2026-10-30T12:00:00Z')).filter((point) => point.step === 'day');
    const autumnGaps = autumn.slice(1).map((point, index) => (point.at.getTime() - autumn[index]!.at.getTime()) / HOUR);
    expect(autumnGaps).toContain(25);
    expect([...spring, ...autumn].every((point) => isKyivMidnight(point.at))).toBe(true);
  });

  it(`over ${DAILY_DAYS} days back: Kyiv Mondays, then the last ${DAILY_DAYS} midnights`, () => {
    const now = new Date('2026-11-25T12:40:00Z');
    const points = statsBuckets(new Date('2025-11-25T12:00:00Z'), now);
    const weeks = points.filter((point) => point.step === 'week');
    expect(weeks.length).toBeGreaterThan(35);
    expect(weeks.every((point) => isKyivMidnight(point.at) && kyivWeekday(point.at) === 1)).toBe(true);
    const days = points.filter((point) => point.step === 'day');
    expect(days.length).toBeGreaterThanOrEqual(DAILY_DAYS - 2);
    expect(days.length).toBeLessThanOrEqual(DAILY_DAYS + 1);
    expect(points.length).toBeLessThan(53 + DAILY_DAYS + HOURLY_HOURS + 2);
  });

  it('for any first snapshot and now: increasing ends after the first snapshot, ending at now, in week → day → hour order, bounded in number', () => {
    const start = Date.UTC(2024, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 * DAY }), fc.integer({ min: 1, max: 2 * 365 * DAY }), (offset, age) => {
        const now = new Date(start + offset + age);
        const first = new Date(start + offset);
        const points = statsBuckets(first, now);
        expect(points.at(-1)!.at).toEqual(now);
        const order = { week: 0, day: 1, hour: 2 } as const;
        for (let index = 0; index < points.length; index += 1) {
          const point = points[index]!;
          expect(point.at.getTime()).toBeGreaterThan(first.getTime());
          if (index > 0) {
            const previous = points[index - 1]!;
            expect(point.at.getTime()).toBeGreaterThan(previous.at.getTime());
            expect(order[point.step]).toBeGreaterThanOrEqual(order[previous.step]);
            expect(point.at.getTime() - previous.at.getTime()).toBeLessThanOrEqual(7 * DAY + HOUR);
          }
          if (point.step === 'hour' && index < points.length - 1) expect(point.at.getTime() % HOUR).toBe(0);
          if (point.step !== 'hour') expect(isKyivMidnight(point.at)).toBe(true);
        }
        // The first point is never more than a week after the first snapshot.
        expect(points[0]!.at.getTime() - first.getTime()).toBeLessThanOrEqual(7 * DAY + HOUR);
        expect(points.length).toBeLessThanOrEqual(Math.ceil(age / (7 * DAY)) + DAILY_DAYS + HOURLY_HOURS + 3);
      }),
      { numRuns: 100 },
    );
  });
});
