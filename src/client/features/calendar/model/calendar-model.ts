import {
  CalendarDate,
  CalendarDateTime,
  endOfMonth,
  endOfWeek,
  parseAbsolute,
  parseDate,
  startOfMonth,
  startOfWeek,
  toZoned,
  today,
} from '@internationalized/date';
import { TIME_ZONE } from '@shared/constants';
import type { CalendarFreeSlot, CalendarHour, CalendarStatus } from '@shared/schemas/calendar';

/**
 * The calendar's dates, all Kyiv wall time (@internationalized/date, the date library the date field
 * already uses): the range each view reads, its days, and where each hour of the API's answer falls.
 * Weeks start on Monday (the Ukrainian locale).
 */

export const VIEWS = ['week', 'day', 'month'] as const;
export type CalendarView = (typeof VIEWS)[number];

const LOCALE = 'uk-UA';

export const kyivToday = (): CalendarDate => today(TIME_ZONE);

/** `YYYY-MM-DD` → the date, or null when it is not one. */
export function parseDay(value: string | null): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** The days a view shows around `date`: its day, its week, or its month's whole weeks (at most 42 days). */
export function viewDays(view: CalendarView, date: CalendarDate): CalendarDate[] {
  const first = view === 'day' ? date : view === 'week' ? startOfWeek(date, LOCALE) : startOfWeek(startOfMonth(date), LOCALE);
  const last = view === 'day' ? date : view === 'week' ? endOfWeek(date, LOCALE) : endOfWeek(endOfMonth(date), LOCALE);
  const days: CalendarDate[] = [];
  for (let day = first; day.compare(last) <= 0; day = day.add({ days: 1 })) days.push(day);
  return days;
}

/** The date the previous or next button goes to. */
export const stepDate = (view: CalendarView, date: CalendarDate, direction: 1 | -1): CalendarDate =>
  view === 'day' ? date.add({ days: direction }) : view === 'week' ? date.add({ weeks: direction }) : date.add({ months: direction });

/** The instant a Kyiv wall time starts (the earlier one in the hour repeated in autumn). */
export const kyivInstant = (date: CalendarDate, hour: number, minute = 0): Date =>
  toZoned(new CalendarDateTime(date.year, date.month, date.day, hour, minute), TIME_ZONE, 'earlier').toDate();

/** A Kyiv wall hour as the instants [from, to) it covers: two hours for the hour repeated in autumn, none for the one skipped in spring. */
export function hourSpan(date: CalendarDate, hour: number): { from: Date; to: Date } {
  const next = new CalendarDateTime(date.year, date.month, date.day, hour).add({ hours: 1 });
  return { from: kyivInstant(date, hour), to: toZoned(next, TIME_ZONE, 'earlier').toDate() };
}

/** A Kyiv day as the instants it covers (23, 24 or 25 hours). */
export const daySpan = (date: CalendarDate): { from: Date; to: Date } => ({
  from: kyivInstant(date, 0),
  to: kyivInstant(date.add({ days: 1 }), 0),
});

export type StatusCounts = Record<CalendarStatus, number>;
export const emptyCounts = (): StatusCounts => ({ publication: 0, loading: 0, success: 0, error: 0 });
export const countsTotal = (counts: StatusCounts) => counts.publication + counts.loading + counts.success + counts.error;

/** The API's hours by Kyiv wall day and hour (`YYYY-MM-DD` → hour 0..23 → counts); the repeated hour adds up. */
export function countsByWallHour(hours: readonly CalendarHour[]): Map<string, Map<number, StatusCounts>> {
  const days = new Map<string, Map<number, StatusCounts>>();
  for (const item of hours) {
    const wall = toZoned(parseAbsolute(item.hour, TIME_ZONE), TIME_ZONE);
    const key = new CalendarDate(wall.year, wall.month, wall.day).toString();
    const day = days.get(key) ?? new Map<number, StatusCounts>();
    const counts = day.get(wall.hour) ?? emptyCounts();
    counts.publication += item.publication;
    counts.loading += item.loading;
    counts.success += item.success;
    counts.error += item.error;
    day.set(wall.hour, counts);
    days.set(key, day);
  }
  return days;
}

/** How many free weekly slots fall in each Kyiv wall day and hour (`YYYY-MM-DD` → hour → count). */
export function freeByWallHour(slots: readonly CalendarFreeSlot[]): Map<string, Map<number, number>> {
  const days = new Map<string, Map<number, number>>();
  for (const slot of slots) {
    const wall = toZoned(parseAbsolute(slot.at, TIME_ZONE), TIME_ZONE);
    const key = new CalendarDate(wall.year, wall.month, wall.day).toString();
    const day = days.get(key) ?? new Map<number, number>();
    day.set(wall.hour, (day.get(wall.hour) ?? 0) + 1);
    days.set(key, day);
  }
  return days;
}

/** A day's counts added up over its hours. */
export function dayCounts(day: Map<number, StatusCounts> | undefined): StatusCounts {
  const total = emptyCounts();
  for (const counts of day?.values() ?? []) {
    total.publication += counts.publication;
    total.loading += counts.loading;
    total.success += counts.success;
    total.error += counts.error;
  }
  return total;
}

/** Where a row dropped on a wall hour lands: that hour, at the row's own minute. */
export function dropTime(date: CalendarDate, hour: number, rowAt: string): Date {
  const minute = toZoned(parseAbsolute(rowAt, TIME_ZONE), TIME_ZONE).minute;
  return kyivInstant(date, hour, minute);
}

const dayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'short', day: '2-digit', month: '2-digit' });
const longDayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const monthFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Noon of the date: a safe instant to format its day in Kyiv. */
const noon = (date: CalendarDate) => kyivInstant(date, 12);

export const formatDayShort = (date: CalendarDate) => dayFormat.format(noon(date));
export const formatDayLong = (date: CalendarDate) => longDayFormat.format(noon(date));
export const formatMonth = (date: CalendarDate) => monthFormat.format(noon(date));
export const formatTime = (iso: string | Date) => timeFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The range's title: the day, the week's first and last day, or the month. */
export function rangeTitle(view: CalendarView, date: CalendarDate): string {
  if (view === 'day') return formatDayLong(date);
  if (view === 'month') return formatMonth(date);
  const days = viewDays('week', date);
  return `${formatDayShort(days[0]!)} – ${formatDayShort(days[days.length - 1]!)}`;
}
