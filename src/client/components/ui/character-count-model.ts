export type CountBand = 'ok' | 'near' | 'over';

/** 'near' once a tenth of the limit (at least 5 characters) is left, 'over' past it. */
export function countBand(length: number, max: number): CountBand {
  if (length > max) return 'over';
  return max - length <= Math.max(5, Math.floor(max / 10)) ? 'near' : 'ok';
}
