import { messages } from '@server/messages';
import { TIKTOK_PRIVACY_LEVELS, type TikTokCreator, type TikTokPrivacyLevel } from '@shared/schemas/publication-options';
import type { SessionUser } from '@shared/schemas/auth';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { PlatformError } from '@server/platforms/platform';
import type { Publishers } from '@server/platforms/publishers';
import type { AccountRepository } from './account-repository';
import type { AccountCredentials } from './account-credentials';

const isPrivacyLevel = (value: string): value is TikTokPrivacyLevel => (TIKTOK_PRIVACY_LEVELS as readonly string[]).includes(value);

/**
 * GET /api/accounts/{id}/tiktok-creator: what TikTok lets the profile's creator choose right now
 * (creator_info through the profile's proxy), for the publication form's TikTok options.
 */
export class TikTokCreatorService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    private readonly credentials: AccountCredentials,
    private readonly tiktok: Publishers['tiktok'],
  ) {}

  async creator(user: SessionUser, accountId: number): Promise<TikTokCreator> {
    const row = await this.accounts.load(this.db, user, accountId);
    const profile = this.credentials.publishingProfile(row);
    if (!row.is_active_tiktok || !profile.tiktok) throw new HttpError(409, messages.tiktokNotActive);
    try {
      const info = await this.tiktok.creatorInfo(profile);
      return {
        accountId,
        username: info.creator_username,
        nickname: info.creator_nickname,
        privacyLevelOptions: info.privacy_level_options.filter(isPrivacyLevel),
        commentDisabled: info.comment_disabled,
        duetDisabled: info.duet_disabled,
        stitchDisabled: info.stitch_disabled,
        maxVideoPostDurationSec: info.max_video_post_duration_sec,
      };
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error instanceof HttpError ? error : new HttpError(502, messages.platformUnreachable);
      // Refused credentials show on the profile, as a publish would show them.
      if (error.kind === 'auth') await this.accounts.markAuthFailed(accountId, error.message, 'tiktok');
      throw new HttpError(502, error.message);
    }
  }
}
