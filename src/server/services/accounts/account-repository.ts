import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { Account, IpVersion, StoredSecrets } from '@shared/schemas/accounts';
import type { ProxyCheck } from '@shared/schemas/fleet-health';
import { labelKey, LABELS_PER_PROFILE, uniqueLabels } from '@shared/lib/labels';
import { parseTikTokAccess } from '@shared/lib/tiktok-access';
import type { Platform, Status } from '@shared/status';
import type { Database, Queryable } from '@server/db/database';
import type { RecordEvent } from '@server/services/events/event-recorder';
import { HttpError } from '@server/http-error';
import { screenTextOrNull } from '@server/platforms/error-text';
import { ownerScope } from '../common/ownership';
import { labelsOfProfile } from './label-queries';
import { holdAfterCheck, type ProxyCheckKind } from './proxy-schedule';

export interface AccountRow {
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
  /** The platform `error` is about (null: not known, an error recorded before this was kept). */
  error_platform: Platform | null;
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
  /** The schedule's next check of this proxy, failed checks in a row, and whether they hold the posts (0027_proxy_watch.sql). */
  proxy_next_check_at: Date;
  proxy_fail_streak: number;
  proxy_holds_posts: boolean;
  /** The profile's labels in the order they were added (account_labels, 0028). */
  labels: string[];
  created_at: Date;
  updated_at: Date;
}

/** The `accounts` columns of a row (no owner login or group name): what an UPDATE … RETURNING * gives back. */
type StoredColumns = Omit<AccountRow, 'user_login' | 'group_name' | 'labels'>;

/** What the profile form stores as it is, its secrets already sealed (null: none, or keep on an edit). */
export interface StoredForm {
  proxy: string;
  ipVersion: IpVersion;
  comments: string;
  inYouTube: boolean;
  inTikTok: boolean;
  inInstagram: boolean;
  youtubeClientId: string | null;
  youtubeClientSecret: Uint8Array | null;
  youtubeLogin: string | null;
  youtubePassword: Uint8Array | null;
  tiktokAccess: Uint8Array | null;
  instagramLogin: string | null;
  instagramPassword: Uint8Array | null;
  instagramLocale: string;
  instagramTimezone: string;
  /** All the profile's labels, checked (replacing the stored ones); null: keep them. */
  labels: string[] | null;
}

/** A new profile. */
export interface NewAccount extends StoredForm {
  userId: number;
  proxyCredentials: Uint8Array | null;
  instagramDevice: Uint8Array | null;
  tiktokAwaitingConnect: boolean;
}

/**
 * An edit of a profile. Sealed secrets that are null keep the stored ones; `proxyCredentials` is used
 * only with `proxyChanged`; `newClient` forgets the YouTube connection; `instagramDevice` is kept when
 * one is stored; `tiktokAwaitingConnect` null keeps it.
 */
export interface AccountChanges extends StoredForm {
  proxyChanged: boolean;
  proxyCredentials: Uint8Array | null;
  newClient: boolean;
  instagramDevice: Uint8Array | null;
  tiktokAwaitingConnect: boolean | null;
}

/** What a proxy check found: the exit address and latency, or why it failed. */
export interface ProxyCheckOutcome {
  ok: boolean;
  exitIp: string | null;
  latencyMs: number | null;
  error: string | null;
}

/** Who asked for a check, when it ran, and when the schedule checks the proxy next (null: leave the time stored). */
export interface RecordedCheck {
  kind: ProxyCheckKind;
  at: Date;
  nextAt: Date | null;
}

export interface ConnectedChannel {
  id: string;
  title: string;
  url: string;
}

const selectAccount = `
  SELECT a.*, u.login AS user_login, g.name AS group_name, ${labelsOfProfile('a')} AS labels
    FROM accounts a
    JOIN users u ON u.id = a.user_id
    LEFT JOIN account_groups g ON g.id = a.group_id`;

/**
 * Platform activity and the profile status follow from what is stored; one place decides them.
 * Answers the profile's stored columns as they are now.
 */
/**
 * Whose an event about the profile is and how it names the profile: its number and the operator's
 * comment (never the proxy, which may carry a password).
 */
