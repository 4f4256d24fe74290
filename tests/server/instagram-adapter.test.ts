import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InstagramAdapter, type InstagramOptions } from '../../src/server/platforms/instagram';
import { PlatformError, type ValueStore } from '../../src/server/platforms/platform';
import type { ProfileProxy } from '../../src/server/platforms/proxied-fetch';
import { startAuthProxy } from './helpers/local-servers';
import { type InstagramFakeOptions, startInstagramFake } from './fakes/instagram-api';
import { startSocks5Proxy } from './fakes/socks5-proxy';

const dir = mkdtempSync(path.join(tmpdir(), 'sp-instagram-'));
const SIZE = 300 * 1024 + 77;
const video = path.join(dir, 'reel.mp4');
const content = randomBytes(SIZE);
writeFileSync(video, content);
const coverFile = path.join(dir, 'cover.jpg');
const cover = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]);
writeFileSync(coverFile, cover);

const credentials = { login: 'studio.ua', password: 'secret-pass' };
const input = {
  file: video,
  sizeBytes: SIZE,
  title: 'Ранок у горах',
  description: 'Туман над Говерлою',
  tags: ['гори', 'карпати'],
  publishAt: null,
  durationMs: 14_500,
  width: 1080,
  height: 1920,
  coverFile,
};

const memoryStore = (): ValueStore & { value: string | null } => ({
  value: null,
  async load() {
    return this.value;
  },
  async save(value) {
    this.value = value;
  },
});

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(fakeOptions: InstagramFakeOptions = {}, adapterOptions: Partial<InstagramOptions> = {}) {
  const instagram = await startInstagramFake(fakeOptions);
  const proxy = await startAuthProxy('user', 'pass');
  cleanups.push(() => instagram.close(), () => proxy.close());
  const adapter = new InstagramAdapter({ apiBase: instagram.base, guard: { allowPrivate: true }, configureRetryMs: 10, ...adapterOptions });
  const profileProxy: ProfileProxy = { protocol: 'http', host: '127.0.0.1', port: proxy.port, username: 'user', password: 'pass', ipVersion: 'ipv4' };
  return { instagram, proxy, adapter, profile: { accountId: 1, proxy: profileProxy }, login: memoryStore(), session: memoryStore() };
}

type Fake = Awaited<ReturnType<typeof startInstagramFake>>;
const calls = (instagram: Fake, method: string, prefix: string) => instagram.requests.filter((request) => request.method === method && request.path.startsWith(prefix));
const uploadedVideo = (instagram: Fake) => Buffer.concat([...instagram.videos.values()][0]!.received);

describe('Instagram login session', () => {
  it('logs in once through the profile proxy and reuses the saved session for the next publication', async () => {
    const { instagram, proxy, adapter, profile, login } = await setup();
    await adapter.publish(profile, credentials, login, input, memoryStore());
    const saved = JSON.parse(login.value!) as Record<string, string>;
    expect(saved).toEqual({ authorization: expect.stringMatching(/^Bearer IGT:2:/), userId: '58123456789', username: 'studio.ua', deviceId: expect.stringMatching(/^android-[0-9a-f]{16}$/), uuid: expect.any(String) });

    await adapter.publish(profile, credentials, login, { ...input, title: 'Вечір' }, memoryStore());
    expect(instagram.logins()).toBe(1);
    expect(calls(instagram, 'POST', '/api/v1/accounts/login/')).toHaveLength(1);
    const afterLogin = instagram.requests.filter((request) => !request.path.startsWith('/api/v1/accounts/login/'));
    expect(afterLogin.every((request) => request.headers.authorization === saved.authorization)).toBe(true);
    expect(instagram.media).toHaveLength(2);
    // One tunnel per request, all of them to the fake.
    expect(proxy.seen).toHaveLength(instagram.requests.length);
    expect(proxy.seen.every((entry) => entry === `CONNECT ${new URL(instagram.base).host}`)).toBe(true);
  });

  it('logs in again when the saved session has ended, and repeats the refused call once', async () => {
    const { instagram, adapter, profile, login } = await setup();
    await adapter.publish(profile, credentials, login, input, memoryStore());
    const first = login.value;
    instagram.expireSessions();
    const result = await adapter.publish(profile, credentials, login, { ...input, title: 'Вечір' }, memoryStore());
    expect(result.externalId).toBe(instagram.media[1]!.pk);
    expect(instagram.logins()).toBe(2);
    expect(login.value).not.toBe(first);
    expect(JSON.parse(login.value!)).toMatchObject({ deviceId: (JSON.parse(first!) as { deviceId: string }).deviceId });
    // The refused call is the first one after the expiry, and it is repeated right after the new login.
    const paths = instagram.requests.map((request) => `${request.method} ${request.path}`);
    const relogin = paths.lastIndexOf('POST /api/v1/accounts/login/');
    expect(paths[relogin - 1]).toBe(paths[relogin + 1]);
  });

  it('turns a wrong password into an "auth" error with "Instagram: невірний логін або пароль профілю"', async () => {
    const { adapter, profile, login } = await setup();
    const error = await adapter.publish(profile, { ...credentials, password: 'wrong' }, login, input, memoryStore()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'auth', message: 'Instagram: невірний логін або пароль профілю', raw: expect.stringContaining('bad_password') });
    expect(login.value).toBeNull();
  });

  it('asks the operator to confirm the login in the app when Instagram answers challenge_required', async () => {
    const { adapter, profile, login } = await setup({ challenge: true });
    const error = await adapter.publish(profile, credentials, login, input, memoryStore()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'auth', message: expect.stringContaining('Instagram вимагає підтвердження входу') as unknown });
  });
});

