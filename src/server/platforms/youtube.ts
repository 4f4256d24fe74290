import { open } from 'node:fs/promises';
import type { ProxyGuardOptions } from './proxy-guard';
import { type ProxiedResponse, requestThroughProxy } from './proxied-fetch';
import { type ProfileContext, PlatformError, type PublishInput, type PublishResult, type Stats, type UploadSessionStore } from './platform';

export interface YouTubeOptions {
  /** Google's OAuth token endpoint (refresh-token grant). */
  tokenUrl: string;
  /** `https://www.googleapis.com`: Data API v3 lives under /youtube/v3, uploads under /upload/youtube/v3. */
  apiBase: string;
  guard: ProxyGuardOptions;
  /** Resumable chunks must be multiples of 256 KiB. */
  chunkBytes: number;
}

export interface YouTubeCredentials {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

const CHUNK_UNIT = 256 * 1024;
const MAX_RESUMES = 5;

const errorReason = (response: ProxiedResponse) => {
  const body = response.body as { error?: { message?: string; errors?: Array<{ reason?: string }> } | string } | string;
  if (typeof body === 'object' && body && typeof body.error === 'object') {
    return `${body.error.errors?.[0]?.reason ?? ''} ${body.error.message ?? ''}`.trim();
  }
  return typeof body === 'string' ? body.slice(0, 300) : JSON.stringify(body).slice(0, 300);
};

/** Turns a failed answer into a PlatformError a person can act on; the raw text is kept for the log. */
function failure(response: ProxiedResponse, what: string): PlatformError {
  const reason = errorReason(response);
  if (response.status === 401 || /invalid_grant|unauthorized/i.test(reason)) {
    return new PlatformError(`YouTube: доступ відкликано або прострочено, підключіть YouTube для профілю знову (${what})`, 'auth', reason);
  }
  if (response.status === 403 && /quota|rateLimit|userRateLimitExceeded/i.test(reason)) {
    return new PlatformError('YouTube: вичерпано квоту, публікацію буде повторено пізніше', 'quota', reason, 3600);
  }
  if (response.status === 429) {
    const after = Number(response.headers.get('retry-after'));
    return new PlatformError('YouTube: забагато запитів, публікацію буде повторено пізніше', 'quota', reason, Number.isFinite(after) && after > 0 ? after : 60);
  }
  if (response.status >= 500) return new PlatformError('YouTube тимчасово недоступний', 'unavailable', reason);
  return new PlatformError(`YouTube відхилив ${what}: ${reason}`, 'rejected', reason);
}

/**
 * YouTube Data API v3 through the profile's proxy: the OAuth refresh-token grant, the resumable
 * upload protocol (session URI, chunked PUT, resume from the 308's Range after an interruption),
 * `status.publishAt` for a later date, `channels.update` and `videos.list` statistics.
 */
export class YouTubeAdapter {
  constructor(private readonly options: YouTubeOptions) {
    if (options.chunkBytes % CHUNK_UNIT !== 0) throw new Error('chunkBytes must be a multiple of 256 KiB');
  }

