import { messages } from '@server/messages';
import { HttpError } from '@server/http-error';
import { requestThroughProxy, type ProfileProxy } from '../proxied-fetch';
import type { ProxyGuardOptions } from '../proxy-guard';

/** Upload videos and manage the channel (description), with a refresh token (offline access). */
const YOUTUBE_SCOPES = ['https://www.googleapis.com/auth/youtube.upload', 'https://www.googleapis.com/auth/youtube'] as const;

/**
 * Google's consent link ("OAuth 2.0 for Web Server Applications"), with PKCE: Google accepts
 * code_challenge/code_challenge_method=S256 from web server apps too, and then requires the verifier
 * at the token endpoint, so a code taken from the redirect is useless without our stored verifier.
 */
export function consentUrl(authUrl: string, clientId: string, redirectUri: string, state: string, codeChallenge: string): string {
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
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export interface TokenExchange {
  tokenUrl: string;
  code: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The PKCE verifier whose challenge went into the consent link. */
  codeVerifier: string;
  proxy: ProfileProxy;
  guard: ProxyGuardOptions;
}

/** A refused code exchange: the Ukrainian sentence for the page, Google's own answer for the log. */
export class CodeExchangeError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly raw: string,
  ) {
    super(statusCode, message);
    this.name = 'CodeExchangeError';
  }
}

/**
 * Authorization code → refresh token (and the first access token), at Google's token endpoint,
 * through the profile's proxy. Google's error codes become Ukrainian sentences; its words go to `raw`.
 */
export async function exchangeCode(exchange: TokenExchange): Promise<{ refreshToken: string; accessToken: string | null }> {
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
        code_verifier: exchange.codeVerifier,
      }).toString(),
    },
    exchange.guard,
  );
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const refreshToken = answer.refresh_token;
  if (status !== 200 || typeof refreshToken !== 'string' || !refreshToken) {
    const raw = `token: HTTP ${status} ${(typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 600)}`;
    // RFC 6749, section 5.2: invalid_grant is a code that is expired, used or issued for another redirect.
    if (answer.error === 'invalid_grant') throw new CodeExchangeError(400, messages.oauthCodeRejected, raw);
    if (answer.error === 'invalid_client' || answer.error === 'unauthorized_client')
      throw new CodeExchangeError(400, messages.youtubeClientRejected, raw);
    throw new CodeExchangeError(502, messages.oauthExchangeFailed, raw);
  }
  const accessToken = typeof answer.access_token === 'string' && answer.access_token ? answer.access_token : null;
  return { refreshToken, accessToken };
}

/** The channel a Google account owns, as channels.list?part=snippet&mine=true describes it. */
export interface OwnChannel {
  id: string;
  title: string;
  /** The public link: the channel's handle (snippet.customUrl, '@name') when it has one, else its id. */
  url: string;
}

export interface ChannelLookup {
  apiBase: string;
  accessToken: string;
  proxy: ProfileProxy;
  guard: ProxyGuardOptions;
}

/**
 * channels.list?part=snippet&mine=true with the fresh access token, through the profile's proxy
 * (developers.google.com/youtube/v3/docs/channels/list). null when the account has no channel
 * (an empty `items`); a refused call throws the answer for the caller to log.
 */
export async function ownChannel(lookup: ChannelLookup): Promise<OwnChannel | null> {
  const response = await requestThroughProxy(
    lookup.proxy,
    `${lookup.apiBase}/youtube/v3/channels?part=snippet&mine=true`,
    { method: 'GET', headers: { accept: 'application/json', authorization: `Bearer ${lookup.accessToken}` } },
    lookup.guard,
  );
  if (response.status !== 200) {
    throw new Error(
      `channels.list: HTTP ${response.status} ${(typeof response.body === 'string' ? response.body : JSON.stringify(response.body)).slice(0, 600)}`,
    );
  }
  const items =
    (response.body as { items?: Array<{ id?: unknown; snippet?: { title?: unknown; customUrl?: unknown } }> } | null)?.items ?? [];
  const item = items[0];
  if (!item || typeof item.id !== 'string' || !item.id) return null;
  const title = typeof item.snippet?.title === 'string' ? item.snippet.title : '';
  const handle = typeof item.snippet?.customUrl === 'string' && item.snippet.customUrl.startsWith('@') ? item.snippet.customUrl : null;
  const url = handle
    ? `https://www.youtube.com/${encodeURIComponent(handle).replace(/^%40/, '@')}`
    : `https://www.youtube.com/channel/${encodeURIComponent(item.id)}`;
  return { id: item.id, title, url };
}
