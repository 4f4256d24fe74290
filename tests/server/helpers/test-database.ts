import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { createPostgresDatabase, databaseUrl, dropPostgresDatabase, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './database-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres. Under vitest it
 * starts as a copy of the run's migrated template (`database-template.ts`); without one (a script
 * outside vitest) it is migrated here.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const fromDump = process.env[PGLITE_TEMPLATE_ENV];
    if (fromDump) return openDatabase({ kind: 'pglite', dataDir: null, fromDump });
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(db);
    return db;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return createThrowawayPostgres(serverUrl);
}

/** A fresh, migrated database on the PostgreSQL server of `serverUrl`, dropped by its `close()`. */
export async function createThrowawayPostgres(serverUrl: string): Promise<Database> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  // The run's template lives on TEST_DATABASE_URL's server; another server is migrated here.
  const template = serverUrl === process.env.TEST_DATABASE_URL ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  await createPostgresDatabase(serverUrl, name, template);
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  if (!template) await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}
