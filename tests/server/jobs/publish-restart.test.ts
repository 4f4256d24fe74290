import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublishedItem } from '@shared/schemas/publications';
import { startYouTubeFake } from '../fakes/youtube-api';
import { connectOverHttp } from '../helpers/connect-flow';
import { startAuthProxy } from '../helpers/local-servers';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { payload } from '../helpers/publishing-setup';
import { freePort, killServerProcess, startServerProcess } from '../helpers/server-process';

const fx = makeMediaFixtures();
const ADMIN = { login: 'admin', password: 'restart-pass' };
let dataDir: string | undefined;
let server: ChildProcess | undefined;
const closers: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  if (server) await killServerProcess(server);
  for (const close of closers) await close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    value = await read();
  }
  return value;
};

// Uses its own embedded database: nothing to repeat in the PostgreSQL pass.
// Two server processes start, one is killed and a third takes over: on a busy 2-core machine this
// takes longer than the suite's 30 s per test, so the wait is given here.
describe.skipIf(process.env.TEST_DB === 'postgres')('a publish cut off by SIGKILL mid-upload', { timeout: 300_000 }, () => {
  it('resumes the same YouTube upload session after a restart and posts once', async () => {
    const youtube = await startYouTubeFake();
    const proxy = await startAuthProxy('pu', 'pp');
    closers.push(
      () => youtube.close(),
      () => proxy.close(),
    );
    dataDir = await mkdtemp(path.join(tmpdir(), 'sp-publish-restart-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      GOOGLE_AUTH_URL: youtube.authUrl,
      GOOGLE_TOKEN_URL: `${youtube.base}/token`,
      YOUTUBE_API_URL: youtube.base,
      ALLOW_PRIVATE_PROXY: 'true',
      PUBLIC_URL: base,
      PUBLISH_RETRY_SECONDS: '1',
    };
    server = await startServerProcess(port, dataDir, ADMIN, env);

    const api = async (method: string, url: string, body?: unknown, token?: string) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
        redirect: 'manual',
      });
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('json') && text;
      return { status: response.status, json: (isJson ? JSON.parse(text) : {}) as Record<string, unknown> & { id: number } };
    };
    const token = (await api('POST', '/api/auth/login', ADMIN)).json.accessToken as string;

    // A profile with YouTube connected through the OAuth callback.
    const profile = (
      await api(
        'POST',
        '/api/accounts',
        { proxy: `http://pu:pp@127.0.0.1:${proxy.port}`, inYouTube: true, YouTubeAuthClientId: 'cid', YouTubeAuthClientSecret: 'cs' },
        token,
      )
    ).json.id;
    expect((await connectOverHttp(base, token, profile, 'youtube')).status).toBeLessThan(400);

    // A finished creation request with one rendered video.
    const folder = (await api('POST', '/api/folder/photo-bg', { name: 'Фон' }, token)).json.id;
    const backgrounds = new FormData();
    backgrounds.append('folderId', String(folder));
    backgrounds.append('files', new Blob([new Uint8Array(fx.read('image.png'))], { type: 'image/png' }), 'bg.png');
    expect((await api('POST', '/api/photo-bg', backgrounds, token)).status).toBe(201);
    const form = new FormData();
    form.append('countVideo', '1');
    form.append('isPhoto', 'true');
    form.append('folders[]', String(folder));
    form.append('file', new Blob([new Uint8Array(fx.read('clip.mp4'))], { type: 'video/mp4' }), 'clip.mp4');
    const idUpload = (await api('POST', '/api/create-video/create', form, token)).json.idUpload as string;
    const request = await until(
      async () =>
        (await api('GET', `/api/create-video/request/${idUpload}`, undefined, token)).json as unknown as {
          status: string;
          video: Array<{ id: number }>;
        },
      (detail) => detail.status !== 'loading',
    );
    expect(request.status).toBe('success');

    // The upload stops answering after its first bytes; the process is killed while it waits.
    youtube.hangAt(4096);
    expect(
      (
        await api(
          'POST',
          `/api/publication/create/${idUpload}`,
          payload(idUpload, [request.video[0]!.id], [profile], { inYouTube: true }),
          token,
        )
      ).status,
    ).toBe(201);
    await until(async () => youtube.isHanging(), Boolean, 30_000);
    expect(youtube.isHanging()).toBe(true);
    await killServerProcess(server);

    server = await startServerProcess(port, dataDir, ADMIN, env);
    const item = await until(
      async () => (await api('GET', `/api/publication/${idUpload}`, undefined, token)).json as unknown as PublishedItem,
      (current) => current.video[0]?.status === 'success' || current.video[0]?.status === 'error',
    );
    expect(item.video[0]).toMatchObject({ status: 'success', error: null });
    // One upload session for the whole story: the restarted job resumed it rather than starting again.
    expect(youtube.log.filter((entry) => entry === 'start')).toHaveLength(1);
    expect(youtube.videos.size).toBe(1);
    const [session] = [...youtube.sessions.values()];
    expect(session!.bytes).toBe(session!.total);
  });
});
