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
export async function pageOfRows<TRow, T>(
  rows: TRow[],
  page: number,
  map: (row: TRow) => T,
  countAll: () => Promise<number>,
): Promise<Page<T>> {
  const { limit, offset } = pageWindow(page);
  const known = rows.length > 0 && rows.length < limit;
  const total = known ? offset + rows.length : page === 1 && rows.length === 0 ? 0 : await countAll();
  return toPage(rows.map(map), total, page);
}

/** How a page of a newest-first list is read: the order of the inner `ORDER BY id`, its LIMIT and OFFSET. */
export interface PageSlice {
  descending: boolean;
  limit: number;
  offset: number;
}

/**
 * Where a page of a list shown newest first (`ORDER BY id DESC`) is read from. Without a known total
 * (page 1), from the newest end. With one, a page in the older half is read from the oldest end
 * (`ORDER BY id` with the offset counted from that end), so the last page does not walk past every
 * newer row; the caller still orders the page newest first. A page past the end reads nothing new.
 */
export function pageSlice(page: number, total: number | null): PageSlice {
  const { limit, offset } = pageWindow(page);
  const remaining = total === null ? limit : total - offset;
  if (total === null || remaining <= 0 || remaining >= offset) return { descending: true, limit, offset };
  return { descending: false, limit: Math.min(limit, remaining), offset: Math.max(0, remaining - limit) };
}

/**
 * A newest-first list page: page 1 is read first and tells its own total when short (pageOfRows);
 * a later page asks `countAll` first, so that an older-half page is read from the oldest end
 * (pageSlice). `read` gets the slice and returns the page's rows newest first.
 */
export async function newestFirstPage<TRow, T>(
  page: number,
  read: (slice: PageSlice) => Promise<TRow[]>,
  map: (row: TRow) => T,
  countAll: () => Promise<number>,
): Promise<Page<T>> {
  const total = page > 1 ? await countAll() : null;
  const rows = await read(pageSlice(page, total));
  return total === null ? pageOfRows(rows, page, map, countAll) : toPage(rows.map(map), total, page);
}

/**
 * The owner filter written for each case, so that the planner can use an index (`$1::int IS NULL OR
 * user_id = $1` defeats both the primary key and `(user_id, id)`): TRUE for an admin (`ownerId`
 * null), else `column = $firstParam`. Returns the condition and its parameters to append.
 */
export const ownerCondition = (column: string, ownerId: number | null, firstParam: number): { sql: string; params: unknown[] } =>
  ownerId === null ? { sql: 'TRUE', params: [] } : { sql: `${column} = $${firstParam}::int`, params: [ownerId] };

/** The lists whose keys are counted per bucket of 1024 ids (0038_list_key_buckets.sql): each is its table's name, keyed by `id`. */
export type BucketedList = 'accounts' | 'creation_requests' | 'publications';

/**
 * The keys of one page of a whole list (an admin's, with no filter), `$1` of them after skipping `$2`,
 * in key order (`descending` from the newest end): the bucket that holds the page's first key comes
 * from the counts kept per bucket (summed from the list's end until they pass the offset), and only
 * that bucket's part of the primary key is walked. A middle page then costs about what page 1 does,
 * where `OFFSET` alone walks every key before it. Past the end, no bucket: no keys.
 */
export function bucketedPageKeys(list: BucketedList, descending: boolean): string {
  const order = descending ? 'DESC' : 'ASC';
  return `WITH start AS (
            SELECT b.bucket, $2::bigint - (b.upto - b.keys) AS skip
              FROM (SELECT bucket, keys, sum(keys) OVER (ORDER BY bucket ${order}) AS upto FROM list_key_buckets WHERE list = '${list}') b
             WHERE b.upto > $2::bigint ORDER BY b.bucket ${order} LIMIT 1)
          SELECT t.id FROM ${list} t
           WHERE t.id ${descending ? '<' : '>='} (SELECT (bucket${descending ? ' + 1' : ''}) * 1024 FROM start)
           ORDER BY t.id ${order} LIMIT $1 OFFSET (SELECT skip FROM start)`;
}
