import type { AccountListItem } from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import type { Database } from '../db/database';
import { type SearchColumns, searchCondition } from './list-search';
import { pageFromWindowedRows, pageWindow } from './pagination';

type AccountRow = Omit<AccountListItem, 'user' | 'group'> & {
  userId: number;
  userLogin: string;
  groupId: number | null;
  groupName: string | null;
  total: number;
};

const toAccount = ({ userId, userLogin, groupId, groupName, ...row }: Omit<AccountRow, 'total'>): AccountListItem => ({
  ...row,
  user: { id: userId, login: userLogin },
  group: groupId === null || groupName === null ? null : { id: groupId, name: groupName },
});

/** What `?q=` finds in the profiles list: the id, the comment, the proxy and the owner's login. */
const profileSearch: SearchColumns = {
  table: 'accounts a',
  key: 'a.id',
  text: ['a.comments', 'a.proxy'],
  related: [(contains) => `SELECT sa.id FROM accounts sa JOIN users su ON su.id = sa.user_id WHERE ${contains('su.login')}`],
  matchesId: true,
};

/** A page of profiles, optionally only one owner's (`ownerId`) and only those matching `q`, newest first. */
export async function accountPage(db: Database, ownerId: number | null, page: number, q?: string): Promise<Page<AccountListItem>> {
  const { limit, offset } = pageWindow(page);
  const search = searchCondition(q, profileSearch, 4);
  const rows = await db.cachedQuery<AccountRow>(
    `SELECT a.id, a.proxy, a.comments, a.status,
            a.is_active_youtube AS "isActiveYouTube", a.is_active_tiktok AS "isActiveTikTok",
            a.is_active_instagram AS "isActiveInstagram",
            a.in_youtube AS "inYouTube", a.in_tiktok AS "inTikTok", a.in_instagram AS "inInstagram",
            u.id AS "userId", u.login AS "userLogin", g.id AS "groupId", g.name AS "groupName",
            count(*) OVER ()::int AS total
       FROM accounts a
       JOIN users u ON u.id = a.user_id
       LEFT JOIN account_groups g ON g.id = a.group_id
      WHERE ($1::int IS NULL OR a.user_id = $1::int) AND ${search.sql}
      ORDER BY a.id DESC
      LIMIT $2 OFFSET $3`,
    [ownerId, limit, offset, ...search.params],
  );
  return pageFromWindowedRows(rows, page, toAccount, async () => {
    const [row] = await db.cachedQuery<{ total: number }>(
      `SELECT count(*)::int AS total FROM accounts a
        WHERE ($1::int IS NULL OR a.user_id = $1::int) AND ${searchCondition(q, profileSearch, 2).sql}`,
      [ownerId, ...search.params],
    );
    return row?.total ?? 0;
  });
}
