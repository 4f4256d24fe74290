import { messages } from '@server/messages';
import { PlatformError, type PublishResult } from '../platform';
import type { InstagramConnection } from './connection';
import { bodyOf, failure, isFailure, isTranscodePending, rawOf } from './errors';
import { localDateTime, timezoneOffsetSeconds } from './headers';
import { authedJson, authedRequest } from './login';
import type { InstagramUploadState, ReelMedia } from './rupload';

/** Instagram's clock and ours may disagree: a post this much before configure still counts as a candidate. */
const CLOCK_SKEW_SECONDS = 120;
/** How close a found post's duration must be to ours (Instagram rounds to milliseconds or tenths). */
const DURATION_TOLERANCE_SECONDS = 0.6;

/** A media item as configure, feed/user and media/info give it (pks are int64: exact digits arrive as strings). */
export interface InstagramMedia {
  pk?: number | string;
  id?: string;
  code?: string;
  taken_at?: number;
  product_type?: string;
  media_type?: number;
  video_duration?: number;
  upload_id?: string | number;
  device_timestamp?: string | number;
  caption?: { text?: string } | null;
}

const reelUrl = (code: string) => `https://www.instagram.com/reel/${encodeURIComponent(code)}/`;

/** The media pk with every digit: a string from lossless parsing, or the part of `id` (`{pk}_{user}`) before `_`. */
export function mediaPk(media: InstagramMedia): string | null {
  if (typeof media.pk === 'string' && /^\d+$/.test(media.pk)) return media.pk;
  if (typeof media.id === 'string' && /^\d+_\d+$/.test(media.id)) return media.id.split('_')[0]!;
  if (typeof media.pk === 'number' && Number.isSafeInteger(media.pk)) return String(media.pk);
  return null;
}

function toResult(media: InstagramMedia): PublishResult {
  const pk = mediaPk(media);
  if (!pk) throw new PlatformError(messages.instagramNoMediaId, 'rejected', JSON.stringify(media).slice(0, 500));
  return { externalId: pk, url: media.code ? reelUrl(media.code) : null };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * configure_to_clips/?video=1 with the fields both reference clients send (instagrapi clip_configure,
 * dilame configureVideo): the same device, timezone and upload as the headers and the rupload said.
 * Instagram answers 202 "Transcode not finished yet." until the video is processed: wait and ask again;
 * past the attempts the row waits ('pending') and the next run first looks for the post.
 */
export async function configureReel(
  connection: InstagramConnection,
  state: InstagramUploadState,
  media: ReelMedia,
  caption: string,
  attempts: number,
  retryMs: number,
): Promise<PublishResult> {
  const { device, access } = connection;
  const seconds = Math.round(media.durationMs) / 1000;
  const form = () => ({
    filter_type: '0',
    timezone_offset: String(timezoneOffsetSeconds(access.timezone)),
    media_folder: 'Camera',
    source_type: '4',
    caption,
    usertags: JSON.stringify({ in: [] }),
    date_time_original: localDateTime(access.timezone),
    clips_share_preview_to_feed: '1',
    upload_id: state.uploadId,
    device: {
      manufacturer: device.manufacturer,
      model: device.model,
      android_version: device.androidVersion,
      android_release: device.androidRelease,
    },
    length: seconds,
    clips: [{ length: seconds, source_type: '4' }],
    extra: { source_width: media.width, source_height: media.height },
    audio_muted: false,
    poster_frame_index: 0,
    _uid: connection.state.userId,
    _uuid: device.uuid,
    device_id: device.androidId,
  });
  for (let attempt = 1; ; attempt += 1) {
    const response = await authedRequest(
      connection,
      { method: 'POST', path: '/api/v1/media/configure_to_clips/?video=1', form: form() },
      messages.instagramSteps.publish,
    );
    if (!isTranscodePending(response)) {
      if (isFailure(response)) {
        if (bodyOf(response).message === 'media_needs_reupload')
          throw new PlatformError(messages.instagramMediaNeedsReupload, 'unavailable', rawOf(response));
        throw failure(response, messages.instagramSteps.publish);
      }
      return toResult((response.body as { media?: InstagramMedia }).media ?? {});
    }
    if (attempt >= attempts)
      throw new PlatformError(messages.instagramTranscoding, 'pending', rawOf(response), Math.max(60, Math.ceil(retryMs / 1000)));
    await sleep(retryMs);
  }
}

/** The profile's latest posts (feed/user, first page): their pks. */
export async function recentMedia(connection: InstagramConnection): Promise<InstagramMedia[]> {
  const userId = connection.state.userId;
  const feed = await authedJson<{ items?: InstagramMedia[] }>(
    connection,
    { method: 'GET', path: `/api/v1/feed/user/${userId}/` },
    messages.instagramSteps.feedCheck,
  );
  return feed.items ?? [];
}

const normalized = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();

/**
 * After a configure whose answer was lost: the post it made, if it landed. A post already there before
 * configure is never ours. Instagram's upload id on the post (upload_id / device_timestamp) decides when
 * Instagram returns it; otherwise a new reel of our duration, taken after configure, whose caption reads
 * the same (whitespace aside) is ours. The caption alone decides only when the post carries no duration.
 */
export async function findPosted(
  connection: InstagramConnection,
  state: InstagramUploadState,
  media: ReelMedia,
  caption: string,
): Promise<PublishResult | null> {
  const items = await recentMedia(connection);
  const known = new Set(state.knownMediaIds ?? []);
  const since = Math.floor((state.configureStartedAt ?? state.startedAt) / 1000) - CLOCK_SKEW_SECONDS;
  const fresh = items.filter((item) => {
    const pk = mediaPk(item);
    return pk !== null && !known.has(pk) && (item.taken_at ?? 0) >= since && (item.media_type === undefined || item.media_type === 2);
  });
  const byUploadId = fresh.find((item) => String(item.upload_id ?? item.device_timestamp ?? '') === state.uploadId);
  if (byUploadId) return toResult(byUploadId);
  // An item that names another upload is not ours, whatever its caption (device_timestamp may be in
  // other units than our upload id, so only upload_id rules an item out).
  const unnamed = fresh.filter((item) => item.upload_id === undefined);
  const sameCaption = unnamed.filter((item) => normalized(item.caption?.text ?? '') === normalized(caption));
  const seconds = media.durationMs / 1000;
  const sameReel = sameCaption.find(
    (item) => typeof item.video_duration === 'number' && Math.abs(item.video_duration - seconds) <= DURATION_TOLERANCE_SECONDS,
  );
  if (sameReel) return toResult(sameReel);
  const withoutDuration = sameCaption.filter((item) => typeof item.video_duration !== 'number');
  return withoutDuration.length === 1 ? toResult(withoutDuration[0]!) : null;
}
