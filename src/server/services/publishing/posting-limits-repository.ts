import type { PostingLimit } from '@shared/schemas/posting-limits';
import type { Platform } from '@shared/status';
import type { Queryable } from '@server/db/database';

/**
 * The writes of the posting limits people edit (`posting_limits`). Every one joins the caller's
 * transaction (`tx` first, so it needs no database of its own): the service writes the three platforms
 * and reads the answer back in one transaction.
 */
export class PostingLimitsRepository {
  /** Sets the product default on the platform. */
  async setDefault(tx: Queryable, platform: Platform, limit: PostingLimit): Promise<void> {
    await tx.query(
      `INSERT INTO posting_limits (account_id, platform, daily_cap, min_gap_minutes, jitter_minutes) VALUES (NULL, $1, $2, $3, $4)
           ON CONFLICT (platform) WHERE account_id IS NULL
           DO UPDATE SET daily_cap = EXCLUDED.daily_cap, min_gap_minutes = EXCLUDED.min_gap_minutes, jitter_minutes = EXCLUDED.jitter_minutes, updated_at = now()`,
      [platform, limit.dailyCap, limit.minGapMinutes, limit.jitterMinutes],
    );
  }

  /** Sets the profile's own limit on the platform. */
  async setForAccount(tx: Queryable, accountId: number, platform: Platform, limit: PostingLimit): Promise<void> {
    await tx.query(
      `INSERT INTO posting_limits (account_id, platform, daily_cap, min_gap_minutes, jitter_minutes) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (account_id, platform) WHERE account_id IS NOT NULL
           DO UPDATE SET daily_cap = EXCLUDED.daily_cap, min_gap_minutes = EXCLUDED.min_gap_minutes, jitter_minutes = EXCLUDED.jitter_minutes, updated_at = now()`,
      [accountId, platform, limit.dailyCap, limit.minGapMinutes, limit.jitterMinutes],
    );
  }

  /** The profile's own limit on the platform goes: the product default applies again. */
  async removeForAccount(tx: Queryable, accountId: number, platform: Platform): Promise<void> {
    await tx.query('DELETE FROM posting_limits WHERE account_id = $1 AND platform = $2', [accountId, platform]);
  }
}
