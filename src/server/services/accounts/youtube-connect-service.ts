import { apiPaths } from '@shared/api-paths';
import { HttpError } from '@server/http-error';
import { messages } from '@server/messages';
import type { ProxyGuardOptions } from '@server/platforms/proxy-guard';
import { CodeExchangeError, consentUrl, exchangeCode, ownChannel, type OwnChannel } from '@server/platforms/youtube/oauth';
import type { AccountRow } from './account-repository';
import type { AccountRepository } from './account-repository';
import type { AccountCredentials } from './account-credentials';
import type { ConnectLog, ConnectProvider, Connected } from './connect-provider';
import { proxyFailureText } from './proxy-check-service';

export interface YouTubeConnectOptions {
  publicUrl: string;
  authUrl: string;
  tokenUrl: string;
  /** The Data API's base (https://www.googleapis.com): channels.list names the connected channel. */
  apiBase: string;
  guard: ProxyGuardOptions;
}

const YOUTUBE_CALLBACK_PATH = apiPaths.accounts.youtubeCallback;

/**
 * 'Підключити YouTube': Google's consent for the profile's own OAuth client (with PKCE, S256), and
 * the code exchange that stores its refresh token. The state, its browser binding and the checks
 * that the profile still expects the connection are the connect service's (connect-service.ts).
 */
export class YouTubeConnectService implements ConnectProvider {
  readonly platform = 'youtube' as const;
  readonly callbackPath = YOUTUBE_CALLBACK_PATH;
  readonly pkce = true;
  readonly messages = { connected: messages.youtubeConnected, denied: messages.oauthDenied, notEnabled: messages.youtubeNotEnabled };

  constructor(
    private readonly accounts: AccountRepository,
    private readonly credentials: AccountCredentials,
    private readonly options: YouTubeConnectOptions,
  ) {}

  private get redirectUri() {
    return `${this.options.publicUrl}${YOUTUBE_CALLBACK_PATH}`;
  }

  ready(row: AccountRow): boolean {
    return row.in_youtube && Boolean(row.youtube_client_id) && row.youtube_client_secret_enc !== null;
  }

  authorizationUrl(row: AccountRow, state: string, codeChallenge: string | null): string {
    return consentUrl(this.options.authUrl, row.youtube_client_id!, this.redirectUri, state, codeChallenge!);
  }

  /**
   * The code becomes a refresh token; the fresh access token then names the account's channel, which
   * the profile shows. A channel that cannot be read does not undo the connection (it is logged).
   */
  async complete(row: AccountRow, code: string, codeVerifier: string | null, log: ConnectLog): Promise<Connected> {
    const accountId = row.id;
    const clientSecret = this.credentials.open(row.youtube_client_secret_enc)!;
    const proxy = this.credentials.proxy(row);
    let exchanged: Awaited<ReturnType<typeof exchangeCode>>;
    try {
      exchanged = await exchangeCode({
        tokenUrl: this.options.tokenUrl,
        code,
        clientId: row.youtube_client_id!,
        clientSecret,
        redirectUri: this.redirectUri,
        codeVerifier: codeVerifier ?? '',
        proxy,
        guard: this.options.guard,
      });
    } catch (error) {
      if (error instanceof CodeExchangeError) log.warn({ accountId, raw: error.raw }, 'YouTube code exchange failed');
      if (error instanceof HttpError) throw error;
      // The proxy refused, timed out or failed the tunnel: say so (and where to check it), not a bare 500.
      log.warn({ accountId, err: error }, "YouTube code exchange: the profile's proxy failed");
      throw new HttpError(502, messages.youtubeConnectProxyFailed(proxyFailureText(error)));
    }
    let channel: OwnChannel | null = null;
    if (exchanged.accessToken) {
      try {
        channel = await ownChannel({ apiBase: this.options.apiBase, accessToken: exchanged.accessToken, proxy, guard: this.options.guard });
        if (!channel) log.warn({ accountId }, 'YouTube connected: the Google account has no channel');
      } catch (error) {
        log.warn({ accountId, err: error }, 'YouTube connected, but channels.list failed');
      }
    }
    await this.accounts.connectYouTube(accountId, this.credentials.seal(exchanged.refreshToken), channel);
    return { problem: null };
  }
}
