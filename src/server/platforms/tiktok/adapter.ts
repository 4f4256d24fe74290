import { messages } from '@server/messages';
import { composeCaption } from '@shared/lib/captions';
import { tiktokPrivacyLabels } from '@shared/schemas/publication-options';
import {
  type CallPacer,
  type Exclusive,
  PlatformError,
  type PublishingProfile,
  type PublishInput,
  type PublishResult,
  type TikTokCreatorInfo,
  type UploadSessionStore,
} from '../platform';
import type { ProxyGuardOptions } from '../proxy-guard';
import { callTikTok, type TikTokTransport } from './api';
import { type TikTokCredentials, TikTokTokens } from './credentials';
import { checkFailed, publishFailed, raw, startRefused, TikTokCallError, TikTokNetworkError } from './errors';
import { carriedFailures, forgetPost, readSession, saveSession, type TikTokSession } from './session';
import { UploadUrlGone, uploadFile, uploadUrlAlive, tiktokChunks } from './upload';

export { tiktokChunks } from './upload';

/** TikTok's documented per-token limits, per minute. */
export const TIKTOK_LIMITS = { init: 6, status: 30, creator: 20 } as const;

export interface TikTokOptions {
  /** `https://open.tiktokapis.com` */
  apiBase: string;
  guard: ProxyGuardOptions;
  /** Preferred chunk size, kept within TikTok's chunk rules. */
  chunkBytes: number;
  /** TikTok's per-token limits, counted across every process. */
  pacer: CallPacer;
  /** A refresh under one lease per profile. */
  exclusive: Exclusive;
  /** Between status checks inside one run. */
  pollIntervalMs?: number;
  /** How long one run follows a post in processing before the row waits and the worker is freed. */
  pollWithinJobMs?: number;
  /** After this long since the init, a post still in processing is given up. */
  giveUpAfterMs?: number;
  /** Per API call (a status check that hangs counts as a failed check). */
  callTimeoutMs?: number;
  chunkRetries?: number;
  retryDelayMs?: number;
  now?: () => number;
}

/** creator_info as TikTok answers it: any field may be missing. */
type CreatorInfo = Partial<TikTokCreatorInfo>;

interface PostStatus {
  status?: string;
  fail_reason?: string;
  /** int64 ids: bigger than 2^53 they arrive as strings (lossless JSON), and stay strings here. */
  publicaly_available_post_id?: Array<string | number>;
  uploaded_bytes?: number;
}

/** One run's view of the profile: the token in use (renewed once on access_token_invalid). */
interface Run {
  profile: PublishingProfile;
  creds: TikTokCredentials;
  renewed: boolean;
  /** Until when this run follows processing; set when the following starts (after any upload). */
  deadline: number | null;
}

type Outcome = { done: PublishResult } | { again: number };

/** TikTok's only retryable fail_reason; a new post is started for it, a few times at most. */
const RETRYABLE_FAILURE = 'internal';
const MAX_RETRYABLE_FAILURES = 3;
/** Checks after PUBLISH_COMPLETE for a public id that comes late. */
const ID_LAG_CHECKS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const postUrl = (username: string, postId: string) => `https://www.tiktok.com/@${username}/video/${postId}`;

/**
 * TikTok Content Posting API, direct post with FILE_UPLOAD, through the profile's proxy:
 * creator_info → video/init → chunked PUT → status/fetch. The publish_id is remembered on the row
 * as soon as TikTok gives it, and while it is remembered a run only checks it: a failed check is never
 * taken for "no post", so the row waits and checks again. A new video/init happens only when TikTok
 * says the post FAILED or its upload can never complete (the upload_url died before every byte was in).
 */
export class TikTokAdapter {
  readonly tokens: TikTokTokens;
  private readonly transport: TikTokTransport;
  private readonly now: () => number;
  private readonly settings: Required<
    Pick<TikTokOptions, 'pollIntervalMs' | 'pollWithinJobMs' | 'giveUpAfterMs' | 'chunkRetries' | 'retryDelayMs'>
  >;

  constructor(private readonly options: TikTokOptions) {
    this.now = options.now ?? Date.now;
    this.transport = { apiBase: options.apiBase, guard: options.guard, callTimeoutMs: options.callTimeoutMs ?? 30_000 };
    this.tokens = new TikTokTokens({ transport: this.transport, exclusive: options.exclusive, now: this.now });
    this.settings = {
      pollIntervalMs: options.pollIntervalMs ?? 5_000,
      pollWithinJobMs: options.pollWithinJobMs ?? 60_000,
      giveUpAfterMs: options.giveUpAfterMs ?? 48 * 60 * 60 * 1000,
      chunkRetries: options.chunkRetries ?? 3,
      retryDelayMs: options.retryDelayMs ?? 1_000,
    };
  }

