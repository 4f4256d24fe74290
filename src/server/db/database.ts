import { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { currentActorSetting } from './audit-context';
import { type HostRequest, openPgliteHost, reviveError } from './pglite-host';
import type { WorkerMessage } from './pglite-worker';

/** What services need from the database: parameterised queries, nothing vendor-specific. */
export interface Queryable {
  query<TRow = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<TRow[]>;
  /** Runs several statements at once (migrations). No parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A read whose result may be served from memory until the next write. Only for SELECTs whose
   * answer depends on the data alone (not on `now()` beyond a few seconds). Callers must not
   * mutate the returned rows.
   */
  cachedQuery<TRow = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<TRow[]>;
  /**
   * The connection the job queue (pg-boss) uses: it may send several statements without
   * parameters, and it touches only its own schema, so its writes do not invalidate cached reads.
   */
  readonly jobQueueSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * Whether the database answers (`/api/health`), without queueing behind other work where it can
   * tell otherwise: `SELECT 1`, except on PGlite in its worker while a statement runs there (see
   * `openPglite`).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Where PGlite runs: its own worker thread (the default), or the server's thread (`PGLITE_THREAD=main`). */
export type PgliteThread = 'worker' | 'main';

export type DatabaseTarget =
  /** `fromDump`: start as a copy of a `dumpDataDir` tarball (see `openPgliteHost`; the tests' migrated template). */
  { kind: 'pglite'; dataDir: string | null; thread?: PgliteThread; fromDump?: string } | { kind: 'postgres'; url: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir, target.thread ?? 'worker', target.fromDump);
}

const isPureRead = (sql: string) => /^\s*SELECT\b/i.test(sql) && !/\bFOR\s+(UPDATE|SHARE)\b/i.test(sql);

/**
 * The actor a statement outside a transaction must carry to the audit triggers: a write made for a
 * request runs in a transaction of its own that names the request's actor first (`app.actor` is
 * transaction-local); reads and the system's work run as they are.
 */
const actorForStatement = (sql: string) => (isPureRead(sql) ? null : currentActorSetting());

/**
 * Embedded Postgres (WASM). `dataDir: null` keeps everything in memory (tests).
 *
 * PGlite runs in its own worker thread by default (`thread: 'worker'`): a statement runs there
 * while the server's event loop goes on serving; each call costs a message each way. With
 * `thread: 'main'` (`PGLITE_THREAD=main`) it runs in this thread as it used to, through the same
 * requests (`pglite-host.ts`).
 *
 * PGlite has one connection: statements run one at a time, and a transaction holds the connection
 * from `BEGIN` to `COMMIT` while its work runs here (PGlite's own mutex, in the host, makes every
 * other call wait for it).
 *
 * PGlite belongs to this one process, so every write passes through here: a write generation,
 * bumped by any statement that is not a plain SELECT, tells exactly when cached reads went stale.
 * That makes `cachedQuery` coherent.
 */
async function openPglite(dataDir: string | null, thread: PgliteThread, fromDump?: string): Promise<Database> {
  const host = thread === 'worker' ? await startPgliteWorker(dataDir, fromDump) : await inProcessHost(dataDir, fromDump);
  const call = host.call;
  let generation = 0;
  const cache = new LRUCache<string, { generation: number; rows: unknown[] }>({ max: 1000, ttl: 5_000 });

  const wrap = (tx: number | undefined): Queryable => ({
    async query<TRow>(sql: string, params: readonly unknown[] = []) {
      try {
        const actor = tx === undefined ? actorForStatement(sql) : null;
        return (await call({ op: 'query', sql, params, ...(tx === undefined ? {} : { tx }), ...(actor ? { actor } : {}) })) as TRow[];
      } finally {
        if (!isPureRead(sql)) generation += 1;
      }
    },
    async exec(sql: string) {
      try {
        await call({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) });
      } finally {
        generation += 1;
      }
    },
  });
  const direct = wrap(undefined);
  const database: Database = {
    kind: 'pglite',
    ...direct,
    async transaction(work) {
      try {
        const actor = currentActorSetting();
        const tx = (await call({ op: 'begin', ...(actor ? { actor } : {}) })) as number;
        let result: Awaited<ReturnType<typeof work>>;
        try {
          result = await work(wrap(tx));
        } catch (error) {
          await call({ op: 'end', tx, commit: false }).catch(() => undefined);
          throw error;
        }
        await call({ op: 'end', tx, commit: true });
        return result;
      } finally {
        generation += 1;
      }
    },
    async jobQueueSql(text, values) {
      if (values && values.length > 0) return { rows: (await call({ op: 'query', sql: text, params: values })) as unknown[] };
      return { rows: (await call({ op: 'exec', sql: text })) as unknown[] };
    },
    async cachedQuery<TRow>(sql: string, params: readonly unknown[] = []) {
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      const hit = cache.get(key);
      if (hit && hit.generation === generation) return hit.rows as TRow[];
      const startedAt = generation;
      const rows = await direct.query<TRow>(sql, params);
      cache.set(key, { generation: startedAt, rows });
      return rows;
    },
    async ping() {
      // One connection: a `SELECT 1` would wait for the statement in progress. While the worker runs
      // one, its thread is alive (its death rejects every call at once), and that is the answer.
      if (host.busy()) return host.alive();
      await direct.query('SELECT 1');
    },
    close: () => host.close(),
  };
  if (host.worker) pgliteWorkers.set(database, host.worker);
  return database;
}

