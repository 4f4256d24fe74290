/** Wall-clock arithmetic in an IANA time zone with the runtime's Intl data (daylight saving included). */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The wall-clock fields of `zone` at the instant `utcMs`. */
export function wallClock(
  zone: string,
  utcMs: number,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    formatFor(zone)
      .formatToParts(new Date(utcMs))
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far `zone`'s wall clock is ahead of UTC at the instant `utcMs`, in whole minutes. */
export function zoneOffsetMinutes(zone: string, utcMs: number): number {
  const wall = wallClock(zone, utcMs);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/**
 * The instant when `zone`'s wall clock shows `wallAsUtcMs` (a wall time written as if it were UTC).
 * The offset is settled twice, so a daylight-saving change between now and then is accounted for.
 */
export function zonedWallToInstant(zone: string, wallAsUtcMs: number): number {
  const first = wallAsUtcMs - zoneOffsetMinutes(zone, wallAsUtcMs) * 60_000;
  return wallAsUtcMs - zoneOffsetMinutes(zone, first) * 60_000;
}
