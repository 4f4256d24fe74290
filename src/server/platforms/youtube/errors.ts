import { wallClock, zonedWallToInstant } from '@shared/lib/time-zone';
import { messages } from '@server/messages';
import type { ProxiedResponse } from '../proxied-fetch';
import { PlatformError } from '../platform';
import { retryAfterSeconds } from '../transfer';

/**
 * YouTube's answers turned into what the row shows (Ukrainian) and what the job does with it; the
 * platform's own text stays in `raw` for the log. Reasons as documented at
 * developers.google.com/youtube/v3/docs/errors, …/core_errors and …/videos/insert.
 */

interface GoogleError {
  code?: number;
  message?: string;
  status?: string;
  errors?: Array<{ reason?: string; message?: string; domain?: string }>;
  details?: Array<{ reason?: string; metadata?: Record<string, string> }>;
}

/** The body of an API error, when it has Google's shape. */
function googleError(body: unknown): GoogleError | null {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object' && body.error !== null) {
    return body.error as GoogleError;
  }
  return null;
}

/** `errors[0].reason` of an API error ('' when there is none). */
export function errorReason(response: ProxiedResponse): string {
  return googleError(response.body)?.errors?.[0]?.reason ?? '';
}

/** The raw answer for the log: status, reason and Google's message, bounded. */
export function rawAnswer(response: ProxiedResponse, step: string): string {
  const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  return `${step}: HTTP ${response.status} ${text.slice(0, 600)}`;
}

const PACIFIC = 'America/Los_Angeles';

/** YouTube's daily quotas reset at midnight Pacific time: the next such moment after `now`. */
export function nextQuotaReset(now: Date): Date {
  const today = wallClock(PACIFIC, now.getTime());
  return new Date(zonedWallToInstant(PACIFIC, Date.UTC(today.year, today.month - 1, today.day + 1, 0, 0, 0)));
}

/** Seconds until the next quota reset, with a minute's margin so the retry lands after it. */
export function secondsUntilQuotaReset(now: Date): number {
  return Math.ceil((nextQuotaReset(now).getTime() - now.getTime()) / 1000) + 60;
}

/** Retry-After as seconds (delta or HTTP date), at least one; null without it. */
function retryAfter(response: ProxiedResponse, now: Date): number | null {
  const seconds = retryAfterSeconds(response.headers, now);
  return seconds === null ? null : Math.max(1, seconds);
}

/** A Cloud quota answer (429 RESOURCE_EXHAUSTED) whose limit is a daily one, e.g. "Video Uploads per day". */
function isDailyCloudQuota(error: GoogleError | null): boolean {
  if (!error) return false;
  const limits = (error.details ?? [])
    .map((detail) => `${detail.metadata?.quota_limit ?? ''} ${detail.metadata?.quota_metric ?? ''}`)
    .join(' ');
  return /per ?day|PerDay/i.test(`${error.message ?? ''} ${limits}`);
}

/** videos.insert's metadata reasons and the sentence each one shows (also used to clean older rows). */
export const METADATA_REASONS: Record<string, string> = {
  invalidTitle: messages.youtubeTitleRejected,
  invalidDescription: messages.youtubeDescriptionRejected,
  invalidTags: messages.youtubeTagsRejected,
  invalidCategoryId: messages.youtubeCategoryRejected,
  invalidPublishAt: messages.youtubePublishAtRejected,
  forbiddenPrivacySetting: messages.youtubePrivacyRejected,
  forbiddenLicenseSetting: messages.youtubeMetadataRejected,
  invalidVideoMetadata: messages.youtubeMetadataRejected,
  invalidFilename: messages.youtubeMetadataRejected,
  invalidRecordingDetails: messages.youtubeMetadataRejected,
  invalidVideoGameRating: messages.youtubeMetadataRejected,
  defaultLanguageNotSet: messages.youtubeMetadataRejected,
  mediaBodyRequired: messages.youtubeMediaMissing,
};

/**
 * Any failed Data API answer (videos.insert, an upload PUT, videos.list, channels.*) as a
 * PlatformError. 401s are not here: the caller refreshes the token on them first.
 */
export function apiFailure(response: ProxiedResponse, step: string, now = new Date()): PlatformError {
  const error = googleError(response.body);
  const reason = errorReason(response);
  const raw = rawAnswer(response, step);
  const { status } = response;

  if (reason === 'uploadLimitExceeded')
    return new PlatformError(messages.youtubeUploadLimit, 'quota', raw, 24 * 3600, null, messages.pacingTooManyPosts);
  if (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded' || (status === 429 && isDailyCloudQuota(error))) {
    return new PlatformError(messages.youtubeQuotaExceeded, 'quota', raw, secondsUntilQuotaReset(now));
  }
  if (status === 429 || reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded' || reason === 'uploadRateLimitExceeded') {
    return new PlatformError(messages.youtubeRateLimited, 'quota', raw, retryAfter(response, now) ?? 60);
  }
  if (METADATA_REASONS[reason]) return new PlatformError(METADATA_REASONS[reason], 'rejected', raw);
  if (reason === 'insufficientPermissions') return new PlatformError(messages.youtubeScopesMissing, 'auth', raw);
  if (reason === 'youtubeSignupRequired' || reason === 'authenticatedUserNotChannel')
    return new PlatformError(messages.youtubeNoChannel, 'rejected', raw);
  if (reason === 'authenticatedUserAccountClosed' || reason === 'authenticatedUserAccountSuspended') {
    return new PlatformError(messages.youtubeAccountClosed, 'rejected', raw);
  }
  if (status >= 500) return new PlatformError(messages.youtubeUnavailable, 'unavailable', raw);
  if (status === 403) return new PlatformError(messages.youtubeForbidden, 'rejected', raw);
  return new PlatformError(messages.youtubeRefused(status), 'rejected', raw);
}

/** An answer of the OAuth token endpoint (refresh-token grant) that gave no access token. */
export function tokenFailure(response: ProxiedResponse, now = new Date()): PlatformError {
  const body = response.body as { error?: unknown } | string;
  const code = typeof body === 'object' && body !== null && typeof body.error === 'string' ? body.error : '';
  const raw = rawAnswer(response, 'token');
  // The refresh token itself is refused for good (revoked, expired, account gone): reconnect.
  if (code === 'invalid_grant') return new PlatformError(messages.youtubeAccessRevoked, 'auth', raw);
  // The profile's OAuth client is unknown, wrong or deleted: nothing works until it is fixed.
  if (code === 'invalid_client' || code === 'unauthorized_client' || code === 'deleted_client')
    return new PlatformError(messages.youtubeClientRejected, 'auth', raw);
  if (response.status === 429) return new PlatformError(messages.youtubeRateLimited, 'quota', raw, retryAfter(response, now) ?? 60);
  if (response.status >= 500) return new PlatformError(messages.youtubeUnavailable, 'unavailable', raw);
  return new PlatformError(messages.youtubeRefused(response.status), 'rejected', raw);
}
