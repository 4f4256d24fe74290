import { TIME_ZONE } from '@shared/constants';
import { wallClock, zonedWallToInstant } from '@shared/lib/time-zone';
import type { StatsStep } from '@shared/schemas/stats';

/** Hourly points for this many hours before now. */
export const HOURLY_HOURS = 48;
/** Daily points (Kyiv midnights) for this many days before today; weekly (Kyiv Mondays) before that. */
export const DAILY_DAYS = 90;

const HOUR_MS = 3_600_000;

export interface StatsBucket {
  /** The end of the bucket: the counts shown for it are those standing at this instant. */
  at: Date;
  step: StatsStep;
}

/** The Kyiv midnight `days` days after the Kyiv date of `ms` (negative: before). */
function kyivMidnight(ms: number, days = 0): number {
  const wall = wallClock(TIME_ZONE, ms);
  return zonedWallToInstant(TIME_ZONE, Date.UTC(wall.year, wall.month - 1, wall.day + days));
}

/** Monday of the Kyiv week of `ms`, at midnight, `weeks` weeks later. */
function kyivMonday(ms: number, weeks = 0): number {
  const wall = wallClock(TIME_ZONE, ms);
  const weekday = (new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7; // Monday 0
  return kyivMidnight(ms, weeks * 7 - weekday);
}

/**
 * Where the history of counts gets its points, from the first snapshot `first` to `now`: every Kyiv
 * Monday more than DAILY_DAYS days ago, every Kyiv midnight since, every whole hour of the last
 * HOURLY_HOURS hours, and `now` itself. Only ends after `first` (before it nothing was counted), in
 * increasing order. Kyiv is a whole number of hours off UTC, so whole UTC hours are whole Kyiv hours.
 */
export function statsBuckets(first: Date, now: Date): StatsBucket[] {
  const start = first.getTime();
  const end = now.getTime();
  const hourlyFrom = Math.floor(end / HOUR_MS) * HOUR_MS - HOURLY_HOURS * HOUR_MS;
  const dailyFrom = kyivMidnight(end, -DAILY_DAYS);
  const buckets: StatsBucket[] = [];
  const push = (at: number, step: StatsStep) => {
    if (at > start && at < end) buckets.push({ at: new Date(at), step });
  };
  if (start < dailyFrom) {
    for (let week = 1, at = kyivMonday(start, 1); at < dailyFrom; week += 1, at = kyivMonday(start, week)) push(at, 'week');
  }
  if (start < hourlyFrom) {
    const firstDay = Math.max(start, dailyFrom);
    for (let day = 0, at = kyivMidnight(firstDay); at < hourlyFrom; day += 1, at = kyivMidnight(firstDay, day)) {
      if (at >= dailyFrom) push(at, 'day');
    }
  }
  for (let at = Math.max(hourlyFrom, Math.floor(start / HOUR_MS) * HOUR_MS); at < end; at += HOUR_MS) push(at, 'hour');
  buckets.push({ at: new Date(Math.max(end, start)), step: 'hour' });
  return buckets;
}