export async function eventSubject(db: Queryable, id: number): Promise<{ ownerId: number; profileId: number; profileTitle: string }> {
  const [row] = await db.query<{ user_id: number; comments: string }>('SELECT user_id, comments FROM accounts WHERE id = $1', [id]);
  return { ownerId: row!.user_id, profileId: id, profileTitle: [`#${id}`, row!.comments.trim()].filter(Boolean).join(' · ').slice(0, 120) };
}

async function refreshActivity(tx: Queryable, id: number): Promise<StoredColumns> {
  await tx.query(
    `UPDATE accounts SET
        is_active_youtube = in_youtube AND youtube_refresh_token_enc IS NOT NULL,
        is_active_tiktok = in_tiktok AND tiktok_access_enc IS NOT NULL AND NOT tiktok_awaiting_connect,
        is_active_instagram = in_instagram AND coalesce(instagram_login, '') <> '' AND instagram_password_enc IS NOT NULL,
        updated_at = now()
      WHERE id = $1`,
    [id],
  );
  const [row] = await tx.query<StoredColumns>(
    `UPDATE accounts SET status = CASE
        WHEN error IS NOT NULL THEN 'error'
        WHEN is_active_youtube OR is_active_tiktok OR is_active_instagram THEN 'success'
        ELSE 'noactive' END
      WHERE id = $1 RETURNING *`,
    [id],
  );
  return row!;
}

/** SQL assignments that clear the profile's error when it is this platform's, and keep another platform's. */
const clearErrorOf = (platform: Platform) =>
  `error = CASE WHEN error_platform = '${platform}' THEN NULL ELSE error END,
   error_platform = CASE WHEN error_platform = '${platform}' THEN NULL ELSE error_platform END`;

/**
 * Consents in flight for these platforms of the profile stop counting: their states are deleted and
 * the invitations not yet used are revoked (the profile no longer expects those connections).
 */
async function forgetPendingConnections(tx: Queryable, accountId: number, platforms: Platform[]): Promise<void> {
  await tx.query('DELETE FROM oauth_states WHERE account_id = $1 AND platform = ANY($2::text[]) AND used_at IS NULL', [
    accountId,
    platforms,
  ]);
  await tx.query(
    `UPDATE connect_invitations SET revoked_at = now()
      WHERE account_id = $1 AND platform = ANY($2::text[]) AND used_at IS NULL AND revoked_at IS NULL`,
    [accountId, platforms],
  );
}

/** What adding labels did to one profile: added some, had them all already, or would have carried too many (nothing added). */
export interface LabelChange {
  accountId: number;
  outcome: 'added' | 'unchanged' | 'tooMany';
}

/**
 * One statement: each profile gets the labels it lacks (by key), spelled as its owner first spelled
 * that label (else as given), unless it would then carry more than LABELS_PER_PROFILE.
 */
async function addLabelsIn(db: Queryable, accountIds: readonly number[], labels: readonly string[]): Promise<LabelChange[]> {
  const wanted = uniqueLabels(labels);
  if (accountIds.length === 0) return [];
  const rows = await db.query<{ id: number; fits: boolean; added: boolean }>(
    `WITH wanted AS (
       SELECT w.label, w.label_key, w.ord FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS w(label, label_key, ord)),
     targets AS (
       SELECT a.id, a.user_id,
              (SELECT count(*) FROM account_labels l WHERE l.account_id = a.id)
              + (SELECT count(*) FROM wanted w
                  WHERE NOT EXISTS (SELECT 1 FROM account_labels l WHERE l.account_id = a.id AND l.label_key = w.label_key)) AS after
         FROM accounts a WHERE a.id = ANY($1::int[])),
     added AS (
       INSERT INTO account_labels (account_id, label_key, label)
       SELECT t.id, w.label_key,
              coalesce((SELECT o.label FROM account_labels o JOIN accounts oa ON oa.id = o.account_id
                         WHERE o.label_key = w.label_key AND oa.user_id = t.user_id ORDER BY o.id LIMIT 1), w.label)
         FROM targets t CROSS JOIN wanted w
        WHERE t.after <= $4
        ORDER BY t.id, w.ord
       ON CONFLICT (account_id, label_key) DO NOTHING
       RETURNING account_id)
     SELECT t.id, t.after <= $4 AS fits, EXISTS (SELECT 1 FROM added WHERE added.account_id = t.id) AS added
       FROM targets t ORDER BY t.id`,
    [accountIds, wanted, wanted.map(labelKey), LABELS_PER_PROFILE],
  );
  return rows.map((row) => ({ accountId: row.id, outcome: !row.fits ? 'tooMany' : row.added ? 'added' : 'unchanged' }));
}

