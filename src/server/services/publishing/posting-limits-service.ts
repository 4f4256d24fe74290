import type { SessionUser } from '@shared/schemas/auth';
import type { AccountLimits, AccountLimitsRequest, PostingLimits } from '@shared/schemas/posting-limits';
import { PLATFORMS } from '@shared/status';
import type { Database } from '@server/db/database';
import type { AccountRepository } from '../accounts/account-repository';
import { accountLimits, defaultLimits } from './posting-limits-queries';
import type { PostingLimitsRepository } from './posting-limits-repository';

/**
 * The posting limits people edit: the product defaults (an admin's; the rows without a profile) and
 * a profile's own (its owner's or an admin's). A change applies to rows planned from then on; rows
 * already planned are checked against it again when their time comes (`posting-pacing.ts`).
 */
export class PostingLimitsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    private readonly limits: PostingLimitsRepository,
  ) {}

  defaults(): Promise<PostingLimits> {
    return defaultLimits(this.db);
  }

  async setDefaults(body: PostingLimits): Promise<PostingLimits> {
    return this.db.transaction(async (tx) => {
      for (const platform of PLATFORMS) await this.limits.setDefault(tx, platform, body[platform]);
      return defaultLimits(tx);
    });
  }

  /** The profile's limits (404 when it is not the user's). */
  async forAccount(user: SessionUser, accountId: number): Promise<AccountLimits> {
    await this.accounts.load(this.db, user, accountId);
    return accountLimits(this.db, accountId);
  }

  /** Sets the profile's own limits; a platform sent as null goes back to the product default. */
  async setForAccount(user: SessionUser, accountId: number, body: AccountLimitsRequest): Promise<AccountLimits> {
    await this.accounts.load(this.db, user, accountId);
    return this.db.transaction(async (tx) => {
      for (const platform of PLATFORMS) {
        const limit = body[platform];
        if (!limit) {
          await this.limits.removeForAccount(tx, accountId, platform);
          continue;
        }
        await this.limits.setForAccount(tx, accountId, platform, limit);
      }
      return accountLimits(tx, accountId);
    });
  }
}
