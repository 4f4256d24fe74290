import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { AccountDetail, ChannelDescriptionRequest, InstagramProfileRequest } from '@shared/schemas/accounts';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { PlatformError } from '../platforms/platform';
import type { Publishers } from '../platforms/publishers';
import type { AccountService } from './account-service';
import { publishingProfile } from './publishing-profile';
import type { SecretBox } from './secret-box';

/**
 * The profile actions that change the profile on the platform itself (YouTube channel description,
 * Instagram name and biography), through the profile's proxy. Stored only once the platform took it;
 * a platform refusal answers 502 with its Ukrainian message (an authorisation refusal marks the profile).
 */
export class ProfileActionsService {
  constructor(
    private readonly db: Database,
    private readonly box: SecretBox,
    private readonly accounts: AccountService,
    private readonly publishers: Publishers,
  ) {}

  async updateChannel(user: SessionUser, id: number, body: ChannelDescriptionRequest): Promise<AccountDetail> {
    const row = await this.accounts.load(this.db, user, id);
    if (!row.is_active_youtube) throw new HttpError(409, messages.youtubeNotActive);
    const profile = publishingProfile(this.db, this.box, this.accounts, row);
    if (!profile.youtube) throw new HttpError(409, messages.youtubeNotActive);
    await this.onPlatform(id, () => this.publishers.youtube.updateChannelDescription(profile, body.description));
    return this.accounts.updateChannel(user, id, body);
  }

  async updateInstagramProfile(user: SessionUser, id: number, body: InstagramProfileRequest): Promise<AccountDetail> {
    const row = await this.accounts.load(this.db, user, id);
    const profile = publishingProfile(this.db, this.box, this.accounts, row);
    if (!row.in_instagram || !profile.instagram) throw new HttpError(409, messages.instagramNotActive);
    await this.onPlatform(id, () =>
      this.publishers.instagram.updateProfile(profile, {
        ...(body.profileName ? { name: body.profileName } : {}),
        ...(body.profileDescription ? { biography: body.profileDescription } : {}),
      }),
    );
    return this.accounts.updateInstagramProfile(user, id, body);
  }

  /**
   * The code Instagram sent for a login confirmation (two-factor or challenge), entered by the owner:
   * sent through the profile's proxy; on success the profile is logged in and its checkpoint cleared.
   */
  async verifyInstagramCode(user: SessionUser, id: number, code: string): Promise<AccountDetail> {
    const profile = await this.instagramProfile(user, id);
    await this.onInstagramLogin(id, () => this.publishers.instagram.submitLoginCode(profile, code));
    await this.accounts.clearInstagramCheckpoint(id);
    return this.accounts.detail(user, id);
  }

  /** 'Я підтвердив вхід': the owner approved the login in the Instagram app; log in again and clear the checkpoint. */
  async confirmInstagramLogin(user: SessionUser, id: number): Promise<AccountDetail> {
    const profile = await this.instagramProfile(user, id);
    await this.onInstagramLogin(id, () => this.publishers.instagram.confirmLogin(profile));
    await this.accounts.clearInstagramCheckpoint(id);
    return this.accounts.detail(user, id);
  }

  private async instagramProfile(user: SessionUser, id: number) {
    const row = await this.accounts.load(this.db, user, id);
    const profile = publishingProfile(this.db, this.box, this.accounts, row);
    if (!row.in_instagram || !profile.instagram) throw new HttpError(409, messages.instagramNotActive);
    if (!row.instagram_checkpoint) throw new HttpError(409, messages.instagramNoCheckpoint);
    return profile;
  }

  /** A refused code is the owner's to fix (400); Instagram asking again keeps the checkpoint (409). */
  private async onInstagramLogin(accountId: number, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error instanceof HttpError ? error : new HttpError(502, messages.platformUnreachable);
      if (error.kind === 'rejected') throw new HttpError(400, error.message);
      if (error.kind === 'checkpoint') {
        await this.accounts.markInstagramCheckpoint(accountId, error.checkpoint ?? 'challenge', error.message);
        throw new HttpError(409, error.message);
      }
      if (error.kind === 'auth') await this.accounts.markAuthFailed(accountId, error.message);
      throw new HttpError(502, error.message);
    }
  }

  private async onPlatform(accountId: number, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error instanceof HttpError ? error : new HttpError(502, messages.platformUnreachable);
      if (error.kind === 'auth') await this.accounts.markAuthFailed(accountId, error.message);
      if (error.kind === 'checkpoint') await this.accounts.markInstagramCheckpoint(accountId, error.checkpoint ?? 'challenge', error.message);
      throw new HttpError(502, error.message);
    }
  }
}
