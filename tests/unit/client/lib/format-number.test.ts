import { describe, expect, it } from 'vitest';
import { formatAxisCount, formatBytes, formatCount, formatDecimal } from '@client/lib/format-number';
import { videoText } from '@client/components/videos/text';
import { publishingText } from '@client/features/publishing/text';

// Intl groups digits with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('one number format (uk-UA)', () => {
  it('groups digits, writes a decimal comma and shortens axis counts from ten thousand', () => {
    expect(formatCount(1234567)).toBe(nbsp('1 234 567'));
    expect(formatDecimal(26.94)).toBe('26,9');
    expect(formatDecimal(3)).toBe('3,0');
    expect(formatAxisCount(9999)).toBe(nbsp('9 999'));
    expect(formatAxisCount(12_300)).toMatch(/^12,3\s?тис\.$/);
  });

  it('writes sizes with the Ukrainian unit: 1,9 ГБ', () => {
    expect(formatBytes(1.94 * 1024 ** 3)).toBe('1,9 ГБ');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 ГБ');
    expect(formatBytes(500)).toBe('500 Б');
  });

  it("is what the texts use: '26,9 з 64', '1 234 з 2 000'", () => {
    expect(publishingText.uniqueness.pair(1, 2, 26.94)).toBe('Відео 1 і 2: 26,9 з 64');
    expect(videoText.request.progressOf(1234, 2000)).toBe(`${formatCount(1234)} з ${formatCount(2000)}`);
    expect(formatCount(2000)).toBe(nbsp('2 000'));
  });
});
