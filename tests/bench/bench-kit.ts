/**
 * What several benches share: a padded video file, percentiles, the app over a seeded database with
 * the read cache off and two users signed in, and interleaved timing of GETs through `inject`.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/database';
import { resolveMediaBinaries } from '@server/media/binaries';
import { hashPassword } from '@server/services/users/passwords';

export const MiB = 1024 * 1024;

/** A real, playable MP4 (+faststart) followed by a `free` box that pads it to `size` bytes: the head, and the zero bytes after it. */
export async function paddedVideoHead(dir: string, size: number): Promise<{ head: Buffer; padding: number }> {
  const file = path.join(dir, 'clip.mp4');
  execFileSync(resolveMediaBinaries(null, null).ffmpeg, [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=360x640:rate=25',
    '-t',
    '1',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
  const clip = await readFile(file);
  const freeBox = Buffer.alloc(8);
  const padding = size - clip.length;
  freeBox.writeUInt32BE(padding, 0);
  freeBox.write('free', 4);
  return { head: Buffer.concat([clip, freeBox]), padding: padding - 8 };
}

/** The padded video of `size` bytes written to `dir`/big.mp4 (never whole in memory). */
export async function paddedVideo(dir: string, size: number): Promise<string> {
  const { head, padding } = await paddedVideoHead(dir, size);
  const zeros = Buffer.alloc(MiB);
  const file = path.join(dir, 'big.mp4');
  await pipeline(
    Readable.from(
      (function* () {
        yield head;
        for (let left = padding; left > 0; left -= MiB) yield zeros.subarray(0, Math.min(MiB, left));
      })(),
    ),
    createWriteStream(file),
  );
  return file;
}

/** The value at `share` (0.5 = p50) of an ascending series. */
export const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/** The database as the app sees it, with `cachedQuery` reading every time (the read cache off). */
export const withoutReadCache = (db: Database): Database => ({
  kind: db.kind,
  query: (sql, params) => db.query(sql, params),
  exec: (sql) => db.exec(sql),
  transaction: (work) => db.transaction(work),
  cachedQuery: (sql, params) => db.query(sql, params),
  jobQueueSql: (text, values) => db.jobQueueSql(text, values),
  ping: () => db.ping(),
  close: () => db.close(),
});

export type Who = 'admin' | 'user';

export interface BenchApp {
  app: FastifyInstance;
  tokens: Record<Who, string>;
  /** Closes the app and the database and removes the app's data folder. */
  close(): Promise<void>;
}

/**
 * The app (no workers, no client, the read cache off) over a seeded database, its admin and an
 * ordinary user given `password` and signed in. On failure the database is closed too.
 */
export async function appOverSeeded(db: Database, users: Record<Who, number>, password: string, dataDirPrefix: string): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), dataDirPrefix));
  let app: FastifyInstance | null = null;
  const close = async () => {
    await app?.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const hash = await hashPassword(password);
    await db.query('UPDATE users SET password_hash = $1 WHERE id = ANY($2::int[])', [hash, [users.admin, users.user]]);
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      RUN_WORKERS: 'false',
      LOGIN_RATE_LIMIT: '1000',
      // A bench on a loaded machine may run past the default 15 minutes of one sign-in.
      ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
    });
    app = await buildApp({ config, db: withoutReadCache(db), logger: false });
    await app.ready();
    const tokens: Record<Who, string> = { admin: '', user: '' };
    for (const who of ['admin', 'user'] as const) {
      const [{ login }] = (await db.query<{ login: string }>('SELECT login FROM users WHERE id = $1', [users[who]])) as [{ login: string }];
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });
      tokens[who] = (response.json() as { accessToken: string }).accessToken;
    }
    return { app, tokens, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface Target {
  app: FastifyInstance;
  url: string;
  token: string;
}

/** GET through `inject` with the token; anything but 200 throws. */
async function get({ app, url, token }: Target) {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** The JSON of a GET through `inject` with the token; anything but 200 throws. */
export const getJson = async <T>(target: Target): Promise<T> => (await get(target)).json() as T;

/**
 * p50 and p99 (ms) of each target after `warmUp` rounds, their `calls` interleaved (one of each in
 * turn), so that whatever else the machine does at the time weighs on all alike and their ratios hold.
 */
export async function timeInterleaved(
  targets: Target[],
  { warmUp, calls }: { warmUp: number; calls: number },
): Promise<Array<{ p50: number; p99: number }>> {
  for (let i = 0; i < warmUp; i += 1) for (const target of targets) await get(target);
  const samples = targets.map(() => [] as number[]);
  for (let i = 0; i < calls; i += 1) {
    for (const [index, target] of targets.entries()) {
      const started = performance.now();
      await get(target);
      samples[index]!.push(performance.now() - started);
    }
  }
  return samples.map((series) => {
    series.sort((a, b) => a - b);
    return { p50: percentile(series, 0.5), p99: percentile(series, 0.99) };
  });
}
