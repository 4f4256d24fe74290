import { open } from 'node:fs/promises';
import type { ProxyGuardOptions } from './proxy-guard';
import { type ProxiedResponse, requestThroughProxy } from './proxied-fetch';
import { type ProfileContext, PlatformError, type PublishInput, type PublishResult, type UploadSessionStore } from './platform';

export interface TikTokOptions {
  /** `https://open.tiktokapis.com` */
  apiBase: string;
  guard: ProxyGuardOptions;
  /** Preferred chunk size, kept within TikTok's 5–64 MB rule. */
  chunkBytes: number;
  pollIntervalMs: number;
  pollTimeoutMs: number;
}

const MB = 1024 * 1024;
const MIN_CHUNK = 5 * MB;
const MAX_CHUNK = 64 * MB;

interface Envelope<T> {
  data?: T;
  error?: { code?: string; message?: string; log_id?: string };
}

/**
 * TikTok's chunk rules: a file under 5 MB goes whole; otherwise chunks of 5–64 MB, as many whole
 * chunks as fit, the remainder riding on the last one (which may reach 128 MB).
 */
export function tiktokChunks(size: number, preferred: number): { chunkSize: number; count: number } {
  if (size < MIN_CHUNK) return { chunkSize: size, count: 1 };
  const chunkSize = Math.min(Math.max(preferred, MIN_CHUNK), MAX_CHUNK, size);
  return { chunkSize, count: Math.floor(size / chunkSize) };
}

function failure(response: ProxiedResponse, what: string): PlatformError {
  const error = (response.body as Envelope<unknown>).error ?? {};
  const raw = `${error.code ?? response.status}: ${error.message ?? ''} ${error.log_id ?? ''}`.trim();
  if (response.status === 401 || /access_token_invalid|scope_not_authorized|token/i.test(error.code ?? '')) {
    return new PlatformError(`TikTok: доступ недійсний, оновіть доступи TikTok у профілі (${what})`, 'auth', raw);
  }
  if (response.status === 429 || /rate_limit|spam_risk/i.test(error.code ?? '')) {
    return new PlatformError('TikTok: забагато публікацій, спробуємо пізніше', 'quota', raw, 3600);
  }
  if (response.status >= 500) return new PlatformError('TikTok тимчасово недоступний', 'unavailable', raw);
  return new PlatformError(`TikTok відхилив ${what}: ${error.message ?? error.code ?? response.status}`, 'rejected', raw);
}

/**
 * TikTok Content Posting API (direct post) through the profile's proxy: creator info → video init with
 * FILE_UPLOAD → chunked PUT → status polling until PUBLISH_COMPLETE. The publish id is remembered, so
 * a retry reports a finished post instead of posting again.
 */
export class TikTokAdapter {
  constructor(private readonly options: TikTokOptions) {}

  private async call<T>(profile: ProfileContext, token: string, pathname: string, body: unknown, what: string): Promise<T> {
    const response = await requestThroughProxy(
      profile.proxy,
      `${this.options.apiBase}${pathname}`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=UTF-8' }, body: JSON.stringify(body ?? {}) },
      this.options.guard,
    );
    const envelope = response.body as Envelope<T>;
    if (response.status !== 200 || (envelope.error?.code && envelope.error.code !== 'ok') || !envelope.data) throw failure(response, what);
    return envelope.data;
  }

  async publish(profile: ProfileContext, accessToken: string, input: PublishInput, session: UploadSessionStore): Promise<PublishResult> {
    const creator = await this.call<{ creator_username: string; privacy_level_options: string[] }>(
      profile,
      accessToken,
      '/v2/post/publish/creator_info/query/',
      {},
      'запит даних автора',
    );
    const remembered = await session.load();
    if (remembered) {
      const done = await this.waitForPost(profile, accessToken, remembered, creator.creator_username).catch(() => null);
      if (done) {
        await session.save(null);
        return done;
      }
    }

    const { chunkSize, count } = tiktokChunks(input.sizeBytes, this.options.chunkBytes);
    const privacy = creator.privacy_level_options.includes('PUBLIC_TO_EVERYONE') ? 'PUBLIC_TO_EVERYONE' : creator.privacy_level_options[0];
    const init = await this.call<{ publish_id: string; upload_url: string }>(
      profile,
      accessToken,
      '/v2/post/publish/video/init/',
      {
        post_info: { title: [input.title, ...input.tags.map((tag) => `#${tag}`)].join(' ').slice(0, 2200), privacy_level: privacy, disable_duet: false, disable_comment: false, disable_stitch: false },
        source_info: { source: 'FILE_UPLOAD', video_size: input.sizeBytes, chunk_size: chunkSize, total_chunk_count: count },
      },
      'початок публікації',
    );
    await session.save(init.publish_id);

    const file = await open(input.file, 'r');
    try {
      for (let index = 0; index < count; index += 1) {
        const first = index * chunkSize;
        const last = index === count - 1 ? input.sizeBytes - 1 : first + chunkSize - 1;
        const chunk = Buffer.alloc(last - first + 1);
        await file.read(chunk, 0, chunk.length, first);
        const response = await requestThroughProxy(
          profile.proxy,
          init.upload_url,
          { method: 'PUT', headers: { 'content-type': 'video/mp4', 'content-range': `bytes ${first}-${last}/${input.sizeBytes}` }, body: chunk },
          this.options.guard,
        );
        if (response.status !== 206 && response.status !== 201) throw failure(response, 'завантаження відео');
      }
    } finally {
      await file.close();
    }
    const result = await this.waitForPost(profile, accessToken, init.publish_id, creator.creator_username);
    await session.save(null);
    return result;
  }

  private async waitForPost(profile: ProfileContext, token: string, publishId: string, username: string): Promise<PublishResult> {
    const deadline = Date.now() + this.options.pollTimeoutMs;
    for (;;) {
      const status = await this.call<{ status: string; fail_reason?: string; publicaly_available_post_id?: Array<string | number> }>(
        profile,
        token,
        '/v2/post/publish/status/fetch/',
        { publish_id: publishId },
        'перевірку статусу',
      );
      if (status.status === 'PUBLISH_COMPLETE') {
        const postId = String(status.publicaly_available_post_id?.[0] ?? publishId);
        return { externalId: postId, url: `https://www.tiktok.com/@${username}/video/${postId}` };
      }
      if (status.status === 'FAILED') throw new PlatformError(`TikTok не опублікував відео: ${status.fail_reason ?? 'невідома причина'}`, 'rejected', status.fail_reason ?? 'FAILED');
      if (Date.now() > deadline) throw new PlatformError('TikTok ще обробляє відео, перевіримо пізніше', 'unavailable', status.status);
      await new Promise((resolve) => setTimeout(resolve, this.options.pollIntervalMs));
    }
  }
}
