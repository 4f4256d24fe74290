import type { RequestInit } from 'undici';
import { messages } from '@server/messages';
import { PlatformError } from '../platform';
import type { ProxiedResponse } from '../proxied-fetch';
import { errorReason, rawAnswer, tokenFailure } from './errors';

export interface YouTubeCredentials {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

/** One HTTP call through the profile's proxy. */
export type Call = (url: string, init: RequestInit) => Promise<ProxiedResponse>;

/**
 * A 401 that a new access token cures: the token expired (it lives an hour) or was revoked for this
 * session. Not youtubeSignupRequired, which is also a 401 but says the account has no channel.
 */
export const isTokenExpired = (response: ProxiedResponse) => response.status === 401 && errorReason(response) !== 'youtubeSignupRequired';

/**
 * The access token of one publish or stats run, from the profile's refresh token (Google's
 * refresh_token grant, which does not rotate the refresh token). An expired token is refreshed and the
 * call repeated; only Google refusing the refresh token itself (invalid_grant) is an 'auth' failure.
 */
export class GoogleAccess {
  private token: string | null = null;

  constructor(
    private readonly call: Call,
    private readonly tokenUrl: string,
    private readonly credentials: YouTubeCredentials,
  ) {}

  async current(): Promise<string> {
    return this.token ?? this.refresh();
  }

  async refresh(): Promise<string> {
    const response = await this.call(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: this.credentials.refreshToken,
        client_id: this.credentials.clientId,
        client_secret: this.credentials.clientSecret,
      }).toString(),
    });
    const token = (response.body as { access_token?: unknown } | null)?.access_token;
    if (response.status !== 200 || typeof token !== 'string' || token === '') throw tokenFailure(response);
    this.token = token;
    return token;
  }

  /** One API call with the current bearer token, whatever the answer (a 401 included). */
  async once(url: string, init: RequestInit): Promise<ProxiedResponse> {
    return this.send(url, init, await this.current());
  }

  /** One API call with the bearer token, once more with a fresh token when the first is refused with 401. */
  async request(url: string, init: RequestInit, step: string): Promise<ProxiedResponse> {
    const response = await this.once(url, init);
    if (!isTokenExpired(response)) return response;
    const again = await this.send(url, init, await this.refresh());
    // A token Google has just issued and refuses at once is not the profile's fault: try again later.
    if (isTokenExpired(again)) throw new PlatformError(messages.youtubeTokenRefused, 'unavailable', rawAnswer(again, step));
    return again;
  }

  private send(url: string, init: RequestInit, token: string) {
    return this.call(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` },
    });
  }
}
