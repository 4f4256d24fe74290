import { uiText } from './ui-text';

const u = uiText.units;
const steps = [
  { size: 1024 ** 3, unit: u.gigabytes },
  { size: 1024 ** 2, unit: u.megabytes },
  { size: 1024, unit: u.kilobytes },
] as const;

/** 1536 → '1,5 КБ'; Ukrainian decimal comma, one decimal below 10 units. */
export function formatBytes(bytes: number): string {
  for (const { size, unit } of steps) {
    if (bytes >= size) {
      const value = bytes / size;
      return `${value.toLocaleString('uk-UA', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${unit}`;
    }
  }
  return `${bytes} ${u.bytes}`;
}
