import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTikTokAccess, serializeTikTokAccess } from '@shared/lib/tiktok-access';
import { DEFAULT_YOUTUBE_OPTIONS, type TikTokPostOptions } from '@shared/schemas/publication-options';
import { composeCaption } from '@shared/lib/captions';
import {
  type CallPacer,
  type Exclusive,
  PlatformError,
  type PublishingProfile,
  type PublishInput,
  type ValueStore,
} from '@server/platforms/platform';
import { TikTokAdapter, type TikTokOptions, tiktokChunks } from '@server/platforms/tiktok/adapter';
import { startAuthProxy } from '../helpers/local-servers';
import { startTikTokFake, type TikTokFake, type TikTokFakeOptions } from '../fakes/tiktok-api';

const MiB = 1024 * 1024;
const dir = mkdtempSync(path.join(tmpdir(), 'sp-tiktok-'));
const file = (name: string, size: number) => {
  const target = path.join(dir, name);
  const content = randomBytes(size);
  writeFileSync(target, content);
  return { path: target, content, size };
};
const small = file('small.mp4', 3 * MiB + 17);
const large = file('large.mp4', 12 * MiB + 5);

const memoryStore = (value: string | null = null): ValueStore & { value: string | null } => ({
  value,
  async load() {
    return this.value;
  },
  async save(next) {
    this.value = next;
  },
});

