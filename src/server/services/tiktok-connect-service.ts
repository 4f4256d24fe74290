import { messages } from '@shared/messages';
import { serializeTikTokAccess, type TikTokAppAccess } from '@shared/lib/tiktok-access';
import { parseTikTokClient } from '@shared/lib/tiktok-client';
import { apiPaths } from '@shared/api-paths';
import type { SessionUser } from '@shared/schemas/auth';
import type { Role } from '@shared/status';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { oauthToken } from '@server/platforms/tiktok/api';
import { appAccessFrom } from '@server/platforms/tiktok/credentials';
import type { OAuthStates } from '@server/platforms/youtube-oauth';
import type { ProxyGuardOptions } from '@server/platforms/proxy-guard';
import type { AccountService } from './account-service';

/** What the posting needs: publish (direct post), upload, and the creator's basic info. */
export const TIKTOK_SCOPES = ['user.info.basic', 'video.publish', 'video.upload'] as const;

export interface TikTokConnectOptions {
  publicUrl: string;
  /** `https://www.tiktok.com/v2/auth/authorize/` */
  authUrl: string;
  /** `https://open.tiktokapis.com` (the token endpoint is /v2/oauth/token/ there). */
  apiBase: string;
  guard: ProxyGuardOptions;
  now?: () => number;
}

export interface ConnectLog {
  warn(details: object, message: string): void;
}

/**
 * 'Підключити TikTok' (Login Kit for Web): the authorization link for the profile's own TikTok app
 * (client_key from the 'Доступи TikTok' JSON; the web flow needs no PKCE), and the callback that
 * trades the code for tokens through the profile's proxy and fills the field with the app
 * credentials JSON the adapter refreshes from then on. The signed `state` names the profile and the
 * user who asked; TikTok sends the browser back to PUBLIC_URL + /api/accounts/tiktok/callback, which
 * must be registered as the app's redirect URI.
 */
export class TikTokConnectService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountService,
    private readonly states: OAuthStates,
    private readonly options: TikTokConnectOptions,
  ) {}

  get redirectUri() {
    return `${this.options.publicUrl}${apiPaths.accounts.tiktokCallback}`;
  }

  private client(sealed: Uint8Array | null) {
    const access = this.accounts.credentials.open(sealed);
    return access ? parseTikTokClient(access) : null;
  }

  async authorizationLink(user: SessionUser, accountId: number): Promise<{ url: string }> {
    const row = await this.accounts.repository.load(this.db, user, accountId);
    const client = this.client(row.tiktok_access_enc);
    if (!row.in_tiktok || !client) throw new HttpError(409, messages.tiktokNotEnabled);
    const url = new URL(this.options.authUrl);
    url.search = new URLSearchParams({
      client_key: client.clientKey,
      scope: TIKTOK_SCOPES.join(','),
      response_type: 'code',
      redirect_uri: this.redirectUri,
      state: this.states.sign({ accountId, userId: user.id }),
    }).toString();
    return { url: url.toString() };
  }

  /** TikTok redirects the operator's browser here with a code (or an error) and our state. */
  async complete(code: string, state: string, log: ConnectLog): Promise<number> {
    const { accountId, userId } = this.states.verify(state);
    const [user] = await this.db.query<{ id: number; login: string; role: Role }>('SELECT id, login, role FROM users WHERE id = $1', [userId]);
    if (!user) throw new HttpError(400, messages.oauthStateInvalid);
    const row = await this.accounts.repository.load(this.db, user, accountId);
    const client = this.client(row.tiktok_access_enc);
    if (!client) throw new HttpError(409, messages.tiktokNotEnabled);

    const now = this.options.now ?? Date.now;
    let access: TikTokAppAccess;
    try {
      const answer = await oauthToken(
        { accountId, proxy: this.accounts.credentials.proxy(row) },
        { apiBase: this.options.apiBase, guard: this.options.guard, callTimeoutMs: 30_000 },
        { client_key: client.clientKey, client_secret: client.clientSecret, code, grant_type: 'authorization_code', redirect_uri: this.redirectUri },
      );
      access = appAccessFrom(answer, client, now());
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.warn({ accountId, err: error }, 'TikTok code exchange failed');
      throw new HttpError(502, messages.tiktokExchangeFailed);
    }
    await this.accounts.repository.connectTikTok(accountId, this.accounts.credentials.seal(serializeTikTokAccess(access)));
    return accountId;
  }
}