  async publish(profile: PublishingProfile, input: PublishInput, store: UploadSessionStore): Promise<PublishResult> {
    const text = await store.load();
    let session = readSession(text);
    let failures = session?.failures ?? carriedFailures(text);
    const run: Run = { profile, creds: await this.tokens.current(profile), renewed: false, deadline: null };
    for (let inits = 0; ; inits += 1) {
      if (session) {
        const outcome = await this.follow(run, session, store, input);
        if ('done' in outcome) return outcome.done;
        failures = outcome.again;
        session = null;
      }
      if (inits >= 2) throw new PlatformError(messages.tiktokFailedRepeatedly, 'unavailable', 'several posts in one run did not complete');
      session = await this.start(run, input, store, failures);
      run.deadline = null;
    }
  }

  /** What TikTok lets this creator choose right now (for the publication form). */
  async creator(profile: PublishingProfile): Promise<TikTokCreatorInfo> {
    const run: Run = { profile, creds: await this.tokens.current(profile), renewed: false, deadline: null };
    const info = await this.creatorInfo(run).catch((error: unknown) => {
      throw this.startError(run, error);
    });
    return {
      creator_username: info.creator_username ?? '',
      creator_nickname: info.creator_nickname ?? '',
      privacy_level_options: info.privacy_level_options ?? [],
      comment_disabled: info.comment_disabled ?? false,
      duet_disabled: info.duet_disabled ?? false,
      stitch_disabled: info.stitch_disabled ?? false,
      max_video_post_duration_sec: info.max_video_post_duration_sec ?? 0,
    };
  }

  private key(run: Run, kind: keyof typeof TIKTOK_LIMITS) {
    return `tiktok:${kind}:${run.creds.openId ?? `account-${run.profile.accountId}`}`;
  }

  /** A call with the run's token; on access_token_invalid the token is renewed once and the call repeated. */
  private async call<T>(run: Run, path: string, body: unknown): Promise<T> {
    try {
      return await callTikTok<T>(run.profile, this.transport, run.creds.accessToken, path, body);
    } catch (error) {
      if (!(error instanceof TikTokCallError) || error.code !== 'access_token_invalid' || run.renewed) throw error;
      run.renewed = true;
      run.creds = await this.tokens.renew(run.profile, run.creds);
      return callTikTok<T>(run.profile, this.transport, run.creds.accessToken, path, body);
    }
  }

  private async creatorInfo(run: Run): Promise<CreatorInfo> {
    await this.options.pacer.take(this.key(run, 'creator'), TIKTOK_LIMITS.creator, 60);
    return this.call<CreatorInfo>(run, '/v2/post/publish/creator_info/query/', {});
  }

  private async fetchStatus(run: Run, publishId: string): Promise<PostStatus> {
    await this.options.pacer.take(this.key(run, 'status'), TIKTOK_LIMITS.status, 60);
    return this.call<PostStatus>(run, '/v2/post/publish/status/fetch/', { publish_id: publishId });
  }

  private startError(run: Run, error: unknown): unknown {
    if (error instanceof TikTokCallError) return startRefused(error, run.creds.bare);
    if (error instanceof TikTokNetworkError) return new PlatformError(messages.tiktokUnreachable, 'unavailable', raw(error));
    return error;
  }

