import type { AccountListItem, AccountOption } from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import type { ProxyCheck } from '@shared/schemas/fleet-health';
import type { Status } from '@shared/status';
import type { Database } from '@server/db/database';
import { type SearchColumns, searchCondition } from '../common/list-search';
import { bucketedPageKeys, newestFirstPage, ownerCondition, type PageSlice } from '../common/pagination';
import { accountTitle } from './account-title';
import { labelCondition, labelsOfProfile } from './label-queries';
import { proxyChecksOf, type StoredProxyCheck } from './proxy-check-queries';

type AccountRow = Omit<AccountListItem, 'user' | 'group' | 'proxyCheck'> & {
  proxyCheck?: ProxyCheck;
  userId: number;
  userLogin: string;
  groupId: number | null;
  groupName: string | null;
};

const toAccount = ({ userId, userLogin, groupId, groupName, proxyCheck, ...row }: AccountRow): AccountListItem => ({
  ...row,
  proxyCheck: proxyCheck!,
  user: { id: userId, login: userLogin },
  group: groupId === null || groupName === null ? null : { id: groupId, name: groupName },
});

/** What `?q=` finds in the profiles list: the id, the comment, the proxy and the owner's login. */
export const profileSearch: SearchColumns = {
  table: 'accounts a',
  key: 'a.id',
  text: ['a.comments', 'a.proxy'],
  // Each matching owner's profiles through accounts (user_id, id): OFFSET 0 keeps the lookup per owner, where a join let
  // the planner hash the whole accounts table for a few owners (list-plans.test.ts).
  related: [
    (contains) =>
      `SELECT sa.id FROM users su CROSS JOIN LATERAL (SELECT sa.id FROM accounts sa WHERE sa.user_id = su.id OFFSET 0) sa WHERE ${contains('su.login')}`,
  ],
  matchesId: true,
};

/**
 * A page of profiles, optionally only one owner's (`ownerId`), only those matching `q` and only those
 * carrying any of `labels` (one EXISTS per profile over `account_labels`' primary key), newest first.
 *
 * The page's profiles come first (`ORDER BY a.id DESC LIMIT`, read backwards from the primary key, or
 * from `accounts (user_id, id)` for one owner: the owner filter is written per case); the owner's
 * login and the group's name are then looked up per row of the page by their keys (a join let the
 * planner hash the whole users table for 20 rows). The total is each owner's number of
 * profiles kept by 0010_account_counts.sql (summed for an admin), or with a search a count of the
 * matching ids alone; page 1 asks it only when full, a later page first, and a page in the older half
 * is read from the oldest end (newestFirstPage).
 */
