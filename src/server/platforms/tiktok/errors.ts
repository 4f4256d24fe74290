import { messages } from '@server/messages';
import { PlatformError } from '../platform';

/**
 * What TikTok answers, turned into what the row shows: every message is Ukrainian; TikTok's own
 * code, text and log id go only to `raw` (the log).
 */

/** A TikTok API answer that is not `error.code: "ok"` (or an OAuth answer with `error`). */
export class TikTokCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly logId: string | null,
  ) {
    super(`${code} (HTTP ${status})${detail ? `: ${detail}` : ''}${logId ? ` [log_id ${logId}]` : ''}`);
    this.name = 'TikTokCallError';
  }
}

/** The request never got an answer: connection refused or cut, proxy down, timeout. */
export class TikTokNetworkError extends Error {
  constructor(
    readonly what: string,
    cause: unknown,
  ) {
    super(
      `${what}: ${cause instanceof Error ? `${cause.name}: ${cause.message}${cause.cause instanceof Error ? ` (${cause.cause.message})` : ''}` : String(cause)}`,
    );
    this.name = 'TikTokNetworkError';
  }
}

export const raw = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

const DAY_SECONDS = 24 * 60 * 60;
/** A short wait after TikTok's per-minute limits. */
export const RATE_LIMIT_WAIT_SECONDS = 60;

/** TikTok's daily caps (spam_risk_too_many_posts, reached_active_user_cap) are per 24 hours. */
const dailyCapWaitSeconds = () => DAY_SECONDS;

/**
 * An error answer of creator_info or video/init (the calls that start a post). The caller has already
 * refreshed the token once on access_token_invalid.
 */
export function startRefused(error: TikTokCallError, bareToken: boolean): PlatformError {
  const detail = error.message;
  switch (error.code) {
    case 'access_token_invalid':
      return new PlatformError(bareToken ? messages.tiktokTokenExpired : messages.tiktokAccessRefused, 'auth', detail);
    case 'scope_not_authorized':
    case 'scope_permission_missed':
      return new PlatformError(messages.tiktokScopeMissing, 'auth', detail);
    case 'rate_limit_exceeded':
      return new PlatformError(messages.tiktokRateLimited, 'quota', detail, RATE_LIMIT_WAIT_SECONDS);
    case 'spam_risk_too_many_posts':
      return new PlatformError(messages.tiktokTooManyPosts, 'quota', detail, dailyCapWaitSeconds(), null, messages.pacingTooManyPosts);
    case 'reached_active_user_cap':
      return new PlatformError(messages.tiktokActiveUserCap, 'quota', detail, dailyCapWaitSeconds());
    case 'spam_risk_user_banned_from_posting':
      return new PlatformError(messages.tiktokBanned, 'rejected', detail);
    case 'unaudited_client_can_only_post_to_private_accounts':
      return new PlatformError(messages.tiktokUnaudited, 'rejected', detail);
    case 'privacy_level_option_mismatch':
      return new PlatformError(messages.tiktokPrivacyMismatch, 'rejected', detail);
    case 'spam_risk_text':
    case 'spam_risk':
      return new PlatformError(messages.tiktokFailReasons[error.code]!, 'rejected', detail);
    default:
      if (error.status === 429) return new PlatformError(messages.tiktokRateLimited, 'quota', detail, RATE_LIMIT_WAIT_SECONDS);
      if (error.status >= 500) return new PlatformError(messages.tiktokUnavailable, 'unavailable', detail);
      return new PlatformError(messages.tiktokParamsRefused, 'rejected', detail);
  }
}

/** A status check that could not be made: the post may exist, so the row only waits and checks again. */
export function checkFailed(error: unknown, retryAfterSeconds = RATE_LIMIT_WAIT_SECONDS): PlatformError {
  const limited = error instanceof TikTokCallError && (error.status === 429 || error.code === 'rate_limit_exceeded');
  return new PlatformError(limited ? messages.tiktokRateLimited : messages.tiktokCheckFailed, 'pending', raw(error), retryAfterSeconds);
}

/** TikTok's fail_reason of a FAILED post; `internal` is the one TikTok calls retryable. */
export function publishFailed(reason: string): PlatformError {
  const detail = `FAILED: ${reason}`;
  switch (reason) {
    case 'spam_risk_too_many_posts':
      return new PlatformError(messages.tiktokTooManyPosts, 'quota', detail, dailyCapWaitSeconds(), null, messages.pacingTooManyPosts);
    case 'spam_risk_user_banned_from_posting':
      return new PlatformError(messages.tiktokBanned, 'rejected', detail);
    case 'auth_removed':
      return new PlatformError(messages.tiktokRefreshRefused, 'auth', detail);
    default:
      return new PlatformError(messages.tiktokFailReasons[reason] ?? messages.tiktokFailReasons.other!, 'rejected', detail);
  }
}
