import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
import { DEFAULT_YOUTUBE_OPTIONS } from '@shared/schemas/publication-options';
import { PlatformError, type PublishInput, type UploadSessionStore } from '@server/platforms/platform';
import type { ProfileProxy } from '@server/platforms/proxied-fetch';
import { YouTubeAdapter } from '@server/platforms/youtube/adapter';
import { nextQuotaReset, secondsUntilQuotaReset } from '@server/platforms/youtube/errors';
import { startAuthProxy } from '../helpers/local-servers';
import { startSocks5Proxy } from '../fakes/socks5-proxy';
import { startYouTubeFake, type YouTubeFake, type YouTubeFakeOptions } from '../fakes/youtube-api';

const dir = mkdtempSync(path.join(tmpdir(), 'sp-youtube-'));
const SIZE = 5 * 256 * 1024 + 12_345;
const video = path.join(dir, 'video.mp4');
const content = randomBytes(SIZE);
writeFileSync(video, content);

const credentials = { clientId: 'client.apps.googleusercontent.com', clientSecret: 'secret', refreshToken: '1//refresh' };
const input: PublishInput = {
  file: video,
  sizeBytes: SIZE,
  title: 'Ранок у горах',
  description: 'Опис',
  tags: ['гори', 'ранок'],
  publishAt: null,
  tiktok: null,
  youtube: DEFAULT_YOUTUBE_OPTIONS,
};
const memorySession = (value: string | null = null): UploadSessionStore & { value: string | null } => ({
  value,
  async load() {
    return this.value;
  },
  async save(session) {
    this.value = session;
  },
});

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(fakeOptions: YouTubeFakeOptions = {}, adapterOptions: { processingGiveUpMs?: number } = {}) {
  // One clock for the fake and the adapter, moved only by the test: processing never depends on the machine's time.
  const clock = { ms: Date.now() };
  const youtube = await startYouTubeFake({
    refreshToken: credentials.refreshToken,
    client: { id: credentials.clientId, secret: credentials.clientSecret },
    now: () => clock.ms,
    ...fakeOptions,
  });
  const proxy = await startAuthProxy('user', 'pass');
  cleanups.push(
    () => youtube.close(),
    () => proxy.close(),
  );
  const adapter = new YouTubeAdapter({
    tokenUrl: `${youtube.base}/token`,
    apiBase: youtube.base,
    guard: { allowPrivate: true },
    chunkBytes: 2 * 256 * 1024,
    retryDelayMs: 0,
    now: () => clock.ms,
    ...adapterOptions,
  });
  const tick = (seconds: number) => {
    clock.ms += seconds * 1000;
  };
  const profileProxy: ProfileProxy = {
    protocol: 'http',
    host: '127.0.0.1',
    port: proxy.port,
    username: 'user',
    password: 'pass',
    ipVersion: 'ipv4',
  };
  const profile = { accountId: 1, proxy: profileProxy };
  const publish = (overrides: Partial<PublishInput> = {}, session = memorySession()) =>
    adapter.publish(profile, credentials, { ...input, ...overrides }, session);
  const failure = async (overrides: Partial<PublishInput> = {}, session = memorySession()) => {
    const caught = await publish(overrides, session).then(
      () => null,
      (error: unknown) => error,
    );
    expect(caught).toBeInstanceOf(PlatformError);
    return caught as PlatformError;
  };
  const followUp = (session: UploadSessionStore) => adapter.followUp(profile, credentials, session);
  const followUpFailure = async (session: UploadSessionStore) => {
    const caught = await followUp(session).then(
      () => null,
      (error: unknown) => error,
    );
    expect(caught).toBeInstanceOf(PlatformError);
    return caught as PlatformError;
  };
  return { youtube, proxy, adapter, profile, publish, failure, followUp, followUpFailure, tick };
}

const sessionsOf = (youtube: YouTubeFake) => [...youtube.sessions.values()];
const received = (youtube: YouTubeFake, index = 0) => Buffer.concat(sessionsOf(youtube)[index]!.received);
const count = (youtube: YouTubeFake, entry: string) => youtube.log.filter((line) => line === entry).length;

/** Row messages are Ukrainian: none of YouTube's English, no reason codes. */
function expectUkrainian(error: PlatformError) {
  const withoutNames = error.message.replace(/YouTube|Google|API|Content ID|client_id|client_secret|vid_\w+/g, '');
  expect(withoutNames).not.toMatch(/[A-Za-z]{3,}/);
  expect(error.message).toMatch(/[а-яіїєґ]{3,}/i);
}

