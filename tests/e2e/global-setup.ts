import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startInstagramFake } from '../server/fakes/instagram-api';
import { startTikTokFake } from '../server/fakes/tiktok-api';
import { startYouTubeFake } from '../server/fakes/youtube-api';
import { startAuthProxy, startIpEcho } from '../server/helpers/local-servers';

export const E2E_ADMIN = { login: 'admin', password: 'admin-e2e-pass' } as const;

/**
 * What the local platform fakes accept: a profile publishes with these credentials, through the
 * proxy (with its login and password) whose URL the tests get as `platforms.proxy`.
 */
export const E2E_PLATFORMS = {
  instagram: { login: 'studio.ua', password: 'ig-e2e-pass' },
  /** The counts the Instagram fake reports for every post. */
  instagramCounts: { plays: 900, likes: 40, comments: 5 },
  /** The counts the YouTube fake reports for every video (videos.list statistics). */
  youtubeCounts: { views: 120, likes: 7, comments: 3 },
  tiktokToken: 'act.e2e-fake',
  /** The username the TikTok fake's creator_info answers with (the post links carry it). */
  tiktokUsername: 'studio.ua',
  proxy: { user: 'proxy-user', password: 'proxy-pass' },
} as const;

/** Base URLs of the platform fakes (the YouTube one has test-only `/__test/...` control routes) and the profile proxy URL. */
export interface E2EPlatformUrls {
  youtube: string;
  tiktok: string;
  instagram: string;
  proxy: string;
}

/** One product with its own data directory and its own platform fakes. */
export interface E2EStack {
  baseUrl: string;
  platforms: E2EPlatformUrls;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per test worker: a worker's files run one after another on its own stack. */
    stacks: E2EStack[];
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`npm start did not become healthy in time:\n${output()}`);
}

/** The YouTube, TikTok and Instagram fakes and one HTTP proxy (Basic credentials) on loopback. */
async function startPlatforms() {
  const [youtube, tiktok, instagram, proxy, ipEcho] = await Promise.all([
    startYouTubeFake(),
    startTikTokFake({ accessToken: E2E_PLATFORMS.tiktokToken }),
    startInstagramFake({
      username: E2E_PLATFORMS.instagram.login,
      password: E2E_PLATFORMS.instagram.password,
      counts: E2E_PLATFORMS.instagramCounts,
    }),
    startAuthProxy(E2E_PLATFORMS.proxy.user, E2E_PLATFORMS.proxy.password),
    // 'Перевірити проксі' asks it through the profile's proxy (PROXY_CHECK_URL), as it would api.ipify.org.
    startIpEcho(),
  ]);
  return {
    urls: {
      youtube: youtube.base,
      tiktok: tiktok.base,
      instagram: instagram.base,
      proxy: `http://${E2E_PLATFORMS.proxy.user}:${E2E_PLATFORMS.proxy.password}@127.0.0.1:${proxy.port}`,
    },
    /** Points the product at the fakes; the proxy is on loopback, which the SSRF guard refuses unless allowed. */
    env: {
      GOOGLE_AUTH_URL: youtube.authUrl,
      GOOGLE_TOKEN_URL: `${youtube.base}/token`,
      YOUTUBE_API_URL: youtube.base,
      TIKTOK_API_URL: tiktok.base,
      INSTAGRAM_API_URL: instagram.base,
      ALLOW_PRIVATE_PROXY: 'true',
      PUBLISH_RETRY_SECONDS: '1',
      JOB_POLL_SECONDS: '0.5',
      PROXY_CHECK_URL: ipEcho.url,
      // Proxies are checked when a test presses 'Перевірити проксі'; a scheduled check would race the tests' own.
      PROXY_CHECK_INTERVAL_HOURS: '0',
    },
    close: () => Promise.allSettled([youtube.close(), tiktok.close(), instagram.close(), proxy.close(), ipEcho.close()]),
  };
}

/** Sets the product's posting limits through the API, as an admin would on the settings page. */
async function relaxPostingLimits(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const open = { dailyCap: 100, minGapMinutes: 0, jitterMinutes: 0 };
  const response = await fetch(`${baseUrl}/api/posting-limits`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ youtube: open, tiktok: open, instagram: open }),
  });
  if (response.status !== 200) throw new Error(`posting limits not set: ${response.status} ${await response.text()}`);
}

/**
 * Starts the platform fakes, then the product exactly as a newcomer does (`npm start`) on a fresh
 * data directory, pointed at the fakes.
 */
async function startStack(): Promise<E2EStack & { stop(): Promise<void> }> {
  const platforms = await startPlatforms();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sp-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn('npm', ['start'], {
    cwd: process.cwd(),
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_LOGIN: E2E_ADMIN.login,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '200',
      ...platforms.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const closed = new Promise((resolve) => server.once('close', resolve));
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopProcessGroup(server, closed);
    await platforms.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, () => output);
    // Set as an admin would: every row may go out at once (100 a day, no gap), so the publishing walks
    // post without waiting; posting-limits.e2e gives its own profiles their limits.
    await relaxPostingLimits(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, platforms: platforms.urls, stop };
}

/**
 * One stack per worker of the e2e project (its maxWorkers): a worker's files run one after another
 * on its own stack, so that no file sees another's fakes or rows mid-walk, as when every file ran
 * one at a time on one product. The first builds the client when it is stale (`npm start` does); the others
 * start once it is healthy, so that two builds never write the same folder.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.config.maxWorkers);
  const stacks = [await startStack()];
  try {
    stacks.push(...(await Promise.all(Array.from({ length: workers - 1 }, () => startStack()))));
  } catch (error) {
    await Promise.all(stacks.map((stack) => stack.stop()));
    throw error;
  }
  project.provide(
    'stacks',
    stacks.map(({ baseUrl, platforms }) => ({ baseUrl, platforms })),
  );
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
  };
}

/**
 * SIGTERM to `npm start`'s process group (npm, the server, any ffmpeg), and wait until every one of
 * them has let go of the output pipes ('close'): an open pipe keeps vitest's main process alive. A
 * group that has not stopped after a generous while is killed.
 */
async function stopProcessGroup(server: ChildProcess, closed: Promise<unknown>) {
  if (!server.pid) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), 30_000);
  });
  if ((await Promise.race([closed, late])) === 'late') {
    signal('SIGKILL');
    await closed;
  }
  clearTimeout(timer);
}
