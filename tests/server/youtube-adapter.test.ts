import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError, type UploadSessionStore } from '../../src/server/platforms/platform';
import type { ProfileProxy } from '../../src/server/platforms/proxied-fetch';
import { YouTubeAdapter } from '../../src/server/platforms/youtube';
import { startAuthProxy } from './helpers/local-servers';
import { startSocks5Proxy } from './fakes/socks5-proxy';
import { startYouTubeFake } from './fakes/youtube-api';

const dir = mkdtempSync(path.join(tmpdir(), 'sp-youtube-'));
const SIZE = 5 * 256 * 1024 + 12_345;
const video = path.join(dir, 'video.mp4');
const content = randomBytes(SIZE);
writeFileSync(video, content);

const credentials = { clientId: 'client', clientSecret: 'secret', refreshToken: '1//refresh' };
const input = { file: video, sizeBytes: SIZE, title: 'Ранок у горах', description: 'Опис', tags: ['гори', 'ранок'], publishAt: null };
const memorySession = (): UploadSessionStore & { value: string | null } => ({
  value: null,
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

async function setup(fakeOptions: Parameters<typeof startYouTubeFake>[0] = {}) {
  const youtube = await startYouTubeFake({ refreshToken: credentials.refreshToken, ...fakeOptions });
  const proxy = await startAuthProxy('user', 'pass');
  cleanups.push(() => youtube.close(), () => proxy.close());
  const adapter = new YouTubeAdapter({ tokenUrl: `${youtube.base}/token`, apiBase: youtube.base, guard: { allowPrivate: true }, chunkBytes: 2 * 256 * 1024 });
  const profileProxy: ProfileProxy = { protocol: 'http', host: '127.0.0.1', port: proxy.port, username: 'user', password: 'pass', ipVersion: 'ipv4' };
  return { youtube, proxy, adapter, profile: { accountId: 1, proxy: profileProxy } };
}

const uploaded = (youtube: Awaited<ReturnType<typeof startYouTubeFake>>) => Buffer.concat([...youtube.sessions.values()][0]!.received);

describe('YouTube resumable upload', () => {
  it('uploads in 512 KiB chunks through the profile HTTP proxy', async () => {
    const { youtube, proxy, adapter, profile } = await setup();
    const session = memorySession();
    const result = await adapter.publish(profile, credentials, input, session);
    expect(result.externalId).toMatch(/^vid_/);
    expect(result.url).toBe(`https://www.youtube.com/shorts/${result.externalId}`);
    expect(uploaded(youtube).equals(content)).toBe(true);
    expect(youtube.log.filter((entry) => entry.startsWith('put:'))).toHaveLength(3);
    const [created] = youtube.sessions.values();
    expect(created!.metadata).toMatchObject({ snippet: { title: 'Ранок у горах', tags: ['гори', 'ранок'] }, status: { privacyStatus: 'public' } });
    expect(proxy.seen.length).toBeGreaterThan(0);
    expect(session.value).toBeNull();
  });

  it('resumes from the 308 Range after the connection is cut mid-chunk, and posts once', async () => {
    const { youtube, adapter, profile } = await setup({ cutAtByte: 700 * 1024 });
    const result = await adapter.publish(profile, credentials, input, memorySession());
    expect(youtube.log).toContain('cut');
    expect(youtube.log.some((entry) => entry.startsWith('status:'))).toBe(true);
    expect(uploaded(youtube).equals(content)).toBe(true);
    expect(youtube.videos.size).toBe(1);
    expect(youtube.sessions.size).toBe(1);
    expect(result.externalId).toMatch(/^vid_/);
  });

  it('reports the existing video when a retry finds its remembered session complete: a lost answer never posts twice', async () => {
    const { youtube, adapter, profile } = await setup();
    const first = await adapter.publish(profile, credentials, input, memorySession());
    // The answer was lost: the job only kept the session URI and runs again.
    const [created] = youtube.sessions.values();
    const session = memorySession();
    session.value = `${youtube.base}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${created!.id}`;
    const again = await adapter.publish(profile, credentials, input, session);
    expect(again.externalId).toBe(first.externalId);
    expect(youtube.sessions.size).toBe(1);
    expect(youtube.videos.size).toBe(1);
    expect(session.value).toBeNull();
  });

  it('asks for a scheduled publication with status.publishAt', async () => {
    const { youtube, adapter, profile } = await setup();
    const publishAt = new Date(Date.now() + 86_400_000);
    await adapter.publish(profile, credentials, { ...input, publishAt }, memorySession());
    const [created] = youtube.sessions.values();
    expect(created!.metadata.status).toMatchObject({ privacyStatus: 'private', publishAt: publishAt.toISOString() });
  });

  it('goes through a SOCKS5 proxy with credentials', async () => {
    const { youtube, adapter } = await setup();
    const socks = await startSocks5Proxy({ username: 'sock', password: 'sp' });
    cleanups.push(() => socks.close());
    const profile = { accountId: 1, proxy: { protocol: 'socks5' as const, host: '127.0.0.1', port: socks.port, username: 'sock', password: 'sp', ipVersion: 'ipv4' as const } };
    const result = await adapter.publish(profile, credentials, input, memorySession());
    expect(result.externalId).toMatch(/^vid_/);
    expect(socks.destinations.length).toBeGreaterThan(0);
    expect(socks.destinations.every((destination) => destination.endsWith(`:${new URL(youtube.base).port}`))).toBe(true);
  });

  it('refuses, at use, a proxy on a blocked address', async () => {
    const strict = new YouTubeAdapter({ tokenUrl: 'http://127.0.0.1:1/token', apiBase: 'http://127.0.0.1:1', guard: { allowPrivate: false }, chunkBytes: 256 * 1024 });
    const profile = { accountId: 1, proxy: { protocol: 'http' as const, host: '169.254.169.254', port: 80, username: null, password: null, ipVersion: 'ipv4' as const } };
    await expect(strict.publish(profile, credentials, input, memorySession())).rejects.toMatchObject({ statusCode: 400 });
  });

  it("turns quota exhaustion into a 'quota' error with a wait, and a revoked token into 'auth'", async () => {
    const quota = await setup({ quotaExceeded: true });
    const error = await quota.adapter.publish(quota.profile, credentials, input, memorySession()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'quota', retryAfterSeconds: 3600 });
    const revoked = await setup({ refreshToken: 'another' });
    const authError = await revoked.adapter.publish(revoked.profile, credentials, input, memorySession()).catch((caught: unknown) => caught);
    expect(authError).toMatchObject({ kind: 'auth' });
  });
});

describe('YouTube statistics and channel', () => {
  it('reads views, likes and comments, and updates the channel description', async () => {
    const { youtube, adapter, profile } = await setup();
    const { externalId } = await adapter.publish(profile, credentials, input, memorySession());
    expect(await adapter.stats(profile, credentials, externalId)).toEqual({ views: 120, likes: 7, comments: 3 });
    await adapter.updateChannelDescription(profile, credentials, 'Новий опис каналу');
    expect(youtube.channelDescription()).toBe('Новий опис каналу');
  });
});
