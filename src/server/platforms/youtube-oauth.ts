import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { messages } from '@shared/messages';
import { HttpError } from '../http-error';
import { requestThroughProxy, type ProfileProxy } from './proxied-fetch';
import type { ProxyGuardOptions } from './proxy-guard';

/** Upload videos and manage the channel (description), with a refresh token (offline access). */
export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube',
] as const;

const STATE_TYPE = 'oauth-state+jwt';
const STATE_TTL_MS = 30 * 60 * 1000;

export interface OAuthState {
  accountId: number;
  userId: number;
}

/** The OAuth `state`: signed, short-lived, naming the profile and the user who asked for the link. */
export class OAuthStates {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => { acc?: unknown; sub?: unknown };

  constructor(secret: string) {
    this.signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: STATE_TTL_MS, header: { alg: 'HS256', typ: STATE_TYPE } });
    this.verifier = createVerifier({ key: secret, algorithms: ['HS256'], checkTyp: STATE_TYPE, requiredClaims: ['acc', 'sub', 'exp'] });
  }

  sign({ accountId, userId }: OAuthState): string {
    return this.signer({ acc: accountId, sub: String(userId) });
  }

  verify(state: string): OAuthState {
    try {
      const payload = this.verifier(state);
      const accountId = Number(payload.acc);
      const userId = Number(payload.sub);
      if (Number.isSafeInteger(accountId) && Number.isSafeInteger(userId)) return { accountId, userId };
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
    }
    throw new HttpError(400, messages.oauthStateInvalid);
  }
}

export function consentUrl(authUrl: string, clientId: string, redirectUri: string, state: string): string {
  const url = new URL(authUrl);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: YOUTUBE_SCOPES.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return url.toString();
}

export interface TokenExchange {
  tokenUrl: string;
  code: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  proxy: ProfileProxy;
  guard: ProxyGuardOptions;
}

/** Authorization code → refresh token, at Google's token endpoint, through the profile's proxy. */
export async function exchangeCode(exchange: TokenExchange): Promise<{ refreshToken: string }> {
  const { status, body } = await requestThroughProxy(
    exchange.proxy,
    exchange.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        code: exchange.code,
        client_id: exchange.clientId,
        client_secret: exchange.clientSecret,
        redirect_uri: exchange.redirectUri,
        grant_type: 'authorization_code',
      }).toString(),
    },
    exchange.guard,
  );
  const refreshToken = typeof body === 'object' && body !== null && 'refresh_token' in body ? body.refresh_token : null;
  if (status !== 200 || typeof refreshToken !== 'string' || !refreshToken) {
    const reason = typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : `HTTP ${status}`;
    throw new HttpError(502, `${messages.oauthExchangeFailed} (${reason})`);
  }
  return { refreshToken };
}
