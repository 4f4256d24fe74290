// Relative, not @shared: the texts module imports this one, and vite.config.ts reads the texts before any alias exists.
import { LOCALE } from '../../shared/constants.ts';

/**
 * Every number the client shows, in one format: Ukrainian digit grouping and decimal comma
 * (Intl.NumberFormat('uk-UA')): '1 234', '26,9 з 64', '1,9 ГБ'. Imports nothing of the UI, so the
 * texts module can use it too.
 */
const count = new Intl.NumberFormat(LOCALE);
const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const decimals = new Map<number, Intl.NumberFormat>();

/** A whole count with digit grouping: 1234567 → '1 234 567'. */
export const formatCount = (value: number): string => count.format(value);

/** A count on a chart's axis: short ('12 тис.') from ten thousand up. */
export const formatAxisCount = (value: number): string => (Math.abs(value) >= 10_000 ? compact.format(value) : count.format(value));

/** A measure with exactly `digits` decimals: 26.94 → '26,9'. */
export function formatDecimal(value: number, digits = 1): string {
  let format = decimals.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    decimals.set(digits, format);
  }
  return format.format(value);
}

const byteUnits: ReadonlyArray<{ size: number; unit: string }> = [
  { size: 1024 ** 3, unit: 'gigabyte' },
  { size: 1024 ** 2, unit: 'megabyte' },
  { size: 1024, unit: 'kilobyte' },
];

/** A size in binary steps with the Ukrainian unit: 1536 → '1,5 кБ'; one decimal below 10 units. */
export function formatBytes(bytes: number): string {
  const { size, unit } = byteUnits.find((step) => bytes >= step.size) ?? { size: 1, unit: 'byte' };
  const value = bytes / size;
  return new Intl.NumberFormat(LOCALE, { style: 'unit', unit, maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
