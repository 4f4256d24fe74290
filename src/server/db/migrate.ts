import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Arbitrary constant shared by every process that may migrate the same database. */
const MIGRATION_LOCK_ID = 7_340_211;

/**
 * Applies the SQL files of ./migrations in name order, each once, all in one transaction
 * under an advisory lock so that several API processes starting together migrate once.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(await readFile(migrationsDir + name, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
