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
