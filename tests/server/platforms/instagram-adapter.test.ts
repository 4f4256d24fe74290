import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InstagramAdapter, type InstagramAccess, type InstagramOptions } from '@server/platforms/instagram/adapter';
import { type InstagramDevice, newInstagramDevice } from '@server/platforms/instagram/device';
import { INSTAGRAM_APP, timezoneOffsetSeconds } from '@server/platforms/instagram/headers';
import { PlatformError, type PublishInput, type ValueStore } from '@server/platforms/platform';
import type { ProfileProxy } from '@server/platforms/proxied-fetch';
import { type InstagramFake, type InstagramFakeOptions, type RecordedRequest, startInstagramFake } from '../fakes/instagram-api';
import { startSocks5Proxy } from '../fakes/socks5-proxy';
import { startAuthProxy } from '../helpers/local-servers';

const dir = mkdtempSync(path.join(tmpdir(), 'sp-instagram-'));
const SIZE = 300 * 1024 + 77;
const video = path.join(dir, 'reel.mp4');
const content = randomBytes(SIZE);
writeFileSync(video, content);
const coverFile = path.join(dir, 'cover.jpg');
const cover = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]);
writeFileSync(coverFile, cover);

const PASSWORD = 'secret-pass';
const input: PublishInput = {
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
  tiktok: null,
  youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
};

type MemoryStore = ValueStore & { value: string | null };
const memoryStore = (value: string | null = null): MemoryStore => ({
  value,
  async load() {
    return this.value;
  },
  async save(next) {
    this.value = next;
  },
});

/** One profile's Instagram access: its own sealed device and login session, its locale and timezone. */
function profileAccess(overrides: Partial<InstagramAccess> & { deviceValue?: InstagramDevice | null } = {}) {
  const { deviceValue, ...rest } = overrides;
  const device = deviceValue === null ? null : (deviceValue ?? newInstagramDevice());
  return {
    login: 'studio.ua',
    password: PASSWORD,
    locale: 'uk_UA',
    timezone: 'Europe/Kyiv',
    session: memoryStore(),
    device: memoryStore(device ? JSON.stringify(device) : null),
    ...rest,
  } as InstagramAccess & { session: MemoryStore; device: MemoryStore };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(fakeOptions: InstagramFakeOptions = {}, adapterOptions: Partial<InstagramOptions> = {}) {
  const instagram = await startInstagramFake({ password: PASSWORD, ...fakeOptions });
  const proxy = await startAuthProxy('user', 'pass');
  cleanups.push(
    () => instagram.close(),
    () => proxy.close(),
  );
  const adapter = new InstagramAdapter({ apiBase: instagram.base, guard: { allowPrivate: true }, configureRetryMs: 10, ...adapterOptions });
  const profileProxy: ProfileProxy = {
    protocol: 'http',
    host: '127.0.0.1',
    port: proxy.port,
    username: 'user',
    password: 'pass',
    ipVersion: 'ipv4',
  };
  return { instagram, proxy, adapter, profile: { accountId: 1, proxy: profileProxy }, access: profileAccess(), session: memoryStore() };
}

const calls = (instagram: InstagramFake, method: string, prefix: string) =>
  instagram.requests.filter((request) => request.method === method && request.path.startsWith(prefix));
const uploadedVideo = (instagram: InstagramFake) => Buffer.concat([...instagram.videos.values()][0]!.received);
const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as PlatformError,
  );
