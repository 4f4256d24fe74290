import { messages } from '@server/messages';
import { PlatformError } from '../platform';
import type { ProxiedResponse } from '../proxied-fetch';
import { retryAfterSeconds } from '../transfer';

/** What Instagram's failed answers carry (instagrapi private_request, dilame handleResponseError and responses/*). */
export interface InstagramBody {
  status?: string;
  message?: string;
  error_type?: string;
  error_title?: string;
  invalid_credentials?: boolean;
  two_factor_required?: boolean;
  two_factor_info?: {
    two_factor_identifier?: string;
    username?: string;
    sms_two_factor_on?: boolean;
    totp_two_factor_on?: boolean;
    obfuscated_phone_number?: string;
  };
  challenge?: { api_path?: string; url?: string; native_flow?: boolean; lock?: boolean };
  checkpoint_url?: string;
  spam?: boolean;
  logout_reason?: number;
}

export const bodyOf = (response: ProxiedResponse): InstagramBody =>
  typeof response.body === 'object' && response.body !== null ? (response.body as InstagramBody) : {};

export const rawOf = (response: ProxiedResponse) =>
  `${response.status} ${typeof response.body === 'string' ? response.body : JSON.stringify(response.body)}`.slice(0, 1000);

export const isFailure = (response: ProxiedResponse) => response.status !== 200 || bodyOf(response).status === 'fail';

/** 403 login_required: the bearer is no longer valid (instagrapi LoginRequired). */
export const isLoginRequired = (response: ProxiedResponse) =>
  (response.status === 401 || response.status === 403 || response.status === 400) && bodyOf(response).message === 'login_required';

/** user_has_logged_out: Instagram ended the session (dilame IgUserHasLoggedOutError). */
export const isLoggedOut = (response: ProxiedResponse) => bodyOf(response).message === 'user_has_logged_out';

/** 202 {"message": "Transcode not finished yet."} (instagrapi clip_upload, dilame catchTranscodeError). */
export const isTranscodePending = (response: ProxiedResponse) =>
  response.status === 202 || /transcode not finished/i.test(bodyOf(response).message ?? '');

export const isTwoFactor = (response: ProxiedResponse) => {
  const body = bodyOf(response);
  return Boolean(body.two_factor_required || body.two_factor_info) || body.error_type === 'two_factor_required';
};

export const isChallenge = (response: ProxiedResponse) => {
  const body = bodyOf(response);
  return body.message === 'challenge_required' || body.message === 'checkpoint_required' || /checkpoint/.test(body.error_type ?? '');
};

const pleaseWait = (body: InstagramBody) => /please wait a few minutes/i.test(body.message ?? '');

/** Retry-After when Instagram sends a wait of a second or more, else `fallback`. */
function retryAfter(response: ProxiedResponse, fallback: number): number {
  return retryAfterSeconds(response.headers, new Date()) || fallback;
}

/** Turns a failed answer into a PlatformError a person can act on; the raw answer stays for the log. */
export function failure(response: ProxiedResponse, what: string): PlatformError {
  const body = bodyOf(response);
  const raw = rawOf(response);
  if (body.invalid_credentials || body.error_type === 'bad_password' || body.error_type === 'invalid_user') {
    return new PlatformError(messages.instagramBadCredentials, 'auth', raw);
  }
  if (isChallenge(response) && /\/suspended\//.test(body.challenge?.url ?? body.checkpoint_url ?? '')) {
    return new PlatformError(messages.instagramSuspended, 'auth', raw);
  }
  if (isTwoFactor(response)) return new PlatformError(messages.instagramTwoFactor(false, null), 'checkpoint', raw, null, 'two_factor');
  if (isChallenge(response)) return new PlatformError(messages.instagramChallengeApp, 'checkpoint', raw, null, 'challenge');
  if (body.error_type === 'sentry_block') return new PlatformError(messages.instagramSentryBlock, 'auth', raw);
  if (isLoginRequired(response) || isLoggedOut(response)) return new PlatformError(messages.instagramSessionEnded, 'auth', raw);
  if (body.error_type === 'needs_upgrade' || body.error_type === 'block_eu_user_login_in_old_app') {
    return new PlatformError(messages.instagramNeedsUpgrade, 'rejected', raw);
  }
  if (pleaseWait(body) || response.status === 429 || body.error_type === 'rate_limit_error') {
    return new PlatformError(messages.instagramPleaseWait, 'quota', raw, retryAfter(response, 15 * 60), null, messages.pacingPleaseWait);
  }
  // feedback_required: an action block; it lasts hours, sometimes days.
  if (body.message === 'feedback_required' || body.spam) {
    return new PlatformError(
      messages.instagramFeedbackRequired,
      'quota',
      raw,
      retryAfter(response, 6 * 3600),
      null,
      messages.pacingActionBlocked,
    );
  }
  if (isTranscodePending(response)) return new PlatformError(messages.instagramTranscoding, 'pending', raw, 60);
  if (response.status >= 500) return new PlatformError(messages.instagramUnavailable, 'unavailable', raw);
  return new PlatformError(messages.instagramRejected(what, response.status), 'rejected', raw);
}

/** The connection through the proxy broke before an answer came: the request may or may not have landed. */
export class ConnectionLost extends PlatformError {
  constructor(what: string, cause: unknown) {
    super(messages.instagramConnectionLost(what), 'unavailable', String((cause as { cause?: unknown })?.cause ?? cause));
    this.name = 'ConnectionLost';
  }
}

/** undici reports a broken connection as a TypeError carrying the socket error, and a timeout by name. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return error.cause !== undefined;
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
