import type { EffectiveSlotPattern, SlotPattern, SlotPatterns, SlotSource } from '@shared/schemas/posting-slots';
import type { Platform } from '@shared/status';
import type { Queryable } from '@server/db/database';

/**
 * The reads of weekly posting slots: one profile's, group's or label's own patterns, and the pattern
 * each profile posts by on each platform. Which one applies when several do: the profile's own, else
 * the pattern of its label added first (of those with one on that platform), else its group's — the
 * most specific choice wins, and a profile's label order is the one its owner sees.
 */

interface PatternRow {
  platform: Platform;
  rules: SlotPattern;
}

function byPlatform(rows: PatternRow[]): SlotPatterns {
  const found = new Map(rows.map((row) => [row.platform, row.rules]));
  return { youtube: found.get('youtube') ?? null, tiktok: found.get('tiktok') ?? null, instagram: found.get('instagram') ?? null };
}

/** A profile's own patterns. */
export async function accountPatterns(db: Queryable, accountId: number): Promise<SlotPatterns> {
  return byPlatform(await db.query<PatternRow>('SELECT platform, rules FROM posting_slot_patterns WHERE account_id = $1', [accountId]));
}

/** A group's patterns. */
export async function groupPatterns(db: Queryable, groupId: number): Promise<SlotPatterns> {
  return byPlatform(await db.query<PatternRow>('SELECT platform, rules FROM posting_slot_patterns WHERE group_id = $1', [groupId]));
}

/** The patterns of `ownerId`'s label `key`. */
export async function labelPatterns(db: Queryable, ownerId: number, key: string): Promise<SlotPatterns> {
  return byPlatform(
    await db.query<PatternRow>('SELECT platform, rules FROM posting_slot_patterns WHERE label_owner_id = $1 AND label_key = $2', [
      ownerId,
      key,
    ]),
  );
}

/** Whether `ownerId` has a profile carrying the label `key`. */
export async function ownerHasLabel(db: Queryable, ownerId: number, key: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM account_labels l JOIN accounts a ON a.id = l.account_id WHERE a.user_id = $1 AND l.label_key = $2 LIMIT 1',
    [ownerId, key],
  );
  return rows.length > 0;
}

export type EffectivePatterns = Record<Platform, EffectiveSlotPattern | null>;

/** The pattern each of `accountIds` posts by on each platform (profile's own > label's > group's). */
export async function effectivePatterns(db: Queryable, accountIds: readonly number[]): Promise<Map<number, EffectivePatterns>> {
  const result = new Map<number, EffectivePatterns>(accountIds.map((id) => [id, { youtube: null, tiktok: null, instagram: null }]));
  if (accountIds.length === 0) return result;
  const rows = await db.query<{ account_id: number; platform: Platform; rules: SlotPattern; source: SlotSource; name: string }>(
    `SELECT DISTINCT ON (account_id, platform) account_id, platform, rules, source, name FROM (
        SELECT a.id AS account_id, p.platform, p.rules, 'account' AS source, '' AS name, 1 AS rank, 0::bigint AS place
          FROM accounts a JOIN posting_slot_patterns p ON p.account_id = a.id WHERE a.id = ANY($1::int[])
        UNION ALL
        SELECT a.id, p.platform, p.rules, 'label', l.label, 2, l.id
          FROM accounts a JOIN account_labels l ON l.account_id = a.id
          JOIN posting_slot_patterns p ON p.label_owner_id = a.user_id AND p.label_key = l.label_key
         WHERE a.id = ANY($1::int[])
        UNION ALL
        SELECT a.id, p.platform, p.rules, 'group', g.name, 3, 0
          FROM accounts a JOIN account_groups g ON g.id = a.group_id JOIN posting_slot_patterns p ON p.group_id = g.id
         WHERE a.id = ANY($1::int[])
      ) candidates
      ORDER BY account_id, platform, rank, place`,
    [accountIds],
  );
  for (const row of rows) result.get(row.account_id)![row.platform] = { source: row.source, name: row.name, rules: row.rules };
  return result;
}

/** The pattern one profile posts by on one platform, or null. */
export async function effectivePattern(db: Queryable, accountId: number, platform: Platform): Promise<SlotPattern | null> {
  return (await effectivePatterns(db, [accountId])).get(accountId)![platform]?.rules ?? null;
}
