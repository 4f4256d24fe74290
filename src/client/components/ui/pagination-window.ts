import { PAGINATION_WINDOW } from '@shared/constants';

export type PaginationItem = { kind: 'page'; page: number; current: boolean } | { kind: 'jump'; page: number; side: 'before' | 'after' };

/**
 * The items of the pagination: the first page, the last page, `window` pages either side of
 * the current one, and a '...' jump for each gap of two or more pages (a gap of one page shows
 * that page instead). A jump moves 2·window+1 pages towards the gap, staying inside it.
 * Nothing at all when there is one page or fewer.
 */
export function paginationItems(current: number, totalPages: number, window: number = PAGINATION_WINDOW): PaginationItem[] {
  const total = Math.floor(totalPages);
  if (!(total > 1)) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);

  const shown = new Set<number>([1, total]);
  for (let p = page - window; p <= page + window; p += 1) {
    if (p >= 1 && p <= total) shown.add(p);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const step = window * 2 + 1;

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    const gapStart = previous + 1;
    const gapEnd = p - 1;
    if (previous > 0 && gapEnd === gapStart) {
      items.push({ kind: 'page', page: gapStart, current: false });
    } else if (previous > 0 && gapEnd > gapStart) {
      const side = gapEnd < page ? 'before' : 'after';
      const target = side === 'before' ? page - step : page + step;
      items.push({ kind: 'jump', page: Math.min(Math.max(target, gapStart), gapEnd), side });
    }
    items.push({ kind: 'page', page: p, current: p === page });
    previous = p;
  }
  return items;
}

/**
 * Where a list whose URL asks for a page outside 1..totalPages should go instead: the last page when
 * the page is past the end, the first when it is before the start or there are no pages at all;
 * null when the page exists (or is page 1 of an empty list).
 */
export function pageInRange(current: number, totalPages: number): number | null {
  const total = Math.max(0, Math.floor(totalPages) || 0);
  const page = Math.floor(current);
  if (!Number.isFinite(page) || page < 1) return 1;
  if (total === 0) return page === 1 ? null : 1;
  return page > total ? total : null;
}

/** The previous and next pages of the current one, or null at either end. */
export function adjacentPages(current: number, totalPages: number): { previous: number | null; next: number | null } {
  const total = Math.floor(totalPages);
  if (!(total > 1)) return { previous: null, next: null };
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  return { previous: page > 1 ? page - 1 : null, next: page < total ? page + 1 : null };
}
