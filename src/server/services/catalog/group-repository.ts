import type { Queryable } from '@server/db/database';

/** A profile as a group's edit sees it, held for the caller's transaction. */
export interface GroupMemberRow {
  id: number;
  user_id: number;
  group_id: number | null;
}

/**
 * The writes of profile groups (`account_groups`, and which group each profile is in). Every one
 * joins the caller's transaction (`tx` first, so it needs no database of its own): the service's
 * transaction holds the rows it checked until the write is done.
 */
export class GroupRepository {
  /** Holds the group for the transaction; answers its owner, or null when `ownerId` (null: anyone) has no such group. */
  async lock(tx: Queryable, id: number, ownerId: number | null): Promise<number | null> {
    const [row] = await tx.query<{ user_id: number }>(
      'SELECT user_id FROM account_groups WHERE id = $1 AND ($2::int IS NULL OR user_id = $2::int) FOR UPDATE',
      [id, ownerId],
    );
    return row?.user_id ?? null;
  }

  /** Holds the profiles for the transaction; answers those that exist, with their owner and group. */
  lockProfiles(tx: Queryable, accountIds: number[]): Promise<GroupMemberRow[]> {
    return tx.query<GroupMemberRow>('SELECT id, user_id, group_id FROM accounts WHERE id = ANY($1::int[]) FOR UPDATE', [accountIds]);
  }

  /** Saves a new group of `userId`; answers its id. */
  async insert(tx: Queryable, userId: number, name: string): Promise<number> {
    const [row] = await tx.query<{ id: number }>('INSERT INTO account_groups (user_id, name) VALUES ($1, $2) RETURNING id', [userId, name]);
    return row!.id;
  }

  async rename(tx: Queryable, id: number, name: string): Promise<void> {
    await tx.query('UPDATE account_groups SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
  }

  /** Takes out of the group every profile that is not one of `accountIds`. */
  async releaseAllBut(tx: Queryable, id: number, accountIds: number[]): Promise<void> {
    await tx.query('UPDATE accounts SET group_id = NULL, updated_at = now() WHERE group_id = $1 AND NOT (id = ANY($2::int[]))', [
      id,
      accountIds,
    ]);
  }

  /** Puts the profiles `accountIds` in the group. */
  async assign(tx: Queryable, id: number, accountIds: number[]): Promise<void> {
    await tx.query('UPDATE accounts SET group_id = $1, updated_at = now() WHERE id = ANY($2::int[])', [id, accountIds]);
  }

  async remove(tx: Queryable, id: number): Promise<void> {
    await tx.query('DELETE FROM account_groups WHERE id = $1', [id]);
  }
}
