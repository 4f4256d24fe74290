import { messages } from '@shared/messages';
import { type ParsedProxy, parseProxy, proxyEndpoint } from '@shared/lib/proxy';
import type { SessionUser } from '@shared/schemas/auth';
import {
  type Account,
  type AccountDetail,
  type AccountForm,
  type AccountRequest,
  accountFormSchema,
  type ChannelDescriptionRequest,
  type InstagramProfileRequest,
  type IpVersion,
  NO_STORED_SECRETS,
  type StoredSecrets,
} from '@shared/schemas/accounts';
import type { Option } from '@shared/schemas/common';
import type { ProxyCheck } from '@shared/schemas/fleet-health';
import { parseTikTokAccess } from '@shared/lib/tiktok-access';
import { parseTikTokClient } from '@shared/lib/tiktok-client';
import type { Status } from '@shared/status';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { screenTextOrNull } from '../platforms/error-text';
import { newInstagramDevice } from '../platforms/instagram/device';
import type { ProfileProxy } from '../platforms/proxied-fetch';
import { type ProxyGuardOptions, resolveAllowedProxy } from '../platforms/proxy-guard';
import { accountPage } from './account-queries';
import { ownerScope } from './ownership';
import { proxyChecksOf } from './proxy-check-service';
import type { SecretBox } from './secret-box';
import { validateOrThrow } from './validate';
import { videosOfAccount } from './video-queries';