/** Which secrets a profile holds, for the form's "required unless stored" rules. */
export const storedSecrets = (row: AccountRow): StoredSecrets => ({
  hasYouTubeAuthClientSecret: row.youtube_client_secret_enc !== null,
  hasTikTokAccess: row.tiktok_access_enc !== null,
  hasInstagramPassword: row.instagram_password_enc !== null,
});

/** A stored profile as the API shows it: secrets only as has* flags; the TikTok access opened only to name its kind. */
export const toAccount = (row: AccountRow, tiktokAccess: string | null, proxyCheck: ProxyCheck): Account => ({
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
  labels: row.labels,
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

/**
 * The `accounts` table: reads (an owned profile or 404; any profile for a job) and every write, each
 * followed by the one place that derives platform activity and the status. Writes that change a
 * loaded profile answer it as it now is, so a use case reads the row once.
 */
export class AccountRepository {
  constructor(
    private readonly db: Database,
    private readonly recordEvent: RecordEvent,
  ) {}

  /** The profile if the user may reach it (owner or admin), else 404. */
  async load(db: Queryable, user: SessionUser, id: number): Promise<AccountRow> {
    const [row] = await db.query<AccountRow>(`${selectAccount} WHERE a.id = $1 AND ($2::int IS NULL OR a.user_id = $2::int)`, [
      id,
      ownerScope(user),
    ]);
    if (!row) throw new HttpError(404, messages.accountNotFound);
    return row;
  }

  /** The profiles with these ids the user may reach (owner or admin); the others are left out. */
  async loadMany(user: SessionUser, ids: number[]): Promise<AccountRow[]> {
    if (ids.length === 0) return [];
    return this.db.query<AccountRow>(`${selectAccount} WHERE a.id = ANY($1::int[]) AND ($2::int IS NULL OR a.user_id = $2::int)`, [
      ids,
      ownerScope(user),
    ]);
  }

  /** The profiles the user may reach whose comment is one of these (several may share one). */
  async loadByComments(user: SessionUser, comments: string[]): Promise<AccountRow[]> {
    if (comments.length === 0) return [];
    return this.db.query<AccountRow>(
      `${selectAccount} WHERE a.comments = ANY($1::text[]) AND ($2::int IS NULL OR a.user_id = $2::int) ORDER BY a.id`,
      [comments, ownerScope(user)],
    );
  }

  /** The profile whoever owns it, for jobs that act for its owner; null when it is gone. */
  async loadForJob(id: number): Promise<AccountRow | null> {
    const [row] = await this.db.query<AccountRow>(`${selectAccount} WHERE a.id = $1`, [id]);
    return row ?? null;
  }

  /** `tx`: inside the caller's transaction (an import's chunk); else in one of its own. */
  async insert(values: NewAccount, tx?: Queryable): Promise<number> {
    return this.inTransaction(tx, async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO accounts (user_id, proxy, proxy_credentials_enc, ip_version, comments, in_youtube, in_tiktok, in_instagram,
                               youtube_client_id, youtube_client_secret_enc, youtube_login, youtube_password_enc,
                               tiktok_access_enc, instagram_login, instagram_password_enc, instagram_locale, instagram_timezone,
                               instagram_device_enc, tiktok_awaiting_connect)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
        [
          values.userId,
          values.proxy,
          values.proxyCredentials,
          values.ipVersion,
          values.comments,
          values.inYouTube,
          values.inTikTok,
          values.inInstagram,
          values.youtubeClientId,
          values.youtubeClientSecret,
          values.youtubeLogin,
          values.youtubePassword,
          values.tiktokAccess,
          values.instagramLogin,
          values.instagramPassword,
          values.instagramLocale,
          values.instagramTimezone,
          values.instagramDevice,
          values.tiktokAwaitingConnect,
        ],
      );
      await refreshActivity(tx, row!.id);
      if (values.labels !== null) await addLabelsIn(tx, [row!.id], values.labels);
      return row!.id;
    });
  }

  async update(row: AccountRow, changes: AccountChanges, tx?: Queryable): Promise<AccountRow> {
    return this.changed(
      row,
      async (tx) => {
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
            proxy_fail_streak = CASE WHEN $3::boolean THEN 0 ELSE proxy_fail_streak END,
            proxy_holds_posts = CASE WHEN $3::boolean THEN false ELSE proxy_holds_posts END,
            -- The new proxy is checked by the next sweep of the schedule.
            proxy_next_check_at = CASE WHEN $3::boolean THEN now() ELSE proxy_next_check_at END,
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
            error = NULL, error_platform = NULL
          WHERE id = $1`,
          [
            row.id,
            changes.proxy,
            changes.proxyChanged,
            changes.proxyChanged ? changes.proxyCredentials : null,
            changes.ipVersion,
            changes.comments,
            changes.inYouTube,
            changes.inTikTok,
            changes.inInstagram,
            changes.youtubeClientId,
            changes.youtubeClientSecret,
            changes.youtubeLogin,
            changes.youtubePassword,
            changes.newClient,
            changes.tiktokAccess,
            changes.instagramLogin,
            changes.instagramPassword,
            changes.instagramLocale,
            changes.instagramTimezone,
            changes.instagramDevice,
            changes.tiktokAwaitingConnect,
          ],
        );
        // A platform switched off, or another YouTube client: consents started before are no longer expected.
        const dropped = [...(!changes.inYouTube || changes.newClient ? ['youtube'] : []), ...(!changes.inTikTok ? ['tiktok'] : [])];
        if (dropped.length > 0) await forgetPendingConnections(tx, row.id, dropped as Platform[]);
      },
      tx,
      changes.labels,
    );
  }

  async remove(id: number): Promise<void> {
    await this.db.query('DELETE FROM accounts WHERE id = $1', [id]);
  }

  /** The channel description YouTube took. */
  async setChannelDescription(row: AccountRow, description: string): Promise<AccountRow> {
    const [stored] = await this.db.query<StoredColumns>(
      'UPDATE accounts SET youtube_channel_description = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [row.id, description],
    );
    return { ...row, ...stored! };
  }

  /** The Instagram name and biography Instagram took; null keeps the stored one. */
  async setInstagramProfile(row: AccountRow, name: string | null, description: string | null): Promise<AccountRow> {
    const [stored] = await this.db.query<StoredColumns>(
      `UPDATE accounts SET instagram_profile_name = coalesce($2, instagram_profile_name),
              instagram_profile_description = coalesce($3, instagram_profile_description), updated_at = now()
        WHERE id = $1 RETURNING *`,
      [row.id, name, description],
    );
    return { ...row, ...stored! };
  }

  /** 'Підключити YouTube' succeeded: the sealed refresh token and the channel it reaches (null: not known). */
  async connectYouTube(id: number, refreshToken: Uint8Array, channel: ConnectedChannel | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE accounts SET youtube_refresh_token_enc = $2, ${clearErrorOf('youtube')},
                youtube_channel_id = $3, youtube_channel_title = $4, youtube_channel_url = $5
          WHERE id = $1`,
        [id, refreshToken, channel?.id ?? null, channel?.title ?? null, channel?.url ?? null],
      );
      await refreshActivity(tx, id);
    });
  }

  /**
   * 'Підключити TikTok' succeeded: the sealed app credentials JSON the adapter refreshes from.
   * `problem` is what the connection still lacks (a posting permission the owner did not grant):
   * recorded as the profile's TikTok error at once; otherwise TikTok's own error is cleared.
   */
  async connectTikTok(id: number, access: Uint8Array, problem: string | null = null): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE accounts SET tiktok_access_enc = $2, tiktok_awaiting_connect = false,
                ${problem === null ? clearErrorOf('tiktok') : "error = $3, error_platform = 'tiktok'"}
          WHERE id = $1`,
        problem === null ? [id, access] : [id, access, problem],
      );
      await refreshActivity(tx, id);
    });
  }

  /**
   * Records a failed authorisation of one platform on the profile: its status becomes 'error' with the
   * reason. The owner hears of it ('profile.reconnect_needed') when the profile was not already
   * marked so on that platform (600 rows refused one after another tell it once).
   */
  async markAuthFailed(id: number, reason: string, platform: Platform): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ error: string | null; error_platform: string | null }>(
        'SELECT error, error_platform FROM accounts WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!before) return;
      await tx.query('UPDATE accounts SET error = $2, error_platform = $3 WHERE id = $1', [id, reason, platform]);
      await refreshActivity(tx, id);
      if (before.error !== null && before.error_platform === platform) return;
      await this.recordEvent(tx, { kind: 'profile.reconnect_needed', ...(await eventSubject(tx, id)), data: { platform, reason } });
    });
  }

  /** Instagram waits for the owner to confirm a login: the profile shows which confirmation and why; the owner hears of it once. */
  async markInstagramCheckpoint(id: number, checkpoint: 'challenge' | 'two_factor', reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ instagram_checkpoint: string | null }>(
        'SELECT instagram_checkpoint FROM accounts WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!before) return;
      await tx.query("UPDATE accounts SET error = $2, error_platform = 'instagram', instagram_checkpoint = $3 WHERE id = $1", [
        id,
        reason,
        checkpoint,
      ]);
      await refreshActivity(tx, id);
      if (before.instagram_checkpoint !== null) return;
      await this.recordEvent(tx, { kind: 'profile.login_confirmation', ...(await eventSubject(tx, id)), data: { platform: 'instagram' } });
    });
  }

  /** The login was confirmed: the profile is usable again. */
  async clearInstagramCheckpoint(row: AccountRow): Promise<AccountRow> {
    return this.changed(row, async (tx) => {
      await tx.query(`UPDATE accounts SET ${clearErrorOf('instagram')}, instagram_checkpoint = NULL WHERE id = $1`, [row.id]);
    });
  }

  /** How many of the profile's publication results failed (the 'Повторити невдалі' count). */
  async failedRows(id: number): Promise<number> {
    const [failed] = await this.db.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM publication_videos pv JOIN publication_results r ON r.publication_video_id = pv.id
        WHERE pv.account_id = $1 AND r.status = 'error'`,
      [id],
    );
    return failed?.rows ?? 0;
  }

  /**
   * A proxy check's result, stored only while the profile still has the proxy that was checked (an edit
   * meanwhile wins, and its own check stays due). The failures in a row and the hold on the posts follow
   * `holdAfterCheck`, read and written under the row's lock so two checks finishing together count both.
   */
  async recordProxyCheck(row: Pick<AccountRow, 'id' | 'proxy'>, outcome: ProxyCheckOutcome, recorded: RecordedCheck): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ proxy_fail_streak: number; proxy_holds_posts: boolean }>(
        'SELECT proxy_fail_streak, proxy_holds_posts FROM accounts WHERE id = $1 AND proxy = $2 FOR UPDATE',
        [row.id, row.proxy],
      );
      if (!before) return;
      const after = holdAfterCheck(outcome.ok, recorded.kind, before.proxy_fail_streak, before.proxy_holds_posts);
      await tx.query(
        `UPDATE accounts SET proxy_exit_ip = $2, proxy_ok = $3, proxy_latency_ms = $4, proxy_error = $5, proxy_checked_at = $6,
                proxy_fail_streak = $7, proxy_holds_posts = $8, proxy_next_check_at = coalesce($9, proxy_next_check_at)
          WHERE id = $1`,
        [row.id, outcome.exitIp, outcome.ok, outcome.latencyMs, outcome.error, recorded.at, after.streak, after.holds, recorded.nextAt],
      );
      // The owner hears when the proxy starts holding the posts (a real failure, not one blip) and when it stops.
      if (after.holds === before.proxy_holds_posts) return;
      const subject = await eventSubject(tx, row.id);
      await this.recordEvent(
        tx,
        after.holds
          ? { kind: 'proxy.failed', ...subject, data: { reason: outcome.error } }
          : { kind: 'proxy.recovered', ...subject, data: {} },
      );
    });
  }

  /**
   * Takes up to `limit` profiles whose scheduled check is due at `now`, soonest first, for this process:
   * their next check moves to `leaseUntil` in the same statement, so no other process (FOR UPDATE SKIP
   * LOCKED passes over rows another is taking) nor a later sweep takes them while they are checked. A
   * process that dies meanwhile leaves them due again at `leaseUntil`; the recorded check sets the real next time.
   */
  async claimDueProxyChecks(now: Date, leaseUntil: Date, limit: number): Promise<AccountRow[]> {
    const claimed = await this.db.query<{ id: number }>(
      `UPDATE accounts SET proxy_next_check_at = $2
        WHERE id IN (SELECT id FROM accounts WHERE proxy_next_check_at <= $1
                      ORDER BY proxy_next_check_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [now, leaseUntil, limit],
    );
    if (claimed.length === 0) return [];
    return this.db.query<AccountRow>(`${selectAccount} WHERE a.id = ANY($1::int[]) ORDER BY a.id`, [claimed.map((row) => row.id)]);
  }

  /** Puts profiles into a group of their owner (null: into none). */
  async setGroup(tx: Queryable, ids: number[], groupId: number | null): Promise<void> {
    if (ids.length > 0) await tx.query('UPDATE accounts SET group_id = $1, updated_at = now() WHERE id = ANY($2::int[])', [groupId, ids]);
  }

  /**
   * Adds labels to many profiles in one statement (the bulk action's 'Додати мітки'): a label the
   * profile already carries (case ignored) is left as it is, a new one takes the spelling its owner
   * used first. A profile that would carry more than LABELS_PER_PROFILE gets none of them. The caller
   * has checked who may change these profiles (`ProfileLabelService`) and the labels (`LabelsSchema`).
   */
  addLabels(accountIds: readonly number[], labels: readonly string[], tx?: Queryable): Promise<LabelChange[]> {
    return addLabelsIn(tx ?? this.db, accountIds, labels);
  }

  /** Takes labels (case ignored) off many profiles in one statement; the profiles that carried any of them. */
  async removeLabels(accountIds: readonly number[], labels: readonly string[], tx?: Queryable): Promise<number[]> {
    if (accountIds.length === 0 || labels.length === 0) return [];
    const rows = await (tx ?? this.db).query<{ account_id: number }>(
      'DELETE FROM account_labels WHERE account_id = ANY($1::int[]) AND label_key = ANY($2::text[]) RETURNING account_id',
      [accountIds, labels.map(labelKey)],
    );
    return [...new Set(rows.map((row) => row.account_id))].sort((a, b) => a - b);
  }

  /** A write to a loaded profile, then activity and status (and its labels replaced, unless null): the profile as it now is. */
  private async changed(
    row: AccountRow,
    write: (tx: Queryable) => Promise<void>,
    tx?: Queryable,
    labels: string[] | null = null,
  ): Promise<AccountRow> {
    return this.inTransaction(tx, async (tx) => {
      await write(tx);
      const stored = await refreshActivity(tx, row.id);
      if (labels === null) return { ...row, ...stored };
      await tx.query('DELETE FROM account_labels WHERE account_id = $1 AND NOT (label_key = ANY($2::text[]))', [
        row.id,
        labels.map(labelKey),
      ]);
      await addLabelsIn(tx, [row.id], labels);
      const [current] = await tx.query<{ labels: string[] }>(`SELECT ${labelsOfProfile('a')} AS labels FROM accounts a WHERE a.id = $1`, [
        row.id,
      ]);
      return { ...row, ...stored, labels: current?.labels ?? [] };
    });
  }

  private inTransaction<T>(tx: Queryable | undefined, work: (tx: Queryable) => Promise<T>): Promise<T> {
    return tx ? work(tx) : this.db.transaction(work);
  }
}
