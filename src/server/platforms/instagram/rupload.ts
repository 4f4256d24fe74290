import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { messages } from '@server/messages';
import { PlatformError, type PublishInput } from '../platform';
import { readFileChunk } from '../transfer';
import type { InstagramConnection } from './connection';
import { ConnectionLost, failure, isFailure } from './errors';
import { authedJson, authedRequest } from './login';

/** What the upload session store keeps between attempts of one publication. */
export interface InstagramUploadState {
  version: 2;
  /** Epoch ms as text, like the app's; the video and its cover share it. */
  uploadId: string;
  /** The video's rupload entity name (instagrapi clip_upload: `{uuid hex}-0-{size}-{upload_id}-{upload_id}`). */
  videoName: string;
  /** The cover's own entity name (instagrapi photo_rupload: `{upload_id}_0_{random}`). */
  coverName: string;
  stage: 'video' | 'cover' | 'configure';
  startedAt: number;
  /** When configure was first sent (epoch ms); a post found after it may be ours. */
  configureStartedAt: number | null;
  /** The profile's posts before configure was sent: a post among them is not ours. */
  knownMediaIds: string[] | null;
}

export interface ReelMedia {
  file: string;
  sizeBytes: number;
  coverFile: string;
  durationMs: number;
  width: number;
  height: number;
}

/** One whole-file POST must not be cut by the per-request timeout on a slow proxy: allow ~64 KB/s. */
const UPLOAD_MS_PER_BYTE = 1000 / (64 * 1024);
const BASE_TIMEOUT_MS = 120_000;
const retryContext = () => JSON.stringify({ num_step_auto_retry: 0, num_reupload: 0, num_step_manual_retry: 0 });

export function reelMedia(input: PublishInput): ReelMedia {
  if (!input.coverFile || !input.durationMs) {
    throw new PlatformError(messages.instagramReelInputMissing, 'rejected', 'publish input lacks coverFile or durationMs');
  }
  return {
    file: input.file,
    sizeBytes: input.sizeBytes,
    coverFile: input.coverFile,
    durationMs: input.durationMs,
    width: input.width ?? 1080,
    height: input.height ?? 1920,
  };
}

export function newUploadState(media: ReelMedia): InstagramUploadState {
  const uploadId = String(Date.now());
  return {
    version: 2,
    uploadId,
    videoName: `${randomUUID().replace(/-/g, '')}-0-${media.sizeBytes}-${uploadId}-${uploadId}`,
    coverName: `${uploadId}_0_${randomInt(1_000_000_000, 9_999_999_999)}`,
    stage: 'video',
    startedAt: Date.now(),
    configureStartedAt: null,
    knownMediaIds: null,
  };
}

export function parseUploadState(text: string | null): InstagramUploadState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<InstagramUploadState>;
    if (value.version !== 2 || !value.uploadId || !value.videoName || !value.coverName || !value.stage || !value.startedAt) return null;
    return { configureStartedAt: null, knownMediaIds: null, ...value } as InstagramUploadState;
  } catch {
    return null;
  }
}

/** instagrapi clip_upload's rupload params for a reel (the parts dilame's createVideoRuploadParams shares). */
function videoHeaders(state: InstagramUploadState, media: ReelMedia): Record<string, string> {
  return {
    'x-instagram-rupload-params': JSON.stringify({
      upload_media_height: String(media.height),
      share_type: 'reels',
      xsharing_user_ids: '[]',
      upload_media_width: String(media.width),
      is_clips_video: '1',
      upload_media_duration_ms: String(Math.round(media.durationMs)),
      content_tags: 'use_default_cover',
      upload_id: state.uploadId,
      retry_context: retryContext(),
      media_type: '2',
    }),
    x_fb_video_waterfall_id: `${state.uploadId}_${state.videoName.slice(0, 12).toUpperCase()}_Mixed_0`,
    'x-entity-type': 'video/mp4',
    'segment-start-offset': '0',
    'segment-type': '3',
  };
}

/**
 * The video, as both reference clients send it: GET rupload_igvideo for the offset Instagram already
 * has, then POST the rest from there. A cut connection asks for the offset again and goes on.
 */
export async function uploadVideo(
  connection: InstagramConnection,
  state: InstagramUploadState,
  media: ReelMedia,
  resumeAttempts: number,
): Promise<void> {
  for (let resumes = 0; ; resumes += 1) {
    const offset = await videoOffset(connection, state, media);
    if (offset >= media.sizeBytes) return;
    try {
      await sendVideoFrom(connection, state, media, offset);
      return;
    } catch (error) {
      if (!(error instanceof ConnectionLost) || resumes >= resumeAttempts) throw error;
    }
  }
}

async function videoOffset(connection: InstagramConnection, state: InstagramUploadState, media: ReelMedia): Promise<number> {
  const response = await authedRequest(
    connection,
    { method: 'GET', path: `/rupload_igvideo/${state.videoName}`, headers: videoHeaders(state, media) },
    messages.instagramSteps.videoUpload,
  );
  if (isFailure(response)) throw failure(response, messages.instagramSteps.videoUpload);
  const offset = Number((response.body as { offset?: unknown }).offset);
  return Number.isInteger(offset) && offset >= 0 && offset <= media.sizeBytes ? offset : 0;
}

async function sendVideoFrom(
  connection: InstagramConnection,
  state: InstagramUploadState,
  media: ReelMedia,
  offset: number,
): Promise<void> {
  const rest = await readFileChunk(media.file, offset, media.sizeBytes - offset);
  const response = await authedRequest(
    connection,
    {
      method: 'POST',
      path: `/rupload_igvideo/${state.videoName}`,
      headers: {
        ...videoHeaders(state, media),
        offset: String(offset),
        'x-entity-name': state.videoName,
        'x-entity-length': String(media.sizeBytes),
        'content-type': 'application/octet-stream',
      },
      body: rest,
      timeoutMs: Math.ceil(BASE_TIMEOUT_MS + rest.length * UPLOAD_MS_PER_BYTE),
    },
    messages.instagramSteps.videoUpload,
  );
  if (isFailure(response)) throw failure(response, messages.instagramSteps.videoUpload);
}

/** The cover (instagrapi clip_configure → photo_rupload): its own entity name, media_type 1, the video's upload_id. */
export async function uploadCover(connection: InstagramConnection, state: InstagramUploadState, media: ReelMedia): Promise<void> {
  const cover = await readFile(media.coverFile);
  await authedJson(
    connection,
    {
      method: 'POST',
      path: `/rupload_igphoto/${state.coverName}`,
      headers: {
        'x-instagram-rupload-params': JSON.stringify({
          retry_context: retryContext(),
          media_type: '1',
          xsharing_user_ids: '[]',
          upload_id: state.uploadId,
          image_compression: JSON.stringify({ lib_name: 'moz', lib_version: '3.1.m', quality: '80' }),
        }),
        x_fb_photo_waterfall_id: randomUUID(),
        'x-entity-type': 'image/jpeg',
        offset: '0',
        'x-entity-name': state.coverName,
        'x-entity-length': String(cover.length),
        'content-type': 'application/octet-stream',
      },
      body: cover,
    },
    messages.instagramSteps.coverUpload,
  );
}
