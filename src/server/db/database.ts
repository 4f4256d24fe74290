import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { LRUCache } from 'lru-cache';
import pg from 'pg';

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
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir);
}

const isPureRead = (sql: string) => /^\s*SELECT\b/i.test(sql) && !/\bFOR\s+(UPDATE|SHARE)\b/i.test(sql);

/**
 * Embedded Postgres (WASM). `dataDir: null` keeps everything in memory (tests).
 *
 * PGlite belongs to this one process, so every write passes through here: a write generation,
 * bumped by any statement that is not a plain SELECT, tells exactly when cached reads went stale.
 * That makes `cachedQuery` coherent, which matters because each PGlite query costs ~0.2–1 ms of
 * the event loop's time.
 */
async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of list search (migration 0004), as on PostgreSQL.
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  let generation = 0;
  const cache = new LRUCache<string, { generation: number; rows: unknown[] }>({ max: 1000, ttl: 5_000 });

  const wrap = (conn: PGlite | Transaction): Queryable => ({
    async query<TRow>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await conn.query<TRow>(sql, params as unknown[]);
        return result.rows;
      } finally {
        if (!isPureRead(sql)) generation += 1;
      }
    },
    async exec(sql: string) {
      try {
        await conn.exec(sql);
      } finally {
        generation += 1;
      }
    },
  });
  const direct = wrap(db);
  return {
    kind: 'pglite',
    ...direct,
    async transaction(work) {
      try {
        return await db.transaction((tx) => work(wrap(tx)));
      } finally {
        generation += 1;
      }
    },
    async jobQueueSql(text, values) {
      if (values && values.length > 0) return { rows: (await db.query(text, values)).rows };
      const results = await db.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
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
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server dropped (restart, failover) must not crash the process: the pool
  // discards it and the next query opens a fresh one, or fails loudly if the server is really gone.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
  // Fail fast with the driver's message when the server is unreachable or the URL is wrong.
  const probe = await pool.connect();
  probe.release();
  const wrap = (conn: pg.Pool | pg.PoolClient): Queryable => ({
    async query<TRow>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query(sql, params as unknown[]);
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
    async jobQueueSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
