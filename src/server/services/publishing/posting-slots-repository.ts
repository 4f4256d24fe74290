import type { SlotPattern, SlotPatterns } from '@shared/schemas/posting-slots';
import { PLATFORMS } from '@shared/status';
import type { Queryable } from '@server/db/database';

/** Whose patterns: a profile, a group, or one owner's label. */
export type SlotOwner = { accountId: number } | { groupId: number } | { labelOwnerId: number; labelKey: string };

function columns(owner: SlotOwner): { where: string; insert: string; values: unknown[] } {
  if ('accountId' in owner) return { where: 'account_id = $1', insert: 'account_id', values: [owner.accountId] };
  if ('groupId' in owner) return { where: 'group_id = $1', insert: 'group_id', values: [owner.groupId] };
  return {
    where: 'label_owner_id = $1 AND label_key = $2',
    insert: 'label_owner_id, label_key',
    values: [owner.labelOwnerId, owner.labelKey],
  };
}

/**
 * The writes of weekly posting slots (`posting_slot_patterns`), in the caller's transaction: a
 * profile's, group's or label's patterns replaced per platform (null removes that platform's).
 */
export class PostingSlotsRepository {
  async replace(tx: Queryable, owner: SlotOwner, patterns: SlotPatterns): Promise<void> {
    const { where, insert, values } = columns(owner);
    for (const platform of PLATFORMS) {
      const rules: SlotPattern | null = patterns[platform];
      const platformParam = `$${values.length + 1}`;
      await tx.query(`DELETE FROM posting_slot_patterns WHERE ${where} AND platform = ${platformParam}`, [...values, platform]);
      if (!rules) continue;
      const params = values.map((_, index) => `$${index + 1}`).join(', ');
      await tx.query(
        `INSERT INTO posting_slot_patterns (${insert}, platform, rules) VALUES (${params}, ${platformParam}, $${values.length + 2}::jsonb)`,
        [...values, platform, JSON.stringify(rules)],
      );
    }
  }
}
