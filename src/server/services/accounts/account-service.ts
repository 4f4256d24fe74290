import { messages } from '@shared/messages';
import { type ParsedProxy, parseProxy, proxyEndpoint } from '@shared/lib/proxy';
import type { SessionUser } from '@shared/schemas/auth';
import {
  type AccountDetail,
  type AccountForm,
  type AccountOption,
  type AccountRequest,
  accountFormSchema,
  type IpVersion,
  NO_STORED_SECRETS,
} from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import type { Video } from '@shared/schemas/videos';
import { parseTikTokAccess } from '@shared/lib/tiktok-access';
import { parseTikTokClient } from '@shared/lib/tiktok-client';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { type ProxyGuardOptions, resolveAllowedProxy } from '@server/platforms/proxy-guard';
import { ownerScope } from '../common/ownership';
import { validateOrThrow } from '../common/validate';
import type { AccountCredentials } from './account-credentials';
import { accountPage, groupOptions, groupOwner, publishingOptions } from './account-queries';
import {
  type AccountChanges,
  type AccountRepository,
  type AccountRow,
  type NewAccount,
  type StoredForm,
  storedSecrets,
  toAccount,
} from './account-repository';
import { proxyChecksOf } from './proxy-check-queries';

/** A new TikTok access holding only the app (client_key, client_secret) waits for 'Підключити TikTok'; null: unchanged. */
function awaitingTikTokConnect(access: string): boolean | null {
  if (access.trim() === '') return null;
  return parseTikTokAccess(access) === null && parseTikTokClient(access) !== null;
}

/** The videos published through a profile, a page at a time: publishing's list, handed in by the container. */
export type VideosOfAccount = (accountId: number, page: number) => Promise<Page<Video>>;