  async accessToken(profile: ProfileContext, credentials: YouTubeCredentials): Promise<string> {
    const response = await requestThroughProxy(
      profile.proxy,
      this.options.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: credentials.refreshToken,
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
        }).toString(),
      },
      this.options.guard,
    );
    const token = (response.body as { access_token?: unknown }).access_token;
    if (response.status !== 200 || typeof token !== 'string') throw failure(response, 'оновлення доступу');
    return token;
  }

  /** Uploads the video, resuming the remembered session if an earlier attempt was cut off. */
  async publish(profile: ProfileContext, credentials: YouTubeCredentials, input: PublishInput, session: UploadSessionStore): Promise<PublishResult> {
    const token = await this.accessToken(profile, credentials);
    let uploadUrl = await session.load();
    let offset = 0;
    if (uploadUrl) {
      const status = await this.uploadStatus(profile, token, uploadUrl, input.sizeBytes);
      if ('done' in status) return this.finish(session, status.done);
      if (status.offset === null) uploadUrl = null;
      else offset = status.offset;
    }
    if (!uploadUrl) {
      uploadUrl = await this.startSession(profile, token, input);
      await session.save(uploadUrl);
    }

    const file = await open(input.file, 'r');
    try {
      let resumes = 0;
      for (;;) {
        const length = Math.min(this.options.chunkBytes, input.sizeBytes - offset);
        const chunk = Buffer.alloc(length);
        await file.read(chunk, 0, length, offset);
        let response: ProxiedResponse;
        try {
          response = await requestThroughProxy(
            profile.proxy,
            uploadUrl,
            {
              method: 'PUT',
              headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'video/mp4',
                'content-range': `bytes ${offset}-${offset + length - 1}/${input.sizeBytes}`,
              },
              body: chunk,
            },
            this.options.guard,
          );
        } catch (error) {
          // The connection dropped mid-chunk: ask the server how much it has and go on from there.
          if (++resumes > MAX_RESUMES) throw error;
          const status = await this.uploadStatus(profile, token, uploadUrl, input.sizeBytes);
          if ('done' in status) return this.finish(session, status.done);
          if (status.offset === null) throw new PlatformError('YouTube: сесію завантаження втрачено', 'unavailable', 'upload session gone');
          offset = status.offset;
          continue;
        }
        if (response.status === 200 || response.status === 201) return this.finish(session, toResult(response));
        if (response.status === 308) {
          offset = nextOffset(response.headers.get('range'));
          continue;
        }
        throw failure(response, 'завантаження відео');
      }
    } finally {
      await file.close();
    }
  }

  async stats(profile: ProfileContext, credentials: YouTubeCredentials, videoId: string): Promise<Stats> {
    const token = await this.accessToken(profile, credentials);
    const url = `${this.options.apiBase}/youtube/v3/videos?part=statistics&id=${encodeURIComponent(videoId)}`;
    const response = await requestThroughProxy(profile.proxy, url, { headers: { authorization: `Bearer ${token}` } }, this.options.guard);
    if (response.status !== 200) throw failure(response, 'запит статистики');
    const item = (response.body as { items?: Array<{ statistics?: Record<string, string> }> }).items?.[0]?.statistics ?? {};
    return { views: Number(item.viewCount ?? 0), likes: Number(item.likeCount ?? 0), comments: Number(item.commentCount ?? 0) };
  }

  /** `channels.update` of the channel's description (brandingSettings). */
  async updateChannelDescription(profile: ProfileContext, credentials: YouTubeCredentials, description: string): Promise<void> {
    const token = await this.accessToken(profile, credentials);
    const auth = { authorization: `Bearer ${token}` };
    const mine = await requestThroughProxy(
      profile.proxy,
      `${this.options.apiBase}/youtube/v3/channels?part=brandingSettings&mine=true`,
      { headers: auth },
      this.options.guard,
    );
    const channel = (mine.body as { items?: Array<{ id: string; brandingSettings?: { channel?: Record<string, unknown> } }> }).items?.[0];
    if (mine.status !== 200 || !channel) throw failure(mine, 'запит каналу');
    const response = await requestThroughProxy(
      profile.proxy,
      `${this.options.apiBase}/youtube/v3/channels?part=brandingSettings`,
      {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ id: channel.id, brandingSettings: { channel: { ...channel.brandingSettings?.channel, description } } }),
      },
      this.options.guard,
    );
    if (response.status !== 200) throw failure(response, 'зміну опису каналу');
  }

  private async startSession(profile: ProfileContext, token: string, input: PublishInput): Promise<string> {
    const response = await requestThroughProxy(
      profile.proxy,
      `${this.options.apiBase}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json; charset=UTF-8',
          'x-upload-content-length': String(input.sizeBytes),
          'x-upload-content-type': 'video/mp4',
        },
        body: JSON.stringify({
          snippet: { title: input.title, description: input.description, tags: input.tags, categoryId: '22' },
          status: input.publishAt
            ? { privacyStatus: 'private', publishAt: input.publishAt.toISOString(), selfDeclaredMadeForKids: false }
            : { privacyStatus: 'public', selfDeclaredMadeForKids: false },
        }),
      },
      this.options.guard,
    );
    const location = response.headers.get('location');
    if (response.status !== 200 || !location) throw failure(response, 'початок завантаження');
    return location;
  }

  /** `Content-Range: bytes *\/total`: how far the server got, or the finished video. */
  private async uploadStatus(profile: ProfileContext, token: string, uploadUrl: string, total: number): Promise<{ offset: number | null } | { done: PublishResult }> {
    const response = await requestThroughProxy(
      profile.proxy,
      uploadUrl,
      { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-range': `bytes */${total}` } },
      this.options.guard,
    );
    if (response.status === 200 || response.status === 201) return { done: toResult(response) };
    if (response.status === 308) return { offset: nextOffset(response.headers.get('range')) };
    if (response.status === 404 || response.status === 410) return { offset: null };
    throw failure(response, 'відновлення завантаження');
  }

  private async finish(session: UploadSessionStore, result: PublishResult) {
    await session.save(null);
    return result;
  }
}

/** `Range: bytes=0-N` → N + 1; no Range header means nothing was received yet. */
function nextOffset(range: string | null): number {
  const match = range ? /bytes=0-(\d+)/.exec(range) : null;
  return match ? Number(match[1]) + 1 : 0;
}

function toResult(response: ProxiedResponse): PublishResult {
  const id = (response.body as { id?: unknown }).id;
  if (typeof id !== 'string') throw new PlatformError('YouTube не повернув ідентифікатор відео', 'rejected', JSON.stringify(response.body).slice(0, 300));
  return { externalId: id, url: `https://www.youtube.com/shorts/${id}` };
}
