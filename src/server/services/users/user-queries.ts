import type { Page } from '@shared/schemas/common';
import type { User, UserListItem } from '@shared/schemas/users';
import type { Database } from '@server/db/database';
import { type SearchColumns, searchCondition } from '../common/list-search';
import { pageOfRows, pageWindow } from '../common/pagination';
import { toUser, userColumns, type UserRow } from './user-repository';

/** What `?q=` finds in the users list: the login and the id. */
const userSearch: SearchColumns = { table: 'users u', key: 'u.id', text: ['u.login'], matchesId: true };

/**
 * One page of users with their profile and publication video counts. The page's users come first
 * (primary key order, LIMIT before anything else); each user's counts are one row each of the
 * per-owner counters kept by triggers (`account_totals`, 0010_account_counts.sql; `video_totals`,
 * 0017_video_counts.sql), so the work follows the page, not the users' profiles and videos (counting
 * them read 1,000 profiles' index entries per user at 100k profiles; a join, or grouped subqueries
 * over `user_id IN (page)`, let the planner hash whole tables). The total is a count of users alone.
 */
export async function userPage(db: Database, page: number, q?: string): Promise<Page<UserListItem>> {
  const { limit, offset } = pageWindow(page);
  const search = searchCondition(q, userSearch, 3);
  const rows = await db.cachedQuery<UserRow & { videosCount: number; accountsCount: number; isLastAdmin: boolean }>(
    `SELECT page.*,
            (page.role = 'admin' AND (SELECT count(*) FROM users o WHERE o.role = 'admin') = 1) AS "isLastAdmin",
            coalesce((SELECT t.accounts FROM account_totals t WHERE t.user_id = page.id), 0) AS "accountsCount",
            coalesce((SELECT t.videos FROM video_totals t WHERE t.user_id = page.id), 0) AS "videosCount"
       FROM (SELECT ${userColumns} FROM users u WHERE ${search.sql} ORDER BY u.id LIMIT $1 OFFSET $2) page
      ORDER BY page.id`,
    [limit, offset, ...search.params],
  );
  return pageOfRows(rows, page, toUser, async () => {
    if (search.params.length === 0) return userCount(db);
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM users u WHERE ${searchCondition(q, userSearch, 1).sql}`,
      search.params,
    );
    return row?.total ?? 0;
  });
}

/** One user; null when there is none. */
export async function userById(db: Database, id: number): Promise<User | null> {
  const [row] = await db.cachedQuery<UserRow>(`SELECT ${userColumns} FROM users u WHERE u.id = $1`, [id]);
  return row ? toUser(row) : null;
}

/** How many users there are. */
export async function userCount(db: Database): Promise<number> {
  const [row] = await db.cachedQuery<{ total: number }>('SELECT count(*)::int AS total FROM users');
  return row?.total ?? 0;
}
