import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppDependencies, buildApp, loggerOptions } from '@server/app';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/database';
import { ensureFirstAdmin } from '@server/services/users/first-admin';
import { openStorage } from '@server/storage/open-storage';
import type { MediaStorage } from '@server/storage/storage';
import { acquireS3, onS3 } from './s3-server';

export const ADMIN = { login: 'admin', password: 'admin-password' } as const;
export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: FastifyInstance;
  /** One JSON call, with a bearer token when given. */
  call(method: Method, url: string, token?: string, payload?: object): Promise<LightMyRequestResponse>;
  db: Database;
  /** Every log line the app wrote, raw. */
  logs: string[];
  /** This app's DATA_DIR (media under media/, or only media/tmp with TEST_STORAGE=s3). */
  dataDir: string;
  /** The app's media storage (local disk, or a bucket of the local S3 server with TEST_STORAGE=s3). */
  storage: MediaStorage;
  /** The S3_* settings of that bucket, for other processes sharing it (empty on local disk). */
  storageEnv: Record<string, string>;
  login(login?: string, password?: string): Promise<{ accessToken: string; refreshToken: string; userId: number }>;
  bearer(token: string): { authorization: string };
  createUser(login: string, password?: string, role?: 'admin' | 'user'): Promise<number>;
  close(): Promise<void>;
}

/** What a test may put into the app besides configuration: a storage of its own (made for the app's DATA_DIR), injected faults. */
export interface TestAppInjections {
  storage?: (dataDir: string) => NonNullable<AppDependencies['storage']>;
  idempotencyFaults?: AppDependencies['idempotencyFaults'];
  idempotencyLeaseSeconds?: number;
  /** The clock of the time-limited connect links (OAuth states, invitations). */
  clock?: () => Date;
  /**
   * Keep the product's posting limits (YouTube 6 a day, an hour apart …). By default a test app sets
   * them, as an admin could, to 100 a day with no gap, so tests that are not about pacing post at once.
   */
  productPostingLimits?: boolean;
  /** How often the worker sweeps for proxies due their scheduled check (with PROXY_CHECK_INTERVAL_HOURS set above 0). */
  proxySweepTickMs?: number;
  /** The host lookup of webhook address checks (a DNS answer the test controls). */
  webhookLookup?: AppDependencies['webhookLookup'];
  /** Start on this DATA_DIR (a restart of an app on its folder); it is left in place at close, for its owner to remove. */
  dataDir?: string;
}

/** The posting limits an admin would set to let every row go out at once (the schema's widest cap, no gap). */
export async function relaxPostingLimits(db: Database): Promise<void> {
  await db.query('UPDATE posting_limits SET daily_cap = 100, min_gap_minutes = 0, jitter_minutes = 0 WHERE account_id IS NULL');
}

/**
 * No test reaches a real platform: every outside address defaults to a closed loopback port, so a
 * test that forgets to point one at its fake fails at once instead of calling the real service.
 */
const CLOSED = 'http://127.0.0.1:9';
const OFF_MACHINE_GUARD = {
  GOOGLE_AUTH_URL: `${CLOSED}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `${CLOSED}/token`,
  YOUTUBE_API_URL: CLOSED,
  TIKTOK_API_URL: CLOSED,
  TIKTOK_AUTH_URL: `${CLOSED}/v2/auth/authorize/`,
  INSTAGRAM_API_URL: CLOSED,
  PROXY_CHECK_URL: `${CLOSED}/ip`,
  TELEGRAM_API_URL: CLOSED,
};

/** What a test app leaves off unless the test is about it: scheduled proxy checks (they would probe every profile made). */
const QUIET_DEFAULTS = { PROXY_CHECK_INTERVAL_HOURS: '0' };

export async function createTestApp(db: Database, env: Record<string, string> = {}, injections: TestAppInjections = {}): Promise<TestApp> {
  const dataDir = injections.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'sp-test-')));
  // The S3 pass: media in a fresh bucket of the local S3 server, configured as a deployment would.
  const s3 = onS3 && !env.S3_BUCKET && !injections.storage ? await acquireS3() : null;
  const bucketEnv = s3 ? (await s3.bucket()).env : {};
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET,
    LOGIN_RATE_LIMIT: '1000',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...OFF_MACHINE_GUARD,
    ...QUIET_DEFAULTS,
    ...bucketEnv,
    ...env,
  });
  const storageEnv = Object.fromEntries(Object.entries({ ...bucketEnv, ...env }).filter(([name]) => name.startsWith('S3_')));
  const storage = injections.storage ? injections.storage(dataDir) : openStorage(config);
  await ensureFirstAdmin(db, ADMIN.login, ADMIN.password);
  if (!injections.productPostingLimits) await relaxPostingLimits(db);

  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const logger = { ...(loggerOptions('info') as object), stream };
  const app = await buildApp({
    config,
    db,
    logger,
    storage,
    ...(injections.idempotencyFaults ? { idempotencyFaults: injections.idempotencyFaults } : {}),
    ...(injections.idempotencyLeaseSeconds ? { idempotencyLeaseSeconds: injections.idempotencyLeaseSeconds } : {}),
    ...(injections.clock ? { clock: injections.clock } : {}),
    ...(injections.proxySweepTickMs ? { proxySweepTickMs: injections.proxySweepTickMs } : {}),
    ...(injections.webhookLookup ? { webhookLookup: injections.webhookLookup } : {}),
  });
  await app.ready();

  const ok = (response: LightMyRequestResponse, status: number) => {
    if (response.statusCode !== status) {
      throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
    }
    return response.json();
  };

  const testApp: TestApp = {
    app,
    db,
    logs,
    dataDir,
    storage,
    storageEnv,
    call: (method, url, token, payload) =>
      app.inject({
        method,
        url,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        ...(payload ? { payload } : {}),
      }),
    async login(login = ADMIN.login, password = ADMIN.password) {
      const body = ok(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } }), 200);
      return { accessToken: body.accessToken, refreshToken: body.refreshToken, userId: body.user.id };
    },
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    async createUser(login, password = 'secret-pass', role = 'user') {
      const { accessToken } = await testApp.login();
      const body = ok(
        await app.inject({
          method: 'POST',
          url: '/api/users',
          headers: testApp.bearer(accessToken),
          payload: { login, password, role },
        }),
        201,
      );
      return body.id as number;
    },
    async close() {
      await app.close();
      await s3?.release();
      if (!injections.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
