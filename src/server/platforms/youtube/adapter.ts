import { type FileHandle, open } from 'node:fs/promises';
import { messages } from '@server/messages';
import type { ProxyGuardOptions } from '../proxy-guard';
import { requestThroughProxy } from '../proxied-fetch';
import {
  type ProfileContext,
  PlatformError,
  type PublishInput,
  type PublishResult,
  type Stats,
  type UploadSessionStore,
} from '../platform';
import { type Call, GoogleAccess, type YouTubeCredentials } from './access-token';
import { apiFailure, errorReason, rawAnswer } from './errors';
import { CHUNK_UNIT, ResumableUpload, SessionEnded } from './resumable-upload';
import { type InsertRequest, insertRequest } from './video-metadata';
import { nextCheckSeconds, type Reading, readStatus } from './video-status';

export type { YouTubeCredentials } from './access-token';

export interface YouTubeOptions {
  /** Google's OAuth token endpoint (refresh-token grant). */
  tokenUrl: string;
  /** `https://www.googleapis.com`: Data API v3 lives under /youtube/v3, uploads under /upload/youtube/v3. */
  apiBase: string;
  guard: ProxyGuardOptions;
  /** Resumable chunks must be multiples of 256 KiB. */
  chunkBytes: number;
  /** Base of the backoff before resuming an interrupted upload (doubles each time). Default 1 s. */
  retryDelayMs?: number;
  /** The clock the processing follow-up counts the age of an upload by. Default Date.now. */
  now?: () => number;
  /** After this long since its upload, a video YouTube has still not finished is given up. Default 24 h. */
  processingGiveUpMs?: number;
}

/** Interruptions survived within one run, and sessions started anew after Google dropped one. */
const MAX_RESUMES = 5;
const MAX_SESSION_RESTARTS = 2;
/** A video videos.list does not list this long after its upload is taken as deleted (before: not listed yet). */
const LISTING_GRACE_MS = 10 * 60_000;
const DEFAULT_GIVE_UP_MS = 24 * 60 * 60_000;

/** A video YouTube has: its id, the privacy its upload asked for, and when the upload ended (null in rows written before). */
type Uploaded = { videoId: string; privacy: string; uploadedAt: number | null };

/**
 * What the row remembers between attempts: the session URI while uploading, then the video once
 * YouTube has it (so a later run only reads its status, never uploads again). Rows written before
 * kept the bare session URI.
 */
type Remembered = { uri: string; privacy: string | null } | Uploaded;

