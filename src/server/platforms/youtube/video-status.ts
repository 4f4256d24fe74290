import { messages } from '@shared/messages';
import { HttpError } from '@server/http-error';
import { PlatformError } from '../platform';
import type { GoogleAccess } from './access-token';
import { apiFailure } from './errors';

/**
 * After the upload: what YouTube made of the video (videos.list part=status,processingDetails). A
 * video that cannot be watched as asked is not a publication: rejected or failed processing, deleted,
 * or locked private although public was asked (uploads from API projects that have not passed
 * YouTube's audit are "restricted to private viewing mode"). Still processing is fine.
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
}

export interface ReadBackOptions {
  /** How many times to read while the video is still 'uploaded' (processing). */
  reads: number;
  intervalMs: number;
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Why the video is not what was asked, or null when it is (or is still on its way). */
export function verdict(videoId: string, requestedPrivacy: string, status: VideoStatus, processing: ProcessingDetails): PlatformError | null {
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
  if (requestedPrivacy === 'public' && status.privacyStatus === 'private') return new PlatformError(messages.youtubeLockedPrivate(videoId), 'rejected', raw);
  return null;
}

/**
 * Reads the video back; throws the verdict when it is not published as asked. When the read itself
 * fails for a while (limits, 5xx, network), a 'pending' or 'quota' error says so: the caller keeps the
 * video id so that the next run only reads again. A read YouTube refuses for good (e.g. a token without
 * a read scope) leaves the upload's own answer as the last word.
 */
export async function readBack(access: GoogleAccess, apiBase: string, videoId: string, requestedPrivacy: string, options: ReadBackOptions): Promise<void> {
  const url = `${apiBase}/youtube/v3/videos?part=status,processingDetails&id=${encodeURIComponent(videoId)}`;
  for (let read = 1; ; read += 1) {
    let response;
    try {
      response = await access.request(url, { method: 'GET', headers: { accept: 'application/json' } }, 'videos.list');
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'auth') throw error;
      if (error instanceof HttpError) throw error;
      throw new PlatformError(messages.youtubeStatusUnknown, 'pending', `videos.list ${videoId}: ${String(error)}`, 60);
    }
    if (response.status !== 200) {
      const failure = apiFailure(response, `videos.list ${videoId}`);
      if (failure.kind === 'quota') throw new PlatformError(messages.youtubeStatusUnknown, 'quota', failure.raw, failure.retryAfterSeconds);
      if (failure.kind === 'unavailable') throw new PlatformError(messages.youtubeStatusUnknown, 'pending', failure.raw, 60);
      return;
    }
    const item = (response.body as { items?: Array<{ status?: VideoStatus; processingDetails?: ProcessingDetails }> }).items?.[0];
    if (!item) return; // not listed yet: the upload's answer stands
    const problem = verdict(videoId, requestedPrivacy, item.status ?? {}, item.processingDetails ?? {});
    if (problem) throw problem;
    if (item.status?.uploadStatus !== 'uploaded' || read >= options.reads) return;
    await sleep(options.intervalMs);
  }
}