interface AccountRow {
  id: number;
  user_id: number;
  user_login: string;
  group_id: number | null;
  group_name: string | null;
  proxy: string;
  proxy_credentials_enc: Uint8Array | null;
  ip_version: IpVersion;
  comments: string;
  status: Status;
  error: string | null;
  is_active_youtube: boolean;
  is_active_tiktok: boolean;
  is_active_instagram: boolean;
  in_youtube: boolean;
  in_tiktok: boolean;
  in_instagram: boolean;
  youtube_client_id: string | null;
  youtube_client_secret_enc: Uint8Array | null;
  youtube_login: string | null;
  youtube_password_enc: Uint8Array | null;
  youtube_refresh_token_enc: Uint8Array | null;
  youtube_channel_id: string | null;
  youtube_channel_title: string | null;
  youtube_channel_url: string | null;
  youtube_channel_description: string | null;
  tiktok_access_enc: Uint8Array | null;
  instagram_login: string | null;
  instagram_password_enc: Uint8Array | null;
  instagram_profile_name: string | null;
  instagram_profile_description: string | null;
  instagram_url: string | null;
  instagram_device_enc: Uint8Array | null;
  tiktok_awaiting_connect: boolean;
  instagram_locale: string;
  instagram_timezone: string;
  instagram_checkpoint: 'challenge' | 'two_factor' | null;
  /** The last 'Перевірити проксі' (0012_fleet.sql); forgotten when the proxy changes. */
  proxy_exit_ip: string | null;
  proxy_ok: boolean | null;
  proxy_latency_ms: number | null;
  proxy_error: string | null;
  proxy_checked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const selectAccount = `
  SELECT a.*, u.login AS user_login, g.name AS group_name
    FROM accounts a
    JOIN users u ON u.id = a.user_id
    LEFT JOIN account_groups g ON g.id = a.group_id`;

/** Platform activity and the profile status follow from what is stored; one place decides them. */
async function refreshActivity(tx: Queryable, id: number) {
  await tx.query(
    `UPDATE accounts SET
        is_active_youtube = in_youtube AND youtube_refresh_token_enc IS NOT NULL,
        is_active_tiktok = in_tiktok AND tiktok_access_enc IS NOT NULL AND NOT tiktok_awaiting_connect,
        is_active_instagram = in_instagram AND coalesce(instagram_login, '') <> '' AND instagram_password_enc IS NOT NULL,
        updated_at = now()
      WHERE id = $1`,
    [id],
  );
  await tx.query(
    `UPDATE accounts SET status = CASE
        WHEN error IS NOT NULL THEN 'error'
        WHEN is_active_youtube OR is_active_tiktok OR is_active_instagram THEN 'success'
        ELSE 'noactive' END
      WHERE id = $1`,
    [id],
  );
}

const storedSecrets = (row: AccountRow): StoredSecrets => ({
  hasYouTubeAuthClientSecret: row.youtube_client_secret_enc !== null,
  hasTikTokAccess: row.tiktok_access_enc !== null,
  hasInstagramPassword: row.instagram_password_enc !== null,
});

const toAccount = (row: AccountRow, tiktokAccess: string | null, proxyCheck: ProxyCheck): Account => ({
  id: row.id,
  proxy: row.proxy,
  status: row.status,
  isActiveYouTube: row.is_active_youtube,
  isActiveTikTok: row.is_active_tiktok,
  isActiveInstagram: row.is_active_instagram,
  inYouTube: row.in_youtube,
  inTikTok: row.in_tiktok,
  inInstagram: row.in_instagram,
  user: { id: row.user_id, login: row.user_login },
  group: row.group_id !== null && row.group_name !== null ? { id: row.group_id, name: row.group_name } : null,
  proxyCheck,
  ipVersion: row.ip_version,
  comments: row.comments,
  error: screenTextOrNull(null, row.error),
  hasProxyCredentials: row.proxy_credentials_enc !== null,
  YouTubeAuthClientId: row.youtube_client_id ?? '',
  YouTubeLogin: row.youtube_login ?? '',
  hasYouTubeAuthClientSecret: row.youtube_client_secret_enc !== null,
  hasYouTubePassword: row.youtube_password_enc !== null,
  hasTikTokAccess: row.tiktok_access_enc !== null,
  tiktokAccessKind: tiktokAccess === null ? null : (parseTikTokAccess(tiktokAccess)?.kind ?? null),
  InstagramLogin: row.instagram_login ?? '',
  hasInstagramPassword: row.instagram_password_enc !== null,
  InstagramLocale: row.instagram_locale,
  InstagramTimezone: row.instagram_timezone,
  instagramCheckpoint: row.instagram_checkpoint,
  channel: {
    description: row.youtube_channel_description ?? '',
    idChannel: row.youtube_channel_id,
    titleChannel: row.youtube_channel_title,
    urlChannel: row.youtube_channel_url,
  },
  profileNameInstagram: row.instagram_profile_name ?? '',
  profileDescriptionInstagram: row.instagram_profile_description ?? '',
  urlInstagram: row.instagram_url,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** A new TikTok access holding only the app (client_key, client_secret) waits for 'Підключити TikTok'; null: unchanged. */
function awaitingTikTokConnect(access: string): boolean | null {
  if (access.trim() === '') return null;
  return parseTikTokAccess(access) === null && parseTikTokClient(access) !== null;
}

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Profiles: owned by one user; secrets sealed with the SecretBox and never returned. */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly box: SecretBox,
    private readonly guard: ProxyGuardOptions,
  ) {}

  list(user: SessionUser, page: number, q?: string) {
    return accountPage(this.db, ownerScope(user), page, q);
  }

  async detail(user: SessionUser, id: number): Promise<AccountDetail> {
    const row = await this.load(this.db, user, id);
    const [checks, video, [failed]] = await Promise.all([
      proxyChecksOf(this.db, [row], ownerScope(user)),
      videosOfAccount(this.db, id, 1),
      this.db.query<{ rows: number }>(
        `SELECT count(*)::int AS rows FROM publication_videos pv JOIN publication_results r ON r.publication_video_id = pv.id
          WHERE pv.account_id = $1 AND r.status = 'error'`,
        [id],
      ),
    ]);
    return { ...toAccount(row, this.openSecret(row.tiktok_access_enc), checks.get(row.id)!), video, failedRows: failed?.rows ?? 0 };
  }

  async videos(user: SessionUser, id: number, page: number) {
    await this.load(this.db, user, id);
    return videosOfAccount(this.db, id, page);
  }

  async create(user: SessionUser, body: AccountRequest): Promise<AccountDetail> {
    const form = validateOrThrow(accountFormSchema(NO_STORED_SECRETS), body);
    const proxy = await this.checkedProxy(form.proxy, form.ipVersion);
    const sealed = this.sealSecrets(form);
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO accounts (user_id, proxy, proxy_credentials_enc, ip_version, comments, in_youtube, in_tiktok, in_instagram,
                               youtube_client_id, youtube_client_secret_enc, youtube_login, youtube_password_enc,
                               tiktok_access_enc, instagram_login, instagram_password_enc, instagram_locale, instagram_timezone,
                               instagram_device_enc, tiktok_awaiting_connect)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
        [
          user.id,
          proxyEndpoint(proxy),
          this.sealProxyCredentials(proxy),
          form.ipVersion,
          form.comments,
          form.inYouTube,
          form.inTikTok,
          form.inInstagram,
          form.YouTubeAuthClientId || null,
          sealed.youtubeClientSecret,
          form.YouTubeLogin || null,
          sealed.youtubePassword,
          sealed.tiktokAccess,
          form.InstagramLogin || null,
          sealed.instagramPassword,
          form.InstagramLocale,
          form.InstagramTimezone,
          form.inInstagram ? this.newDevice() : null,
          awaitingTikTokConnect(form.TikTokAccess) ?? false,
        ],
      );
      await refreshActivity(tx, row!.id);
      return row!.id;
    });
    return this.detail(user, id);
  }

  async update(user: SessionUser, id: number, body: AccountRequest): Promise<AccountDetail> {
    const row = await this.load(this.db, user, id);
    const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const form = validateOrThrow(accountFormSchema(storedSecrets(row)), {
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
    });

    // The endpoint sent back unchanged keeps the stored credentials; a new proxy replaces both.
    const proxyChanged = form.proxy !== row.proxy;
    const proxy = await this.checkedProxy(form.proxy, form.ipVersion);
    const sealed = this.sealSecrets(form);
    const newClient = form.YouTubeAuthClientId !== (row.youtube_client_id ?? '') || sealed.youtubeClientSecret !== null;

    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE accounts SET
            proxy = $2,
            proxy_credentials_enc = CASE WHEN $3::boolean THEN $4::bytea ELSE proxy_credentials_enc END,
            -- Another proxy: what the last check found was about the old one.
            proxy_exit_ip = CASE WHEN $3::boolean THEN NULL ELSE proxy_exit_ip END,
            proxy_ok = CASE WHEN $3::boolean THEN NULL ELSE proxy_ok END,
            proxy_latency_ms = CASE WHEN $3::boolean THEN NULL ELSE proxy_latency_ms END,
            proxy_error = CASE WHEN $3::boolean THEN NULL ELSE proxy_error END,
            proxy_checked_at = CASE WHEN $3::boolean THEN NULL ELSE proxy_checked_at END,
            ip_version = $5, comments = $6, in_youtube = $7, in_tiktok = $8, in_instagram = $9,
            youtube_client_id = $10,
            youtube_client_secret_enc = coalesce($11::bytea, youtube_client_secret_enc),
            youtube_login = $12,
            youtube_password_enc = coalesce($13::bytea, youtube_password_enc),
            youtube_refresh_token_enc = CASE WHEN $14::boolean THEN NULL ELSE youtube_refresh_token_enc END,
            -- A new client means a new connection: the channel the old one reached is no longer known.
            youtube_channel_id = CASE WHEN $14::boolean THEN NULL ELSE youtube_channel_id END,
            youtube_channel_title = CASE WHEN $14::boolean THEN NULL ELSE youtube_channel_title END,
            youtube_channel_url = CASE WHEN $14::boolean THEN NULL ELSE youtube_channel_url END,
            tiktok_access_enc = coalesce($15::bytea, tiktok_access_enc),
            instagram_login = $16,
            instagram_password_enc = coalesce($17::bytea, instagram_password_enc),
            -- New Instagram credentials mean a new login: the saved session belongs to the old one.
            instagram_session_enc = CASE WHEN instagram_login IS DISTINCT FROM $16 OR $17::bytea IS NOT NULL
                                         THEN NULL ELSE instagram_session_enc END,
            instagram_checkpoint = CASE WHEN instagram_login IS DISTINCT FROM $16 OR $17::bytea IS NOT NULL
                                        THEN NULL ELSE instagram_checkpoint END,
            instagram_locale = $18, instagram_timezone = $19,
            -- The profile's phone is made once, when Instagram is first switched on, and kept after.
            instagram_device_enc = coalesce(instagram_device_enc, $20::bytea),
            tiktok_awaiting_connect = coalesce($21::boolean, tiktok_awaiting_connect),
            error = NULL
          WHERE id = $1`,
        [
          id,
          proxyEndpoint(proxy),
          proxyChanged,
          proxyChanged ? this.sealProxyCredentials(proxy) : null,
          form.ipVersion,
          form.comments,
          form.inYouTube,
          form.inTikTok,
          form.inInstagram,
          form.YouTubeAuthClientId || null,
          sealed.youtubeClientSecret,
          form.YouTubeLogin || null,
          sealed.youtubePassword,
          newClient,
          sealed.tiktokAccess,
          form.InstagramLogin || null,
          sealed.instagramPassword,
          form.InstagramLocale,
          form.InstagramTimezone,
          form.inInstagram && !row.instagram_device_enc ? this.newDevice() : null,
          awaitingTikTokConnect(form.TikTokAccess),
        ],
      );
      await refreshActivity(tx, id);
    });
    return this.detail(user, id);
  }

  async updateChannel(user: SessionUser, id: number, { description }: ChannelDescriptionRequest) {
    const row = await this.load(this.db, user, id);
    if (!row.is_active_youtube) throw new HttpError(409, messages.youtubeNotActive);
    await this.db.query('UPDATE accounts SET youtube_channel_description = $2, updated_at = now() WHERE id = $1', [id, description]);
    return this.detail(user, id);
  }

  async updateInstagramProfile(user: SessionUser, id: number, body: InstagramProfileRequest) {
    const row = await this.load(this.db, user, id);
    if (!row.in_instagram) throw new HttpError(409, messages.instagramNotActive);
    await this.db.query(
      `UPDATE accounts SET instagram_profile_name = coalesce($2, instagram_profile_name),
              instagram_profile_description = coalesce($3, instagram_profile_description), updated_at = now()
        WHERE id = $1`,
      [id, body.profileName || null, body.profileDescription || null],
    );
    return this.detail(user, id);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    await this.load(this.db, user, id);
    await this.db.query('DELETE FROM accounts WHERE id = $1', [id]);
  }

  /**
   * Profiles a group may hold: the group owner's profiles that are in no group or in this one.
   * `groupId` 0 means a new group of the requesting user.
   */
  async options(user: SessionUser, groupId: number): Promise<Option[]> {
    let ownerId = user.id;
    if (groupId > 0) {
      const [group] = await this.db.query<{ user_id: number }>(
        'SELECT user_id FROM account_groups WHERE id = $1 AND ($2::int IS NULL OR user_id = $2::int)',
        [groupId, ownerScope(user)],
      );
      if (!group) throw new HttpError(404, messages.groupNotFound);
      ownerId = group.user_id;
    }
    const rows = await this.db.query<{ id: number; proxy: string; comments: string }>(
      `SELECT id, proxy, comments FROM accounts
        WHERE user_id = $1 AND (group_id IS NULL OR group_id = $2) ORDER BY id`,
      [ownerId, groupId],
    );
    return rows.map((row) => ({ id: row.id, title: accountTitle(row), value: row.id }));
  }

  /** Every profile the user may publish through (own; all for an admin), as options. */
  async publishOptions(user: SessionUser): Promise<Option[]> {
    const rows = await this.db.cachedQuery<{ id: number; proxy: string; comments: string }>(
      'SELECT id, proxy, comments FROM accounts WHERE $1::int IS NULL OR user_id = $1::int ORDER BY id',
      [ownerScope(user)],
    );
    return rows.map((row) => ({ id: row.id, title: accountTitle(row), value: row.id }));
  }

  /** The profile if the user may reach it (owner or admin), else 404. */
  async load(db: Queryable, user: SessionUser, id: number): Promise<AccountRow> {
    const [row] = await db.query<AccountRow>(`${selectAccount} WHERE a.id = $1 AND ($2::int IS NULL OR a.user_id = $2::int)`, [
      id,
      ownerScope(user),
    ]);
    if (!row) throw new HttpError(404, messages.accountNotFound);
    return row;
  }

  /** The profile whoever owns it, for jobs that act for its owner; null when it is gone. */
  async loadForJob(id: number): Promise<AccountRow | null> {
    const [row] = await this.db.query<AccountRow>(`${selectAccount} WHERE a.id = $1`, [id]);
    return row ?? null;
  }

  /** Records a failed authorisation on the profile: its status becomes 'error' with the reason. */
  async markAuthFailed(id: number, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE accounts SET error = $2 WHERE id = $1', [id, reason]);
      await refreshActivity(tx, id);
    });
  }

  /** Instagram waits for the owner to confirm a login: the profile shows which confirmation and why. */
  async markInstagramCheckpoint(id: number, checkpoint: 'challenge' | 'two_factor', reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE accounts SET error = $2, instagram_checkpoint = $3 WHERE id = $1', [id, reason, checkpoint]);
      await refreshActivity(tx, id);
    });
  }

  /** The login was confirmed: the profile is usable again. */
  async clearInstagramCheckpoint(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE accounts SET error = NULL, instagram_checkpoint = NULL WHERE id = $1', [id]);
      await refreshActivity(tx, id);
    });
  }

  /** The profile's proxy with its credentials opened, for platform calls. */
  profileProxy(row: AccountRow): ProfileProxy {
    const parsed = parseProxy(row.proxy);
    if (!parsed) throw new HttpError(409, messages.proxyInvalid);
    const credentials = row.proxy_credentials_enc
      ? (JSON.parse(this.box.decrypt(row.proxy_credentials_enc)) as { username: string; password: string | null })
      : null;
    return { ...parsed, username: credentials?.username ?? null, password: credentials?.password ?? null, ipVersion: row.ip_version };
  }

  openSecret(sealed: Uint8Array | null): string | null {
    return sealed ? this.box.decrypt(sealed) : null;
  }

  /** The form's proxy, parsed and allowed; a refusal names the 'proxy' field, so the form shows it there. */
  private async checkedProxy(input: string, ipVersion: IpVersion): Promise<ParsedProxy> {
    const proxy = parseProxy(input);
    if (!proxy) throw new HttpError(400, [messages.proxyInvalid], { proxy: messages.proxyInvalid });
    try {
      await resolveAllowedProxy(proxy, ipVersion, this.guard);
    } catch (error) {
      if (error instanceof HttpError && !error.fields) throw new HttpError(error.statusCode, error.messages, { proxy: [error.messages].flat().join('; ') });
      throw error;
    }
    return proxy;
  }

  /** The secrets the form carries, sealed; null where the operator left a field empty (keep). */
  private sealSecrets(form: AccountForm) {
    const seal = (value: string) => (filled(value) ? this.box.encrypt(value) : null);
    return {
      youtubeClientSecret: seal(form.YouTubeAuthClientSecret),
      youtubePassword: seal(form.YouTubePassword),
      tiktokAccess: seal(form.TikTokAccess),
      instagramPassword: seal(form.InstagramPassword),
    };
  }

  private newDevice(): Buffer {
    return this.box.encrypt(JSON.stringify(newInstagramDevice()));
  }

  private sealProxyCredentials(proxy: ParsedProxy): Buffer | null {
    return proxy.username ? this.box.encrypt(JSON.stringify({ username: proxy.username, password: proxy.password })) : null;
  }
}

/** How a profile reads in pickers and rows: its number, then the operator's comment (what tells profiles apart), then the proxy. */
export const accountTitle = ({ id, proxy, comments }: { id: number; proxy: string; comments: string }) =>
  [`#${id}`, comments.trim(), proxy].filter(Boolean).join(' · ').slice(0, 120);
export type { AccountRow };