function recall(value: string | null): Remembered | null {
  if (!value) return null;
  if (/^https?:\/\//.test(value)) return { uri: value, privacy: null };
  try {
    const parsed = JSON.parse(value) as Partial<{ uri: string; videoId: string; privacy: string; uploadedAt: number }>;
    if (typeof parsed.videoId === 'string') {
      return {
        videoId: parsed.videoId,
        privacy: parsed.privacy ?? 'public',
        uploadedAt: typeof parsed.uploadedAt === 'number' ? parsed.uploadedAt : null,
      };
    }
    if (typeof parsed.uri === 'string') return { uri: parsed.uri, privacy: parsed.privacy ?? null };
  } catch {
    // unreadable: start over
  }
  return null;
}

/**
 * YouTube Data API v3 through the profile's proxy: videos.insert by the resumable upload protocol
 * (resumed after cut connections and expired access tokens, a new session when Google drops one),
 * the video followed through YouTube's processing before it counts as published (one read right
 * after the upload, then one per later run, never a worker held waiting), videos.list statistics and
 * the channel's description.
 */
export class YouTubeAdapter {
  private readonly now: () => number;

  constructor(private readonly options: YouTubeOptions) {
    if (options.chunkBytes % CHUNK_UNIT !== 0) throw new Error('chunkBytes must be a multiple of 256 KiB');
    this.now = options.now ?? Date.now;
  }

  private access(profile: ProfileContext, credentials: YouTubeCredentials) {
    const call: Call = (url, init) => requestThroughProxy(profile.proxy, url, init, this.options.guard);
    return new GoogleAccess(call, this.options.tokenUrl, credentials);
  }

  /** A fresh access token (the refresh-token grant). */
  async accessToken(profile: ProfileContext, credentials: YouTubeCredentials): Promise<string> {
    return this.access(profile, credentials).refresh();
  }

  /** Uploads the video, resuming the remembered session if an earlier attempt was cut off. */
  async publish(
    profile: ProfileContext,
    credentials: YouTubeCredentials,
    input: PublishInput,
    session: UploadSessionStore,
  ): Promise<PublishResult> {
    const access = this.access(profile, credentials);
    const remembered = recall(await session.load());
    if (remembered && 'videoId' in remembered) return this.followed(access, session, remembered);
    // Metadata that cannot be made valid fails here, before any call to Google.
    const request = insertRequest(input);

    const delay = this.options.retryDelayMs ?? 1000;
    const upload = new ResumableUpload(access, `${this.options.apiBase}/upload/youtube/v3/videos`, {
      chunkBytes: this.options.chunkBytes,
      maxResumes: MAX_RESUMES,
      backoffMs: (attempt) => delay * 2 ** (attempt - 1),
    });
    const file = await open(input.file, 'r');
    try {
      return await this.upload(access, upload, session, request, file, input.sizeBytes, remembered);
    } catch (error) {
      if (!(error instanceof SessionEnded)) throw error;
      // The session ended in a refusal (a 4xx as its final answer): a later run starts a new one.
      await session.save(null);
      throw error.failure;
    } finally {
      await file.close();
    }
  }

  /** The session loop: resume or open a session, send the file, open a new one if Google drops it (bounded). */
  private async upload(
    access: GoogleAccess,
    upload: ResumableUpload,
    session: UploadSessionStore,
    request: InsertRequest,
    file: FileHandle,
    size: number,
    remembered: { uri: string; privacy: string | null } | null,
  ): Promise<PublishResult> {
    // What the session was opened with (a scheduled upload resumed after its date is still private).
    let privacy: string = remembered?.privacy ?? request.body.status.privacyStatus;
    let uri = remembered?.uri ?? null;
    let offset = 0;
    let restarts = 0;
    for (;;) {
      if (uri) {
        const state = await upload.query(uri, size);
        if ('done' in state) return this.uploaded(access, session, state.done, privacy);
        if ('gone' in state) {
          uri = null;
          privacy = request.body.status.privacyStatus;
          await session.save(null);
        } else {
          offset = state.offset;
        }
      }
      if (!uri) {
        uri = await upload.start(request, size);
        offset = 0;
        await session.save(JSON.stringify({ uri, privacy }));
      }
      const sent = await upload.send(uri, file, offset, size);
      if ('done' in sent) return this.uploaded(access, session, sent.done, privacy);
      // Google forgot the session (404/410 on a data PUT): the bytes it had are lost, start again.
      await session.save(null);
      uri = null;
      privacy = request.body.status.privacyStatus;
      restarts += 1;
      if (restarts > MAX_SESSION_RESTARTS) throw new PlatformError(messages.youtubeSessionLost, 'unavailable', sent.gone);
    }
  }

  /** A video uploaded by an earlier run and still being processed: its verdict now, without the file. */
  async followUp(profile: ProfileContext, credentials: YouTubeCredentials, session: UploadSessionStore): Promise<PublishResult> {
    const remembered = recall(await session.load());
    if (!remembered || !('videoId' in remembered))
      throw new PlatformError(messages.youtubeNothingToFollow, 'rejected', 'follow-up without a remembered video');
    return this.followed(this.access(profile, credentials), session, remembered);
  }

  /** The finished upload's answer: remember the video, then read its status once. */
  private async uploaded(access: GoogleAccess, session: UploadSessionStore, resource: unknown, privacy: string): Promise<PublishResult> {
    const id = (resource as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || id === '') {
      await session.save(null);
      throw new PlatformError(messages.youtubeNoVideoId, 'rejected', `upload answer: ${JSON.stringify(resource).slice(0, 600)}`);
    }
    const video: Uploaded = { videoId: id, privacy, uploadedAt: this.now() };
    await session.save(JSON.stringify(video));
    return this.followed(access, session, video);
  }

  /**
   * One read of an uploaded video. Published when YouTube shows it processed as asked; a verdict
   * against it forgets the video (a retry by the operator uploads anew). While YouTube is still
   * processing it (or cannot be asked right now) a `processing` failure says when to read again, and
   * the video stays remembered; after `processingGiveUpMs` the row fails, still remembering it, so that
   * a retry reads the same video again rather than upload a second one.
   */
  private async followed(access: GoogleAccess, session: UploadSessionStore, video: Uploaded): Promise<PublishResult> {
    const { videoId } = video;
    const uploadedAt = video.uploadedAt ?? this.now();
    // Rows remembered before the upload's time was kept count from their first follow-up.
    if (video.uploadedAt === null) await session.save(JSON.stringify({ ...video, uploadedAt }));
    let reading: Reading;
    try {
      reading = await readStatus(access, this.options.apiBase, videoId, video.privacy);
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'rejected') await session.save(null);
      throw error;
    }
    if (reading.state === 'published') {
      await session.save(null);
      return { externalId: videoId, url: `https://www.youtube.com/shorts/${videoId}` };
    }
    const age = this.now() - uploadedAt;
    if (reading.state === 'unlisted' && age >= LISTING_GRACE_MS) {
      await session.save(null);
      throw new PlatformError(messages.youtubeVideoDeleted(videoId), 'rejected', reading.raw);
    }
    const giveUpMs = this.options.processingGiveUpMs ?? DEFAULT_GIVE_UP_MS;
    if (age >= giveUpMs) {
      const raw = reading.state === 'unreadable' ? reading.failure.raw : reading.raw;
      throw new PlatformError(
        messages.youtubeProcessingGaveUp(videoId, Math.round(giveUpMs / 3_600_000)),
        'rejected',
        `gave up after ${age} ms: ${raw}`,
      );
    }
    if (reading.state === 'unreadable') throw reading.failure;
    const timeLeftMs = reading.state === 'processing' ? reading.timeLeftMs : null;
    throw new PlatformError(messages.youtubeProcessing, 'processing', reading.raw, nextCheckSeconds(age, timeLeftMs));
  }

  /** Views, likes and comments of a video; null when YouTube no longer lists it. */
  async stats(profile: ProfileContext, credentials: YouTubeCredentials, videoId: string): Promise<Stats | null> {
    const access = this.access(profile, credentials);
    const url = `${this.options.apiBase}/youtube/v3/videos?part=statistics&id=${encodeURIComponent(videoId)}`;
    const response = await access.request(url, { method: 'GET', headers: { accept: 'application/json' } }, 'videos.list statistics');
    if (response.status !== 200) throw apiFailure(response, 'videos.list statistics');
    const item = (response.body as { items?: Array<{ statistics?: Record<string, string> }> }).items?.[0];
    if (!item) return null;
    const count = (value: string | undefined) => (value === undefined || Number.isNaN(Number(value)) ? 0 : Number(value));
    const statistics = item.statistics ?? {};
    return { views: count(statistics.viewCount), likes: count(statistics.likeCount), comments: count(statistics.commentCount) };
  }

  /**
   * `channels.update` of the channel's description. The update replaces every property of
   * brandingSettings, so the channel's current settings are read first and sent back with it.
   */
  async updateChannelDescription(profile: ProfileContext, credentials: YouTubeCredentials, description: string): Promise<void> {
    const access = this.access(profile, credentials);
    const mine = await access.request(
      `${this.options.apiBase}/youtube/v3/channels?part=brandingSettings&mine=true`,
      { method: 'GET', headers: { accept: 'application/json' } },
      'channels.list',
    );
    if (mine.status !== 200) throw apiFailure(mine, 'channels.list');
    const channel = (
      mine.body as { items?: Array<{ id: string; brandingSettings?: Record<string, unknown> & { channel?: Record<string, unknown> } }> }
    ).items?.[0];
    if (!channel) throw new PlatformError(messages.youtubeNoChannel, 'rejected', rawAnswer(mine, 'channels.list'));
    const response = await access.request(
      `${this.options.apiBase}/youtube/v3/channels?part=brandingSettings`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json; charset=UTF-8' },
        body: JSON.stringify({
          id: channel.id,
          brandingSettings: { ...channel.brandingSettings, channel: { ...channel.brandingSettings?.channel, description } },
        }),
      },
      'channels.update',
    );
    if (response.status === 200) return;
    const failure = apiFailure(response, 'channels.update');
    // The same reason as a video's, about the channel's text here.
    if (['invalidDescription', 'brandingValidationError'].includes(errorReason(response))) {
      throw new PlatformError(messages.youtubeChannelDescriptionRejected, 'rejected', failure.raw);
    }
    throw failure;
  }
}
