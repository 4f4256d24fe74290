import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { serializeTikTokAccess, type TikTokAppAccess } from '@shared/lib/tiktok-access';
import { parseTikTokClient } from '@shared/lib/tiktok-client';
import { HttpError } from '@server/http-error';
import { oauthToken } from '@server/platforms/tiktok/api';
import { appAccessFrom } from '@server/platforms/tiktok/credentials';
import type { ProxyGuardOptions } from '@server/platforms/proxy-guard';
import type { AccountRow } from './account-repository';
import type { AccountRepository } from './account-repository';
import type { AccountCredentials } from './account-credentials';
import type { ConnectLog, ConnectProvider, Connected } from './connect-provider';

/** What the posting needs: publish (direct post), upload, and the creator's basic info. */
const TIKTOK_SCOPES = ['user.info.basic', 'video.publish', 'video.upload'] as const;
/** Direct posting (video/init under /v2/post/publish/) is refused without this scope. */
const PUBLISH_SCOPE = 'video.publish';

export interface TikTokConnectOptions {
  publicUrl: string;
  /** `https://www.tiktok.com/v2/auth/authorize/` */
  authUrl: string;
  /** `https://open.tiktokapis.com` (the token endpoint is /v2/oauth/token/ there). */
  apiBase: string;
  guard: ProxyGuardOptions;
  now?: () => number;
}

/**
 * 'Підключити TikTok' (Login Kit for Web): the authorization link for the profile's own TikTok app
 * (client_key from the 'Доступи TikTok' JSON), and the code exchange through the profile's proxy that
 * fills the field with the app credentials JSON the adapter refreshes from then on. TikTok sends the
 * browser back to PUBLIC_URL + /api/accounts/tiktok/callback, which must be registered as the app's
 * redirect URI.
 *
 * No PKCE here, by TikTok's documentation: Login Kit for Web's authorize request takes client_key,
 * scope, response_type, redirect_uri and state only, and /v2/oauth/token/ says code_verifier is
 * "required for mobile and desktop app only" (the desktop flow also hashes the challenge as hex, not
 * RFC 7636's base64url). The web flow's protection is the confidential client_secret at the token
 * endpoint plus the one-time state bound to the browser by a cookie, which the connect service does.
 */
export class TikTokConnectService implements ConnectProvider {
  readonly platform = 'tiktok' as const;
  readonly callbackPath = apiPaths.accounts.tiktokCallback;
  readonly pkce = false;
  readonly messages = { connected: messages.tiktokConnected, denied: messages.tiktokDenied, notEnabled: messages.tiktokNotEnabled };

  constructor(
    private readonly accounts: AccountRepository,
    private readonly credentials: AccountCredentials,
    private readonly options: TikTokConnectOptions,
  ) {}

  get redirectUri() {
    return `${this.options.publicUrl}${apiPaths.accounts.tiktokCallback}`;
  }

  private client(row: AccountRow) {
    const access = this.credentials.open(row.tiktok_access_enc);
    return access ? parseTikTokClient(access) : null;
  }

  ready(row: AccountRow): boolean {
    return row.in_tiktok && this.client(row) !== null;
  }

  authorizationUrl(row: AccountRow, state: string): string {
    const url = new URL(this.options.authUrl);
    url.search = new URLSearchParams({
      client_key: this.client(row)!.clientKey,
      scope: TIKTOK_SCOPES.join(','),
      response_type: 'code',
      redirect_uri: this.redirectUri,
      state,
    }).toString();
    return url.toString();
  }

  /**
   * The token answer's `scope` is what the owner really granted (TikTok lets them untick scopes): a
   * connection without the posting scope is stored, and the profile says at once that it cannot post.
   */
  async complete(row: AccountRow, code: string, _codeVerifier: string | null, log: ConnectLog): Promise<Connected> {
    const client = this.client(row)!;
    const now = this.options.now ?? Date.now;
    let access: TikTokAppAccess;
    let granted: string[];
    try {
      const answer = await oauthToken(
        { accountId: row.id, proxy: this.credentials.proxy(row) },
        { apiBase: this.options.apiBase, guard: this.options.guard, callTimeoutMs: 30_000 },
        {
          client_key: client.clientKey,
          client_secret: client.clientSecret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: this.redirectUri,
        },
      );
      access = appAccessFrom(answer, client, now());
      granted = typeof answer.scope === 'string' ? answer.scope.split(',').map((scope) => scope.trim()) : [];
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.warn({ accountId: row.id, err: error }, 'TikTok code exchange failed');
      throw new HttpError(502, messages.tiktokExchangeFailed);
    }
    const problem = granted.includes(PUBLISH_SCOPE) ? null : messages.tiktokPublishScopeMissing;
    if (problem) log.warn({ accountId: row.id, granted }, 'TikTok connected without the posting scope');
    await this.accounts.connectTikTok(row.id, this.credentials.seal(serializeTikTokAccess(access)), problem);
    return { problem };
  }
}
