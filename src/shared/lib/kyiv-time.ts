import { TIME_ZONE } from '../constants';
import { wallClock, zonedWallToInstant } from './time-zone';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value (`YYYY-MM-DDTHH:mm[:ss]`) read as Kyiv wall time → the instant, or null
 * when it is not such a value. A full ISO string with a zone is taken as it is.
 */
export function kyivLocalToDate(value: string): Date | null {
  const match = LOCAL_PATTERN.exec(value);
  if (!match) {
    const instant = /[zZ]|[+-]\d{2}:\d{2}$/.test(value) ? new Date(value) : null;
    return instant && !Number.isNaN(instant.getTime()) ? instant : null;
  }
  // Seconds are optional (`HH:mm` is what a datetime-local gives at :00); a missing group is 0, not NaN.
  const [, year, month, day, hour, minute, second] = match.map((part) => Number(part ?? 0));
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  if (Number.isNaN(wall)) return null;
  return new Date(zonedWallToInstant(TIME_ZONE, wall));
}

/** An instant as a Kyiv `datetime-local` value (`YYYY-MM-DDTHH:mm`), for form fields. */
export function dateToKyivLocal(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const wall = wallClock(TIME_ZONE, date.getTime());
  const two = (value: number) => String(value).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

/**
 * The next moment, strictly after `now`, when Kyiv's clock shows `minutes` after midnight (today when it
 * is still ahead, else tomorrow), as a Kyiv `datetime-local` value. A time a clock change skips that
 * night reads as the same wall time would (`kyivLocalToDate`).
 */
export function nextKyivTimeOfDay(minutes: number, now: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const today = wallClock(TIME_ZONE, now.getTime());
  const at = (dayOffset: number) => {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + dayOffset));
    const local = `${day.getUTCFullYear()}-${two(day.getUTCMonth() + 1)}-${two(day.getUTCDate())}T${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
    return { local, instant: kyivLocalToDate(local) };
  };
  const candidate = at(0);
  return candidate.instant && candidate.instant.getTime() > now.getTime() ? candidate.local : at(1).local;
}
