import type { CalendarHour, CalendarPublication, CalendarRow, CalendarStatus } from '@shared/schemas/calendar';
import { CALENDAR_ROWS_LIMIT } from '@shared/schemas/calendar';
import { labelKey } from '@shared/lib/labels';
import type { Platform } from '@shared/status';
import type { Queryable } from '@server/db/database';
import { accountTitle } from '../accounts/account-title';

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
 * A filter on the row's video (its profile, group, labels, or who sees its publication) is a semi-join
 * on `publication_video_id`, which the index carries: the planner may hash the few videos it admits
 * and read the range from the index alone, instead of looking each row's video up. The profiles and
 * publications a filter admits are read first as an array (`= ANY (ARRAY(…))`), so their videos are
 * reached through the indexes by profile or publication, never by reading every video.
 */
function rowsInRange(from: Date, to: Date, filter: CalendarFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [from, to];
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions = [`${CALENDAR_AT} >= $1`, `${CALENDAR_AT} < $2`, `r.status <> 'noactive'`];
  if (filter.platform) conditions.push(`r.platform = ${add(filter.platform)}`);
  const videos: string[] = [];
  if (filter.account !== undefined) videos.push(`pv.account_id = ${add(filter.account)}::int`);
  if (filter.group !== undefined)
    videos.push(`pv.account_id = ANY (ARRAY(SELECT a.id FROM accounts a WHERE a.group_id = ${add(filter.group)}::int))`);
  if (filter.label?.length) {
    videos.push(
      `pv.account_id = ANY (ARRAY(SELECT l.account_id FROM account_labels l WHERE l.label_key = ANY(${add(filter.label.map(labelKey))}::text[])))`,
    );
  }
  if (filter.viewer !== null) {
    videos.push(
      `pv.publication_id = ANY (ARRAY(SELECT w.publication_id FROM publication_viewers w WHERE w.user_id = ${add(filter.viewer)}::int))`,
    );
  }
  if (videos.length > 0)
    conditions.push(`r.publication_video_id IN (SELECT pv.id FROM publication_videos pv WHERE ${videos.join(' AND ')})`);
  return { sql: `FROM publication_results r WHERE ${conditions.join(' AND ')}`, params };
}

/**
 * Per Kyiv hour of [from, to), how many rows in each status; hours without rows are left out. Kyiv is a
 * whole number of hours off UTC, so its hours are UTC's: binning by the hour from a UTC origin (cheap
 * integer arithmetic) keeps the hour repeated at the autumn change as two hours, where Kyiv's wall
 * clock would merge them.
 */
export async function calendarHours(db: Queryable, from: Date, to: Date, filter: CalendarFilter): Promise<CalendarHour[]> {
  const range = rowsInRange(from, to, filter);
  const rows = await db.query<{ hour: Date; publication: number; loading: number; success: number; error: number }>(
    `SELECT date_bin('1 hour', ${CALENDAR_AT}, '2000-01-01T00:00:00Z') AS hour,
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