/** Tests only: the thread behind a PGlite database opened with `thread: 'worker'`. */
export const pgliteWorkers = new WeakMap<Database, Worker>();

interface HostConnection {
  call(request: HostRequest): Promise<unknown>;
  /** A call is waiting for its answer. */
  busy(): boolean;
  /** Resolves when the host can still answer; rejects with the reason it cannot. */
  alive(): Promise<void>;
  close(): Promise<void>;
  worker?: Worker;
}

async function inProcessHost(dataDir: string | null, fromDump?: string): Promise<HostConnection> {
  const host = await openPgliteHost(dataDir, fromDump);
  return {
    call: (request) => host.handle(request),
    busy: () => false,
    alive: async () => undefined,
    close: async () => {
      await host.handle({ op: 'close' });
    },
  };
}

/**
 * The worker thread of `pglite-worker.ts`, loaded through `pglite-worker-boot.mjs` (which installs
 * the TypeScript loader in the thread). The thread keeps the process alive only while a call waits
 * for it. If it dies (a crash in PGlite, out of memory), every waiting call and every later one is
 * rejected with the reason, and a warning is logged: the server does not hang on a dead database.
 */
async function startPgliteWorker(dataDir: string | null, fromDump?: string): Promise<HostConnection> {
  const entry = new URL(`./pglite-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;
  const worker = new Worker(new URL('./pglite-worker-boot.mjs', import.meta.url), {
    workerData: { entry, dataDir, ...(fromDump ? { fromDump } : {}) },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | null = null;

  const fail = (error: Error, warn = true) => {
    if (failure) return;
    failure = error;
    if (warn) process.emitWarning(error.message);
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    worker.unref();
  };

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`The embedded database (PGlite worker) exited while starting (code ${code})`));
    worker.once('exit', onExit);
    worker.once('error', reject);
    worker.once('message', (message: WorkerMessage) => {
      worker.off('exit', onExit);
      worker.off('error', reject);
      if ('ready' in message && message.ready) resolve();
      else reject('error' in message ? reviveError(message.error) : new Error('The embedded database (PGlite worker) did not start'));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  worker.on('message', (message: WorkerMessage) => {
    if (!('id' in message)) return;
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    if (message.ok) call.resolve(message.value);
    else call.reject(reviveError(message.error));
  });
  worker.on('error', (error) => fail(new Error(`The embedded database (PGlite worker) failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => fail(new Error(`The embedded database (PGlite worker) stopped (exit code ${code})`)));
  worker.unref();

  const call = (request: HostRequest) =>
    new Promise<unknown>((resolve, reject) => {
      if (failure) {
        reject(failure);
        return;
      }
      const id = nextId++;
      worker.postMessage({ id, request });
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
    });

  return {
    worker,
    call,
    busy: () => pending.size > 0,
    alive: async () => {
      if (failure) throw failure;
    },
    async close() {
      if (failure) return;
      await call({ op: 'close' });
      fail(new Error('The embedded database is closed'), false);
      await worker.terminate();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // JIT off: the server compiles a plan whose estimated cost passes jit_above_cost, and for the lists'
  // short statements (the health board's states over every profile, a broad search) compiling took
  // seconds where running takes milliseconds (a 100k-profile board page: 2 s with JIT, 0.37 s without).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle connection the server dropped (restart, failover) must not crash the process: the pool
  // discards it and the next query opens a fresh one, or fails loudly if the server is really gone.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
  // Fail fast with the driver's message when the server is unreachable or the URL is wrong.
  const probe = await pool.connect();
  probe.release();
  /** BEGIN, and the request's actor named for the audit triggers (one round trip). */
  const begin = (client: pg.PoolClient, actor: string | null) =>
    client.query(actor ? `BEGIN; SELECT set_config('app.actor', ${client.escapeLiteral(actor)}, true)` : 'BEGIN');
  const inTransaction = async <T>(actor: string | null, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await begin(client, actor);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  const wrap = (conn: pg.Pool | pg.PoolClient): Queryable => ({
    async query<TRow>(sql: string, params: readonly unknown[] = []) {
      const actor = conn === pool ? actorForStatement(sql) : null;
      const result = actor
        ? await inTransaction(actor, (client) => client.query(sql, params as unknown[]))
        : await conn.query(sql, params as unknown[]);
      return result.rows as TRow[];
    },
    async exec(sql: string) {
      await conn.query(sql);
    },
  });
  const direct = wrap(pool);
  return {
    kind: 'postgres',
    ...direct,
    // Other processes write to the same database, so there is no coherent way to cache here.
    cachedQuery: (sql, params) => direct.query(sql, params),
    ping: async () => {
      await direct.query('SELECT 1');
    },
    async jobQueueSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    transaction: (work) => inTransaction(currentActorSetting(), (client) => work(wrap(client))),
    close: () => pool.end(),
  };
}