  /** A check of a post TikTok has: any failure of the check itself only makes the row wait. */
  private async check(run: Run, session: TikTokSession, store: UploadSessionStore): Promise<PostStatus> {
    try {
      return await this.fetchStatus(run, session.publishId);
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'auth') throw error;
      if (error instanceof TikTokCallError && error.code === 'invalid_publish_id') {
        await forgetPost(store, session.failures);
        throw new PlatformError(messages.tiktokUnknownPublish, 'rejected', raw(error));
      }
      if (error instanceof TikTokCallError && error.code === 'token_not_authorized_for_specified_publish_id') {
        await forgetPost(store, session.failures);
        throw new PlatformError(messages.tiktokOtherAccount, 'rejected', raw(error));
      }
      if (error instanceof TikTokCallError && error.code === 'access_token_invalid') {
        throw new PlatformError(run.creds.bare ? messages.tiktokTokenExpired : messages.tiktokAccessRefused, 'auth', raw(error));
      }
      if (error instanceof TikTokCallError || error instanceof TikTokNetworkError || error instanceof PlatformError)
        throw checkFailed(error);
      throw error;
    }
  }

  /** creator_info → checks against the operator's choices → video/init → upload. Returns the session with every byte in. */
  private async start(run: Run, input: PublishInput, store: UploadSessionStore, failures: number): Promise<TikTokSession> {
    const choice = input.tiktok;
    if (!choice) throw new PlatformError(messages.tiktokOptionsMissing, 'rejected', 'no TikTok options on the publication');
    let creator: CreatorInfo;
    try {
      creator = await this.creatorInfo(run);
    } catch (error) {
      throw this.startError(run, error);
    }
    if (!(creator.privacy_level_options ?? []).includes(choice.privacyLevel)) {
      throw new PlatformError(
        messages.tiktokPrivacyNotOffered(tiktokPrivacyLabels[choice.privacyLevel]),
        'rejected',
        `privacy_level_options: ${JSON.stringify(creator.privacy_level_options)}`,
      );
    }
    const maxSeconds = creator.max_video_post_duration_sec ?? 0;
    if (maxSeconds > 0 && input.durationMs !== undefined && input.durationMs > maxSeconds * 1000) {
      throw new PlatformError(messages.tiktokTooLong(maxSeconds), 'rejected', `duration ${input.durationMs} ms > ${maxSeconds} s`);
    }
    const { chunkSize, count } = tiktokChunks(input.sizeBytes, this.options.chunkBytes);
    const body = {
      post_info: {
        title: input.caption ?? composeCaption(input),
        privacy_level: choice.privacyLevel,
        // An interaction the creator switched off stays off, whatever the form said.
        disable_comment: !choice.allowComments || creator.comment_disabled === true,
        disable_duet: !choice.allowDuet || creator.duet_disabled === true,
        disable_stitch: !choice.allowStitch || creator.stitch_disabled === true,
        brand_content_toggle: false,
        brand_organic_toggle: false,
      },
      source_info: { source: 'FILE_UPLOAD', video_size: input.sizeBytes, chunk_size: chunkSize, total_chunk_count: count },
    };
    await this.options.pacer.take(this.key(run, 'init'), TIKTOK_LIMITS.init, 60);
    let init: { publish_id?: string; upload_url?: string };
    try {
      init = await this.call<{ publish_id?: string; upload_url?: string }>(run, '/v2/post/publish/video/init/', body);
    } catch (error) {
      // An init whose answer was lost leaves at most a task that never gets our bytes: no post.
      throw this.startError(run, error);
    }
    if (!init.publish_id || !init.upload_url)
      throw new PlatformError(messages.tiktokUnavailable, 'unavailable', `video/init answered ${JSON.stringify(init)}`);
    const session: TikTokSession = {
      publishId: init.publish_id,
      uploadUrl: init.upload_url,
      initAt: this.now(),
      size: input.sizeBytes,
      chunkSize,
      chunks: count,
      username: creator.creator_username ?? null,
      openId: run.creds.openId,
      failures,
    };
    await saveSession(store, session);
    await this.upload(run, session, input.file, 0, store);
    return session;
  }

  private async upload(run: Run, session: TikTokSession, file: string, fromByte: number, store: UploadSessionStore): Promise<void> {
    try {
      await uploadFile(
        run.profile,
        {
          transport: this.transport,
          now: this.now,
          chunkRetries: this.settings.chunkRetries,
          retryDelayMs: this.settings.retryDelayMs,
          uploadedBytes: async () => {
            try {
              return (await this.fetchStatus(run, session.publishId)).uploaded_bytes ?? null;
            } catch {
              return null;
            }
          },
        },
        session,
        file,
        fromByte,
      );
    } catch (error) {
      if (!(error instanceof UploadUrlGone)) throw error;
      // Only TikTok's own count says whether the task can still become a post.
      const status = await this.check(run, session, store);
      if (status.status === 'PROCESSING_UPLOAD' && typeof status.uploaded_bytes === 'number' && status.uploaded_bytes < session.size) {
        await forgetPost(store, session.failures);
        throw new PlatformError(
          messages.tiktokUploadInterrupted,
          'unavailable',
          `upload_url gone (${error.status}) with ${status.uploaded_bytes} of ${session.size} bytes received`,
        );
      }
    }
  }

  /** A remembered post: check it, resume its upload, or follow its processing. */
  private async follow(run: Run, session: TikTokSession, store: UploadSessionStore, input: PublishInput): Promise<Outcome> {
    for (;;) {
      const status = await this.check(run, session, store);
      const size = session.size || input.sizeBytes;
      const incomplete = status.status === 'PROCESSING_UPLOAD' && typeof status.uploaded_bytes === 'number' && status.uploaded_bytes < size;
      if (incomplete) {
        if (!session.size || !uploadUrlAlive(session, this.now())) {
          // The upload_url is dead and TikTok lacks bytes: this task can never be posted.
          await forgetPost(store, session.failures);
          return { again: session.failures };
        }
        await this.upload(run, session, input.file, status.uploaded_bytes ?? 0, store);
        continue;
      }
      const settled = await this.settle(run, session, store, status);
      if (settled) return settled;
      return this.await(run, session, store);
    }
  }

  /** A final status turned into the outcome; null while TikTok is still at it. */
  private async settle(run: Run, session: TikTokSession, store: UploadSessionStore, status: PostStatus): Promise<Outcome | null> {
    switch (status.status) {
      case 'PUBLISH_COMPLETE':
        return { done: await this.completed(run, session, status) };
      case 'FAILED': {
        const reason = status.fail_reason ?? 'unknown';
        const failures = session.failures + (reason === RETRYABLE_FAILURE ? 1 : 0);
        await forgetPost(store, failures);
        if (reason === RETRYABLE_FAILURE && failures < MAX_RETRYABLE_FAILURES) return { again: failures };
        if (reason === RETRYABLE_FAILURE)
          throw new PlatformError(messages.tiktokFailedRepeatedly, 'rejected', `FAILED: ${reason} ×${failures}`);
        throw publishFailed(reason);
      }
      case 'SEND_TO_USER_INBOX':
        await forgetPost(store, session.failures);
        throw new PlatformError(messages.tiktokInbox, 'rejected', 'SEND_TO_USER_INBOX');
      default:
        if (session.initAt !== null && this.now() - session.initAt > this.settings.giveUpAfterMs) {
          await forgetPost(store, session.failures);
          throw new PlatformError(messages.tiktokGaveUp, 'rejected', `still ${status.status} after ${this.now() - session.initAt} ms`);
        }
        return null;
    }
  }

  /** Follows processing for a while within this run, then frees the worker and lets the row wait. */
  private async await(run: Run, session: TikTokSession, store: UploadSessionStore): Promise<Outcome> {
    for (let round = 0; ; round += 1) {
      // Moderation usually takes under a minute: 1 s, 2 s, 4 s… up to the interval.
      const pause = Math.min(this.settings.pollIntervalMs, 1000 * 2 ** round);
      if (this.now() + pause > this.deadline(run)) {
        throw new PlatformError(messages.tiktokProcessing, 'pending', `${session.publishId} in processing`, this.waitFor(session));
      }
      await sleep(pause);
      const settled = await this.settle(run, session, store, await this.check(run, session, store));
      if (settled) return settled;
    }
  }

  private deadline(run: Run): number {
    run.deadline ??= this.now() + this.settings.pollWithinJobMs;
    return run.deadline;
  }

  /** Checks get sparser as a post stays in moderation. */
  private waitFor(session: TikTokSession): number {
    const age = session.initAt === null ? Infinity : this.now() - session.initAt;
    if (age < 10 * 60_000) return 60;
    if (age < 2 * 60 * 60_000) return 300;
    return 900;
  }

  private async completed(run: Run, session: TikTokSession, status: PostStatus): Promise<PublishResult> {
    let ids = status.publicaly_available_post_id ?? [];
    // The public id may come a little after PUBLISH_COMPLETE; it never comes for a post that is not public.
    for (let tries = 0; ids.length === 0 && tries < ID_LAG_CHECKS; tries += 1) {
      await sleep(this.settings.pollIntervalMs);
      try {
        ids = (await this.fetchStatus(run, session.publishId)).publicaly_available_post_id ?? [];
      } catch {
        break;
      }
    }
    const postId = ids.length > 0 ? String(ids[0]) : null;
    if (!postId) return { externalId: session.publishId, url: null };
    let username = session.username;
    if (!username) {
      username = (await this.creatorInfo(run).catch(() => ({}) as CreatorInfo)).creator_username ?? null;
    }
    return { externalId: postId, url: username ? postUrl(username, postId) : null };
  }
}
