import type { Page } from '@shared/schemas/common';
import { PAGE_SIZE } from '@shared/constants';

export const pageWindow = (page: number) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

export const toPage = <T>(data: T[], total: number, page: number): Page<T> => ({
  data,
  page,
  total,
  totalPages: Math.ceil(total / PAGE_SIZE),
});

/** Rows carrying `count(*) OVER () AS total`: strips the column and builds the envelope. */
export function pageFromWindowedRows<TRow extends { total: number }, T>(
  rows: TRow[],
  page: number,
  map: (row: Omit<TRow, 'total'>) => T,
  totalWhenEmpty: () => Promise<number>,
): Promise<Page<T>> | Page<T> {
  if (rows.length === 0) {
    return page === 1 ? toPage([], 0, page) : totalWhenEmpty().then((total) => toPage([], total, page));
  }
  const total = rows[0]!.total;
  return toPage(
    rows.map(({ total: _total, ...rest }) => map(rest)),
    total,
    page,
  );
}

/**
 * A page read without `count(*) OVER ()` (which makes the database join and count every matching row
 * before LIMIT): a short page tells its total by itself (offset + its rows); only a full page, or an
 * empty one past the first, asks `countAll`, which should be a cheap count of the filtered ids alone.
 */
export async function pageOfRows<TRow, T>(rows: TRow[], page: number, map: (row: TRow) => T, countAll: () => Promise<number>): Promise<Page<T>> {
  const { limit, offset } = pageWindow(page);
  const known = rows.length > 0 && rows.length < limit;
  const total = known ? offset + rows.length : page === 1 && rows.length === 0 ? 0 : await countAll();
  return toPage(rows.map(map), total, page);
}
