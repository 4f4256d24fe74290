import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@client/lib/dates';

describe('dates (SPEC §9: Kyiv, Ukrainian format, 24-hour, with seconds)', () => {
  it('shows a UTC instant in Kyiv summer time (UTC+3) with seconds on a 24-hour clock', () => {
    expect(formatDateTime('2025-07-01T20:05:09Z')).toBe('01.07.2025, 23:05:09');
  });

  it('shows a UTC instant in Kyiv winter time (UTC+2)', () => {
    expect(formatDateTime('2025-01-15T22:30:00Z')).toBe('16.01.2025, 00:30:00');
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