/**
 * Profiles (the use cases behind /api/accounts): owned by one user; secrets sealed and never returned.
 * The rows are written by AccountRepository; the secrets are sealed and opened by AccountCredentials.
 */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
    private readonly credentials: AccountCredentials,
    private readonly guard: ProxyGuardOptions,
    private readonly videosOf: VideosOfAccount,
  ) {}

  list(user: SessionUser, page: number, q?: string, labels?: string[]) {
    return accountPage(this.db, ownerScope(user), page, q, labels);
  }

  async detail(user: SessionUser, id: number): Promise<AccountDetail> {
    return this.detailOf(user, await this.accounts.load(this.db, user, id));
  }

  /** The profile's page from a row already loaded (and checked) by the caller. */
  async detailOf(user: SessionUser, row: AccountRow): Promise<AccountDetail> {
    const [checks, video, failedRows] = await Promise.all([
      proxyChecksOf(this.db, [row], ownerScope(user)),
      this.videosOf(row.id, 1),
      this.accounts.failedRows(row.id),
    ]);
    return { ...toAccount(row, this.credentials.open(row.tiktok_access_enc), checks.get(row.id)!), video, failedRows };
  }

  async videos(user: SessionUser, id: number, page: number) {
    await this.accounts.load(this.db, user, id);
    return this.videosOf(id, page);
  }

  async create(user: SessionUser, body: AccountRequest): Promise<AccountDetail> {
    const form = validateOrThrow(accountFormSchema(NO_STORED_SECRETS), body);
    const proxy = await this.allowedProxy(form.proxy, form.ipVersion);
    const id = await this.accounts.insert(this.newAccount(user.id, form, proxy));
    return this.detail(user, id);
  }

  async update(user: SessionUser, id: number, body: AccountRequest): Promise<AccountDetail> {
    return this.detailOf(user, await this.edit(user, id, body));
  }

  /**
   * The edit behind 'Зберегти' (and each profile of a bulk change): the stored profile with the body
   * laid over it, checked by the form's schema and the proxy's SSRF rules, then written; a new proxy
   * forgets the last check and is due to be checked at once. Answers the row as it now is.
   */
  async edit(user: SessionUser, id: number, body: AccountRequest): Promise<AccountRow> {
    const row = await this.accounts.load(this.db, user, id);
    const form = validateOrThrow(accountFormSchema(storedSecrets(row)), this.editedForm(row, body));
    const proxy = await this.allowedProxy(form.proxy, form.ipVersion);
    return this.accounts.update(row, this.changes(row, form, proxy));
  }

  /** A new profile of `userId` from a checked form and its allowed proxy, its secrets sealed. */
  newAccount(userId: number, form: AccountForm, proxy: ParsedProxy): NewAccount {
    return {
      ...this.stored(form, proxy),
      userId,
      proxyCredentials: this.credentials.sealProxyCredentials(proxy),
      instagramDevice: form.inInstagram ? this.credentials.newDevice() : null,
      tiktokAwaitingConnect: awaitingTikTokConnect(form.TikTokAccess) ?? false,
    };
  }

  /** What an edit validates: the stored profile with the fields the body defines laid over it. */
  editedForm(row: AccountRow, body: AccountRequest): Record<string, unknown> {
    const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    return {
      proxy: row.proxy,
      ipVersion: row.ip_version,
      comments: row.comments,
      inYouTube: row.in_youtube,
      inTikTok: row.in_tiktok,
      inInstagram: row.in_instagram,
      YouTubeAuthClientId: row.youtube_client_id ?? '',
      YouTubeLogin: row.youtube_login ?? '',
      InstagramLogin: row.instagram_login ?? '',
      InstagramLocale: row.instagram_locale,
      InstagramTimezone: row.instagram_timezone,
      ...defined,
    };
  }

  /** The edit of a stored profile from its checked form and allowed proxy, its secrets sealed. */
  changes(row: AccountRow, form: AccountForm, proxy: ParsedProxy): AccountChanges {
    // The endpoint sent back unchanged keeps the stored credentials; a new proxy replaces both.
    const proxyChanged = form.proxy !== row.proxy;
    const stored = this.stored(form, proxy);
    return {
      ...stored,
      proxyChanged,
      proxyCredentials: proxyChanged ? this.credentials.sealProxyCredentials(proxy) : null,
      newClient: form.YouTubeAuthClientId !== (row.youtube_client_id ?? '') || stored.youtubeClientSecret !== null,
      instagramDevice: form.inInstagram && !row.instagram_device_enc ? this.credentials.newDevice() : null,
      tiktokAwaitingConnect: awaitingTikTokConnect(form.TikTokAccess),
    };
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    await this.accounts.load(this.db, user, id);
    await this.accounts.remove(id);
  }

  /**
   * Profiles a group may hold: the group owner's profiles that are in no group or in this one.
   * `groupId` 0 means a new group of the requesting user.
   */
  async options(user: SessionUser, groupId: number): Promise<AccountOption[]> {
    let ownerId = user.id;
    if (groupId > 0) {
      const owner = await groupOwner(this.db, groupId, ownerScope(user));
      if (owner === null) throw new HttpError(404, messages.groupNotFound);
      ownerId = owner;
    }
    return groupOptions(this.db, ownerId, groupId);
  }

  /** Every profile the user may publish through (own; all for an admin), as options. */
  publishOptions(user: SessionUser): Promise<AccountOption[]> {
    return publishingOptions(this.db, ownerScope(user));
  }

  /** What the form stores as it is, its secrets sealed (null where a field was left empty: keep). */
  private stored(form: AccountForm, proxy: ParsedProxy): StoredForm {
    return {
      proxy: proxyEndpoint(proxy),
      ipVersion: form.ipVersion,
      comments: form.comments,
      inYouTube: form.inYouTube,
      inTikTok: form.inTikTok,
      inInstagram: form.inInstagram,
      youtubeClientId: form.YouTubeAuthClientId || null,
      youtubeLogin: form.YouTubeLogin || null,
      instagramLogin: form.InstagramLogin || null,
      instagramLocale: form.InstagramLocale,
      instagramTimezone: form.InstagramTimezone,
      labels: form.labels ?? null,
      ...this.credentials.sealForm(form),
    };
  }

  /** The form's proxy, parsed and allowed (the SSRF rules); a refusal names the 'proxy' field, so the form shows it there. */
  async allowedProxy(input: string, ipVersion: IpVersion): Promise<ParsedProxy> {
    const proxy = parseProxy(input);
    if (!proxy) throw new HttpError(400, [messages.proxyInvalid], { proxy: messages.proxyInvalid });
    try {
      await resolveAllowedProxy(proxy, ipVersion, this.guard);
    } catch (error) {
      if (error instanceof HttpError && !error.fields)
        throw new HttpError(error.statusCode, error.messages, { proxy: [error.messages].flat().join('; ') });
      throw error;
    }
    return proxy;
  }
}
