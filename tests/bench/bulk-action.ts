/**
 * A bulk action over 1,000 profiles: 'Змінити проксі' with a list (one proxy per profile), started
 * through the API and worked by the bulk-action job (PGlite, workers in this process), each profile
 * through the profile form's edit (its schema, the SSRF rules on an IP literal, the write, the
 * record of its result), against a plain update of the same rows in the same run (one parameterised
 * UPDATE per row, 500 a transaction, no checks). From the POST to the record saying 'done', so the
 * job queue's pick-up (JOB_POLL_SECONDS 0.5) is in it. Only the ratio means anything across machines.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { hashPassword } from '@server/services/users/passwords';

const PROFILES = Number(process.env.BENCH_BULK_PROFILES ?? 1000);
const PASSWORD = 'bench-bulk-password';

export async function bulkAction() {
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sp-bench-bulk-'));
  const [user] = await db.query<{ id: number }>(
    "INSERT INTO users (login, password_hash, role) VALUES ('bench-bulk', $1, 'user') RETURNING id",
    [await hashPassword(PASSWORD)],
  );
  const ids = (
    await db.query<{ id: number }>(
      `INSERT INTO accounts (user_id, proxy, comments)
       SELECT $1, 'http://10.20.' || (g / 250) || '.' || (g % 250 + 1) || ':3128', 'масовий ' || g FROM generate_series(1, $2::int) g RETURNING id`,
      [user!.id, PROFILES],
    )
  ).map((row) => row.id);
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      LOGIN_RATE_LIMIT: '1000',
      ALLOW_PRIVATE_PROXY: 'true',
      JOB_POLL_SECONDS: '0.5',
      PROXY_CHECK_INTERVAL_HOURS: '0',
    }),
    db,
    logger: false,
  });
  try {
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'bench-bulk', password: PASSWORD } });
    const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };

    const plainStarted = performance.now();
    for (let start = 0; start < ids.length; start += 500) {
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.slice(start, start + 500).entries())
          await tx.query('UPDATE accounts SET proxy = $2, updated_at = now() WHERE id = $1', [
            id,
            `http://10.21.0.${((start + index) % 250) + 1}:3128`,
          ]);
      });
    }
    const plainMs = performance.now() - plainStarted;

    const proxies = ids.map((_, index) => `http://10.30.${Math.floor(index / 250)}.${(index % 250) + 1}:8080`);
    const bulkStarted = performance.now();
    const started = await app.inject({
      method: 'POST',
      url: '/api/accounts/bulk-actions',
      headers,
      payload: { requestId: randomUUID(), kind: 'setProxy', selection: { by: 'ids', ids }, payload: { proxies } },
    });
    if (started.statusCode !== 200) throw new Error(`bulk action: ${started.statusCode} ${started.body.slice(0, 300)}`);
    const id = (started.json() as { id: number }).id;
    for (;;) {
      const progress = (await app.inject({ method: 'GET', url: `/api/accounts/bulk-actions/${id}`, headers })).json() as {
        status: string;
        done: number;
      };
      if (progress.status === 'done') {
        if (progress.done !== PROFILES) throw new Error(`done ${progress.done} of ${PROFILES}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const bulkMs = performance.now() - bulkStarted;
    return { profiles: PROFILES, plainMs, bulkMs, ratio: bulkMs / plainMs };
  } finally {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printBulkAction(result: Awaited<ReturnType<typeof bulkAction>>) {
  console.log(
    `\nBulk action: 'Змінити проксі' from a list over ${result.profiles.toLocaleString('en')} profiles (PGlite, job in this process)`,
  );
  console.log(`  plain UPDATE per row, 500 a transaction          ${result.plainMs.toFixed(0).padStart(7)} ms`);
  console.log(`  bulk action (POST, job, each through the form)   ${result.bulkMs.toFixed(0).padStart(7)} ms`);
  console.log(`  ratio bulk/plain                                 ${result.ratio.toFixed(1).padStart(7)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printBulkAction(await bulkAction());
