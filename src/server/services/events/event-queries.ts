import type { SessionUser } from '@shared/schemas/auth';
import type { Page } from '@shared/schemas/common';
import type { EventItem, EventsQuery, EventsSummary } from '@shared/schemas/events';
import type { Queryable } from '@server/db/database';
import { pageOfRows, pageWindow } from '../common/pagination';
import { ownerScope } from '../common/ownership';
import { EVENT_COLUMNS, eventFromRow } from './event-repository';

/**
 * The events a user sees, newest first: their own (the owner of what each is about), every one for an
 * admin. The filters are written per case so each read walks one index: `events (user_id, id)`,
 * `(user_id, kind, id)`, `(kind, id)`, `(account_id, id)` or the primary key, and stops at its page.
 */
function visible(user: SessionUser, query: Pick<EventsQuery, 'kind' | 'profile'>, params: unknown[]): string {
  const where: string[] = [];
  const owner = ownerScope(user);
  if (owner !== null) where.push(`e.user_id = $${params.push(owner)}`);
  if (query.kind) where.push(`e.kind = $${params.push(query.kind)}`);
  if (query.profile) where.push(`e.account_id = $${params.push(query.profile)}`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/** Whether the user has read the event: at or below their 'read all' mark, or read one by one. */
const readColumn = (userParam: string) =>
  `(e.id <= coalesce((SELECT through_id FROM event_read_marks WHERE user_id = ${userParam}), 0)
    OR EXISTS (SELECT 1 FROM event_reads r WHERE r.user_id = ${userParam} AND r.event_id = e.id)) AS read`;

export async function eventsPage(db: Queryable, user: SessionUser, query: EventsQuery): Promise<Page<EventItem>> {
  const params: unknown[] = [user.id];
  const where = visible(user, query, params);
  const { limit, offset } = pageWindow(query.page);
  const rows = await db.query<Parameters<typeof eventFromRow>[0] & { read: boolean }>(
    `SELECT ${EVENT_COLUMNS.split(', ')
      .map((column) => `e.${column}`)
      .join(', ')}, ${readColumn('$1')}
       FROM events e ${where} ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return pageOfRows(
    rows,
    query.page,
    (row) => ({ ...eventFromRow(row), read: row.read }) as EventItem,
    async () => {
      const countParams: unknown[] = [];
      const [row] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM events e ${visible(user, query, countParams)}`,
        countParams,
      );
      return row?.total ?? 0;
    },
  );
}

/** The most unread events counted: the badge says '99+' past it, and the count stays cheap. */
export const UNREAD_COUNT_LIMIT = 100;

/** The user's unread events (counted up to 100 among the newest) and the newest event they see. */
export async function eventsSummary(db: Queryable, user: SessionUser): Promise<EventsSummary> {
  const params: unknown[] = [user.id];
  const where = visible(user, {}, params);
  const [row] = await db.query<{ unread: number; latest_id: number | null }>(
    `SELECT (SELECT count(*)::int FROM (SELECT e.id FROM events e ${where ? `${where} AND` : 'WHERE'}
               e.id > coalesce((SELECT through_id FROM event_read_marks WHERE user_id = $1), 0)
               AND NOT EXISTS (SELECT 1 FROM event_reads r WHERE r.user_id = $1 AND r.event_id = e.id)
             ORDER BY e.id DESC LIMIT ${UNREAD_COUNT_LIMIT}) unread) AS unread,
            (SELECT e.id FROM events e ${where} ORDER BY e.id DESC LIMIT 1) AS latest_id`,
    params,
  );
  return { unread: row?.unread ?? 0, latestId: row?.latest_id ?? null };
}

/** The event if the user sees it (their own, or any for an admin). */
export async function visibleEvent(db: Queryable, user: SessionUser, eventId: number): Promise<boolean> {
  const params: unknown[] = [eventId];
  const owner = ownerScope(user);
  const rows = await db.query(`SELECT 1 FROM events WHERE id = $1 ${owner === null ? '' : `AND user_id = $${params.push(owner)}`}`, params);
  return rows.length > 0;
}

/** The newest event the user sees (their 'read all' mark moves there). */
export async function newestVisibleId(db: Queryable, user: SessionUser): Promise<number | null> {
  const params: unknown[] = [];
  const [row] = await db.query<{ id: number }>(`SELECT e.id FROM events e ${visible(user, {}, params)} ORDER BY e.id DESC LIMIT 1`, params);
  return row?.id ?? null;
}
