import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { Role } from '@shared/status';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import type { ProxyGuardOptions } from '../platforms/proxy-guard';
import { consentUrl, exchangeCode, type OAuthStates } from '../platforms/youtube-oauth';
import type { AccountService } from './account-service';
import type { SecretBox } from './secret-box';

export interface YouTubeConnectOptions {
  publicUrl: string;
  authUrl: string;
  tokenUrl: string;
  guard: ProxyGuardOptions;
}

export const YOUTUBE_CALLBACK_PATH = apiPaths.accounts.youtubeCallback;

/** "Connect YouTube": the consent link for a profile, and the callback that stores its refresh token. */
export class YouTubeConnectService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountService,
    private readonly box: SecretBox,
    private readonly states: OAuthStates,
    private readonly options: YouTubeConnectOptions,
  ) {}

  private get redirectUri() {
    return `${this.options.publicUrl}${YOUTUBE_CALLBACK_PATH}`;
  }

  async consentLink(user: SessionUser, accountId: number): Promise<{ url: string }> {
    const row = await this.accounts.load(this.db, user, accountId);
    if (!row.in_youtube || !row.youtube_client_id || !row.youtube_client_secret_enc) {
      throw new HttpError(409, messages.youtubeNotEnabled);
    }
    const state = this.states.sign({ accountId, userId: user.id });
    return { url: consentUrl(this.options.authUrl, row.youtube_client_id, this.redirectUri, state) };
  }

  /** Google redirects the operator's browser here; the signed state says which profile and who asked. */
  async complete(code: string, state: string): Promise<number> {
    const { accountId, userId } = this.states.verify(state);
    const [user] = await this.db.query<{ id: number; login: string; role: Role }>(
      'SELECT id, login, role FROM users WHERE id = $1',
      [userId],
    );
    if (!user) throw new HttpError(400, messages.oauthStateInvalid);
    const row = await this.accounts.load(this.db, user, accountId);
    const clientSecret = this.accounts.openSecret(row.youtube_client_secret_enc);
    if (!row.youtube_client_id || !clientSecret) throw new HttpError(409, messages.youtubeNotEnabled);

    const { refreshToken } = await exchangeCode({
      tokenUrl: this.options.tokenUrl,
      code,
      clientId: row.youtube_client_id,
      clientSecret,
      redirectUri: this.redirectUri,
      proxy: this.accounts.profileProxy(row),
      guard: this.options.guard,
    });
    await this.db.query(
      `UPDATE accounts SET youtube_refresh_token_enc = $2, in_youtube = true, is_active_youtube = true, error = NULL,
              status = 'success', updated_at = now()
        WHERE id = $1`,
      [accountId, this.box.encrypt(refreshToken)],
    );
    return accountId;
  }
}
