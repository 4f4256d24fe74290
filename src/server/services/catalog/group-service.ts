import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { Page } from '@shared/schemas/common';
import type { Group, GroupRequest } from '@shared/schemas/groups';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { accountTitle } from '../accounts/account-title';
import { type SearchColumns, searchCondition } from '../common/list-search';
import { ownerScope } from '../common/ownership';
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

/** Profile groups: owned by one user; a profile belongs to at most one group. */
export class GroupService {
  constructor(private readonly db: Database) {}

  async list(user: SessionUser, page: number, q?: string): Promise<Page<Group>> {
    const { limit, offset } = pageWindow(page);
    const search = searchCondition(q, groupSearch, 4);
    const rows = await this.db.cachedQuery<GroupRow & { total: number }>(
      `SELECT ${groupColumns}, count(*) OVER ()::int AS total ${groupSource}
        WHERE ($1::int IS NULL OR g.user_id = $1::int) AND ${search.sql}
        ORDER BY g.id DESC LIMIT $2 OFFSET $3`,
      [ownerScope(user), limit, offset, ...search.params],
    );
    return pageFromWindowedRows(rows, page, toGroup, async () => {
      const [row] = await this.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM account_groups g
          WHERE ($1::int IS NULL OR g.user_id = $1::int) AND ${searchCondition(q, groupSearch, 2).sql}`,
        [ownerScope(user), ...search.params],
      );
      return row?.total ?? 0;
    });
  }

  /** Every group the user may use, for the publishing form (not paged: a picker needs them all). */
  async all(user: SessionUser): Promise<Group[]> {
    const rows = await this.db.cachedQuery<GroupRow>(
      `SELECT ${groupColumns} ${groupSource} WHERE $1::int IS NULL OR g.user_id = $1::int ORDER BY g.name, g.id`,
      [ownerScope(user)],
    );
    return rows.map(toGroup);
  }

  async get(user: SessionUser, id: number): Promise<Group> {
    const [row] = await this.db.query<GroupRow>(
      `SELECT ${groupColumns} ${groupSource} WHERE g.id = $1 AND ($2::int IS NULL OR g.user_id = $2::int)`,
      [id, ownerScope(user)],
    );
    if (!row) throw new HttpError(404, messages.groupNotFound);
    return toGroup(row);
  }

  async create(user: SessionUser, body: GroupRequest): Promise<Group> {
    const id = await this.db.transaction(async (tx) => {
      await assertAssignable(tx, user.id, body.accounts, null);
      const [row] = await tx.query<{ id: number }>('INSERT INTO account_groups (user_id, name) VALUES ($1, $2) RETURNING id', [
        user.id,
        body.name,
      ]);
      await tx.query('UPDATE accounts SET group_id = $1, updated_at = now() WHERE id = ANY($2::int[])', [row!.id, body.accounts]);
      return row!.id;
    });
    return this.get(user, id);
  }

  async update(user: SessionUser, id: number, body: GroupRequest): Promise<Group> {
    await this.db.transaction(async (tx) => {
      const ownerId = await lockGroup(tx, user, id);
      await assertAssignable(tx, ownerId, body.accounts, id);
      await tx.query('UPDATE account_groups SET name = $2, updated_at = now() WHERE id = $1', [id, body.name]);
      await tx.query('UPDATE accounts SET group_id = NULL, updated_at = now() WHERE group_id = $1 AND NOT (id = ANY($2::int[]))', [
        id,
        body.accounts,
      ]);
      await tx.query('UPDATE accounts SET group_id = $1, updated_at = now() WHERE id = ANY($2::int[])', [id, body.accounts]);
    });
    return this.get(user, id);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockGroup(tx, user, id);
      await tx.query('DELETE FROM account_groups WHERE id = $1', [id]);
    });
  }
}

async function lockGroup(tx: Queryable, user: SessionUser, id: number): Promise<number> {
  const [row] = await tx.query<{ user_id: number }>(
    'SELECT user_id FROM account_groups WHERE id = $1 AND ($2::int IS NULL OR user_id = $2::int) FOR UPDATE',
    [id, ownerScope(user)],
  );
  if (!row) throw new HttpError(404, messages.groupNotFound);
  return row.user_id;
}

/** Every profile must belong to the group's owner and be free or already in this group. */
async function assertAssignable(tx: Queryable, ownerId: number, accountIds: number[], groupId: number | null) {
  const rows = await tx.query<{ id: number; user_id: number; group_id: number | null }>(
    'SELECT id, user_id, group_id FROM accounts WHERE id = ANY($1::int[]) FOR UPDATE',
    [accountIds],
  );
  const found = new Map(rows.map((row) => [row.id, row]));
  const foreign = accountIds.filter((id) => found.get(id)?.user_id !== ownerId);
  if (foreign.length > 0) {
    const texts = foreign.map((id) => `${messages.foreignProfileInGroup}: #${id}`);
    throw new HttpError(400, texts, { accounts: texts.join('; ') });
  }
  const taken = rows.filter((row) => row.group_id !== null && row.group_id !== groupId);
  if (taken.length > 0) {
    const texts = taken.map((row) => `${messages.profileInAnotherGroup}: #${row.id}`);
    throw new HttpError(409, texts, { accounts: texts.join('; ') });
  }
}
