import type { AccountLimits, PostingLimit, PostingLimits } from '@shared/schemas/posting-limits';
import type { Platform } from '@shared/status';
import type { Queryable } from '@server/db/database';

interface LimitRow {
  platform: Platform;
  daily_cap: number;
  min_gap_minutes: number;
  jitter_minutes: number;
}

const toLimit = (row: LimitRow): PostingLimit => ({
  dailyCap: row.daily_cap,
  minGapMinutes: row.min_gap_minutes,
  jitterMinutes: row.jitter_minutes,
});

/** The product defaults (the rows without a profile). */
export async function defaultLimits(db: Queryable): Promise<PostingLimits> {
  const rows = await db.query<LimitRow>(
    'SELECT platform, daily_cap, min_gap_minutes, jitter_minutes FROM posting_limits WHERE account_id IS NULL',
  );
  const byPlatform = new Map(rows.map((row) => [row.platform, toLimit(row)]));
  return { youtube: byPlatform.get('youtube')!, tiktok: byPlatform.get('tiktok')!, instagram: byPlatform.get('instagram')! };
}

/** The profile's own limits, the product defaults and the pauses a platform put on the profile, while they last. */
export async function accountLimits(db: Queryable, accountId: number): Promise<AccountLimits> {
  const own = await db.query<LimitRow>(
    'SELECT platform, daily_cap, min_gap_minutes, jitter_minutes FROM posting_limits WHERE account_id = $1',
    [accountId],
  );
  const byPlatform = new Map(own.map((row) => [row.platform, toLimit(row)]));
  const pauses = await db.query<{ platform: Platform; tightened_until: Date; reason: string }>(
    `SELECT platform, tightened_until, reason FROM account_platform_pacing WHERE account_id = $1 AND tightened_until > now()
        ORDER BY CASE platform WHEN 'youtube' THEN 1 WHEN 'tiktok' THEN 2 ELSE 3 END`,
    [accountId],
  );
  return {
    overrides: {
      youtube: byPlatform.get('youtube') ?? null,
      tiktok: byPlatform.get('tiktok') ?? null,
      instagram: byPlatform.get('instagram') ?? null,
    },
    defaults: await defaultLimits(db),
    pauses: pauses.map((row) => ({ platform: row.platform, until: row.tightened_until.toISOString(), reason: row.reason })),
  };
}
