import { messages } from '@shared/messages';
import { type ParsedProxy, parseProxy } from '@shared/lib/proxy';
import type { AccountForm } from '@shared/schemas/accounts';
import { HttpError } from '@server/http-error';
import { newInstagramDevice } from '@server/platforms/instagram/device';
import type { PublishingProfile, ValueStore } from '@server/platforms/platform';
import type { ProfileProxy } from '@server/platforms/proxied-fetch';
import type { SecretBox } from '../common/secret-box';
import type { AccountRepository, AccountRow } from './account-repository';
import type { SealedColumnRepository, SealedColumns } from './sealed-column-repository';

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** A profile ready for the platforms: its row and its opened proxy and credentials. */
export interface ReadyProfile {
  account: AccountRow;
  profile: PublishingProfile;
}

/**
 * A profile's secrets: the only holder of the SecretBox for them. Seals what the form and the
 * connections store, opens the proxy and credentials for platform calls, and hands the publishers a
 * ready publishing profile (its TikTok access, Instagram session and device and a publication's upload
 * session as sealed columns the adapters read and refresh in place).
 */
export class AccountCredentials {
  constructor(
    private readonly sealedColumns: SealedColumnRepository,
    private readonly box: SecretBox,
    private readonly accounts: AccountRepository,
  ) {}

  /** The profile, whoever owns it, ready for a job; null when it is gone. */
  async forJob(accountId: number): Promise<ReadyProfile | null> {
    const account = await this.accounts.loadForJob(accountId);
    return account ? { account, profile: this.publishingProfile(account) } : null;
  }

  /** Opens a profile's proxy and credentials for the publishers; platforms it cannot use are null. */
  publishingProfile(row: AccountRow): PublishingProfile {
    const clientSecret = this.open(row.youtube_client_secret_enc);
    const refreshToken = this.open(row.youtube_refresh_token_enc);
    const instagramPassword = this.open(row.instagram_password_enc);
    return {
      accountId: row.id,
      proxy: this.proxy(row),
      youtube:
        row.youtube_client_id && clientSecret && refreshToken ? { clientId: row.youtube_client_id, clientSecret, refreshToken } : null,
      tiktok: row.tiktok_access_enc ? { access: this.sealedColumn('accounts', 'tiktok_access_enc', row.id) } : null,
      instagram:
        row.instagram_login && instagramPassword
          ? {
              login: row.instagram_login,
              password: instagramPassword,
              session: this.sealedColumn('accounts', 'instagram_session_enc', row.id),
              device: this.sealedColumn('accounts', 'instagram_device_enc', row.id),
              locale: row.instagram_locale,
              timezone: row.instagram_timezone,
            }
          : null,
    };
  }

  /** The profile's proxy with its credentials opened, for platform calls. */
  proxy(row: AccountRow): ProfileProxy {
    const parsed = parseProxy(row.proxy);
    if (!parsed) throw new HttpError(409, messages.proxyInvalid);
    const credentials = row.proxy_credentials_enc
      ? (JSON.parse(this.box.decrypt(row.proxy_credentials_enc)) as { username: string; password: string | null })
      : null;
    return { ...parsed, username: credentials?.username ?? null, password: credentials?.password ?? null, ipVersion: row.ip_version };
  }

  open(sealed: Uint8Array | null): string | null {
    return sealed ? this.box.decrypt(sealed) : null;
  }

  seal(value: string): Buffer {
    return this.box.encrypt(value);
  }

  /** The secrets the form carries, sealed; null where the operator left a field empty (keep). */
  sealForm(form: AccountForm) {
    const seal = (value: string) => (filled(value) ? this.box.encrypt(value) : null);
    return {
      youtubeClientSecret: seal(form.YouTubeAuthClientSecret),
      youtubePassword: seal(form.YouTubePassword),
      tiktokAccess: seal(form.TikTokAccess),
      instagramPassword: seal(form.InstagramPassword),
    };
  }

  /** A new phone for the profile's Instagram logins, sealed. */
  newDevice(): Buffer {
    return this.box.encrypt(JSON.stringify(newInstagramDevice()));
  }

  sealProxyCredentials(proxy: ParsedProxy): Buffer | null {
    return proxy.username ? this.box.encrypt(JSON.stringify({ username: proxy.username, password: proxy.password })) : null;
  }

  /** A sealed bytea column of one row as a ValueStore (upload sessions, login sessions), opened and sealed here. */
  sealedColumn<T extends keyof SealedColumns>(table: T, column: SealedColumns[T], id: number): ValueStore {
    const { sealedColumns, box } = this;
    return {
      async load() {
        const sealed = await sealedColumns.read(table, column, id);
        return sealed ? box.decrypt(sealed) : null;
      },
      async save(value) {
        await sealedColumns.write(table, column, id, value === null ? null : box.encrypt(value));
      },
    };
  }
}
