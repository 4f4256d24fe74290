import type { CalendarHour, CalendarPublication, CalendarRow, CalendarStatus } from '@shared/schemas/calendar';
import { CALENDAR_ROWS_LIMIT } from '@shared/schemas/calendar';
import { labelKey } from '@shared/lib/labels';
import type { Platform } from '@shared/status';
import type { Queryable } from '@server/db/database';
import { accountTitle } from '../accounts/account-title';
import { visibleTo } from './publication-visibility';

/**
 * The calendar's reads: per-hour counts of a range and the rows of an hour or a day, grouped by
 * publication. A row's time is its post when published, else its planned slot; the expression is the
 * one `publication_results_calendar_idx` (0033_calendar.sql) indexes, so a range reads that index alone
 * and per row only what the filters need.
 */
export const CALENDAR_AT = `coalesce(CASE WHEN r.status = 'success' THEN r.published_at END, r.planned_at)`;

/** What a calendar read is narrowed by; `viewer` null is an admin seeing all. */
export interface CalendarFilter {
  viewer: number | null;
  platform?: Platform | undefined;
  group?: number | undefined;
  label?: string[] | undefined;
  account?: number | undefined;
}

/**
 * The rows `r` of [from, to) under the filter, as a FROM … WHERE text and its parameters ($1 from, $2 to).
 * The profile and the publication are joined only when a filter asks for them.
 */
function rowsInRange(from: Date, to: Date, filter: CalendarFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [from, to];
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions = [`${CALENDAR_AT} >= $1`, `${CALENDAR_AT} < $2`, `r.status <> 'noactive'`];
  if (filter.platform) conditions.push(`r.platform = ${add(filter.platform)}`);
  const needsVideo = filter.viewer !== null || filter.account !== undefined || filter.group !== undefined || Boolean(filter.label?.length);
  if (filter.account !== undefined) conditions.push(`pv.account_id = ${add(filter.account)}::int`);
  if (filter.group !== undefined) conditions.push(`a.group_id = ${add(filter.group)}::int`);
  if (filter.label?.length) {
    conditions.push(
      `EXISTS (SELECT 1 FROM account_labels l WHERE l.account_id = pv.account_id AND l.label_key = ANY(${add(filter.label.map(labelKey))}::text[]))`,
    );
  }
  if (filter.viewer !== null) conditions.push(visibleTo('pv.publication_id', add(filter.viewer)));
  const joins = [
    needsVideo ? 'JOIN publication_videos pv ON pv.id = r.publication_video_id' : '',
    filter.group !== undefined ? 'JOIN accounts a ON a.id = pv.account_id' : '',
  ].join(' ');
  return { sql: `FROM publication_results r ${joins} WHERE ${conditions.join(' AND ')}`, params };
}

/**
 * Per Kyiv hour of [from, to), how many rows in each status; hours without rows are left out. Kyiv is a
 * whole number of hours off UTC, so its hours are UTC's: truncating in UTC keeps the hour repeated at
 * the autumn change as two hours (Kyiv's wall clock would merge them).
 */
export async function calendarHours(db: Queryable, from: Date, to: Date, filter: CalendarFilter): Promise<CalendarHour[]> {
  const range = rowsInRange(from, to, filter);
  const rows = await db.query<{ hour: Date; publication: number; loading: number; success: number; error: number }>(
    `SELECT date_trunc('hour', ${CALENDAR_AT}, 'UTC') AS hour,
            count(*) FILTER (WHERE r.status = 'publication')::int AS publication,
            count(*) FILTER (WHERE r.status = 'loading')::int AS loading,
            count(*) FILTER (WHERE r.status = 'success')::int AS success,
            count(*) FILTER (WHERE r.status = 'error')::int AS error
       ${range.sql}
      GROUP BY 1 ORDER BY 1`,
    range.params,
  );
  return rows.map((row) => ({ ...row, hour: row.hour.toISOString() }));
}

interface RowRecord {
  id: number;
  at: Date;
  status: CalendarStatus;
  platform: Platform;
  movable: boolean;
  account_id: number;
  account_proxy: string;
  account_comments: string;
  publication_id: number;
  publication_title: string;
  publication_status: string;
  id_upload: string;
  total: number;
}

/**
 * The rows of [from, to) under the filter, the first CALENDAR_ROWS_LIMIT by time, grouped by
 * publication (in the order of each one's first row), with the count of all of them.
 */
export async function calendarRows(
  db: Queryable,
  from: Date,
  to: Date,
  filter: CalendarFilter,
): Promise<{ publications: CalendarPublication[]; total: number; truncated: boolean }> {
  const range = rowsInRange(from, to, filter);
  const limit = `$${range.params.push(CALENDAR_ROWS_LIMIT)}`;
  const records = await db.query<RowRecord>(
    `WITH page AS (
       SELECT r.id, ${CALENDAR_AT} AS at, count(*) OVER ()::int AS total
         ${range.sql}
        ORDER BY 2, 1 LIMIT ${limit})
     SELECT page.id, page.at, page.total, r.status, r.platform,
            (r.status = 'publication' AND r.processing_since IS NULL AND coalesce(r.locked_until <= now(), true)) AS movable,
            pv.account_id, a.proxy AS account_proxy, a.comments AS account_comments,
            p.id AS publication_id, p.title AS publication_title, p.status AS publication_status, cr.id_upload
       FROM page
       JOIN publication_results r ON r.id = page.id
       JOIN publication_videos pv ON pv.id = r.publication_video_id
       JOIN accounts a ON a.id = pv.account_id
       JOIN publications p ON p.id = pv.publication_id
       JOIN creation_requests cr ON cr.id = p.request_id
      ORDER BY page.at, page.id`,
    range.params,
  );
  const publications = new Map<number, CalendarPublication>();
  for (const record of records) {
    const row: CalendarRow = {
      id: record.id,
      at: record.at.toISOString(),
      status: record.status,
      platform: record.platform,
      account: {
        id: record.account_id,
        title: accountTitle({ id: record.account_id, proxy: record.account_proxy, comments: record.account_comments }),
      },
      movable: record.movable,
    };
    const group = publications.get(record.publication_id);
    if (group) group.rows.push(row);
    else
      publications.set(record.publication_id, {
        id: record.publication_id,
        idUpload: record.id_upload,
        title: record.publication_title,
        status: record.publication_status,
        rows: [row],
      });
  }
  const total = records[0]?.total ?? 0;
  return { publications: [...publications.values()], total, truncated: total > records.length };
}
