import { messages } from '@server/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { AccountDetail, ChannelDescriptionRequest, InstagramProfileRequest } from '@shared/schemas/accounts';
import type { Platform } from '@shared/status';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { PlatformError } from '@server/platforms/platform';
import type { Publishers } from '@server/platforms/publishers';
import type { AccountRepository } from './account-repository';
import type { AccountCredentials } from './account-credentials';
import type { AccountService } from './account-service';

/**
 * The profile actions that change the profile on the platform itself (YouTube channel description,
 * Instagram name and biography), through the profile's proxy. Stored only once the platform took it;
 * a platform refusal answers 502 with its Ukrainian message (an authorisation refusal marks the profile).
 * Each action reads the profile once: the write answers it as it now is, and the page is made from that.
 */
export class ProfileActionsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    private readonly credentials: AccountCredentials,
    private readonly profiles: AccountService,
    private readonly publishers: Publishers,
  ) {}

  async updateChannel(user: SessionUser, id: number, body: ChannelDescriptionRequest): Promise<AccountDetail> {
    const row = await this.accounts.load(this.db, user, id);
    if (!row.is_active_youtube) throw new HttpError(409, messages.youtubeNotActive);
    const profile = this.credentials.publishingProfile(row);
    if (!profile.youtube) throw new HttpError(409, messages.youtubeNotActive);
    await this.onPlatform(id, 'youtube', () => this.publishers.youtube.updateChannelDescription(profile, body.description));
    return this.profiles.detailOf(user, await this.accounts.setChannelDescription(row, body.description));
  }

  async updateInstagramProfile(user: SessionUser, id: number, body: InstagramProfileRequest): Promise<AccountDetail> {
    const row = await this.accounts.load(this.db, user, id);
    const profile = this.credentials.publishingProfile(row);
    if (!row.in_instagram || !profile.instagram) throw new HttpError(409, messages.instagramNotActive);
    await this.onPlatform(id, 'instagram', () =>
      this.publishers.instagram.updateProfile(profile, {
        ...(body.profileName ? { name: body.profileName } : {}),
        ...(body.profileDescription ? { biography: body.profileDescription } : {}),
      }),
    );
    const updated = await this.accounts.setInstagramProfile(row, body.profileName || null, body.profileDescription || null);
    return this.profiles.detailOf(user, updated);
  }

  /**
   * The code Instagram sent for a login confirmation (two-factor or challenge), entered by the owner:
   * sent through the profile's proxy; on success the profile is logged in and its checkpoint cleared.
   */
  async verifyInstagramCode(user: SessionUser, id: number, code: string): Promise<AccountDetail> {
    const { row, profile } = await this.instagramProfile(user, id);
    await this.onInstagramLogin(id, () => this.publishers.instagram.submitLoginCode(profile, code));
    return this.profiles.detailOf(user, await this.accounts.clearInstagramCheckpoint(row));
  }

  /** 'Я підтвердив вхід': the owner approved the login in the Instagram app; log in again and clear the checkpoint. */
  async confirmInstagramLogin(user: SessionUser, id: number): Promise<AccountDetail> {
    const { row, profile } = await this.instagramProfile(user, id);
    await this.onInstagramLogin(id, () => this.publishers.instagram.confirmLogin(profile));
    return this.profiles.detailOf(user, await this.accounts.clearInstagramCheckpoint(row));
  }

  private async instagramProfile(user: SessionUser, id: number) {
    const row = await this.accounts.load(this.db, user, id);
    const profile = this.credentials.publishingProfile(row);
    if (!row.in_instagram || !profile.instagram) throw new HttpError(409, messages.instagramNotActive);
    if (!row.instagram_checkpoint) throw new HttpError(409, messages.instagramNoCheckpoint);
    return { row, profile };
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
      if (error.kind === 'auth') await this.accounts.markAuthFailed(accountId, error.message, 'instagram');
      throw new HttpError(502, error.message);
    }
  }

  private async onPlatform(accountId: number, platform: Platform, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error instanceof HttpError ? error : new HttpError(502, messages.platformUnreachable);
      if (error.kind === 'auth') await this.accounts.markAuthFailed(accountId, error.message, platform);
      if (error.kind === 'checkpoint')
        await this.accounts.markInstagramCheckpoint(accountId, error.checkpoint ?? 'challenge', error.message);
      throw new HttpError(502, error.message);
    }
  }
}