export async function accountPage(
  db: Database,
  ownerId: number | null,
  page: number,
  q?: string,
  labels?: string[],
): Promise<Page<AccountListItem>> {
  const owner = ownerCondition('a.user_id', ownerId, 3);
  const search = searchCondition(q, profileSearch, 3 + owner.params.length, owner.sql);
  const labelled = labelCondition(labels, 3 + owner.params.length + search.params.length);
  // An admin's search without labels: the page and the total from the matching keys alone.
  const searchedKeys = ownerId === null && labelled.params.length === 0 ? search.keys : null;
  const countAll = async () => {
    if (searchedKeys !== null) {
      const counted = searchCondition(q, profileSearch, 1);
      const [row] = await db.cachedQuery<{ total: number }>(`SELECT count(*)::int AS total FROM (${counted.keys}) m(id)`, counted.params);
      return row?.total ?? 0;
    }
    if (search.params.length === 0 && labelled.params.length === 0) {
      // Kept per owner by the triggers of 0010_account_counts.sql: one row, or one per owner for an admin.
      const [row] = await db.cachedQuery<{ total: number }>(
        `SELECT coalesce(sum(accounts), 0)::int AS total FROM account_totals t WHERE ${ownerId === null ? 'TRUE' : 't.user_id = $1::int'}`,
        ownerId === null ? [] : [ownerId],
      );
      return row?.total ?? 0;
    }
    const countOwner = ownerCondition('a.user_id', ownerId, 1);
    const countSearch = searchCondition(q, profileSearch, 1 + countOwner.params.length, countOwner.sql);
    const countLabelled = labelCondition(labels, 1 + countOwner.params.length + countSearch.params.length);
    const [row] = await db.cachedQuery<{ total: number }>(
      `SELECT count(*)::int AS total FROM accounts a
        WHERE ${countOwner.sql} AND ${countSearch.sql} AND ${countLabelled.sql}`,
      [...countOwner.params, ...countSearch.params, ...countLabelled.params],
    );
    return row?.total ?? 0;
  };
  // An admin's whole list: the page's first key from the counts kept per bucket of ids.
  const whole = ownerId === null && search.params.length === 0 && labelled.params.length === 0;
  const read = async ({ descending, limit, offset }: PageSlice) => {
    const rows = await db.cachedQuery<AccountRow & StoredProxyCheck>(
      `SELECT a.id, a.proxy, a.comments, a.status,
              a.is_active_youtube AS "isActiveYouTube", a.is_active_tiktok AS "isActiveTikTok",
              a.is_active_instagram AS "isActiveInstagram",
              a.in_youtube AS "inYouTube", a.in_tiktok AS "inTikTok", a.in_instagram AS "inInstagram",
              a.user_id AS "userId", (SELECT u.login FROM users u WHERE u.id = a.user_id) AS "userLogin",
              a.group_id AS "groupId", (SELECT g.name FROM account_groups g WHERE g.id = a.group_id) AS "groupName",
              ${labelsOfProfile('a')} AS labels,
              a.user_id, a.proxy_exit_ip, a.proxy_ok, a.proxy_latency_ms, a.proxy_error, a.proxy_checked_at
         FROM (${
           whole
             ? bucketedPageKeys('accounts', descending)
             : searchedKeys !== null
               ? `SELECT m.id FROM (${searchedKeys}) m(id) ORDER BY m.id ${descending ? 'DESC' : 'ASC'} LIMIT $1 OFFSET $2`
               : `SELECT a.id FROM accounts a WHERE ${owner.sql} AND ${search.sql} AND ${labelled.sql}
                 ORDER BY a.id ${descending ? 'DESC' : 'ASC'} LIMIT $1 OFFSET $2`
         }) k
         -- The page's keys first (the offset walked on the index alone), then each profile by its key.
         CROSS JOIN LATERAL (SELECT a.* FROM accounts a WHERE a.id = k.id OFFSET 0) a
        ORDER BY a.id DESC`,
      [limit, offset, ...owner.params, ...search.params, ...labelled.params],
    );
    // The last proxy check, and who shares its exit address: one lookup by address for the page.
    const checks = await proxyChecksOf(db, rows, ownerId);
    return rows.map(
      ({ user_id: _u, proxy_exit_ip: _ip, proxy_ok: _ok, proxy_latency_ms: _ms, proxy_error: _e, proxy_checked_at: _at, ...row }) => ({
        ...row,
        proxyCheck: checks.get(row.id)!,
      }),
    );
  };
  return newestFirstPage(page, read, toAccount, countAll);
}

interface OptionRow {
  id: number;
  proxy: string;
  comments: string;
  status: Status;
  proxy_ok: boolean | null;
}

/** A picker's option: the profile's name, its status and its proxy's last check. */
const toOption = (row: OptionRow): AccountOption => ({
  id: row.id,
  title: accountTitle(row),
  value: row.id,
  status: row.status,
  proxyOk: row.proxy_ok,
});

/** The owner of a group the viewer may see (`ownerId` null: any); null when there is none. */
export async function groupOwner(db: Database, groupId: number, ownerId: number | null): Promise<number | null> {
  const [group] = await db.query<{ user_id: number }>(
    'SELECT user_id FROM account_groups WHERE id = $1 AND ($2::int IS NULL OR user_id = $2::int)',
    [groupId, ownerId],
  );
  return group?.user_id ?? null;
}

/** All of the owner's profiles as options; one already in another group than `groupId` names it (`otherGroup`). */
export async function groupOptions(db: Database, ownerId: number, groupId: number): Promise<AccountOption[]> {
  const rows = await db.query<OptionRow & { other_group_id: number | null; other_group_name: string | null }>(
    `SELECT a.id, a.proxy, a.comments, a.status, a.proxy_ok, g.id AS other_group_id, g.name AS other_group_name
       FROM accounts a
       LEFT JOIN account_groups g ON g.id = a.group_id AND a.group_id <> $2
      WHERE a.user_id = $1 ORDER BY a.id`,
    [ownerId, groupId],
  );
  return rows.map((row) =>
    row.other_group_id === null
      ? toOption(row)
      : { ...toOption(row), otherGroup: { id: row.other_group_id, name: row.other_group_name ?? '' } },
  );
}

/** Every profile of `ownerId` (null: everyone's), as options. */
export async function publishingOptions(db: Database, ownerId: number | null): Promise<AccountOption[]> {
  const rows = await db.cachedQuery<OptionRow>(
    'SELECT id, proxy, comments, status, proxy_ok FROM accounts WHERE $1::int IS NULL OR user_id = $1::int ORDER BY id',
    [ownerId],
  );
  return rows.map(toOption);
}
