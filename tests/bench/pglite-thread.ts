import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { type Database, openDatabase, type PgliteThread } from '@server/db/database';
import { migrate } from '@server/db/migrate';

const SLOW_SQL = 'SELECT pg_sleep(1)';

export interface WindowFigures {
  /** Requests answered while the 1 s statement ran. */
  answered: number;
  /** The slowest of them, ms: what a user waited at worst. */
  worstMs: number;
  p50Ms: number;
}

export interface ThreadFigures {
  thread: PgliteThread;
  health: WindowFigures;
  login: WindowFigures;
  /** One `SELECT $1::int` after another, µs each. */
  tinyQueryUs: number;
  /** One 100-row, 6-column read after another, µs each. */
  pageQueryUs: number;
  /** Share of wall time the server thread's event loop was busy during the tiny queries. */
  tinyQueryLoopBusy: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Requests to `url` one after another for as long as the slow statement runs. */
async function duringSlowStatement(db: Database, url: string): Promise<WindowFigures> {
  let done = false;
  const slow = db.query(SLOW_SQL).then(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const startedAt = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    latencies.push(performance.now() - startedAt);
  }
  await slow;
  return { answered: latencies.length, worstMs: Math.max(...latencies), p50Ms: median(latencies) };
}

async function perQuery(db: Database, sql: string, params: unknown[], count: number) {
  for (let i = 0; i < 100; i += 1) await db.query(sql, params);
  const loopBefore = performance.eventLoopUtilization();
  const startedAt = performance.now();
  for (let i = 0; i < count; i += 1) await db.query(sql, params);
  const us = ((performance.now() - startedAt) * 1000) / count;
  return { us, loopBusy: performance.eventLoopUtilization(loopBefore).utilization };
}

async function openServer(thread: PgliteThread) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sp-bench-thread-'));
  const clientDir = path.join(dataDir, 'client');
  await mkdir(clientDir);
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Shorts Publisher</title><div id="root"></div>');
  const db = await openDatabase({ kind: 'pglite', dataDir: null, thread });
  await migrate(db);
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef', CLIENT_DIR: clientDir });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.addresses()[0] as { port: number };
  return {
    db,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const PAGE_SQL = `SELECT g AS id, 'профіль ' || g AS name, now() AS created_at, g % 3 = 0 AS active, '{"a":1}'::jsonb AS doc,
                          'http://proxy-' || g || '.test:8080' AS proxy
                     FROM generate_series(1, 100) g`;

/**
 * The server with PGlite in its worker thread (the default) and in the server's thread
 * (`PGLITE_THREAD=main`), in one run; the per-query costs alternate between the two, best of 3.
 */
export async function pgliteThread(): Promise<{ worker: ThreadFigures; main: ThreadFigures }> {
  const servers = { main: await openServer('main'), worker: await openServer('worker') };
  try {
    const figures = {} as Record<PgliteThread, ThreadFigures>;
    for (const thread of ['main', 'worker'] as const) {
      const { db, base } = servers[thread];
      for (let i = 0; i < 50; i += 1) await (await fetch(`${base}/login`)).arrayBuffer();
      figures[thread] = {
        thread,
        health: await duringSlowStatement(db, `${base}/api/health`),
        login: await duringSlowStatement(db, `${base}/login`),
        tinyQueryUs: Infinity,
        pageQueryUs: Infinity,
        tinyQueryLoopBusy: 0,
      };
    }
    for (let round = 0; round < 3; round += 1) {
      for (const thread of ['main', 'worker'] as const) {
        const { db } = servers[thread];
        const tiny = await perQuery(db, 'SELECT $1::int AS x', [1], 1000);
        const page = await perQuery(db, PAGE_SQL, [], 300);
        const figure = figures[thread];
        if (tiny.us < figure.tinyQueryUs) {
          figure.tinyQueryUs = tiny.us;
          figure.tinyQueryLoopBusy = tiny.loopBusy;
        }
        figure.pageQueryUs = Math.min(figure.pageQueryUs, page.us);
      }
    }
    return figures;
  } finally {
    await servers.main.close();
    await servers.worker.close();
  }
}

export function printPgliteThread({ worker, main }: { worker: ThreadFigures; main: ThreadFigures }) {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(`\nPGlite thread: requests while one ${SLOW_SQL} runs (one after another, real HTTP)`);
  console.log('                                  worker thread            server thread (PGLITE_THREAD=main)');
  for (const [name, key] of [
    ['GET /api/health', 'health'],
    ['GET /login (HTML shell)', 'login'],
  ] as const) {
    const w = worker[key];
    const m = main[key];
    console.log(
      `  ${name.padEnd(24)} answered ${String(w.answered).padStart(5)}, worst ${ms(w.worstMs)}   answered ${String(m.answered).padStart(3)}, worst ${ms(m.worstMs)}`,
    );
    console.log(`  ${''.padEnd(24)} p50      ${ms(w.p50Ms)}                 p50 ratio main/worker ${(m.p50Ms / w.p50Ms).toFixed(0)}×`);
  }
  console.log('PGlite thread: cost per query, one after another (best of 3, alternating)');
  console.log(
    `  SELECT $1::int                 worker ${worker.tinyQueryUs.toFixed(0).padStart(5)} µs   main ${main.tinyQueryUs.toFixed(0).padStart(5)} µs   ratio ${(worker.tinyQueryUs / main.tinyQueryUs).toFixed(2)}`,
  );
  console.log(
    `  100 rows × 6 columns           worker ${worker.pageQueryUs.toFixed(0).padStart(5)} µs   main ${main.pageQueryUs.toFixed(0).padStart(5)} µs   ratio ${(worker.pageQueryUs / main.pageQueryUs).toFixed(2)}`,
  );
  console.log(
    `  server thread busy meanwhile   worker ${(worker.tinyQueryLoopBusy * 100).toFixed(0).padStart(4)} %    main ${(main.tinyQueryLoopBusy * 100).toFixed(0).padStart(4)} %`,
  );
}
