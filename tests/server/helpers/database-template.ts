import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Database, Queryable } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { JobQueue } from '@server/jobs/job-queue';

/**
 * A migrated database made once per run (the integration project's global setup), which every
 * test's fresh database starts as a copy of: PGlite's initdb, the migrations and the job queue's
 * schema cost seconds each time, a copy a fraction of that. What a test sees is what an installation
 * that has started once sees: every migration applied, pg-boss's schema in place, no rows.
 *
 * - PGlite: a tarball of a migrated cluster (`dumpDataDir`), which `openDatabase({ fromDump })` loads.
 * - PostgreSQL: a migrated database that `CREATE DATABASE … TEMPLATE` copies.
 *
 * The global setup hands their names to the test files through these environment variables.
 */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

/** What `migrate` and the job queue use of a Database, on a PGlite of our own (whose data directory we then dump). */
function migrationTarget(db: PGlite): Database {
  const queryable = (conn: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <TRow>(sql: string, params: readonly unknown[] = []) => (await conn.query<TRow>(sql, params as unknown[])).rows,
    exec: async (sql: string) => {
      await conn.exec(sql);
    },
  });
  const unused = () => Promise.reject(new Error('not used by migrate'));
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    // As database.ts answers pg-boss: with parameters one statement, without them the rows of the last.
    jobQueueSql: async (text, values) =>
      values && values.length > 0 ? { rows: (await db.query(text, values)).rows } : { rows: (await db.exec(text)).at(-1)?.rows ?? [] },
    cachedQuery: unused,
    ping: unused,
    close: () => db.close(),
  };
}

/** Applies the migrations and installs the job queue's schema (pg-boss creates it at its first start). */
async function prepare(db: Database): Promise<void> {
  await migrate(db);
  const queue = new JobQueue(db, 60, {
    error: (object) => {
      throw Object.assign(new Error('job queue error while making the template'), object);
    },
  });
  await queue.start();
  await queue.stop();
}

/** Writes a migrated PGlite cluster as a tarball into `dir`; returns its path. */
export async function writePgliteTemplate(dir: string): Promise<string> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await prepare(migrationTarget(db));
    const dump = await db.dumpDataDir('none');
    const file = path.join(dir, 'pglite-template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await db.close();
  }
}

const withClient = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Creates the migrated template database `name` on the server of `serverUrl` (no connection is left open to it). */
export async function createPostgresTemplate(serverUrl: string, name: string, open: (url: string) => Promise<Database>): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const db = await open(databaseUrl(serverUrl, name));
  try {
    await prepare(db);
  } finally {
    await db.close();
  }
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** `CREATE DATABASE name [TEMPLATE template]` on the server of `serverUrl`. */
export async function createPostgresDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
}
