import type { BulkAction, BulkSelection } from '@shared/schemas/bulk-actions';
import type { Database, Queryable } from '@server/db/database';
import { searchCondition } from '../common/list-search';
import { ownerCondition } from '../common/pagination';
import { profileSearch } from './account-queries';
import { boardFilters } from './health-board-queries';
import { platformPairs } from './health-states';
import { labelCondition } from './label-queries';

/** A profile a selection names: its id, owner and comment (for the results' title). */
export interface SelectedProfile {
  id: number;
  user_id: number;
  comments: string;
}

/**
 * The profiles a list's filter finds, as the list finds them, under the owner filter (`ownerId` null:
 * an admin, all), newest first, at most `limit`: the profiles list's search and labels, or the health board's
 * filters (a profile once, however many of its platforms the board shows).
 */
export async function profilesOfFilter(
  db: Queryable,
  ownerId: number | null,
  selection: Exclude<BulkSelection, { by: 'ids' }>,
  limit: number,
): Promise<SelectedProfile[]> {
  if (selection.by === 'accounts') {
    const owner = ownerCondition('a.user_id', ownerId, 2);
    const search = searchCondition(selection.q, profileSearch, 2 + owner.params.length);
    const labelled = labelCondition(selection.label, 2 + owner.params.length + search.params.length);
    return db.query<SelectedProfile>(
      `SELECT a.id, a.user_id, a.comments FROM accounts a WHERE ${owner.sql} AND ${search.sql} AND ${labelled.sql} ORDER BY a.id DESC LIMIT $1`,
      [limit, ...owner.params, ...search.params, ...labelled.params],
    );
  }
  const where = boardFilters(
    ownerId,
    { q: selection.q, state: selection.state, platform: selection.platform, group: selection.group, label: selection.label },
    2,
  );
  return db.query<SelectedProfile>(
    `SELECT a.id, a.user_id, a.comments FROM accounts a
      WHERE a.id IN (SELECT a.id FROM accounts a ${platformPairs} WHERE ${where.sql})
      ORDER BY a.id DESC LIMIT $1`,
    [limit, ...where.params],
  );
}

/** Of these ids, the profiles the user may reach (own; all for an admin); the others are left out. */
export function reachableProfiles(db: Queryable, ownerId: number | null, ids: readonly number[]): Promise<SelectedProfile[]> {
  const owner = ownerCondition('a.user_id', ownerId, 2);
  return db.query<SelectedProfile>(`SELECT a.id, a.user_id, a.comments FROM accounts a WHERE a.id = ANY($1::int[]) AND ${owner.sql}`, [
    ids,
    ...owner.params,
  ]);
}

interface ActionRow {
  id: number;
  kind: BulkAction['kind'];
  status: BulkAction['status'];
  total: number;
  created_at: Date;
  finished_at: Date | null;
}

/**
 * An action the user may see (their own; any for an admin) with its counts and every profile's line:
 * refused first (what needs attention), then done, then still pending, each in the selection's order.
 */
export async function bulkActionOf(db: Database, id: number, ownerId: number | null): Promise<BulkAction | null> {
  const owner = ownerCondition('b.user_id', ownerId, 2);
  const [action] = await db.query<ActionRow>(
    `SELECT b.id, b.kind, b.status, b.total, b.created_at, b.finished_at FROM bulk_actions b WHERE b.id = $1 AND ${owner.sql}`,
    [id, ...owner.params],
  );
  if (!action) return null;
  const results = await db.query<{
    account_id: number;
    title: string;
    outcome: BulkAction['results'][number]['outcome'];
    reason: string | null;
  }>(
    `SELECT account_id, title, outcome, reason FROM bulk_action_items WHERE action_id = $1
      ORDER BY CASE outcome WHEN 'refused' THEN 0 WHEN 'done' THEN 1 ELSE 2 END, position`,
    [id],
  );
  return {
    id: action.id,
    kind: action.kind,
    status: action.status,
    total: action.total,
    done: results.filter((row) => row.outcome === 'done').length,
    refused: results.filter((row) => row.outcome === 'refused').length,
    createdAt: action.created_at.toISOString(),
    finishedAt: action.finished_at?.toISOString() ?? null,
    results: results.map((row) => ({ accountId: row.account_id, title: row.title, outcome: row.outcome, reason: row.reason })),
  };
}
