import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { Role } from '@shared/status';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { ProxyGuardOptions } from '@server/platforms/proxy-guard';
import { CodeExchangeError, consentUrl, exchangeCode, ownChannel, type OAuthStates, type OwnChannel } from '@server/platforms/youtube-oauth';
import type { AccountService } from './account-service';

export interface YouTubeConnectOptions {
  publicUrl: string;
  authUrl: string;
  tokenUrl: string;
  /** The Data API's base (https://www.googleapis.com): channels.list names the connected channel. */
  apiBase: string;
  guard: ProxyGuardOptions;
}

/** Where the callback writes what the platforms said (Fastify's request logger fits). */
export interface ConnectLog {
  warn(details: object, message: string): void;
}

export const YOUTUBE_CALLBACK_PATH = apiPaths.accounts.youtubeCallback;

/** "Connect YouTube": the consent link for a profile, and the callback that stores its refresh token. */
export class YouTubeConnectService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountService,
    private readonly states: OAuthStates,
    private readonly options: YouTubeConnectOptions,
  ) {}

  private get redirectUri() {
    return `${this.options.publicUrl}${YOUTUBE_CALLBACK_PATH}`;
  }

  async consentLink(user: SessionUser, accountId: number): Promise<{ url: string }> {
    const row = await this.accounts.repository.load(this.db, user, accountId);
    if (!row.in_youtube || !row.youtube_client_id || !row.youtube_client_secret_enc) {
      throw new HttpError(409, messages.youtubeNotEnabled);
    }
    const state = this.states.sign({ accountId, userId: user.id });
    return { url: consentUrl(this.options.authUrl, row.youtube_client_id, this.redirectUri, state) };
  }

  /**
   * Google redirects the operator's browser here; the signed state says which profile and who asked.
   * The code becomes a refresh token; the fresh access token then names the account's channel, which
   * the profile shows. A channel that cannot be read does not undo the connection (it is logged).
   */
  async complete(code: string, state: string, log: ConnectLog): Promise<number> {
    const { accountId, userId } = this.states.verify(state);
    const [user] = await this.db.query<{ id: number; login: string; role: Role }>(
      'SELECT id, login, role FROM users WHERE id = $1',
      [userId],
    );
    if (!user) throw new HttpError(400, messages.oauthStateInvalid);
    const row = await this.accounts.repository.load(this.db, user, accountId);
    const clientSecret = this.accounts.credentials.open(row.youtube_client_secret_enc);
    if (!row.youtube_client_id || !clientSecret) throw new HttpError(409, messages.youtubeNotEnabled);

    const proxy = this.accounts.credentials.proxy(row);
    let exchanged: Awaited<ReturnType<typeof exchangeCode>>;
    try {
      exchanged = await exchangeCode({
        tokenUrl: this.options.tokenUrl,
        code,
        clientId: row.youtube_client_id,
        clientSecret,
        redirectUri: this.redirectUri,
        proxy,
        guard: this.options.guard,
      });
    } catch (error) {
      if (error instanceof CodeExchangeError) log.warn({ accountId, raw: error.raw }, 'YouTube code exchange failed');
      throw error;
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
    await this.accounts.repository.connectYouTube(accountId, this.accounts.credentials.seal(exchanged.refreshToken), channel);
    return accountId;
  }
}
