import { messages } from '@server/messages';
import { HttpError } from '@server/http-error';
import { PlatformError } from '../platform';
import type { GoogleAccess } from './access-token';
import { apiFailure } from './errors';

/**
 * After the upload: what YouTube made of the video (videos.list part=status,processingDetails, one
 * quota unit). YouTube answers the upload with `uploadStatus: uploaded` and processes the video
 * afterwards; only then does it say processed, rejected (`rejectionReason`) or failed
 * (`failureReason`). A video that cannot be watched as asked is not a publication: rejected or failed
 * processing, deleted, or locked private although public was asked (uploads from API projects that
 * have not passed YouTube's audit are "restricted to private viewing mode").
 */
export interface VideoStatus {
  uploadStatus?: string;
  privacyStatus?: string;
  rejectionReason?: string;
  failureReason?: string;
}
interface ProcessingDetails {
  processingStatus?: string;
  processingFailureReason?: string;
  /** uint64 values, sent as strings. */
  processingProgress?: { partsTotal?: string; partsProcessed?: string; timeLeftMs?: string };
}

/** One read of the video, short of a verdict against it (that one is thrown). */
export type Reading =
  /** Processed as asked, or a read YouTube refuses for good (the upload's own answer is then the last word). */
  | { state: 'published' }
  /** Still `uploaded`: YouTube is processing it; its own estimate of the time left, when it gives one. */
  | { state: 'processing'; timeLeftMs: number | null; raw: string }
  /** videos.list does not list the video (yet, or any more). */
  | { state: 'unlisted'; raw: string }
  /** The read itself failed for now (limits, 5xx, network): what to tell and when to try again. */
  | { state: 'unreadable'; failure: PlatformError };

/** Why the video is not what was asked, or null when it is (or is still on its way). */
function verdict(videoId: string, requestedPrivacy: string, status: VideoStatus, processing: ProcessingDetails): PlatformError | null {
  const raw = `video ${videoId}: ${JSON.stringify({ status, processingDetails: processing })}`;
  if (status.uploadStatus === 'rejected') {
    const why = messages.youtubeRejectionReasons[status.rejectionReason ?? 'other'] ?? messages.youtubeRejectionReasons.other!;
    return new PlatformError(messages.youtubeVideoRejected(videoId, why), 'rejected', raw);
  }
  if (status.uploadStatus === 'failed' || processing.processingStatus === 'failed') {
    const why = messages.youtubeFailureReasons[status.failureReason ?? 'other'] ?? messages.youtubeFailureReasons.other!;
    return new PlatformError(messages.youtubeProcessingFailed(videoId, why), 'rejected', raw);
  }
  if (status.uploadStatus === 'deleted') return new PlatformError(messages.youtubeVideoDeleted(videoId), 'rejected', raw);
  if (requestedPrivacy === 'public' && status.privacyStatus === 'private')
    return new PlatformError(messages.youtubeLockedPrivate(videoId), 'rejected', raw);
  return null;
}

/** processingProgress.timeLeftMs as a number of milliseconds; null when absent or not a number. */
function timeLeft(processing: ProcessingDetails): number | null {
  const value = processing.processingProgress?.timeLeftMs;
  if (value === undefined || value === null || String(value).trim() === '') return null;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

/**
 * Reads the video once; throws the verdict when it is not published as asked. A read that fails for
 * now is `unreadable` (the caller keeps the video and reads again later); an 'auth' failure or a
 * refused proxy is thrown as it is.
 */
export async function readStatus(access: GoogleAccess, apiBase: string, videoId: string, requestedPrivacy: string): Promise<Reading> {
  const url = `${apiBase}/youtube/v3/videos?part=status,processingDetails&id=${encodeURIComponent(videoId)}`;
  let response;
  try {
    response = await access.request(url, { method: 'GET', headers: { accept: 'application/json' } }, 'videos.list');
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'auth') throw error;
    if (error instanceof HttpError) throw error;
    const raw = error instanceof PlatformError ? error.raw : `videos.list ${videoId}: ${String(error)}`;
    const wait = error instanceof PlatformError && error.kind === 'quota' ? (error.retryAfterSeconds ?? 60) : 60;
    return { state: 'unreadable', failure: new PlatformError(messages.youtubeStatusUnknown, 'processing', raw, wait) };
  }
  if (response.status !== 200) {
    const failure = apiFailure(response, `videos.list ${videoId}`);
    if (failure.kind === 'quota' || failure.kind === 'unavailable') {
      return {
        state: 'unreadable',
        failure: new PlatformError(messages.youtubeStatusUnknown, 'processing', failure.raw, failure.retryAfterSeconds ?? 60),
      };
    }
    return { state: 'published' };
  }
  const item = (response.body as { items?: Array<{ status?: VideoStatus; processingDetails?: ProcessingDetails }> }).items?.[0];
  if (!item) return { state: 'unlisted', raw: `video ${videoId}: not listed` };
  const status = item.status ?? {};
  const processing = item.processingDetails ?? {};
  const problem = verdict(videoId, requestedPrivacy, status, processing);
  if (problem) throw problem;
  if (status.uploadStatus !== 'uploaded') return { state: 'published' };
  return {
    state: 'processing',
    timeLeftMs: timeLeft(processing),
    raw: `video ${videoId}: ${JSON.stringify({ status, processingDetails: processing })}`,
  };
}

const MINUTE = 60_000;

/**
 * When to read a video still processing `ageMs` after its upload again, in seconds: YouTube's own
 * estimate of the time left (plus a little), within bounds that widen as the video ages, so that a
 * Short (minutes) is seen soon after it is ready and a stuck one costs few quota units.
 */
export function nextCheckSeconds(ageMs: number, timeLeftMs: number | null): number {
  const ceiling = ageMs < 10 * MINUTE ? 60 : ageMs < 60 * MINUTE ? 5 * 60 : ageMs < 6 * 60 * MINUTE ? 15 * 60 : 30 * 60;
  const floor = 15;
  const hinted = timeLeftMs === null ? ceiling : Math.ceil(timeLeftMs / 1000) + 5;
  return Math.min(ceiling, Math.max(floor, hinted));
}
