import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadSessionStore } from '../../src/server/platforms/platform';
import { TikTokAdapter, tiktokChunks } from '../../src/server/platforms/tiktok';
import { startAuthProxy } from './helpers/local-servers';
import { startTikTokFake } from './fakes/tiktok-api';

const MB = 1024 * 1024;
const dir = mkdtempSync(path.join(tmpdir(), 'sp-tiktok-'));
const file = (name: string, size: number) => {
  const target = path.join(dir, name);
  const content = randomBytes(size);
  writeFileSync(target, content);
  return { path: target, content, size };
};
const small = file('small.mp4', 3 * MB + 17);
const large = file('large.mp4', 12 * MB + 5);

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

async function setup(fakeOptions: Parameters<typeof startTikTokFake>[0] = {}) {
  const tiktok = await startTikTokFake(fakeOptions);
  const proxy = await startAuthProxy('u', 'p');
  cleanups.push(() => tiktok.close(), () => proxy.close());
  const adapter = new TikTokAdapter({ apiBase: tiktok.base, guard: { allowPrivate: true }, chunkBytes: 5 * MB, pollIntervalMs: 10, pollTimeoutMs: 5_000 });
  const profile = { accountId: 1, proxy: { protocol: 'http' as const, host: '127.0.0.1', port: proxy.port, username: 'u', password: 'p', ipVersion: 'ipv4' as const } };
  return { tiktok, proxy, adapter, profile };
}

const input = (source: { path: string; size: number }) => ({ file: source.path, sizeBytes: source.size, title: 'Сніданок', description: '', tags: ['їжа'], publishAt: null });

describe('tiktokChunks', () => {
  it('follows the chunk rules: whole under 5 MB, else 5–64 MB chunks with the remainder on the last', () => {
    expect(tiktokChunks(3 * MB, 10 * MB)).toEqual({ chunkSize: 3 * MB, count: 1 });
    expect(tiktokChunks(12 * MB, 5 * MB)).toEqual({ chunkSize: 5 * MB, count: 2 });
    expect(tiktokChunks(12 * MB, 1 * MB)).toEqual({ chunkSize: 5 * MB, count: 2 });
    expect(tiktokChunks(300 * MB, 100 * MB)).toEqual({ chunkSize: 64 * MB, count: 4 });
    expect(tiktokChunks(6 * MB, 64 * MB)).toEqual({ chunkSize: 6 * MB, count: 1 });
  });
});

describe('TikTok direct post', () => {
  it('posts a small file in one chunk through the profile proxy and waits for PUBLISH_COMPLETE', async () => {
    const { tiktok, proxy, adapter, profile } = await setup();
    const session = memorySession();
    const result = await adapter.publish(profile, 'act.fake', input(small), session);
    expect(result.url).toBe(`https://www.tiktok.com/@studio.ua/video/${result.externalId}`);
    const [upload] = tiktok.uploads.values();
    expect(Buffer.concat(upload!.received).equals(small.content)).toBe(true);
    expect(upload!.title).toBe('Сніданок #їжа');
    expect(tiktok.log.filter((entry) => entry.startsWith('put:'))).toHaveLength(1);
    expect(proxy.seen.length).toBeGreaterThan(0);
    expect(session.value).toBeNull();
  });

  it('posts a 12 MB file as a 5 MB chunk and a 7 MB last chunk', async () => {
    const { tiktok, adapter, profile } = await setup();
    await adapter.publish(profile, 'act.fake', input(large), memorySession());
    expect(tiktok.log.filter((entry) => entry.startsWith('put:'))).toEqual([`put:0-${5 * MB - 1}`, `put:${5 * MB}-${large.size - 1}`]);
    expect(Buffer.concat([...tiktok.uploads.values()][0]!.received).equals(large.content)).toBe(true);
  });

  it('reports the finished post on a retry instead of posting again', async () => {
    const { tiktok, adapter, profile } = await setup();
    const first = await adapter.publish(profile, 'act.fake', input(small), memorySession());
    const session = memorySession();
    session.value = [...tiktok.uploads.keys()][0]!;
    const again = await adapter.publish(profile, 'act.fake', input(small), session);
    expect(again).toEqual(first);
    expect(tiktok.log.filter((entry) => entry === 'init')).toHaveLength(1);
  });

  it("turns 'rate_limit_exceeded' into a quota error with a wait and a bad token into 'auth'", async () => {
    const limited = await setup({ rateLimited: true });
    await expect(limited.adapter.publish(limited.profile, 'act.fake', input(small), memorySession())).rejects.toMatchObject({ kind: 'quota', retryAfterSeconds: 3600 });
    const { adapter, profile } = await setup();
    await expect(adapter.publish(profile, 'wrong', input(small), memorySession())).rejects.toMatchObject({ kind: 'auth' });
  });
});
