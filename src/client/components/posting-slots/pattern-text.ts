import type { SlotPattern } from '@shared/schemas/posting-slots';
import { postingSlotsText } from './text';

/** A line's days as ranges of short names: [1,2,3,4,5,7] → 'пн–пт, нд'. */
export function daysText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    const first = postingSlotsText.dayShort[sorted[i]! - 1]!;
    const last = postingSlotsText.dayShort[sorted[j]! - 1]!;
    parts.push(j - i >= 2 ? `${first}–${last}` : j === i ? first : `${first}, ${last}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** A pattern in one line: 'пн–пт 10:00, 14:00, 19:00; сб 12:00'. */
export const patternText = (pattern: SlotPattern): string =>
  pattern.map((rule) => `${daysText(rule.days)} ${[...rule.times].sort().join(', ')}`).join('; ');

/** Times typed as '10:00, 14:00 19:00' (commas, semicolons or blanks between; '9:05' read as 09:05). */
export const parseTimes = (input: string): string[] =>
  input
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^\d:\d\d$/.test(part) ? `0${part}` : part));
