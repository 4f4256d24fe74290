import { TIME_ZONE } from '@shared/constants';
import { dateToKyivLocal, kyivLocalToDate } from '@shared/lib/kyiv-time';
import { zoneOffsetMinutes } from '@shared/lib/time-zone';

/**
 * The date-time field's model: its value is a Kyiv wall time written `YYYY-MM-DDTHH:mm` (what the
 * shared schema reads as Kyiv time), '' for "not set", or `INCOMPLETE_DATE` while only some of its
 * parts are filled in (the schema refuses it as 'Некоректна дата': a half-typed date never means
 * "publish now"). Nothing here depends on the browser's locale or time zone.
 */
export const INCOMPLETE_DATE = 'incomplete';

/** The parts of a wall time, as the segmented field edits them (month from 1). */
export interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00(?:\.0+)?)?$/;
const two = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` → its parts, or null for '', `INCOMPLETE_DATE` or anything that is no such (real) date. */
export function parseLocal(value: string | null | undefined): WallParts | null {
  const match = LOCAL.exec(value ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  // 31.02 is no date: the day must survive a round trip through the calendar.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (day < 1 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute };
}

/** Parts → `YYYY-MM-DDTHH:mm`; null (nothing entered) → ''. */
export function formatLocal(parts: WallParts | null): string {
  if (!parts) return '';
  return `${String(parts.year).padStart(4, '0')}-${two(parts.month)}-${two(parts.day)}T${two(parts.hour)}:${two(parts.minute)}`;
}

/** What the field holds once edited: a full value, '' when cleared, `INCOMPLETE_DATE` when only partly filled. */
export function fieldValue(parts: WallParts | null, anyPartFilled: boolean): string {
  if (parts) return formatLocal(parts);
  return anyPartFilled ? INCOMPLETE_DATE : '';
}

/** `YYYY-MM-DDTHH:mm` as Ukrainians write it, 24-hour: '25.11.2026, 14:30' ('' when it is no date). */
export function displayLocal(value: string): string {
  const parts = parseLocal(value);
  if (!parts) return '';
  return `${two(parts.day)}.${two(parts.month)}.${parts.year}, ${two(parts.hour)}:${two(parts.minute)}`;
}

/**
 * Kyiv's offset from UTC at that wall time: 'UTC+2' in winter, 'UTC+3' in summer (null when it is
 * no date). A wall time the autumn change repeats is read as the second one (winter time), as the
 * server reads it.
 */
export function kyivOffsetLabel(value: string): string | null {
  if (!parseLocal(value)) return null;
  const instant = kyivLocalToDate(value);
  if (!instant) return null;
  const minutes = zoneOffsetMinutes(TIME_ZONE, instant.getTime());
  const sign = minutes < 0 ? '−' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${two(rest)}` : ''}`;
}

/**
 * The wall time the value really happens at in Kyiv: itself, except for a time the spring change
 * skips (03:00–03:59 on the last Sunday of March), which is an hour later. Null when it is no date.
 */
export function kyivEffectiveLocal(value: string): string | null {
  if (!parseLocal(value)) return null;
  const instant = kyivLocalToDate(value);
  return instant ? dateToKyivLocal(instant) : null;
}

/** The earliest value worth offering: the current minute on Kyiv's clock. */
export function kyivNowLocal(now: Date = new Date()): string {
  return dateToKyivLocal(now);
}
