import { TIME_ZONE } from '../constants';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Kyiv is ahead of UTC at the instant `utcMs`. */
function kyivOffsetMinutes(utcMs: number): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

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
  // Two passes settle the offset across a DST change.
  let utc = wall - kyivOffsetMinutes(wall) * 60_000;
  utc = wall - kyivOffsetMinutes(utc) * 60_000;
  return new Date(utc);
}

/** An instant as a Kyiv `datetime-local` value (`YYYY-MM-DDTHH:mm`), for form fields. */
export function dateToKyivLocal(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