const storedLogin = (access: { session: MemoryStore }) => JSON.parse(access.session.value!) as Record<string, unknown>;
const deviceOf = (access: { device: MemoryStore }) => JSON.parse(access.device.value!) as InstagramDevice;
/** Instagram's own words never reach a person: a Ukrainian message (names and a masked contact aside), English only in `raw`. */
const expectUkrainian = (error: PlatformError) => {
  expect(error).toBeInstanceOf(PlatformError);
  expect(error.message.replace(/Instagram|Reels|SMS|\S*[@*]\S*/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  expect(error.raw.length).toBeGreaterThan(0);
};

describe('one device per profile, with the headers real clients send', () => {
  it('every call of a profile carries its own sealed device; two profiles never share one', async () => {
    const { instagram, adapter, profile } = await setup();
    const first = profileAccess();
    const second = profileAccess({ deviceValue: null }); // switched on before devices existed: gets one now
    await adapter.publish(profile, first, input, memoryStore());
    await adapter.publish({ ...profile, accountId: 2 }, second, { ...input, title: 'Вечір' }, memoryStore());
    await adapter.publish(profile, first, { ...input, title: 'Ніч' }, memoryStore());
    expect(instagram.violations).toEqual([]);

    const a = deviceOf(first);
    const b = deviceOf(second);
    expect(second.device.value).not.toBeNull();
    expect(a.uuid).not.toBe(b.uuid);
    expect(a.androidId).not.toBe(b.androidId);
    expect(a.phoneId).not.toBe(b.phoneId);
    const byDevice = (device: InstagramDevice) => instagram.requests.filter((request) => request.headers['x-ig-device-id'] === device.uuid);
    expect(byDevice(a).length + byDevice(b).length).toBe(instagram.requests.length);
    for (const [device, requests] of [
      [a, byDevice(a)],
      [b, byDevice(b)],
    ] as const) {
      expect(new Set(requests.map((request) => request.headers['x-ig-android-id']))).toEqual(new Set([device.androidId]));
      expect(new Set(requests.map((request) => request.headers['x-ig-family-device-id']))).toEqual(new Set([device.phoneId]));
      expect(new Set(requests.map((request) => request.headers['user-agent']))).toEqual(
        new Set([
          `Instagram ${INSTAGRAM_APP.version} Android (${device.androidVersion}/${device.androidRelease}; ${device.dpi}; ${device.resolution}; ${device.manufacturer}; ${device.model}; ${device.device}; ${device.cpu}; uk_UA; ${INSTAGRAM_APP.versionCode})`,
        ]),
      );
    }
    // Each profile logged in once, from its own device, and its sessions stay on it.
    expect(instagram.loginLog.map((login) => [login.uuid, login.androidId, login.phoneId, login.adid])).toEqual([
      [a.uuid, a.androidId, a.phoneId, a.advertisingId],
      [b.uuid, b.androidId, b.phoneId, b.advertisingId],
    ]);
    expect(instagram.deviceMismatches()).toBe(0);
  });

  it('sends back what Instagram set: X-MID from the pre-login sync, then the WWW-Claim, IG-U-RUR and bearer of the login, and the newest IG-U-RUR', async () => {
    const { instagram, adapter, profile, access } = await setup();
    await adapter.publish(profile, access, input, memoryStore());
    await adapter.publish(profile, access, { ...input, title: 'Вечір' }, memoryStore());
    expect(instagram.violations).toEqual([]);
    const [sync, ...rest] = instagram.requests;
    expect(sync!.path).toBe('/api/v1/launcher/sync/');
    expect(sync!.headers['x-mid']).toBeUndefined();
    const state = storedLogin(access);
    expect(state).toMatchObject({
      mid: expect.any(String),
      wwwClaim: expect.stringMatching(/^hmac\./),
      rur: expect.any(String),
      authorization: expect.stringMatching(/^Bearer IGT:2:/),
      userId: '58123456789',
      passwordKey: { id: instagram.passwordKey.id, publicKey: instagram.passwordKey.publicKey },
    });
    expect(rest.every((request) => request.headers['x-mid'] === state.mid)).toBe(true);
    const afterLogin = rest.slice(rest.findIndex((request) => request.path === '/api/v1/accounts/login/') + 1);
    expect(
      afterLogin.every(
        (request) => request.headers['x-ig-www-claim'] === state.wwwClaim && request.headers.authorization === state.authorization,
      ),
    ).toBe(true);
    expect(
      afterLogin.every(
        (request) => request.headers['ig-intended-user-id'] === '58123456789' && request.headers['ig-u-ds-user-id'] === '58123456789',
      ),
    ).toBe(true);
    // Configure rotated IG-U-RUR; the second publication sent the new one (the fake refuses a stale one).
    const configures = calls(instagram, 'POST', '/api/v1/media/configure_to_clips/');
    expect(configures[1]!.headers['ig-u-rur']).not.toBe(configures[0]!.headers['ig-u-rur']);
    expect(rest.filter((request) => request.path === '/api/v1/launcher/sync/')).toHaveLength(0);
    for (const header of [
      'x-bloks-version-id',
      'x-pigeon-session-id',
      'x-pigeon-rawclienttime',
      'x-ig-timezone-offset',
      'x-ig-app-id',
      'x-ig-capabilities',
      'x-ig-connection-type',
    ]) {
      expect(instagram.requests.every((request) => typeof request.headers[header] === 'string' && request.headers[header] !== '')).toBe(
        true,
      );
    }
  });

  it("uses the profile's locale and timezone: the offset of that zone at the moment of the call", async () => {
    const { instagram, adapter, profile } = await setup();
    const access = profileAccess({ locale: 'en_US', timezone: 'America/New_York' });
    await adapter.publish(profile, access, input, memoryStore());
    expect(instagram.violations).toEqual([]);
    const offsets = new Set(instagram.requests.map((request) => request.headers['x-ig-timezone-offset']));
    const expected = new Set([
      String(timezoneOffsetSeconds('America/New_York', new Date(Date.now() - 60_000))),
      String(timezoneOffsetSeconds('America/New_York')),
    ]);
    expect([...offsets].every((offset) => expected.has(String(offset)))).toBe(true);
    expect(
      instagram.requests.every(
        (request) =>
          request.headers['x-ig-app-locale'] === 'en_US' &&
          request.headers['x-ig-device-locale'] === 'en_US' &&
          request.headers['x-ig-mapped-locale'] === 'en_US',
      ),
    ).toBe(true);
    expect(instagram.requests.every((request) => String(request.headers['user-agent']).includes('; en_US; '))).toBe(true);
    const configure = calls(instagram, 'POST', '/api/v1/media/configure_to_clips/')[0]!;
    expect(configure.form!.timezone_offset).toBe(configure.headers['x-ig-timezone-offset']);
    expect(instagram.loginLog[0]).toMatchObject({ locale: 'en_US' });
  });

  it('computes a zone offset with daylight saving for the given moment', () => {
    expect(timezoneOffsetSeconds('Europe/Kyiv', new Date('2026-01-15T12:00:00Z'))).toBe(7200);
    expect(timezoneOffsetSeconds('Europe/Kyiv', new Date('2026-07-15T12:00:00Z'))).toBe(10800);
    expect(timezoneOffsetSeconds('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe(-18000);
    expect(timezoneOffsetSeconds('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(-14400);
    expect(timezoneOffsetSeconds('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe(19800);
  });
});

describe('login like the app', () => {
  it('runs the pre-login sync, then sends the password as #PWD_INSTAGRAM:4 (RSA + AES-GCM) that Instagram decrypts, never the :0: plaintext', async () => {
    const { instagram, adapter, profile, access } = await setup();
    await adapter.publish(profile, access, input, memoryStore());
    expect(instagram.violations).toEqual([]);
    expect(instagram.requests.slice(0, 2).map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v1/launcher/sync/',
      'POST /api/v1/accounts/login/',
    ]);
    const login = calls(instagram, 'POST', '/api/v1/accounts/login/')[0]!;
    const device = deviceOf(access);
    expect(login.form).toMatchObject({
      username: 'studio.ua',
      guid: device.uuid,
      device_id: device.androidId,
      phone_id: device.phoneId,
      adid: device.advertisingId,
      google_tokens: '[]',
      login_attempt_count: '0',
    });
    expect(String(login.form!.enc_password)).toMatch(new RegExp(`^#PWD_INSTAGRAM:4:\\d{10}:`));
    expect(JSON.stringify(login.form)).not.toContain(PASSWORD);
    expect(instagram.logins()).toBe(1);
  });

  it('logs in once and reuses the saved session for the next publication', async () => {
    const { instagram, adapter, profile, access } = await setup();
    await adapter.publish(profile, access, input, memoryStore());
    await adapter.publish(profile, access, { ...input, title: 'Вечір' }, memoryStore());
    await adapter.stats(profile, access, instagram.media[0]!.pk);
    expect(instagram.logins()).toBe(1);
    expect(instagram.media).toHaveLength(2);
  });

  it('logs in again when Instagram answers login_required, and repeats the refused call once, on the same device', async () => {
    const { instagram, adapter, profile, access } = await setup();
    await adapter.publish(profile, access, input, memoryStore());
    const first = storedLogin(access).authorization;
    instagram.expireSessions();
    const result = await adapter.publish(profile, access, { ...input, title: 'Вечір' }, memoryStore());
    expect(result.externalId).toBe(instagram.media[1]!.pk);
    expect(instagram.logins()).toBe(2);
    expect(storedLogin(access).authorization).not.toBe(first);
    expect(new Set(instagram.loginLog.map((login) => login.uuid))).toEqual(new Set([deviceOf(access).uuid]));
    const paths = instagram.requests.map((request) => `${request.method} ${request.path}`);
    const relogin = paths.lastIndexOf('POST /api/v1/accounts/login/');
    expect(paths[relogin - 2]).toBe(paths[relogin + 1]); // refused call, pre-login sync, login, the call again
    expect(instagram.violations).toEqual([]);
  });

  it('after user_has_logged_out drops the session, logs in once more and goes on', async () => {
    const { instagram, adapter, profile, access } = await setup();
    await adapter.publish(profile, access, input, memoryStore());
    instagram.logOutSessions();
    await adapter.publish(profile, access, { ...input, title: 'Вечір' }, memoryStore());
    expect(instagram.logins()).toBe(2);
    expect(instagram.media).toHaveLength(2);
    expect(instagram.violations).toEqual([]);
  });

  it('turns a wrong password into an "auth" error with "Instagram: невірний логін або пароль профілю"', async () => {
    const { adapter, profile } = await setup();
    const access = profileAccess({ password: 'wrong' });
    const error = (await caught(adapter.publish(profile, access, input, memoryStore())))!;
    expect(error).toMatchObject({
      kind: 'auth',
      message: 'Instagram: невірний логін або пароль профілю',
      raw: expect.stringContaining('bad_password'),
    });
    expectUkrainian(error);
    expect(storedLogin(access).authorization).toBeNull();
  });
});

describe('login confirmations: two-factor, challenge, sentry_block', () => {
  it('two_factor_required becomes a two_factor checkpoint; nothing is retried until the code; the code logs the profile in', async () => {
    const { instagram, adapter, profile, access } = await setup({ twoFactorCode: '246810' });
    const error = (await caught(adapter.publish(profile, access, input, memoryStore())))!;
    expect(error).toMatchObject({ kind: 'checkpoint', checkpoint: 'two_factor' });
    expect(error.message).toContain('код двофакторної перевірки');
    expectUkrainian(error);
    expect(storedLogin(access).pending).toMatchObject({ kind: 'two_factor', identifier: expect.any(String) });

    // While Instagram waits for the code, no new login is attempted (it would only send another code).
    const before = instagram.requests.length;
    await expect(adapter.publish(profile, access, input, memoryStore())).rejects.toMatchObject({
      kind: 'checkpoint',
      checkpoint: 'two_factor',
    });
    expect(instagram.requests).toHaveLength(before);

    const wrong = (await caught(adapter.submitCode(profile, access, '111111')))!;
    expect(wrong).toMatchObject({ kind: 'rejected', message: 'Instagram: код не підійшов. Перевірте його й введіть ще раз' });
    await adapter.submitCode(profile, access, '246810');
    const twoFactor = calls(instagram, 'POST', '/api/v1/accounts/two_factor_login/').at(-1)!;
    expect(twoFactor.form).toMatchObject({
      verification_code: '246810',
      two_factor_identifier: expect.any(String),
      guid: deviceOf(access).uuid,
      device_id: deviceOf(access).androidId,
    });
    expect(storedLogin(access)).toMatchObject({ pending: null, authorization: expect.stringMatching(/^Bearer IGT:2:/) });
    expect(instagram.logins()).toBe(1);

    await adapter.publish(profile, access, input, memoryStore());
    expect(instagram.media).toHaveLength(1);
    // The device was trusted: a later login goes through without a new code.
    instagram.expireSessions();
    await adapter.publish(profile, access, { ...input, title: 'Вечір' }, memoryStore());
    expect(instagram.logins()).toBe(2);
    expect(instagram.violations).toEqual([]);
  });

  it('challenge_required with a code by e-mail: asks for the code (choice, as instagrapi), and the code entered logs in', async () => {
    const { instagram, adapter, profile, access } = await setup({ challenge: 'code' });
    const error = (await caught(adapter.publish(profile, access, input, memoryStore())))!;
    expect(error).toMatchObject({ kind: 'checkpoint', checkpoint: 'challenge' });
    expect(error.message).toContain('код надіслано на s****o@e*****e.com');
    expectUkrainian(error);
    const challengePath = calls(instagram, 'GET', '/api/v1/challenge/')[0]!.path;
    expect(challengePath).toContain(`guid=${deviceOf(access).uuid}`);
    expect(calls(instagram, 'POST', '/api/v1/challenge/')[0]!.form).toMatchObject({ choice: '1' });

    await expect(adapter.submitCode(profile, access, '000000')).rejects.toMatchObject({ kind: 'rejected' });
    await adapter.submitCode(profile, access, instagram.challengeCode);
    expect(storedLogin(access)).toMatchObject({ pending: null, authorization: expect.stringMatching(/^Bearer IGT:2:/) });
    await adapter.publish(profile, access, input, memoryStore());
    expect(instagram.media).toHaveLength(1);
    expect(instagram.violations).toEqual([]);
  });

  it("a challenge confirmed in the app: a clear instruction, nothing sent while waiting, and 'Я підтвердив вхід' logs in once it is approved", async () => {
    const { instagram, adapter, profile, access } = await setup({ challenge: 'app' });
    const error = (await caught(adapter.publish(profile, access, input, memoryStore())))!;
    expect(error).toMatchObject({ kind: 'checkpoint', checkpoint: 'challenge' });
    expect(error.message).toContain('«Я підтвердив вхід»');
    expectUkrainian(error);
    const before = instagram.requests.length;
    await expect(adapter.publish(profile, access, input, memoryStore())).rejects.toMatchObject({ kind: 'checkpoint' });
    expect(instagram.requests).toHaveLength(before);

    // Pressed before approving in the app: Instagram still asks, the checkpoint stays.
    await expect(adapter.confirmLogin(profile, access)).rejects.toMatchObject({ kind: 'checkpoint', checkpoint: 'challenge' });
    instagram.approveChallenge();
    await adapter.confirmLogin(profile, access);
    expect(storedLogin(access)).toMatchObject({ pending: null, authorization: expect.stringMatching(/^Bearer IGT:2:/) });
    await adapter.publish(profile, access, input, memoryStore());
    expect(instagram.media).toHaveLength(1);
  });

  it('sentry_block: a Ukrainian reason on the profile, and no further login attempts for a while', async () => {
    const { instagram, adapter, profile, access } = await setup();
    instagram.sentryBlockNextLogins(5);
    const error = (await caught(adapter.publish(profile, access, input, memoryStore())))!;
    expect(error).toMatchObject({ kind: 'auth', raw: expect.stringContaining('sentry_block') });
    expect(error.message).toContain('тимчасово заблокував вхід');
    expectUkrainian(error);
    const before = instagram.requests.length;
    await expect(adapter.publish(profile, access, input, memoryStore())).rejects.toMatchObject({ kind: 'auth' });
    await expect(adapter.stats(profile, access, '1')).rejects.toMatchObject({ kind: 'auth' });
    expect(instagram.requests).toHaveLength(before);
    expect(instagram.loginLog).toHaveLength(1);
  });

  it('"Please wait a few minutes" at login: the row waits (quota) and the profile is left alone meanwhile', async () => {
    const { instagram, adapter, profile, access } = await setup();
    instagram.pleaseWaitNextLogins(1);
    const error = (await caught(adapter.publish(profile, access, input, memoryStore())))!;
    expect(error).toMatchObject({ kind: 'quota', retryAfterSeconds: 900 });
    expectUkrainian(error);
    const before = instagram.requests.length;
    await expect(adapter.publish(profile, access, input, memoryStore())).rejects.toMatchObject({ kind: 'quota' });
    expect(instagram.requests).toHaveLength(before);
  });
});

describe('the Reel upload sequence of the reference clients', () => {
  it("GET rupload_igvideo for the offset, POST from it, the cover under its own name with media_type 1, configure_to_clips with both clients' fields", async () => {
    const { instagram, adapter, profile, access, session } = await setup();
    const result = await adapter.publish(profile, access, input, session);
    expect(instagram.violations).toEqual([]);
    const [created] = instagram.media;
    expect(result).toEqual({ externalId: created!.pk, url: `https://www.instagram.com/reel/${created!.code}/` });
    expect(uploadedVideo(instagram).equals(content)).toBe(true);
    expect(instagram.covers.get(created!.uploadId)?.equals(cover)).toBe(true);

    const sequence = instagram.requests
      .filter((request) => /rupload|configure_to_clips/.test(request.path))
      .map((request) => `${request.method} ${request.path.split('/')[1]}`);
    expect(sequence).toEqual(['GET rupload_igvideo', 'POST rupload_igvideo', 'POST rupload_igphoto', 'POST api']);
    const [probe] = calls(instagram, 'GET', '/rupload_igvideo/');
    const [upload] = calls(instagram, 'POST', '/rupload_igvideo/');
    const [photo] = calls(instagram, 'POST', '/rupload_igphoto/');
    expect(probe!.path).toBe(upload!.path);
    expect(JSON.parse(String(upload!.headers['x-instagram-rupload-params']))).toMatchObject({
      is_clips_video: '1',
      media_type: '2',
      upload_id: created!.uploadId,
      upload_media_duration_ms: '14500',
      upload_media_width: '1080',
      upload_media_height: '1920',
    });
    expect(upload!.headers).toMatchObject({ offset: '0', 'x-entity-length': String(SIZE), 'x-entity-type': 'video/mp4' });
    const photoParams = JSON.parse(String(photo!.headers['x-instagram-rupload-params'])) as Record<string, string>;
    expect(photoParams).toMatchObject({ media_type: '1', upload_id: created!.uploadId });
    expect(photo!.headers['x-entity-name']).not.toBe(upload!.headers['x-entity-name']);
    expect(photo!.path).toBe(`/rupload_igphoto/${String(photo!.headers['x-entity-name'])}`);

    const configure = calls(instagram, 'POST', '/api/v1/media/configure_to_clips/')[0]!;
    expect(configure.path).toBe('/api/v1/media/configure_to_clips/?video=1');
    const device = deviceOf(access);
    expect(configure.form).toMatchObject({
      upload_id: created!.uploadId,
      caption: 'Ранок у горах\n\nТуман над Говерлою\n\n#гори #карпати',
      source_type: '4',
      filter_type: '0',
      audio_muted: false,
      poster_frame_index: 0,
      length: 14.5,
      clips: [{ length: 14.5, source_type: '4' }],
      extra: { source_width: 1080, source_height: 1920 },
      device: {
        manufacturer: device.manufacturer,
        model: device.model,
        android_version: device.androidVersion,
        android_release: device.androidRelease,
      },
      _uuid: device.uuid,
      device_id: device.androidId,
      date_time_original: expect.stringMatching(/^\d{8}T\d{6}\.000Z$/),
    });
    expect(session.value).toBeNull();
  });

  it('keeps the media pk exact: a bare int64 beyond 2^53 in the raw JSON', async () => {
    const { instagram, adapter, profile, access } = await setup();
    const result = await adapter.publish(profile, access, input, memoryStore());
    expect(BigInt(instagram.media[0]!.pk) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(result.externalId).toBe(instagram.media[0]!.pk);
    expect(result.externalId).toBe('3300000000000000001');
  });

  it('refuses, before any request, a Reel without a cover or a duration', async () => {
    const { instagram, adapter, profile, access } = await setup();
    const error = (await caught(adapter.publish(profile, access, { ...input, coverFile: undefined }, memoryStore())))!;
    expect(error).toMatchObject({ kind: 'rejected' });
    expectUkrainian(error);
    expect(instagram.requests).toHaveLength(0);
  });

  it('waits while Instagram answers 202 "Transcode not finished yet", then publishes once', async () => {
    const { instagram, adapter, profile, access } = await setup({ transcodePending: 2 });
    await adapter.publish(profile, access, input, memoryStore());
    expect(calls(instagram, 'POST', '/api/v1/media/configure_to_clips/')).toHaveLength(3);
    expect(instagram.media).toHaveLength(1);
  });

  it('still transcoding after the attempts: the row waits (pending) and the next run configures the same upload', async () => {
    const { instagram, adapter, profile, access, session } = await setup({ transcodePending: 3 }, { configureAttempts: 2 });
    const error = (await caught(adapter.publish(profile, access, input, session)))!;
    expect(error).toMatchObject({ kind: 'pending' });
    expectUkrainian(error);
    await adapter.publish(profile, access, input, session);
    expect(instagram.media).toHaveLength(1);
    expect(calls(instagram, 'POST', '/rupload_igvideo/')).toHaveLength(1);
  });

  it('resumes a cut video upload from the offset Instagram reports, within the same call', async () => {
    const { instagram, adapter, profile, access } = await setup({ cutVideoAt: [100_000] });
    await adapter.publish(profile, access, input, memoryStore());
    expect(calls(instagram, 'GET', '/rupload_igvideo/')).toHaveLength(2);
    expect(calls(instagram, 'POST', '/rupload_igvideo/').map((request) => request.headers.offset)).toEqual(['0', '100000']);
    expect(instagram.videos.size).toBe(1);
    expect(uploadedVideo(instagram).equals(content)).toBe(true);
    expect(instagram.media).toHaveLength(1);
  });

  it('resumes the remembered upload on the next attempt instead of starting it again', async () => {
    const { instagram, adapter, profile, access, session } = await setup({ cutVideoAt: [120_000] }, { resumeAttempts: 0 });
    await expect(adapter.publish(profile, access, input, session)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(JSON.parse(session.value!)).toMatchObject({ stage: 'video' });
    await adapter.publish(profile, access, input, session);
    expect(calls(instagram, 'POST', '/rupload_igvideo/').map((request) => request.headers.offset)).toEqual(['0', '120000']);
    expect(instagram.videos.size).toBe(1);
    expect(uploadedVideo(instagram).equals(content)).toBe(true);
    expect(instagram.media).toHaveLength(1);
  });

  it("429 becomes 'quota' with its Retry-After, feedback_required a longer one, and a retry then posts once", async () => {
    const limited = await setup({ rateLimit: { kind: '429', times: 1, retryAfter: 120 } });
    const error = (await caught(limited.adapter.publish(limited.profile, limited.access, input, limited.session)))!;
    expect(error).toMatchObject({ kind: 'quota', retryAfterSeconds: 120 });
    expectUkrainian(error);
    await limited.adapter.publish(limited.profile, limited.access, input, limited.session);
    expect(limited.instagram.media).toHaveLength(1);
    expect(calls(limited.instagram, 'POST', '/rupload_igvideo/')).toHaveLength(1);

    const feedback = await setup({ rateLimit: { kind: 'feedback_required', times: 1 } });
    const blocked = (await caught(feedback.adapter.publish(feedback.profile, feedback.access, input, memoryStore())))!;
    expect(blocked).toMatchObject({ kind: 'quota', retryAfterSeconds: 6 * 3600 });
    expectUkrainian(blocked);
  });
});

describe('"already posted?" after a lost configure answer', () => {
  const lostOnce = async (fakeOptions: InstagramFakeOptions = {}) => {
    const context = await setup(fakeOptions);
    context.instagram.dropNextConfigureResponses(1);
    return context;
  };

  it('finds the post (caption read the way Instagram keeps it, same duration) and does not post a second time', async () => {
    const { instagram, adapter, profile, access, session } = await lostOnce();
    // Instagram keeps \n line ends: the caption on the post is not byte-equal to what was sent.
    const sent = { ...input, description: 'Туман\r\nнад Говерлою' };
    const lost = (await caught(adapter.publish(profile, access, sent, session)))!;
    expect(lost).toMatchObject({ kind: 'unavailable' });
    expect(JSON.parse(session.value!)).toMatchObject({ stage: 'configure', configureStartedAt: expect.any(Number) });
    expect(instagram.media[0]!.caption).not.toBe(calls(instagram, 'POST', '/api/v1/media/configure_to_clips/')[0]!.form!.caption);

    const retried = await adapter.publish(profile, access, sent, session);
    expect(instagram.media).toHaveLength(1);
    expect(retried).toEqual({ externalId: instagram.media[0]!.pk, url: `https://www.instagram.com/reel/${instagram.media[0]!.code}/` });
    expect(calls(instagram, 'POST', '/api/v1/media/configure_to_clips/')).toHaveLength(1);
    expect(calls(instagram, 'POST', '/rupload_igvideo/')).toHaveLength(1);
    expect(session.value).toBeNull();
  });

  it('an earlier post with the same caption and duration is not taken for ours: the post found is the new one', async () => {
    const { instagram, adapter, profile, access, session } = await setup();
    await adapter.publish(profile, access, input, memoryStore()); // the same video and caption, posted before
    instagram.dropNextConfigureResponses(1);
    const lost = (await caught(adapter.publish(profile, access, input, session)))!;
    expect(lost).toMatchObject({ kind: 'unavailable' });
    expect(instagram.media).toHaveLength(2);
    const retried = await adapter.publish(profile, access, input, session);
    expect(retried.externalId).toBe(instagram.media[1]!.pk);
    expect(instagram.media).toHaveLength(2);
  });

  it('matches by the upload id when Instagram returns it on the post, whatever the caption', async () => {
    const { instagram, adapter, profile, access, session } = await lostOnce();
    instagram.setFeedUploadIdField('upload_id');
    await expect(adapter.publish(profile, access, input, session)).rejects.toMatchObject({ kind: 'unavailable' });
    instagram.media[0]!.caption = 'Змінений підпис';
    const retried = await adapter.publish(profile, access, input, session);
    expect(retried.externalId).toBe(instagram.media[0]!.pk);
    expect(instagram.media).toHaveLength(1);
  });

  it('a post that names another upload id is not ours even with our caption', async () => {
    const { instagram, adapter, profile, access, session } = await lostOnce();
    instagram.setFeedUploadIdField('upload_id');
    await expect(adapter.publish(profile, access, input, session)).rejects.toMatchObject({ kind: 'unavailable' });
    instagram.media[0]!.uploadId = '1';
    const retried = await adapter.publish(profile, access, input, session);
    // Not found, so the remembered upload was configured again (a second post on this strict fake).
    expect(instagram.media).toHaveLength(2);
    expect(retried.externalId).toBe(instagram.media[1]!.pk);
  });
});

describe('proxies, statistics and the profile', () => {
  it('goes through the profile proxy only, HTTP and SOCKS5 with credentials', async () => {
    const { instagram, proxy, adapter, profile, access } = await setup();
    await adapter.publish(profile, access, input, memoryStore());
    expect(proxy.seen).toHaveLength(instagram.requests.length);
    expect(proxy.seen.every((entry) => entry === `CONNECT ${new URL(instagram.base).host}`)).toBe(true);

    const socks = await startSocks5Proxy({ username: 'sock', password: 'sp' });
    cleanups.push(() => socks.close());
    const before = instagram.requests.length;
    const viaSocks = {
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
    await adapter.publish(viaSocks, access, { ...input, title: 'Вечір' }, memoryStore());
    expect(socks.destinations).toHaveLength(instagram.requests.length - before);
    expect(socks.destinations.every((destination) => destination === new URL(instagram.base).host)).toBe(true);
  });

  it('refuses, at use, a proxy on a blocked address before any request', async () => {
    const instagram = await startInstagramFake();
    cleanups.push(() => instagram.close());
    const strict = new InstagramAdapter({ apiBase: instagram.base, guard: { allowPrivate: false } });
    const profile = {
      accountId: 1,
      proxy: { protocol: 'http' as const, host: '169.254.169.254', port: 80, username: null, password: null, ipVersion: 'ipv4' as const },
    };
    await expect(strict.publish(profile, profileAccess(), input, memoryStore())).rejects.toMatchObject({ statusCode: 400 });
    expect(instagram.requests).toHaveLength(0);
  });

  it('reads plays, likes and comments of a published Reel by its exact pk', async () => {
    const { instagram, adapter, profile, access } = await setup({ counts: { plays: 4321, likes: 210, comments: 12 } });
    const { externalId } = await adapter.publish(profile, access, input, memoryStore());
    expect(await adapter.stats(profile, access, externalId)).toEqual({ views: 4321, likes: 210, comments: 12 });
    expect(calls(instagram, 'GET', `/api/v1/media/${externalId}/info/`)).toHaveLength(1);
  });

  it('changes the name and the biography (current_user?edit=true, then edit_profile), keeping the other fields', async () => {
    const { instagram, adapter, profile, access } = await setup();
    await adapter.updateProfile(profile, access, { name: 'Студія Карпати', biography: 'Короткі відео про гори' });
    expect(instagram.profile).toMatchObject({
      full_name: 'Студія Карпати',
      biography: 'Короткі відео про гори',
      email: 'studio@example.com',
      username: 'studio.ua',
    });
    await adapter.updateProfile(profile, access, { biography: 'Лише опис' });
    expect(instagram.profile).toMatchObject({ full_name: 'Студія Карпати', biography: 'Лише опис' });
    expect(instagram.logins()).toBe(1);
    expect(instagram.violations).toEqual([]);
  });
});

describe('the strict fake refuses what the reference clients never send', () => {
  const rawCall = (instagram: InstagramFake, path: string, init: RequestInit) =>
    fetch(`${instagram.base}${path}`, init).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));

  it('refuses a login without the app headers, and the plaintext :0: password form', async () => {
    const instagram = await startInstagramFake();
    cleanups.push(() => instagram.close());
    const form = `signed_body=SIGNATURE.${encodeURIComponent(JSON.stringify({ username: 'studio.ua', enc_password: `#PWD_INSTAGRAM:0:${Math.floor(Date.now() / 1000)}:secret-pass` }))}`;
    const bare = await rawCall(instagram, '/api/v1/accounts/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(bare).toMatchObject({ status: 400, body: { error_type: 'fake_protocol_violation' } });
    expect(instagram.logins()).toBe(0);
    expect(instagram.violations[0]).toMatch(/User-Agent/);
  });

  it('answers 403 login_required to a call without a bearer', async () => {
    const { instagram, adapter, profile, access } = await setup();
    await adapter.publish(profile, access, input, memoryStore());
    const sample = calls(instagram, 'GET', '/api/v1/feed/user/')[0] as RecordedRequest;
    const headers = Object.fromEntries(
      Object.entries(sample.headers).filter(([name]) => !['authorization', 'host', 'connection', 'content-length'].includes(name)),
    ) as Record<string, string>;
    const answer = await rawCall(instagram, sample.path, {
      headers: { ...headers, 'x-pigeon-rawclienttime': (Date.now() / 1000).toFixed(3) },
    });
    expect(answer).toMatchObject({ status: 403, body: { message: 'login_required' } });
  });
});
