import type { AccountLabel, LabelTarget } from '@shared/schemas/accounts';
import { labelKey } from '@shared/lib/labels';
import type { Queryable } from '@server/db/database';
import { ownerCondition } from '../common/pagination';

/** SQL: the labels of profile `alias` in the order they were added (an empty array when none), read by key. */
export const labelsOfProfile = (alias: string) =>
  `coalesce((SELECT array_agg(l.label ORDER BY l.id) FROM account_labels l WHERE l.account_id = ${alias}.id), '{}'::text[])`;

/**
 * A list's label filter on profile `a`: a profile carrying any of `labels` (case ignored), as one
 * EXISTS per profile through the primary key (account_id, label_key), so a profile counts once
 * however many of them it carries. `TRUE` when there is no filter.
 */
export function labelCondition(labels: readonly string[] | undefined, index: number): { sql: string; params: unknown[] } {
  if (!labels || labels.length === 0) return { sql: 'TRUE', params: [] };
  return {
    sql: `EXISTS (SELECT 1 FROM account_labels l WHERE l.account_id = a.id AND l.label_key = ANY($${index}::text[]))`,
    params: [labels.map(labelKey)],
  };
}

/**
 * The labels on the profiles the viewer sees (`ownerId` null: everyone's), each once (case ignored) in
 * its first spelling, with how many of those profiles carry it; by name.
 */
export async function visibleLabels(db: Queryable, ownerId: number | null): Promise<AccountLabel[]> {
  const owner = ownerCondition('a.user_id', ownerId, 1);
  // One owner's profiles spell a label one way (a new one takes the owner's first spelling), so min() is that spelling.
  const rows = await db.query<{ label: string; count: number }>(
    `SELECT min(l.label) AS label, count(*)::int AS count
       FROM account_labels l JOIN accounts a ON a.id = l.account_id
      WHERE ${owner.sql}
      GROUP BY l.label_key`,
    owner.params,
  );
  return rows.sort((x, y) => x.label.localeCompare(y.label, 'uk'));
}

/** Each label the viewer sees with the ids of the profiles carrying it (the publication form's 'Усі з міткою …'). */
export async function labelTargets(db: Queryable, ownerId: number | null): Promise<LabelTarget[]> {
  const owner = ownerCondition('a.user_id', ownerId, 1);
  const rows = await db.query<{ label: string; accounts: number[] }>(
    `SELECT (array_agg(l.label ORDER BY l.id))[1] AS label, array_agg(a.id ORDER BY a.id) AS accounts
       FROM account_labels l JOIN accounts a ON a.id = l.account_id
      WHERE ${owner.sql}
      GROUP BY l.label_key`,
    owner.params,
  );
  return rows.sort((x, y) => x.label.localeCompare(y.label, 'uk'));
}

/** Of these profile ids, those the viewer may change (`ownerId` null: an admin, all that exist). */
export async function reachableAccountIds(db: Queryable, ownerId: number | null, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const owner = ownerCondition('a.user_id', ownerId, 2);
  const rows = await db.query<{ id: number }>(`SELECT a.id FROM accounts a WHERE a.id = ANY($1::int[]) AND ${owner.sql} ORDER BY a.id`, [
    ids,
    ...owner.params,
  ]);
  return rows.map((row) => row.id);
}
