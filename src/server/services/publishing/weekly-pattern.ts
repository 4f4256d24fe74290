import { CalendarDate, CalendarDateTime, fromAbsolute, toZoned } from '@internationalized/date';
import type { SlotPattern } from '@shared/schemas/posting-slots';
import { TIME_ZONE } from '@shared/constants';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A weekly pattern's times as instants. Each line names days of the week and times of day on the
 * pattern's clock (Kyiv's); a day's times become instants through the zone's rules of that day, so a
 * slot keeps its hour on the clock across a DST change. A time the clock skips (spring forward) moves
 * forward by the skipped hour; a time it passes twice (fall back) is taken the first time. Pure.
 */

/** Zone offsets already read (the zone's reading is the costly part), by zone and instant; bounded. */
const offsets = new Map<string, number>();
function offsetAt(at: number, timeZone: string): number {
  const key = `${timeZone}|${at}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= 20_000) offsets.clear();
    offset = fromAbsolute(at, timeZone).offset;
    offsets.set(key, offset);
  }
  return offset;
}

/** The ISO day of the week (1 Monday … 7 Sunday) of a calendar date. */
function isoWeekday(date: CalendarDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Each day of the week's times in minutes after midnight, ascending, duplicates merged. */
function minutesByWeekday(pattern: SlotPattern): Map<number, number[]> {
  const byDay = new Map<number, Set<number>>();
  for (const rule of pattern) {
    const minutes = rule.times.map((time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));
    for (const day of rule.days) {
      const set = byDay.get(day) ?? new Set<number>();
      for (const minute of minutes) set.add(minute);
      byDay.set(day, set);
    }
  }
  return new Map([...byDay].map(([day, set]) => [day, [...set].sort((a, b) => a - b)]));
}

/**
 * The pattern's instants (ms, ascending, each once) in [from, to). Lazily, day by day on the zone's
 * calendar, so a caller may stop at the first one it can use.
 */
export function* patternTimes(pattern: SlotPattern, from: number, to: number, timeZone: string = TIME_ZONE): Generator<number> {
  const byDay = minutesByWeekday(pattern);
  if (byDay.size === 0 || !(to > from)) return;
  const start = fromAbsolute(from, timeZone);
  // The day before too: a time of that day may fall after `from` when the zone's offset shifts it.
  let day = new CalendarDate(start.year, start.month, start.day).subtract({ days: 1 });
  let last = Number.NEGATIVE_INFINITY;
  for (;;) {
    const midnightUtc = Date.UTC(day.year, day.month - 1, day.day);
    // The zone's offset at both ends of the day: one subtraction for a plain day, the zone's own
    // reading of each time only on a day the clock changes (the reading is the costly part).
    const offsetAtStart = offsetAt(midnightUtc - 14 * HOUR_MS, timeZone);
    const offsetAtEnd = offsetAt(midnightUtc + DAY_MS + 14 * HOUR_MS, timeZone);
    if (midnightUtc - offsetAtStart >= to + DAY_MS) return;
    const instants = (byDay.get(isoWeekday(day)) ?? [])
      .map((minute) => {
        if (offsetAtStart === offsetAtEnd) return midnightUtc + minute * 60_000 - offsetAtStart;
        const local = new CalendarDateTime(day.year, day.month, day.day, Math.floor(minute / 60), minute % 60);
        return toZoned(local, timeZone, 'compatible').toDate().getTime();
      })
      .sort((a, b) => a - b);
    for (const at of instants) {
      // Two clock times can meet at one instant on a day the clock skips: that instant counts once.
      if (at < from || at <= last) continue;
      if (at >= to) return;
      last = at;
      yield at;
    }
    day = day.add({ days: 1 });
  }
}
