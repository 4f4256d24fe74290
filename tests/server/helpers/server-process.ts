import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGLITE_TEMPLATE_ENV } from './database-template';
import { waitFor } from './wait';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A server process's first start on a new DATA_DIR runs PGlite's initdb and every migration on disk
 * (many seconds on a loaded machine). Under vitest the run's migrated template is unpacked into
 * DATA_DIR/db first, so the process finds a migrated, empty database, as on any later start.
 */
async function seedEmbeddedDatabase(dataDir: string, env: Record<string, string>): Promise<void> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  const dbDir = path.join(dataDir, 'db');
  if (!template || env.DATABASE_URL || existsSync(dbDir)) return;
  await mkdir(dbDir, { recursive: true });
  await promisify(execFile)('tar', ['-xf', template, '-C', dbDir]);
}

export interface ServerProcessOptions {
  /** How long the process may take to answer /api/health (generous: a loaded machine starts slowly). */
  startTimeoutMs?: number;
}

/** The real server process (`main.ts`), as `npm start` runs it, on `dataDir`; resolves once healthy. */
export async function startServerProcess(
  port: number,
  dataDir: string,
  admin: { login: string; password: string },
  env: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<ChildProcess> {
  await seedEmbeddedDatabase(dataDir, env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      ADMIN_LOGIN: admin.login,
      ADMIN_PASSWORD: admin.password,
      JOB_POLL_SECONDS: '0.5',
      RENDER_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
      // No scheduled proxy checks unless a test asks: they would probe the profiles' proxies (PROXY_CHECK_URL defaults to an outside service).
      PROXY_CHECK_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(
      'the server process to answer /api/health',
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        return fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false, // not listening yet
        );
      },
      options.startTimeoutMs ?? 120_000,
      100,
    );
  } catch (error) {
    await killServerProcess(child);
    throw error;
  }
  return child;
}

/** SIGKILL, as a crash or an OOM kill would end it, and wait for the exit. */
export async function killServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