describe('Instagram Reel publication', () => {
  it('uploads the video and the cover, configures the Reel with title and #tags, and forgets the upload', async () => {
    const { instagram, adapter, profile, login, session } = await setup();
    const result = await adapter.publish(profile, credentials, login, input, session);
    const [created] = instagram.media;
    expect(instagram.media).toHaveLength(1);
    expect(result).toEqual({ externalId: created!.pk, url: `https://www.instagram.com/reel/${created!.code}/` });
    expect(result.externalId).toBe('3300000000000000001');
    expect(uploadedVideo(instagram).equals(content)).toBe(true);
    expect(instagram.covers.get(created!.uploadId)?.equals(cover)).toBe(true);
    expect(created!.caption).toBe('Ранок у горах\n\nТуман над Говерлою\n\n#гори #карпати');
    const [upload] = calls(instagram, 'POST', '/rupload_igvideo/');
    expect(JSON.parse(String(upload!.headers['x-instagram-rupload-params']))).toMatchObject({ is_clips_video: '1', media_type: '2', upload_media_duration_ms: '14500', upload_media_width: '1080', upload_media_height: '1920' });
    expect(upload!.headers.offset).toBe('0');
    expect(session.value).toBeNull();
  });

  it('refuses, before any request, a Reel without a cover or a duration', async () => {
    const { instagram, adapter, profile, login } = await setup();
    await expect(adapter.publish(profile, credentials, login, { ...input, coverFile: undefined }, memoryStore())).rejects.toMatchObject({ kind: 'rejected' });
    expect(instagram.requests).toHaveLength(0);
  });

  it('waits while Instagram answers "Transcode not finished yet", then publishes once', async () => {
    const { instagram, adapter, profile, login } = await setup({ transcodePending: 2 });
    await adapter.publish(profile, credentials, login, input, memoryStore());
    expect(calls(instagram, 'POST', '/api/v1/media/configure_to_clips/')).toHaveLength(3);
    expect(instagram.media).toHaveLength(1);
  });

  it('finds the post on a retry after the configure answer was lost, and does not post a second time', async () => {
    const { instagram, adapter, profile, login, session } = await setup({ dropConfigureResponses: 1 });
    const lost = await adapter.publish(profile, credentials, login, input, session).catch((caught: unknown) => caught);
    expect(lost).toMatchObject({ kind: 'unavailable' });
    expect(JSON.parse(session.value!)).toMatchObject({ stage: 'configure' });

    const retried = await adapter.publish(profile, credentials, login, input, session);
    expect(instagram.media).toHaveLength(1);
    expect(retried).toEqual({ externalId: instagram.media[0]!.pk, url: `https://www.instagram.com/reel/${instagram.media[0]!.code}/` });
    expect(calls(instagram, 'POST', '/api/v1/media/configure_to_clips/')).toHaveLength(1);
    expect(calls(instagram, 'POST', '/rupload_igvideo/')).toHaveLength(1);
    expect(calls(instagram, 'GET', '/api/v1/feed/user/58123456789/')).toHaveLength(1);
    expect(session.value).toBeNull();
  });

  it('resumes a cut video upload from the offset Instagram reports, within the same call', async () => {
    const { instagram, adapter, profile, login } = await setup({ cutVideoAt: [100_000] });
    await adapter.publish(profile, credentials, login, input, memoryStore());
    expect(calls(instagram, 'GET', '/rupload_igvideo/')).toHaveLength(1);
    expect(calls(instagram, 'POST', '/rupload_igvideo/').map((request) => request.headers.offset)).toEqual(['0', '100000']);
    expect(instagram.videos.size).toBe(1);
    expect(uploadedVideo(instagram).equals(content)).toBe(true);
    expect(instagram.media).toHaveLength(1);
  });

  it('resumes the remembered upload on the next attempt instead of starting it again', async () => {
    const { instagram, adapter, profile, login, session } = await setup({ cutVideoAt: [120_000] }, { resumeAttempts: 0 });
    await expect(adapter.publish(profile, credentials, login, input, session)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(JSON.parse(session.value!)).toMatchObject({ stage: 'video' });

    await adapter.publish(profile, credentials, login, input, session);
    expect(calls(instagram, 'POST', '/rupload_igvideo/').map((request) => request.headers.offset)).toEqual(['0', '120000']);
    expect(instagram.videos.size).toBe(1);
    expect(uploadedVideo(instagram).equals(content)).toBe(true);
    expect(instagram.media).toHaveLength(1);
  });

  it("turns 429 into a 'quota' error with Retry-After, feedback_required into one with an hour, and a retry then posts once", async () => {
    const limited = await setup({ rateLimit: { kind: '429', times: 1, retryAfter: 120 } });
    const error = await limited.adapter.publish(limited.profile, credentials, limited.login, input, limited.session).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'quota', retryAfterSeconds: 120 });
    await limited.adapter.publish(limited.profile, credentials, limited.login, input, limited.session);
    expect(limited.instagram.media).toHaveLength(1);
    expect(calls(limited.instagram, 'POST', '/rupload_igvideo/')).toHaveLength(1);

    const feedback = await setup({ rateLimit: { kind: 'feedback_required', times: 1 } });
    await expect(feedback.adapter.publish(feedback.profile, credentials, feedback.login, input, memoryStore())).rejects.toMatchObject({ kind: 'quota', retryAfterSeconds: 3600 });
  });

  it('goes through a SOCKS5 proxy with credentials', async () => {
    const { instagram, adapter, login } = await setup();
    const socks = await startSocks5Proxy({ username: 'sock', password: 'sp' });
    cleanups.push(() => socks.close());
    const profile = { accountId: 1, proxy: { protocol: 'socks5' as const, host: '127.0.0.1', port: socks.port, username: 'sock', password: 'sp', ipVersion: 'ipv4' as const } };
    await adapter.publish(profile, credentials, login, input, memoryStore());
    expect(instagram.media).toHaveLength(1);
    expect(socks.destinations).toHaveLength(instagram.requests.length);
    expect(socks.destinations.every((destination) => destination === new URL(instagram.base).host)).toBe(true);
  });

  it('refuses, at use, a proxy on a blocked address before any request', async () => {
    const instagram = await startInstagramFake();
    cleanups.push(() => instagram.close());
    const strict = new InstagramAdapter({ apiBase: instagram.base, guard: { allowPrivate: false } });
    const profile = { accountId: 1, proxy: { protocol: 'http' as const, host: '169.254.169.254', port: 80, username: null, password: null, ipVersion: 'ipv4' as const } };
    await expect(strict.publish(profile, credentials, memoryStore(), input, memoryStore())).rejects.toMatchObject({ statusCode: 400 });
    expect(instagram.requests).toHaveLength(0);
  });
});

describe('Instagram statistics and profile', () => {
  it('reads plays, likes and comments of a published Reel', async () => {
    const { adapter, profile, login } = await setup({ counts: { plays: 4321, likes: 210, comments: 12 } });
    const { externalId } = await adapter.publish(profile, credentials, login, input, memoryStore());
    expect(await adapter.stats(profile, credentials, login, externalId)).toEqual({ views: 4321, likes: 210, comments: 12 });
  });

  it('changes the name and the biography, keeping the other profile fields', async () => {
    const { instagram, adapter, profile, login } = await setup();
    await adapter.updateProfile(profile, credentials, login, { name: 'Студія Карпати', biography: 'Короткі відео про гори' });
    expect(instagram.profile).toMatchObject({ full_name: 'Студія Карпати', biography: 'Короткі відео про гори', email: 'studio@example.com', username: 'studio.ua' });
    await adapter.updateProfile(profile, credentials, login, { biography: 'Лише опис' });
    expect(instagram.profile).toMatchObject({ full_name: 'Студія Карпати', biography: 'Лише опис' });
    expect(instagram.logins()).toBe(1);
  });
});
