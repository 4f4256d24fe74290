import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { ensureFirstAdmin } from '@server/services/users/first-admin';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

async function measure(url: string, headers: Record<string, string> = {}) {
  // A short warm-up so that JIT and the database caches are hot for both sides alike.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * GET /api/users?page=1 with a valid token on PGlite, against a bare Fastify `GET /` served by
 * the same Node process in the same run.
 */
export async function apiThroughput() {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const dataDir = await mkdtemp(path.join(tmpdir(), 'sp-bench-'));
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  await ensureFirstAdmin(db, 'admin', 'bench-password');
  // A realistic first page: 20 users, some with profiles.
  for (let i = 0; i < 30; i += 1) {
    const [user] = await db.query<{ id: number }>("INSERT INTO users (login, password_hash, role) VALUES ($1, 'x', 'user') RETURNING id", [
      `operator-${i}`,
    ]);
    for (let j = 0; j < 3; j += 1) await db.query('INSERT INTO accounts (user_id, proxy) VALUES ($1, $2)', [user!.id, `http://p${j}:80`]);
  }
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef', CLIENT_DIR: dataDir });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'admin', password: 'bench-password' } });
  const { accessToken } = login.json() as { accessToken: string };

  try {
    const bareAddress = bare.addresses()[0] as { port: number };
    const appAddress = app.addresses()[0] as { port: number };
    const baseline = await measure(`http://127.0.0.1:${bareAddress.port}/`);
    const users = await measure(`http://127.0.0.1:${appAddress.port}/api/users?page=1`, {
      authorization: `Bearer ${accessToken}`,
    });
    return { baseline, users, ratio: users.rps / baseline.rps };
  } finally {
    await app.close();
    await bare.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
