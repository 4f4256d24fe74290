import type { SessionUser } from '@shared/schemas/auth';
import type { AccountLimits, AccountLimitsRequest, PostingLimit, PostingLimits } from '@shared/schemas/posting-limits';
import { PLATFORMS, type Platform } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import type { AccountRepository } from '../accounts/account-repository';

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

/**
 * The posting limits people edit: the product defaults (an admin's; the rows without a profile) and
 * a profile's own (its owner's or an admin's). A change applies to rows planned from then on; rows
 * already planned are checked against it again when their time comes (`posting-pacing.ts`).
 */
export class PostingLimitsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
  ) {}

  async defaults(db: Queryable = this.db): Promise<PostingLimits> {
    const rows = await db.query<LimitRow>(
      'SELECT platform, daily_cap, min_gap_minutes, jitter_minutes FROM posting_limits WHERE account_id IS NULL',
    );
    const byPlatform = new Map(rows.map((row) => [row.platform, toLimit(row)]));
    return { youtube: byPlatform.get('youtube')!, tiktok: byPlatform.get('tiktok')!, instagram: byPlatform.get('instagram')! };
  }

  async setDefaults(body: PostingLimits): Promise<PostingLimits> {
    return this.db.transaction(async (tx) => {
      for (const platform of PLATFORMS) {
        const limit = body[platform];
        await tx.query(
          `INSERT INTO posting_limits (account_id, platform, daily_cap, min_gap_minutes, jitter_minutes) VALUES (NULL, $1, $2, $3, $4)
           ON CONFLICT (platform) WHERE account_id IS NULL
           DO UPDATE SET daily_cap = EXCLUDED.daily_cap, min_gap_minutes = EXCLUDED.min_gap_minutes, jitter_minutes = EXCLUDED.jitter_minutes, updated_at = now()`,
          [platform, limit.dailyCap, limit.minGapMinutes, limit.jitterMinutes],
        );
      }
      return this.defaults(tx);
    });
  }

  /** The profile's limits (404 when it is not the user's). */
  async forAccount(user: SessionUser, accountId: number): Promise<AccountLimits> {
    await this.accounts.load(this.db, user, accountId);
    return this.read(this.db, accountId);
  }

  /** Sets the profile's own limits; a platform sent as null goes back to the product default. */
  async setForAccount(user: SessionUser, accountId: number, body: AccountLimitsRequest): Promise<AccountLimits> {
    await this.accounts.load(this.db, user, accountId);
    return this.db.transaction(async (tx) => {
      for (const platform of PLATFORMS) {
        const limit = body[platform];
        if (!limit) {
          await tx.query('DELETE FROM posting_limits WHERE account_id = $1 AND platform = $2', [accountId, platform]);
          continue;
        }
        await tx.query(
          `INSERT INTO posting_limits (account_id, platform, daily_cap, min_gap_minutes, jitter_minutes) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (account_id, platform) WHERE account_id IS NOT NULL
           DO UPDATE SET daily_cap = EXCLUDED.daily_cap, min_gap_minutes = EXCLUDED.min_gap_minutes, jitter_minutes = EXCLUDED.jitter_minutes, updated_at = now()`,
          [accountId, platform, limit.dailyCap, limit.minGapMinutes, limit.jitterMinutes],
        );
      }
      return this.read(tx, accountId);
    });
  }

  private async read(db: Queryable, accountId: number): Promise<AccountLimits> {
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
      defaults: await this.defaults(db),
      pauses: pauses.map((row) => ({ platform: row.platform, until: row.tightened_until.toISOString(), reason: row.reason })),
    };
  }
}
