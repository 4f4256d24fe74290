import { mkdir, readFile } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SET_ACTOR_SQL } from './audit-context';

/**
 * The PGlite side of the embedded database: owns the PGlite instance and answers requests. It runs
 * in its own worker thread (`pglite-worker.ts`, the default) or, with `PGLITE_THREAD=main`, in the
 * server's thread; `database.ts` talks to it through the same requests either way.
 *
 * Requests carry plain data only (they cross a thread boundary by structured clone): parameters,
 * rows (Date, Uint8Array, bigint, parsed json and arrays clone as they are) and errors, which
 * travel as their fields and are rebuilt on the other side (`reviveError`).
 */
/**
 * `actor`: the audit log's actor (`app.actor`, transaction-local), named first in the transaction a
 * `begin` opens, or in one opened around a `query` outside a transaction.
 */
export type HostRequest =
  | { op: 'query'; sql: string; params: readonly unknown[]; tx?: number; actor?: string }
  /** Several statements without parameters; answers the rows of the last one (pg-boss needs them). */
  | { op: 'exec'; sql: string; tx?: number }
  /** Opens a transaction once the connection is free; answers its number. */
  | { op: 'begin'; actor?: string }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** PostgreSQL's fields (code, constraint, detail, …) and PGlite's (query, params). */
  fields: Record<string, unknown>;
}

export interface PgliteHost {
  handle(request: HostRequest): Promise<unknown>;
}

/**
 * `fromDump`: the path of a tarball written from PGlite's `dumpDataDir`; the new database starts as
 * a copy of it instead of an empty cluster (the tests' migrated template: no initdb, no migrations).
 */
export async function openPgliteHost(dataDir: string | null, fromDump?: string): Promise<PgliteHost> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const loadDataDir = fromDump ? new Blob([await readFile(fromDump)]) : undefined;
  // pg_trgm: the trigram indexes of list search (migration 0004), as on PostgreSQL.
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: { pg_trgm } });
  const transactions = new Map<number, { tx?: Transaction; finish?: (commit: boolean) => void; done?: Promise<void> }>();
  let nextTx = 1;

  const connection = (tx: number | undefined): PGlite | Transaction => {
    if (tx === undefined) return db;
    const open = transactions.get(tx)?.tx;
    if (!open) throw new Error('Transaction is closed');
    return open;
  };

  const begin = (actor: string | undefined) =>
    new Promise<number>((resolve, reject) => {
      const id = nextTx++;
      const entry: { tx?: Transaction; finish?: (commit: boolean) => void; done?: Promise<void> } = {};
      const decided = new Promise<boolean>((decide) => {
        entry.finish = decide;
      });
      transactions.set(id, entry);
      // PGlite's own mutex makes this wait for the connection, and makes every other query wait for
      // this transaction: the transaction holds the connection until `end`.
      entry.done = db
        .transaction(async (tx) => {
          if (actor) await tx.query(SET_ACTOR_SQL, [actor]);
          entry.tx = tx;
          resolve(id);
          if (!(await decided)) await tx.rollback();
        })
        .then(() => undefined)
        .finally(() => transactions.delete(id));
      entry.done.catch(reject);
    });

  return {
    async handle(request) {
      switch (request.op) {
        case 'query': {
          const { actor, sql, params } = request;
          if (actor && request.tx === undefined) {
            return db.transaction(async (tx) => {
              await tx.query(SET_ACTOR_SQL, [actor]);
              return (await tx.query(sql, params as unknown[])).rows;
            });
          }
          return (await connection(request.tx).query(sql, params as unknown[])).rows;
        }
        case 'exec':
          return (await connection(request.tx).exec(request.sql)).at(-1)?.rows ?? [];
        case 'begin':
          return begin(request.actor);
        case 'end': {
          const entry = transactions.get(request.tx);
          if (!entry?.finish || !entry.done) throw new Error('Transaction is closed');
          entry.finish(request.commit);
          await entry.done;
          return null;
        }
        case 'close':
          await db.close();
          return null;
      }
    },
  };
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // Not cloneable (PGlite's query options may hold callbacks): left behind.
    }
  }
  return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), fields };
}

/** The error the caller sees: same message, name and PostgreSQL fields (`code === '23505'` keeps working). */
export function reviveError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