/** Sliding windows in memory; records what was taken. */
function memoryPacer(): CallPacer & { taken: Array<[string, number, number]> } {
  const windows = new Map<string, number[]>();
  return {
    taken: [],
    async take(key, limit, windowSeconds) {
      this.taken.push([key, limit, windowSeconds]);
      for (;;) {
        const recent = (windows.get(key) ?? []).filter((at) => at > Date.now() - windowSeconds * 1000);
        if (recent.length < limit) {
          windows.set(key, [...recent, Date.now()]);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** One holder per key at a time, as the database lease does across processes. */
function memoryExclusive(): Exclusive & { keys: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const keys: string[] = [];
  const exclusive = (async <T>(key: string, work: () => Promise<T>) => {
    keys.push(key);
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(work);
    tails.set(key, run);
    return run;
  }) as Exclusive & { keys: string[] };
  exclusive.keys = keys;
  return exclusive;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const PUBLIC: TikTokPostOptions = { privacyLevel: 'PUBLIC_TO_EVERYONE', allowComments: true, allowDuet: true, allowStitch: true };

interface Setup {
  fake?: TikTokFakeOptions;
  adapter?: Partial<TikTokOptions>;
  /** The access field: 'app' (JSON with a fresh refresh token), 'bare' or exact text. */
  access?: 'app' | 'app-fresh' | 'bare' | string;
}

async function setup(options: Setup = {}) {
  const tiktok = await startTikTokFake({ accessToken: 'act.bare-token', ...options.fake });
  const proxy = await startAuthProxy('u', 'p');
  cleanups.push(
    () => tiktok.close(),
    () => proxy.close(),
  );
  const pacer = memoryPacer();
  const exclusive = memoryExclusive();
  const make = (overrides: Partial<TikTokOptions> = {}) =>
    new TikTokAdapter({
      apiBase: tiktok.base,
      guard: { allowPrivate: true },
      chunkBytes: 5 * MiB,
      pacer,
      exclusive,
      // A few checks per run: the 30-a-minute status budget holds for a whole test.
      pollIntervalMs: 30,
      pollWithinJobMs: 100,
      callTimeoutMs: 1_000,
      retryDelayMs: 5,
      now: tiktok.now,
      ...options.adapter,
      ...overrides,
    });
  const grant = tiktok.grant();
  const accessText = (() => {
    const kind = options.access ?? 'app';
    if (kind === 'bare') return 'act.bare-token';
    if (kind === 'app')
      return JSON.stringify({
        client_key: tiktok.client.clientKey,
        client_secret: tiktok.client.clientSecret,
        refresh_token: grant.refresh_token,
      });
    if (kind === 'app-fresh') {
      return serializeTikTokAccess({
        kind: 'app',
        clientKey: tiktok.client.clientKey,
        clientSecret: tiktok.client.clientSecret,
        refreshToken: grant.refresh_token,
        accessToken: grant.access_token,
        accessExpiresAt: tiktok.now() + grant.expires_in * 1000,
        refreshExpiresAt: null,
        openId: grant.open_id,
      });
    }
    return kind;
  })();
  const access = memoryStore(accessText);
  const profile: PublishingProfile = {
    accountId: 7,
    proxy: { protocol: 'http', host: '127.0.0.1', port: proxy.port, username: 'u', password: 'p', ipVersion: 'ipv4' },
    youtube: null,
    tiktok: { access },
    instagram: null,
  };
  return { tiktok, proxy, pacer, exclusive, adapter: make(), make, profile, access, grant };
}

const input = (
  source: { path: string; size: number },
  tiktok: TikTokPostOptions | null = PUBLIC,
  extra: Partial<PublishInput> = {},
): PublishInput => ({
  file: source.path,
  sizeBytes: source.size,
  title: 'Сніданок',
  description: 'Рецепт сирників',
  tags: ['їжа', 'ранок'],
  publishAt: null,
  durationMs: 15_000,
  tiktok,
  youtube: DEFAULT_YOUTUBE_OPTIONS,
  ...extra,
});

const failure = async (promise: Promise<unknown>): Promise<PlatformError> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PlatformError);
  const platformError = error as PlatformError;
  // Ukrainian for people; TikTok's English only in `raw`.
  expect(platformError.message).toMatch(/[а-яіїєґ]/i);
  expect(platformError.message).not.toMatch(/\b(the|is|invalid|error|please|exceeded)\b/i);
  return platformError;
};

const inits = (fake: TikTokFake) => fake.log.filter((entry) => entry === 'init').length;
const puts = (fake: TikTokFake) => fake.log.filter((entry) => entry.startsWith('put:'));

describe('tiktokChunks', () => {
  it('follows the media transfer rules: whole under 5 MB, 5–64 MB chunks, the remainder on the last, 1000 chunks at most', () => {
    expect(tiktokChunks(3 * MiB, 10 * MiB)).toEqual({ chunkSize: 3 * MiB, count: 1 });
    expect(tiktokChunks(12 * MiB, 5 * MiB)).toEqual({ chunkSize: 5 * MiB, count: 2 });
    expect(tiktokChunks(12 * MiB, 1 * MiB)).toEqual({ chunkSize: 5 * MiB, count: 2 });
    expect(tiktokChunks(6 * MiB, 64 * MiB)).toEqual({ chunkSize: 6 * MiB, count: 1 });
    expect(tiktokChunks(300 * MiB, 100 * MiB)).toEqual({ chunkSize: 64_000_000, count: 4 });
    expect(tiktokChunks(100 * MiB, 100 * MiB)).toEqual({ chunkSize: 50 * MiB, count: 2 });
    for (const size of [5 * MiB, 64_000_000, 64_000_001, 127_999_999, 700 * MiB, 6_000 * MiB, 20_000 * MiB]) {
      for (const preferred of [1, 5 * MiB, 8 * MiB, 64 * MiB, 200 * MiB]) {
        const { chunkSize, count } = tiktokChunks(size, preferred);
        expect(count).toBe(Math.floor(size / chunkSize));
        expect(count).toBeGreaterThanOrEqual(size > 64_000_000 ? 2 : 1);
        expect(count).toBeLessThanOrEqual(1000);
        expect(chunkSize).toBeGreaterThanOrEqual(5 * MiB);
        expect(chunkSize).toBeLessThanOrEqual(64_000_000);
        expect(size - chunkSize * (count - 1)).toBeLessThanOrEqual(128_000_000);
      }
    }
  });
});

describe('caption', () => {
  it('carries title, description and hashtags, and cuts only the description, never inside a character', () => {
    expect(composeCaption({ title: 'Кава', description: 'Опис', tags: ['ранок', '#кава', 'два слова'] }, 2200)).toBe(
      'Кава\n\nОпис\n\n#ранок #кава #дваслова',
    );
    const emoji = '👩‍👩‍👧';
    const caption = composeCaption(
      { title: 'Назва', description: `${'а'.repeat(2170)}${emoji}${emoji}${'б'.repeat(50)}`, tags: ['теги'] },
      2200,
    );
    expect(caption.length).toBeLessThanOrEqual(2200);
    expect(caption.startsWith('Назва\n\n')).toBe(true);
    expect(caption.endsWith('…\n\n#теги')).toBe(true);
    expect(caption).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(caption.slice('Назва\n\n'.length, -'…\n\n#теги'.length)).toMatch(/^а{2170}(👩‍👩‍👧)*$/u);
  });
});

describe('TikTok direct post', () => {
  it('posts a small file whole through the profile proxy with the chosen privacy, and reads the int64 post id exactly', async () => {
    const { tiktok, proxy, adapter, profile } = await setup();
    const store = memoryStore();
    const result = await adapter.publish(profile, input(small), store);
    const [upload] = tiktok.uploads.values();
    expect(Buffer.concat(upload!.received).equals(small.content)).toBe(true);
    expect(upload!.title).toBe('Сніданок\n\nРецепт сирників\n\n#їжа #ранок');
    expect(upload!.postInfo).toMatchObject({
      privacy_level: 'PUBLIC_TO_EVERYONE',
      disable_comment: false,
      disable_duet: false,
      disable_stitch: false,
    });
    expect(puts(tiktok)).toHaveLength(1);
    expect(proxy.seen.length).toBeGreaterThan(0);
    // The fake wrote the id as a bare int64 bigger than 2^53: every digit survives.
    expect(tiktok.published[0]!.postId).toMatch(/^\d{19}$/);
    expect(result).toEqual({
      externalId: tiktok.published[0]!.postId,
      url: `https://www.tiktok.com/@studio.ua/video/${tiktok.published[0]!.postId}`,
    });
  });

  it('posts a 12 MB file as a 5 MB chunk and a 7 MB last chunk', async () => {
    const { tiktok, adapter, profile } = await setup();
    await adapter.publish(profile, input(large), memoryStore());
    expect(puts(tiktok)).toEqual([`put:0-${5 * MiB - 1}`, `put:${5 * MiB}-${large.size - 1}`]);
    expect(Buffer.concat([...tiktok.uploads.values()][0]!.received).equals(large.content)).toBe(true);
  });

  it('paces video/init (6 a minute) and status/fetch (30 a minute) per TikTok user through the shared pacer', async () => {
    const { tiktok, adapter, profile, pacer, grant } = await setup();
    await adapter.publish(profile, input(small), memoryStore());
    const keys = new Set(pacer.taken.map(([key, limit, window]) => `${key}|${limit}|${window}`));
    expect(keys).toContain(`tiktok:init:${grant.open_id}|6|60`);
    expect(keys).toContain(`tiktok:status:${grant.open_id}|30|60`);
    expect(pacer.taken.filter(([key]) => key.startsWith('tiktok:init:'))).toHaveLength(inits(tiktok));
  });

  it('gives no link while TikTok gives no public id (a private post), and waits a little for an id that comes late', async () => {
    const { tiktok, adapter, profile } = await setup();
    const result = await adapter.publish(profile, input(small, { ...PUBLIC, privacyLevel: 'SELF_ONLY' }), memoryStore());
    const [upload] = tiktok.uploads.values();
    expect(result).toEqual({ externalId: upload!.publishId, url: null });

    tiktok.setModeration({ postIdLagPolls: 2 });
    const late = await adapter.publish(profile, input(small), memoryStore());
    expect(late.url).toBe(`https://www.tiktok.com/@studio.ua/video/${tiktok.published.at(-1)!.postId}`);
  });
});

describe('TikTok tokens', () => {
  it('refreshes app credentials before use through the proxy and saves the rotated refresh token at once', async () => {
    const { tiktok, adapter, profile, access, grant, exclusive } = await setup({ access: 'app' });
    await adapter.publish(profile, input(small), memoryStore());
    expect(tiktok.log.filter((entry) => entry === 'token:refresh_token')).toHaveLength(1);
    const saved = parseTikTokAccess(access.value!);
    expect(saved).toMatchObject({ kind: 'app', clientKey: tiktok.client.clientKey, openId: grant.open_id });
    if (saved?.kind !== 'app') throw new Error('app access expected');
    expect(saved.refreshToken).not.toBe(grant.refresh_token);
    expect(tiktok.isRefreshTokenValid(saved.refreshToken)).toBe(true);
    expect(tiktok.isRefreshTokenValid(grant.refresh_token)).toBe(false);
    expect(saved.accessExpiresAt).toBeGreaterThan(tiktok.now() + 86_000_000);
    expect(exclusive.keys).toContain('tiktok-refresh:7');

    // A token still good for more than five minutes is used as it is.
    await adapter.publish(profile, input(small), memoryStore());
    expect(tiktok.log.filter((entry) => entry === 'token:refresh_token')).toHaveLength(1);
    // Within five minutes of expiry it is refreshed first.
    tiktok.advance(86_400_000 - 4 * 60_000);
    await adapter.publish(profile, input(small), memoryStore());
    expect(tiktok.log.filter((entry) => entry === 'token:refresh_token')).toHaveLength(2);
  });

  it('refreshes once when TikTok answers access_token_invalid to a token it thought good', async () => {
    const { tiktok, adapter, profile } = await setup({ access: 'app-fresh' });
    tiktok.expireAccessTokens();
    const result = await adapter.publish(profile, input(small), memoryStore());
    expect(result.url).toMatch(/video\/\d{19}$/);
    expect(tiktok.log.filter((entry) => entry === 'token:refresh_token')).toHaveLength(1);
  });

  it('does one refresh when two processes need one at once, and the second uses what the first saved', async () => {
    const { tiktok, make, profile } = await setup({ access: 'app' });
    const [first, second] = await Promise.all([
      make().publish(profile, input(small), memoryStore()),
      make().publish(profile, input(small), memoryStore()),
    ]);
    expect(first.url).toBeTruthy();
    expect(second.url).toBeTruthy();
    expect(tiktok.log.filter((entry) => entry === 'token:refresh_token')).toHaveLength(1);
  });

  it("fails with 'auth' asking to reconnect only when the refresh token itself is refused", async () => {
    const { tiktok, adapter, profile } = await setup({ access: 'app' });
    tiktok.failNext('token', { status: 503, code: 'temporarily_unavailable' });
    expect((await failure(adapter.publish(profile, input(small), memoryStore()))).kind).toBe('unavailable');
    tiktok.revokeRefreshTokens();
    const refused = await failure(adapter.publish(profile, input(small), memoryStore()));
    expect(refused.kind).toBe('auth');
    expect(refused.message).toMatch(/підключіть TikTok/);
    expect(refused.raw).toMatch(/invalid_grant/);
    expect(inits(tiktok)).toBe(0);
  });

  it('accepts a bare access token, and says it expired and asks for app credentials when TikTok refuses it', async () => {
    const { tiktok, adapter, profile } = await setup({ access: 'bare' });
    expect((await adapter.publish(profile, input(small), memoryStore())).url).toMatch(/video\/\d+$/);
    tiktok.expireAccessTokens();
    const expired = await failure(adapter.publish(profile, input(small), memoryStore()));
    expect(expired.kind).toBe('auth');
    expect(expired.message).toMatch(/прострочений.*client_key, client_secret і refresh_token/);
  });

  it("an unreadable access field is 'auth' with what to put there", async () => {
    const { adapter, profile } = await setup({ access: '{"client_key":"k"}' });
    const error = await failure(adapter.publish(profile, input(small), memoryStore()));
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(/client_key, client_secret і refresh_token/);
  });
});

describe('TikTok never posts twice', () => {
  for (const [name, fail] of [
    ['429', { status: 429, code: 'rate_limit_exceeded' }],
    ['a 5xx', { status: 500, code: 'internal_error' }],
    ['a cut connection', 'cut'],
    ['no answer (timeout)', 'hang'],
  ] as const) {
    it(`a status check that fails with ${name} makes the row wait; the next run only checks the remembered post`, async () => {
      const { tiktok, adapter, profile } = await setup({ adapter: { callTimeoutMs: 300 } });
      const store = memoryStore();
      tiktok.failNext('status', fail, 50);
      const waiting = await failure(adapter.publish(profile, input(small), store));
      expect(waiting.kind).toBe('pending');
      expect(waiting.retryAfterSeconds).toBeGreaterThan(0);
      expect(store.value).toContain([...tiktok.uploads.keys()][0]!);
      tiktok.clearFailures();
      const result = await adapter.publish(profile, input(small), store);
      expect(result.url).toMatch(/video\/\d{19}$/);
      expect(inits(tiktok)).toBe(1);
      expect(tiktok.published).toHaveLength(1);
    });
  }

  it('moderation that takes hours keeps the row waiting without holding a worker, then it completes with one post', async () => {
    const { tiktok, adapter, profile } = await setup({ fake: { moderation: { polls: 'hold' } } });
    const store = memoryStore();
    const started = Date.now();
    const waiting = await failure(adapter.publish(profile, input(small), store));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(waiting).toMatchObject({ kind: 'pending', message: expect.stringMatching(/^TikTok ще обробляє відео/) });
    tiktok.advance(3 * 60 * 60 * 1000);
    expect((await failure(adapter.publish(profile, input(small), store))).retryAfterSeconds).toBe(900);
    tiktok.releaseModeration();
    expect((await adapter.publish(profile, input(small), store)).url).toMatch(/video\/\d{19}$/);
    expect(inits(tiktok)).toBe(1);
  });

  it("gives up with 'rejected' when a post is still in processing 48 hours after the init", async () => {
    const { tiktok, adapter, profile } = await setup({ fake: { moderation: { polls: 'hold' } } });
    const store = memoryStore();
    await failure(adapter.publish(profile, input(small), store));
    tiktok.advance(49 * 60 * 60 * 1000);
    const gaveUp = await failure(adapter.publish(profile, input(small), store));
    expect(gaveUp.kind).toBe('rejected');
    expect(inits(tiktok)).toBe(1);
  });

  it('only FAILED starts a new post: a retryable failure posts again once, a final one is rejected in Ukrainian', async () => {
    const { tiktok, adapter, profile } = await setup();
    const store = memoryStore();
    tiktok.failNextPublish('internal');
    expect((await adapter.publish(profile, input(small), store)).url).toMatch(/video\/\d{19}$/);
    expect(inits(tiktok)).toBe(2);
    expect(tiktok.published).toHaveLength(1);

    tiktok.failNextPublish('picture_size_check_failed');
    const next = memoryStore();
    const rejected = await failure(adapter.publish(profile, input(small), next));
    expect(rejected).toMatchObject({ kind: 'rejected', message: 'Роздільна здатність відео не підходить для TikTok' });
    expect(rejected.raw).toMatch(/picture_size_check_failed/);
    expect(next.value).toBeNull();
  });

  it('an init whose answer was lost is started again: that task never got a byte, so it can never be a post', async () => {
    const { tiktok, adapter, profile } = await setup();
    tiktok.failNext('init', 'cut-after');
    const store = memoryStore();
    expect((await failure(adapter.publish(profile, input(small), store))).kind).toBe('unavailable');
    expect(store.value).toBeNull();
    expect((await adapter.publish(profile, input(small), store)).url).toMatch(/video\/\d{19}$/);
    expect(inits(tiktok)).toBe(2);
    expect(tiktok.published).toHaveLength(1);
  });
});

describe('TikTok chunk upload', () => {
  it('sends an interrupted chunk again from that chunk while the upload_url is valid', async () => {
    const { tiktok, adapter, profile } = await setup();
    tiktok.failNext('upload', 'cut');
    await adapter.publish(profile, input(large), memoryStore());
    expect(puts(tiktok)).toEqual([`put:0-${5 * MiB - 1}`, `put:${5 * MiB}-${large.size - 1}`]);
    expect(Buffer.concat([...tiktok.uploads.values()][0]!.received).equals(large.content)).toBe(true);
    expect(inits(tiktok)).toBe(1);
  });

  it('a chunk TikTok kept but whose answer was lost is not sent twice: it asks TikTok how far it got', async () => {
    const { tiktok, adapter, profile } = await setup();
    tiktok.failNext('upload', 'cut-after');
    await adapter.publish(profile, input(large), memoryStore());
    expect(Buffer.concat([...tiktok.uploads.values()][0]!.received).equals(large.content)).toBe(true);
    expect(inits(tiktok)).toBe(1);
  });

  it('resumes on the next run from the chunk TikTok lacks, with the same publish_id', async () => {
    const { tiktok, adapter, profile } = await setup({ adapter: { chunkRetries: 1 } });
    const store = memoryStore();
    // The first chunk goes through, the second is cut every time.
    tiktok.failNext('upload', 'cut', 5, 1);
    expect((await failure(adapter.publish(profile, input(large), store))).kind).toBe('unavailable');
    expect(puts(tiktok)).toEqual([`put:0-${5 * MiB - 1}`]);
    tiktok.clearFailures();
    expect(await adapter.publish(profile, input(large), store)).toMatchObject({ url: expect.stringMatching(/video\/\d{19}$/) });
    expect(inits(tiktok)).toBe(1);
    expect(puts(tiktok)).toEqual([`put:0-${5 * MiB - 1}`, `put:${5 * MiB}-${large.size - 1}`]);
    expect(Buffer.concat([...tiktok.uploads.values()][0]!.received).equals(large.content)).toBe(true);
  });

  it('starts a new post when the upload_url expired before TikTok had every byte', async () => {
    const { tiktok, adapter, profile } = await setup({ access: 'bare', adapter: { chunkRetries: 0 } });
    const store = memoryStore();
    tiktok.failNext('upload', 'cut', 1);
    expect((await failure(adapter.publish(profile, input(large), store))).kind).toBe('unavailable');
    tiktok.advance(61 * 60 * 1000);
    expect((await adapter.publish(profile, input(large), store)).url).toMatch(/video\/\d{19}$/);
    expect(inits(tiktok)).toBe(2);
    expect(tiktok.published).toHaveLength(1);
  });
});

describe('TikTok privacy and interactions', () => {
  it("refuses to post without the operator's choice, and a privacy the creator does not offer", async () => {
    const { tiktok, adapter, profile } = await setup();
    const none = await failure(adapter.publish(profile, input(small, null), memoryStore()));
    expect(none).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/виберіть приватність/) });
    const friends = await failure(
      adapter.publish(profile, input(small, { ...PUBLIC, privacyLevel: 'FOLLOWER_OF_CREATOR' }), memoryStore()),
    );
    expect(friends).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/«Підписники» зараз недоступна/) });
    expect(inits(tiktok)).toBe(0);
  });

  it("keeps an interaction the creator switched off switched off, and the form's off switches", async () => {
    const { tiktok, adapter, profile } = await setup({ fake: { creator: { comment_disabled: true } } });
    await adapter.publish(profile, input(small, { ...PUBLIC, allowDuet: false }), memoryStore());
    expect([...tiktok.uploads.values()][0]!.postInfo).toMatchObject({ disable_comment: true, disable_duet: true, disable_stitch: false });
  });

  it('explains an unaudited app in Ukrainian, and refuses a video longer than the creator may post', async () => {
    const { tiktok, adapter, profile } = await setup();
    tiktok.setUnaudited(true);
    const unaudited = await failure(adapter.publish(profile, input(small), memoryStore()));
    expect(unaudited).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/не пройшов аудит.*«Лише я»/) });
    tiktok.setUnaudited(false);
    const long = await failure(adapter.publish(profile, input(small, PUBLIC, { durationMs: 601_000 }), memoryStore()));
    expect(long).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/600 с/) });
  });
});

describe('TikTok limits and refusals', () => {
  it.each([
    ['spam_risk_user_banned_from_posting', 403, 'rejected', null],
    ['spam_risk_too_many_posts', 403, 'quota', 86_400],
    ['reached_active_user_cap', 403, 'quota', 86_400],
    ['rate_limit_exceeded', 429, 'quota', 60],
    ['privacy_level_option_mismatch', 403, 'rejected', null],
    ['invalid_params', 400, 'rejected', null],
    ['internal_error', 500, 'unavailable', null],
  ] as const)('video/init answering %s is %s', async (code, status, kind, wait) => {
    const { tiktok, adapter, profile } = await setup();
    tiktok.refuseNextInit(code, status, 'English text from TikTok that must not reach the row.');
    const error = await failure(adapter.publish(profile, input(small), memoryStore()));
    expect(error.kind).toBe(kind);
    if (wait !== null) expect(error.retryAfterSeconds).toBe(wait);
    expect(error.raw).toContain(code);
  });
});
