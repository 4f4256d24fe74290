import type { Page } from '@shared/schemas/common';
import type { Group } from '@shared/schemas/groups';
import type { Database } from '@server/db/database';
import { accountTitle } from '../accounts/account-title';
import { type SearchColumns, searchCondition } from '../common/list-search';
import { pageFromWindowedRows, pageWindow } from '../common/pagination';

interface GroupRow {
  id: number;
  name: string;
  userId: number;
  userLogin: string;
  accounts: Array<{ id: number; proxy: string; comments: string }> | null;
}

const groupColumns = `g.id, g.name, g.user_id AS "userId", u.login AS "userLogin",
         (SELECT json_agg(json_build_object('id', a.id, 'proxy', a.proxy, 'comments', a.comments) ORDER BY a.id)
            FROM accounts a WHERE a.group_id = g.id) AS accounts`;
const groupSource = 'FROM account_groups g JOIN users u ON u.id = g.user_id';

/** What `?q=` finds in the groups list: the id, the name and the comment of any profile in the group. */
const groupSearch: SearchColumns = {
  table: 'account_groups g',
  key: 'g.id',
  text: ['g.name'],
  related: [(contains) => `SELECT ga.group_id FROM accounts ga WHERE ${contains('ga.comments')}`],
  matchesId: true,
};

const toGroup = (row: Omit<GroupRow, 'total'>): Group => ({
  id: row.id,
  name: row.name,
  user: { id: row.userId, login: row.userLogin },
  accounts: (row.accounts ?? []).map((account) => ({ id: account.id, title: accountTitle(account), value: account.id })),
});

/** A page of groups, only `ownerId`'s (null: everyone's) and only those matching `q` when given, newest first. */
export async function groupPage(db: Database, ownerId: number | null, page: number, q?: string): Promise<Page<Group>> {
  const { limit, offset } = pageWindow(page);
  const search = searchCondition(q, groupSearch, 4);
  const rows = await db.cachedQuery<GroupRow & { total: number }>(
    `SELECT ${groupColumns}, count(*) OVER ()::int AS total ${groupSource}
      WHERE ($1::int IS NULL OR g.user_id = $1::int) AND ${search.sql}
      ORDER BY g.id DESC LIMIT $2 OFFSET $3`,
    [ownerId, limit, offset, ...search.params],
  );
  return pageFromWindowedRows(rows, page, toGroup, async () => {
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM account_groups g
        WHERE ($1::int IS NULL OR g.user_id = $1::int) AND ${searchCondition(q, groupSearch, 2).sql}`,
      [ownerId, ...search.params],
    );
    return row?.total ?? 0;
  });
}

/** Every group of `ownerId` (null: everyone's), by name, for the publishing form (not paged: a picker needs them all). */
export async function allGroups(db: Database, ownerId: number | null): Promise<Group[]> {
  const rows = await db.cachedQuery<GroupRow>(
    `SELECT ${groupColumns} ${groupSource} WHERE $1::int IS NULL OR g.user_id = $1::int ORDER BY g.name, g.id`,
    [ownerId],
  );
  return rows.map(toGroup);
}

/** One group with its profiles, when `ownerId` (null: anyone) owns it; null otherwise. */
export async function groupById(db: Database, id: number, ownerId: number | null): Promise<Group | null> {
  const [row] = await db.query<GroupRow>(
    `SELECT ${groupColumns} ${groupSource} WHERE g.id = $1 AND ($2::int IS NULL OR g.user_id = $2::int)`,
    [id, ownerId],
  );
  return row ? toGroup(row) : null;
}
