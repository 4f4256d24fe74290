import type { Database } from './database';

/**
 * Vacuum and analyze for the embedded database. PostgreSQL has autovacuum; PGlite runs no
 * background workers, so without this its visibility map stays empty (no index-only scans) and
 * its statistics stay those of an empty table (the planner falls back to full scans).
 *
 * - at start, after the migrations: the whole database (`vacuumDatabase`);
 * - every `BULK_CHECK_INTERVAL_MS` (1 min): the tables a bulk change touched — at least
 *   `BULK_MIN_ROWS` rows plus `BULK_SHARE` of the table inserted, updated or deleted since their last
 *   vacuum or analyze, cascaded deletes included (autovacuum's rule, from `pg_stat_user_tables`);
 * - every `VACUUM_INTERVAL_MS` (1 h): every table changed at all since its last vacuum.
 *
 * PGlite runs one statement at a time and a transaction holds it whole, so a vacuum never runs inside
 * a bulk operation (a migration, a cascading delete): it waits until that one has committed. Runs
 * never overlap: a tick that finds the previous run still going is skipped.
 */
const VACUUM_INTERVAL_MS = 60 * 60 * 1000;
const BULK_CHECK_INTERVAL_MS = 60 * 1000;
export const BULK_MIN_ROWS = 1000;
export const BULK_SHARE = 0.2;

interface TableStats {
  schema: string;
  name: string;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `VACUUM (ANALYZE)` of the whole embedded database; nothing on PostgreSQL. Returns whether it ran. */
export async function vacuumDatabase(db: Database): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  await db.exec('VACUUM (ANALYZE)');
  return true;
}

async function changedTables(db: Database, minRows: number, share: number): Promise<string[]> {
  const rows = await db.query<TableStats>(
    `SELECT schemaname AS schema, relname AS name, n_live_tup::float8 AS live, n_dead_tup::float8 AS dead,
            n_mod_since_analyze::float8 AS "modifiedSinceAnalyze", n_ins_since_vacuum::float8 AS "insertedSinceVacuum"
       FROM pg_stat_user_tables`,
  );
  return rows
    .filter((table) => {
      const threshold = minRows + share * table.live;
      return Math.max(table.dead, table.modifiedSinceAnalyze, table.insertedSinceVacuum) >= Math.max(threshold, 1);
    })
    .map((table) => `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`)
    .sort();
}

/** `VACUUM (ANALYZE)` of the tables changed by at least `minRows + share × live rows`; returns their names. */
export async function vacuumChangedTables(db: Database, { minRows, share }: { minRows: number; share: number }): Promise<string[]> {
  if (db.kind !== 'pglite') return [];
  const tables = await changedTables(db, minRows, share);
  if (tables.length > 0) await db.exec(`VACUUM (ANALYZE) ${tables.join(', ')}`);
  return tables;
}

export interface VacuumSchedule {
  /** Tests only: shorter intervals than the documented ones. */
  bulkCheckIntervalMs?: number;
  intervalMs?: number;
}

/**
 * Keeps the embedded database vacuumed while the server runs (see the module comment); nothing on
 * PostgreSQL. Returns the function that stops it and waits for a run in progress.
 */
export function keepVacuumed(
  db: Database,
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
  { bulkCheckIntervalMs = BULK_CHECK_INTERVAL_MS, intervalMs = VACUUM_INTERVAL_MS }: VacuumSchedule = {},
): () => Promise<void> {
  if (db.kind !== 'pglite') return async () => undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = (reason: 'bulk' | 'schedule', rule: { minRows: number; share: number }) => {
    if (running || stopped) return;
    const startedAt = performance.now();
    running = vacuumChangedTables(db, rule)
      .then((tables) => {
        if (tables.length > 0)
          log.info({ reason, tables, ms: Math.round(performance.now() - startedAt) }, 'database vacuumed and analyzed');
      })
      .catch((error: unknown) => {
        if (!stopped) log.error({ err: error }, 'database vacuum failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const bulk = setInterval(() => run('bulk', { minRows: BULK_MIN_ROWS, share: BULK_SHARE }), bulkCheckIntervalMs);
  const hourly = setInterval(() => run('schedule', { minRows: 1, share: 0 }), intervalMs);
  bulk.unref();
  hourly.unref();
  return async () => {
    stopped = true;
    clearInterval(bulk);
    clearInterval(hourly);
    await running;
  };
}