describe('YouTube resumable upload', () => {
  it('uploads in 512 KiB chunks through the profile HTTP proxy, with the form options and the status read back', async () => {
    const { youtube, proxy, publish } = await setup();
    const session = memorySession();
    const result = await publish({}, session);
    expect(result.externalId).toMatch(/^vid_\w{7}$/);
    expect(result.url).toBe(`https://www.youtube.com/shorts/${result.externalId}`);
    expect(received(youtube).equals(content)).toBe(true);
    expect(youtube.log.filter((entry) => entry.startsWith('put:'))).toHaveLength(3);
    const [created] = sessionsOf(youtube);
    expect(created!.metadata).toEqual({
      snippet: { title: 'Ранок у горах', description: 'Опис', tags: ['гори', 'ранок'], categoryId: '22' },
      status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
    });
    expect(youtube.videos.get(result.externalId)!.notifySubscribers).toBe(true);
    expect(youtube.log.some((entry) => entry === `list:${result.externalId}`)).toBe(true);
    expect(proxy.seen.length).toBeGreaterThan(0);
    expect(session.value).toBeNull();
  });

  it('sends made for kids, the category and notifySubscribers=false as the form chose them', async () => {
    const { youtube, publish } = await setup();
    const { externalId } = await publish({ youtube: { madeForKids: true, categoryId: '27', notifySubscribers: false } });
    const [created] = sessionsOf(youtube);
    expect(created!.metadata.snippet?.categoryId).toBe('27');
    expect(created!.metadata.status?.selfDeclaredMadeForKids).toBe(true);
    expect(youtube.videos.get(externalId)!.notifySubscribers).toBe(false);
  });

  it('resumes from the 308 Range after the connection is cut mid-chunk, and posts once', async () => {
    const { youtube, publish } = await setup({ cutAtByte: 700 * 1024 });
    const result = await publish();
    expect(youtube.log).toContain('cut');
    expect(youtube.log.some((entry) => entry.startsWith('status:'))).toBe(true);
    expect(received(youtube).equals(content)).toBe(true);
    expect(youtube.videos.size).toBe(1);
    expect(youtube.sessions.size).toBe(1);
    expect(result.externalId).toMatch(/^vid_/);
  });

  it('reports the existing video when a retry finds its remembered session complete: a lost answer never posts twice', async () => {
    const { youtube, publish } = await setup();
    const first = await publish();
    const [created] = sessionsOf(youtube);
    const uri = `${youtube.base}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${created!.id}`;
    // The bare URI older rows kept, and the JSON the adapter keeps now.
    for (const remembered of [uri, JSON.stringify({ uri })]) {
      const session = memorySession(remembered);
      const again = await publish({}, session);
      expect(again.externalId).toBe(first.externalId);
      expect(session.value).toBeNull();
    }
    expect(youtube.sessions.size).toBe(1);
    expect(youtube.videos.size).toBe(1);
  });

  it('takes a final 200 as well as the documented 201', async () => {
    const { youtube, publish } = await setup({ completeStatus: 200 });
    const { externalId } = await publish();
    expect(youtube.videos.has(externalId)).toBe(true);
  });

  it('asks for a scheduled publication with status.publishAt and privacy private', async () => {
    const { youtube, publish } = await setup();
    const publishAt = new Date(Date.now() + 86_400_000);
    await publish({ publishAt });
    const [created] = sessionsOf(youtube);
    expect(created!.metadata.status).toMatchObject({ privacyStatus: 'private', publishAt: publishAt.toISOString() });
  });

  it('goes through a SOCKS5 proxy with credentials', async () => {
    const { youtube, adapter } = await setup();
    const socks = await startSocks5Proxy({ username: 'sock', password: 'sp' });
    cleanups.push(() => socks.close());
    const profile = {
      accountId: 1,
      proxy: {
        protocol: 'socks5' as const,
        host: '127.0.0.1',
        port: socks.port,
        username: 'sock',
        password: 'sp',
        ipVersion: 'ipv4' as const,
      },
    };
    const result = await adapter.publish(profile, credentials, input, memorySession());
    expect(result.externalId).toMatch(/^vid_/);
    expect(socks.destinations.length).toBeGreaterThan(0);
    expect(socks.destinations.every((destination) => destination.endsWith(`:${new URL(youtube.base).port}`))).toBe(true);
  });

  it('refuses, at use, a proxy on a blocked address', async () => {
    const strict = new YouTubeAdapter({
      tokenUrl: 'http://127.0.0.1:1/token',
      apiBase: 'http://127.0.0.1:1',
      guard: { allowPrivate: false },
      chunkBytes: 256 * 1024,
    });
    const profile = {
      accountId: 1,
      proxy: { protocol: 'http' as const, host: '169.254.169.254', port: 80, username: null, password: null, ipVersion: 'ipv4' as const },
    };
    await expect(strict.publish(profile, credentials, input, memorySession())).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('an access token that expires during a long upload', () => {
  it('is refreshed after a 401 on a chunk and the upload goes on from the offset the server kept', async () => {
    const { youtube, publish } = await setup();
    youtube.afterChunk(({ chunk }) => {
      if (chunk === 1) youtube.expireAccessTokens();
    });
    const { externalId } = await publish();
    expect(youtube.log).toContain('put-401');
    expect(count(youtube, 'refresh')).toBe(2);
    expect(youtube.log.some((entry) => entry.startsWith('status:'))).toBe(true);
    expect(received(youtube).equals(content)).toBe(true);
    expect(youtube.sessions.size).toBe(1);
    expect(youtube.videos.has(externalId)).toBe(true);
  });

  it('is refreshed after a 401 on the status query that follows a cut connection', async () => {
    const { youtube, publish } = await setup({ cutAtByte: 700 * 1024 });
    youtube.afterChunk(({ chunk }) => {
      if (chunk === 1) youtube.expireAccessTokens();
    });
    await publish();
    expect(youtube.log).toContain('cut');
    expect(youtube.log).toContain('status-401');
    expect(count(youtube, 'refresh')).toBe(2);
    expect(received(youtube).equals(content)).toBe(true);
    expect(youtube.videos.size).toBe(1);
  });

  it('a run that gives up on 5xx keeps the session; the next run resumes it and posts once', async () => {
    const { youtube, failure, publish } = await setup();
    const busy = { status: 503, reason: 'backendError', message: 'Backend Error' };
    youtube.failNext('put', busy, busy, busy, busy, busy, busy);
    const session = memorySession();
    expect(await failure({}, session)).toMatchObject({ kind: 'unavailable', message: messages.youtubeUnavailable });
    expect(JSON.parse(session.value!)).toHaveProperty('uri');
    youtube.advanceClock(3600);
    await publish({}, session);
    expect(count(youtube, 'start')).toBe(1);
    expect(youtube.videos.size).toBe(1);
    expect(received(youtube).equals(content)).toBe(true);
  });

  it("only a refresh token Google refuses (invalid_grant) is 'auth'; a wrong client is 'auth' too", async () => {
    const revoked = await setup({ refreshToken: 'another' });
    const error = await revoked.failure();
    expect(error).toMatchObject({ kind: 'auth', message: messages.youtubeAccessRevoked });
    expect(error.raw).toContain('invalid_grant');
    expectUkrainian(error);

    const client = await setup({ client: { id: credentials.clientId, secret: 'rotated' } });
    const clientError = await client.failure();
    expect(clientError).toMatchObject({ kind: 'auth', message: messages.youtubeClientRejected });
    expect(clientError.raw).toContain('invalid_client');
  });

  it('revoked mid-upload: the refresh is refused with invalid_grant and only then the profile is asked to reconnect', async () => {
    const { youtube, failure } = await setup();
    const session = memorySession();
    youtube.afterChunk(({ chunk }) => {
      if (chunk === 1) youtube.revokeRefreshToken(credentials.refreshToken);
    });
    const error = await failure({}, session);
    expect(error).toMatchObject({ kind: 'auth', message: messages.youtubeAccessRevoked });
    // The session stays remembered: after reconnecting, the upload resumes rather than starting over.
    expect(JSON.parse(session.value!)).toHaveProperty('uri');
  });
});

describe('Google dropping the upload session', () => {
  it.each([404, 410] as const)('a data PUT answered %i starts a new session and the video is posted once', async (status) => {
    const { youtube, publish } = await setup();
    youtube.afterChunk(({ session, chunk }) => {
      if (chunk === 1) youtube.expireSession(session.id, status);
    });
    const { externalId } = await publish();
    expect(youtube.log).toContain(`gone:${status}`);
    expect(count(youtube, 'start')).toBe(2);
    expect(youtube.videos.size).toBe(1);
    expect(received(youtube, 1).equals(content)).toBe(true);
    expect(youtube.videos.get(externalId)!.bytes).toBe(SIZE);
  });

  it('gives up after a bounded number of new sessions, as a transient failure', async () => {
    const { youtube, failure } = await setup();
    youtube.afterChunk(({ session }) => youtube.expireSession(session.id));
    const session = memorySession();
    const error = await failure({}, session);
    expect(error).toMatchObject({ kind: 'unavailable', message: messages.youtubeSessionLost });
    expect(count(youtube, 'start')).toBe(3);
    expect(youtube.videos.size).toBe(0);
    expect(session.value).toBeNull();
  });

  it('a remembered session that is gone (404) is replaced by a new one', async () => {
    const { youtube, publish } = await setup();
    const session = memorySession(`${youtube.base}/upload/youtube/v3/videos?uploadType=resumable&upload_id=expired`);
    await publish({}, session);
    expect(count(youtube, 'start')).toBe(1);
    expect(youtube.videos.size).toBe(1);
  });

  it('a 503 on a chunk is resumed from the server offset within the same run', async () => {
    const { youtube, publish } = await setup();
    youtube.failNext('put', { status: 503, reason: 'backendError', message: 'Backend Error' });
    await publish();
    expect(youtube.log).toContain('fail:put:503');
    expect(received(youtube).equals(content)).toBe(true);
    expect(youtube.videos.size).toBe(1);
  });
});

describe('limits', () => {
  it("400 uploadLimitExceeded (the channel's daily cap) waits about a day with a Ukrainian reason", async () => {
    const { publish, failure } = await setup({ channelUploadsPer24h: 1 });
    await publish();
    const session = memorySession();
    const error = await failure({}, session);
    expect(error).toMatchObject({ kind: 'quota', message: messages.youtubeUploadLimit, retryAfterSeconds: 24 * 3600 });
    expect(error.raw).toContain('uploadLimitExceeded');
    expectUkrainian(error);
    expect(session.value).toBeNull();
  });

  it('a session that ends in a refusal is forgotten; one that meets a momentary limit is kept', async () => {
    const { youtube, failure } = await setup();
    youtube.failNext('put', {
      status: 400,
      reason: 'uploadLimitExceeded',
      message: 'The user has exceeded the number of videos they may upload.',
    });
    const ended = memorySession();
    expect(await failure({}, ended)).toMatchObject({ kind: 'quota', message: messages.youtubeUploadLimit });
    expect(ended.value).toBeNull();
    youtube.failNext('put', { status: 429, reason: 'rateLimitExceeded', message: 'Too Many Requests', retryAfter: 30 });
    const kept = memorySession();
    expect(await failure({}, kept)).toMatchObject({ kind: 'quota', message: messages.youtubeRateLimited, retryAfterSeconds: 30 });
    expect(JSON.parse(kept.value!)).toHaveProperty('uri');
  });

  it('403 quotaExceeded waits until the next quota reset at midnight Pacific time', async () => {
    const { failure } = await setup({ quotaExceeded: true });
    const before = secondsUntilQuotaReset(new Date());
    const error = await failure();
    const after = secondsUntilQuotaReset(new Date());
    expect(error).toMatchObject({ kind: 'quota', message: messages.youtubeQuotaExceeded });
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(before);
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(after);
    expect(error.raw).toContain('quotaExceeded');
    expectUkrainian(error);
  });

  it("the project's Video Uploads bucket (100 a day by default) is a quota too", async () => {
    const { publish, failure } = await setup({ uploadsPerDay: 1 });
    await publish();
    expect(await failure()).toMatchObject({ kind: 'quota', message: messages.youtubeQuotaExceeded });
  });

  it('rate limits wait for Retry-After when given, a minute otherwise; a daily Cloud quota (429) waits for the reset', async () => {
    const { youtube, failure } = await setup();
    youtube.failNext('insert', { status: 429, reason: 'rateLimitExceeded', message: 'Too Many Requests', retryAfter: 120 });
    expect(await failure()).toMatchObject({ kind: 'quota', message: messages.youtubeRateLimited, retryAfterSeconds: 120 });
    youtube.failNext('insert', { status: 403, reason: 'userRateLimitExceeded', message: 'User Rate Limit Exceeded' });
    expect(await failure()).toMatchObject({ kind: 'quota', message: messages.youtubeRateLimited, retryAfterSeconds: 60 });
    youtube.failNext('insert', {
      status: 429,
      body: {
        error: {
          code: 429,
          message:
            "Quota exceeded for quota metric 'Video Uploads' and limit 'Video Uploads per day' of service 'youtube.googleapis.com' for consumer 'project_number:1'.",
          errors: [{ message: 'Quota exceeded', domain: 'global', reason: 'rateLimitExceeded' }],
          status: 'RESOURCE_EXHAUSTED',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'RATE_LIMIT_EXCEEDED',
              metadata: { quota_limit: 'VideoUploadsPerDay', quota_metric: 'youtube.googleapis.com/video_uploads' },
            },
          ],
        },
      },
    });
    const daily = await failure();
    expect(daily).toMatchObject({ kind: 'quota', message: messages.youtubeQuotaExceeded });
    expect(daily.retryAfterSeconds).toBeGreaterThan(60);
  });
});

describe('quota reset', () => {
  it('is the next midnight in Los Angeles, across both DST changes', () => {
    expect(nextQuotaReset(new Date('2026-07-15T06:59:00Z')).toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(nextQuotaReset(new Date('2026-07-15T07:00:00Z')).toISOString()).toBe('2026-07-16T07:00:00.000Z');
    expect(nextQuotaReset(new Date('2026-01-10T20:00:00Z')).toISOString()).toBe('2026-01-11T08:00:00.000Z');
    // 8 March 2026: clocks go forward at 2 AM; 1 November 2026: back at 2 AM.
    expect(nextQuotaReset(new Date('2026-03-08T09:30:00Z')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(nextQuotaReset(new Date('2026-11-01T07:30:00Z')).toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });
});

describe('metadata made valid before videos.insert', () => {
  it('cleans an older row that the strict videos.insert would refuse: title, description, tags', async () => {
    const { youtube, publish } = await setup({ countUtf16: true });
    const title = `<b>Ранок</b> ${'😀'.repeat(60)}`;
    const description = `Опис <з> дужками ${'ї'.repeat(3000)}`;
    const tags = Array.from({ length: 40 }, (_, index) => `тег номер ${index}`);
    await publish({ title, description, tags });
    const [created] = sessionsOf(youtube);
    const snippet = created!.metadata.snippet!;
    expect(snippet.title!.length).toBeLessThanOrEqual(100);
    expect(snippet.title).not.toMatch(/[<>]/);
    expect(snippet.title).toMatch(/^‹b›Ранок‹\/b› 😀/);
    expect(snippet.title).not.toMatch(/[\uD800-\uDBFF]$/);
    expect(Buffer.byteLength(snippet.description!, 'utf8')).toBeLessThanOrEqual(5000);
    expect(snippet.description).not.toMatch(/[<>]/);
    const counted = snippet.tags!.reduce((sum, tag) => sum + tag.length + (tag.includes(' ') ? 2 : 0), 0) + snippet.tags!.length - 1;
    expect(counted).toBeLessThanOrEqual(500);
    expect(snippet.tags!.length).toBeGreaterThan(10);
    expect(snippet.tags).toEqual(tags.slice(0, snippet.tags!.length));
    expect(youtube.videos.size).toBe(1);
  });

  it('refuses an empty title before calling Google at all', async () => {
    const { youtube, failure } = await setup();
    const error = await failure({ title: '   ' });
    expect(error).toMatchObject({ kind: 'rejected', message: messages.youtubeTitleEmpty });
    expect(youtube.log).toEqual([]);
  });

  it("YouTube's own invalidTitle reaches the row in Ukrainian, the English only in raw", async () => {
    const { youtube, failure } = await setup();
    youtube.rejectNextStarts(1, 'invalid');
    const error = await failure();
    expect(error).toMatchObject({ kind: 'rejected', message: messages.youtubeTitleRejected });
    expect(error.raw).toContain('invalidTitle');
    expect(error.raw).toContain('The request metadata specifies an invalid or empty video title.');
    expectUkrainian(error);
  });
});

describe("the video's status read back after the upload", () => {
  it('a video locked private by an unverified API project is not published: the row says why', async () => {
    const { youtube, failure } = await setup({ unverifiedProject: true });
    const session = memorySession();
    const error = await failure({}, session);
    const [id] = [...youtube.videos.keys()];
    expect(error).toMatchObject({ kind: 'rejected', message: messages.youtubeLockedPrivate(id!) });
    expect(error.raw).toContain(id);
    expect(error.raw).toContain('"privacyStatus":"private"');
    expectUkrainian(error);
    expect(session.value).toBeNull();
  });

  it('a scheduled (private) upload of an unverified project is as asked', async () => {
    const { publish } = await setup({ unverifiedProject: true });
    const result = await publish({ publishAt: new Date(Date.now() + 86_400_000) });
    expect(result.url).toBe(`https://www.youtube.com/shorts/${result.externalId}`);
  });

  it('a scheduled upload resumed after its date is judged by what its session asked (private), not by the row today', async () => {
    const { youtube, failure, publish } = await setup({ unverifiedProject: true });
    const busy = { status: 503, reason: 'backendError', message: 'Backend Error' };
    youtube.failNext('put', busy, busy, busy, busy, busy, busy);
    const session = memorySession();
    await failure({ publishAt: new Date(Date.now() + 60_000) }, session);
    expect(JSON.parse(session.value!)).toMatchObject({ privacy: 'private' });
    // The date has passed: the job now hands the row over without publishAt.
    const result = await publish({ publishAt: null }, session);
    expect(youtube.videos.get(result.externalId)!.metadata.status).toMatchObject({ privacyStatus: 'private' });
    expect(count(youtube, 'start')).toBe(1);
  });

  it('rejected (duplicate) and failed (invalid file) processing are reported, not published', async () => {
    const { youtube, failure } = await setup();
    youtube.nextOutcome(
      { uploadStatus: 'rejected', rejectionReason: 'duplicate' },
      { uploadStatus: 'failed', failureReason: 'invalidFile' },
    );
    const duplicate = await failure();
    const invalid = await failure();
    const [first, second] = [...youtube.videos.keys()];
    expect(duplicate).toMatchObject({
      kind: 'rejected',
      message: messages.youtubeVideoRejected(first!, messages.youtubeRejectionReasons.duplicate!),
    });
    expectUkrainian(duplicate);
    expect(invalid).toMatchObject({
      kind: 'rejected',
      message: messages.youtubeProcessingFailed(second!, messages.youtubeFailureReasons.invalidFile!),
    });
    expectUkrainian(invalid);
  });
});

describe('a video YouTube is still processing', () => {
  it('is not published yet: one read, then "processing" with the next check from YouTube’s timeLeftMs, the video remembered', async () => {
    const { youtube, failure } = await setup({ processingMs: 40_000 });
    const session = memorySession();
    const error = await failure({}, session);
    const [id] = [...youtube.videos.keys()];
    expect(error).toMatchObject({ kind: 'processing', message: messages.youtubeProcessing, retryAfterSeconds: 45 });
    expect(error.raw).toContain('"timeLeftMs":"40000"');
    expect(JSON.parse(session.value!)).toMatchObject({ videoId: id, privacy: 'public', uploadedAt: expect.any(Number) });
    expect(youtube.log.filter((entry) => entry.startsWith('list:'))).toEqual([`list:${id}`]);
  });

  it('a later follow-up reads once and, once processed, publishes with the Shorts link, without uploading again', async () => {
    const { youtube, failure, followUp, followUpFailure, tick } = await setup({ processingMs: 120_000 });
    const session = memorySession();
    await failure({}, session);
    const [id] = [...youtube.videos.keys()];
    tick(30);
    expect(await followUpFailure(session)).toMatchObject({ kind: 'processing', retryAfterSeconds: 60 });
    tick(90);
    expect(await followUp(session)).toEqual({ externalId: id, url: `https://www.youtube.com/shorts/${id}` });
    expect(session.value).toBeNull();
    expect(count(youtube, 'start')).toBe(1);
    expect(youtube.videos.size).toBe(1);
    expect(youtube.log.filter((entry) => entry.startsWith('list:'))).toHaveLength(3);
  });

  it.each([
    [
      { uploadStatus: 'rejected', rejectionReason: 'duplicate', processingMs: 90_000 } as const,
      (id: string) => messages.youtubeVideoRejected(id, messages.youtubeRejectionReasons.duplicate!),
    ],
    [
      { uploadStatus: 'failed', failureReason: 'codec', processingMs: 90_000 } as const,
      (id: string) => messages.youtubeProcessingFailed(id, messages.youtubeFailureReasons.codec!),
    ],
  ])('a verdict that comes after processing (%o) fails in Ukrainian and forgets the video', async (outcome, message) => {
    const { youtube, failure, followUpFailure, tick } = await setup();
    youtube.nextOutcome(outcome);
    const session = memorySession();
    expect(await failure({}, session)).toMatchObject({ kind: 'processing' });
    tick(90);
    const [id] = [...youtube.videos.keys()];
    const error = await followUpFailure(session);
    expect(error).toMatchObject({ kind: 'rejected', message: message(id!) });
    expectUkrainian(error);
    expect(session.value).toBeNull();
  });

  it('gives up after the bounded time, still remembering the video so that a retry reads it rather than upload again', async () => {
    const { youtube, failure, followUpFailure, publish, tick } = await setup({}, { processingGiveUpMs: 2 * 3_600_000 });
    youtube.nextOutcome({ uploadStatus: 'uploaded' });
    const session = memorySession();
    await failure({}, session);
    const [id] = [...youtube.videos.keys()];
    tick(3600);
    // Without YouTube's estimate the checks are sparser as the video ages.
    expect(await followUpFailure(session)).toMatchObject({ kind: 'processing', retryAfterSeconds: 900 });
    tick(3600);
    const error = await followUpFailure(session);
    expect(error).toMatchObject({ kind: 'rejected', message: messages.youtubeProcessingGaveUp(id!, 2) });
    expectUkrainian(error);
    expect(JSON.parse(session.value!)).toMatchObject({ videoId: id });
    const again = await publish({}, session).catch((caught: unknown) => caught);
    expect(again).toMatchObject({ kind: 'rejected', message: messages.youtubeProcessingGaveUp(id!, 2) });
    expect(count(youtube, 'start')).toBe(1);
  });

  it('a video no longer listed ten minutes after its upload was deleted: the row says so and forgets it', async () => {
    const { youtube, failure, followUpFailure, tick } = await setup();
    youtube.nextOutcome({ uploadStatus: 'deleted', processingMs: 60_000 });
    const session = memorySession();
    await failure({}, session);
    const [id] = [...youtube.videos.keys()];
    tick(120);
    // Not listed shortly after the upload may still be YouTube catching up: checked again.
    expect(await followUpFailure(session)).toMatchObject({ kind: 'processing' });
    tick(600);
    expect(await followUpFailure(session)).toMatchObject({ kind: 'rejected', message: messages.youtubeVideoDeleted(id!) });
    expect(session.value).toBeNull();
  });

  it('a read-back that fails (503) waits as processing; the next run only reads, never uploads again', async () => {
    const { youtube, failure, publish } = await setup();
    youtube.failNext('videos.list', { status: 503, reason: 'backendError', message: 'Backend Error' });
    const session = memorySession();
    const error = await failure({}, session);
    expect(error).toMatchObject({ kind: 'processing', message: messages.youtubeStatusUnknown, retryAfterSeconds: 60 });
    const [id] = [...youtube.videos.keys()];
    expect(JSON.parse(session.value!)).toMatchObject({ videoId: id });
    const again = await publish({}, session);
    expect(again.externalId).toBe(id);
    expect(count(youtube, 'start')).toBe(1);
    expect(youtube.videos.size).toBe(1);
    expect(session.value).toBeNull();
  });

  it('a row remembered before the upload time was kept counts its age from its first follow-up', async () => {
    const { youtube, failure, followUpFailure, tick } = await setup({}, { processingGiveUpMs: 3_600_000 });
    youtube.nextOutcome({ uploadStatus: 'uploaded' });
    const session = memorySession();
    await failure({}, session);
    const { videoId } = JSON.parse(session.value!) as { videoId: string };
    tick(7200);
    session.value = JSON.stringify({ videoId, privacy: 'public' });
    expect(await followUpFailure(session)).toMatchObject({ kind: 'processing' });
    expect(JSON.parse(session.value)).toMatchObject({ videoId, uploadedAt: expect.any(Number) });
  });
});

describe('every YouTube refusal is a Ukrainian sentence', () => {
  it.each([
    [
      { status: 400, reason: 'invalidDescription', message: 'The request metadata specifies an invalid video description.' },
      messages.youtubeDescriptionRejected,
      'rejected',
    ],
    [
      { status: 400, reason: 'invalidTags', message: 'The request metadata specifies invalid video keywords.' },
      messages.youtubeTagsRejected,
      'rejected',
    ],
    [
      { status: 400, reason: 'invalidCategoryId', message: 'The snippet.categoryId property specifies an invalid category ID.' },
      messages.youtubeCategoryRejected,
      'rejected',
    ],
    [
      { status: 400, reason: 'invalidPublishAt', message: 'The request metadata specifies an invalid scheduled publishing time.' },
      messages.youtubePublishAtRejected,
      'rejected',
    ],
    [
      { status: 400, reason: 'mediaBodyRequired', message: 'The request does not include the video content.' },
      messages.youtubeMediaMissing,
      'rejected',
    ],
    [{ status: 403, reason: 'forbidden', message: 'Forbidden' }, messages.youtubeForbidden, 'rejected'],
    [
      { status: 403, reason: 'authenticatedUserAccountSuspended', message: 'The YouTube account of the authenticated user is suspended.' },
      messages.youtubeAccountClosed,
      'rejected',
    ],
    [{ status: 400, reason: 'somethingNew', message: 'Something new went wrong.' }, messages.youtubeRefused(400), 'rejected'],
    [{ status: 503, reason: 'backendError', message: 'Backend Error' }, messages.youtubeUnavailable, 'unavailable'],
  ] as const)('%o', async (answer, message, kind) => {
    const { youtube, failure } = await setup();
    youtube.failNext('insert', answer);
    const error = await failure();
    expect(error).toMatchObject({ kind, message });
    expect(error.raw).toContain(answer.reason);
    expectUkrainian(error);
  });

  it('401 youtubeSignupRequired (no channel) is not an expired token and not a revoked profile', async () => {
    const { youtube, failure } = await setup({ noChannel: true });
    const error = await failure();
    expect(error).toMatchObject({ kind: 'rejected', message: messages.youtubeNoChannel });
    expect(count(youtube, 'refresh')).toBeLessThanOrEqual(2);
  });

  it("a token without the upload scope asks to reconnect ('auth')", async () => {
    const { failure } = await setup({ scopes: ['https://www.googleapis.com/auth/youtube.readonly'] });
    expect(await failure()).toMatchObject({ kind: 'auth', message: messages.youtubeScopesMissing });
  });
});

describe('YouTube statistics and channel', () => {
  it('reads views, likes and comments, and updates the channel description keeping its other settings', async () => {
    const { youtube, adapter, profile, publish } = await setup();
    const { externalId } = await publish();
    expect(await adapter.stats(profile, credentials, externalId)).toEqual({ views: 120, likes: 7, comments: 3 });
    expect(await adapter.stats(profile, credentials, 'vid_missing')).toBeNull();
    const before = youtube.channelBranding().channel;
    await adapter.updateChannelDescription(profile, credentials, 'Новий опис каналу');
    expect(youtube.channelDescription()).toBe('Новий опис каналу');
    expect(youtube.channelBranding().channel).toEqual({ ...before, description: 'Новий опис каналу' });
  });
});

describe('the channel description YouTube refuses', () => {
  it('is explained in Ukrainian', async () => {
    const { adapter, profile } = await setup();
    const error = await adapter.updateChannelDescription(profile, credentials, 'Опис <b>каналу</b>').then(
      () => null,
      (caught: unknown) => caught as PlatformError,
    );
    expect(error).toMatchObject({ kind: 'rejected', message: messages.youtubeChannelDescriptionRejected });
    expect(error!.raw).toContain('invalidDescription');
  });
});

/** The fake's own rules, spoken to directly: what the strict copy refuses, the adapter never relies on. */
describe('the strict YouTube fake', () => {
  async function token(youtube: YouTubeFake) {
    const response = await fetch(`${youtube.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: credentials.refreshToken,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      }),
    });
    expect(await response.clone().json()).toMatchObject({ expires_in: 3599, token_type: 'Bearer' });
    return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
  }
  async function start(
    youtube: YouTubeFake,
    authorization: string,
    body: unknown,
    size = SIZE,
    query = 'uploadType=resumable&part=snippet,status',
  ) {
    return fetch(`${youtube.base}/upload/youtube/v3/videos?${query}`, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json; charset=UTF-8',
        'x-upload-content-length': String(size),
        'x-upload-content-type': 'video/mp4',
      },
      body: JSON.stringify(body),
    });
  }
  const reasonOf = async (response: Response) =>
    ((await response.json()) as { error: { errors: Array<{ reason: string }> } }).error.errors[0]!.reason;

  it('counts tags as YouTube does (commas and the quotes of a tag with a space), refuses publishAt with public and unknown parts', async () => {
    const { youtube } = await setup();
    const auth = await token(youtube);
    // 49 tags of 9 characters and 49 commas = 490; a last tag of 8 with a space counts 10 → 500 in all.
    const tags = [...Array.from({ length: 49 }, () => 'abcdefghi'), 'abc defg'];
    expect((await start(youtube, auth, { snippet: { title: 't', tags } })).status).toBe(200);
    const over = await start(youtube, auth, { snippet: { title: 't', tags: [...tags.slice(0, 49), 'abc defgh'] } });
    expect([over.status, await reasonOf(over)]).toEqual([400, 'invalidTags']);
    const publishAt = await start(youtube, auth, {
      snippet: { title: 't' },
      status: { privacyStatus: 'public', publishAt: '2030-01-01T00:00:00Z' },
    });
    expect([publishAt.status, await reasonOf(publishAt)]).toEqual([400, 'invalidPublishAt']);
    const title = await start(youtube, auth, { snippet: { title: 'x'.repeat(101) } });
    expect(await reasonOf(title)).toBe('invalidTitle');
    const category = await start(youtube, auth, { snippet: { title: 't', categoryId: '18' } });
    expect(await reasonOf(category)).toBe('invalidCategoryId');
    const part = await start(youtube, auth, { snippet: { title: 't' } }, SIZE, 'uploadType=resumable&part=snippet,bogus');
    expect(await reasonOf(part)).toBe('unknownPart');
  });

  it('keeps whole 256 KiB units of a chunk, refuses a short non-final one, uploads nothing of an overlapping block, repeats a finished answer', async () => {
    const { youtube } = await setup();
    const auth = await token(youtube);
    const uri = (await start(youtube, auth, { snippet: { title: 't' } })).headers.get('location')!;
    const put = (first: number, length: number, authorization = auth) =>
      fetch(uri, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'video/mp4', 'content-range': `bytes ${first}-${first + length - 1}/${SIZE}` },
        body: content.subarray(first, first + length),
      });
    const short = await put(0, 1024);
    expect(short.status).toBe(400);
    const uneven = await put(0, 256 * 1024 + 100);
    expect([uneven.status, uneven.headers.get('range')]).toEqual([308, `bytes=0-${256 * 1024 - 1}`]);
    const overlap = await put(1024, 256 * 1024);
    expect([overlap.status, overlap.headers.get('range')]).toEqual([308, `bytes=0-${256 * 1024 - 1}`]);
    const unauthorized = await put(256 * 1024, 256 * 1024, 'Bearer ya29.unknown');
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'authError' }] } });
    const rest = await put(256 * 1024, SIZE - 256 * 1024);
    expect(rest.status).toBe(201);
    const resource = (await rest.json()) as { id: string; status: { uploadStatus: string } };
    expect(resource.status.uploadStatus).toBe('uploaded');
    const again = await fetch(uri, { method: 'PUT', headers: { authorization: auth, 'content-range': `bytes */${SIZE}` } });
    expect([again.status, ((await again.json()) as { id: string }).id]).toEqual([201, resource.id]);
    expect(received(youtube).equals(content)).toBe(true);
  });
});
