import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, pgliteWorkers } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * PGlite in its worker thread (the default): the same answers as in the server's thread, errors
 * with their PostgreSQL fields, transactions that hold the one connection, a dead worker that
 * fails calls instead of hanging them, and an event loop that keeps serving while a slow
 * statement runs. PGlite only: the PostgreSQL pass skips it.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite in a worker thread', () => {
  let worker: Database;
  let main: Database;

  beforeAll(async () => {
    [worker, main] = await Promise.all([
      openDatabase({ kind: 'pglite', dataDir: null }),
      openDatabase({ kind: 'pglite', dataDir: null, thread: 'main' }),
    ]);
    for (const db of [worker, main]) {
      await db.exec(`
        CREATE TABLE items (id int PRIMARY KEY, login text UNIQUE, payload bytea);
        CREATE TABLE pairs (n int, CONSTRAINT pairs_n_key UNIQUE (n) DEFERRABLE INITIALLY DEFERRED);`);
    }
  });
  afterAll(async () => {
    await Promise.all([worker.close(), main.close()]);
  });

  it('answers with the same values and types as PGlite in the server thread', async () => {
    const sql = `SELECT $1::timestamptz AS at, $2::bytea AS bytes, '\\xdeadbeef'::bytea AS literal_bytes,
                        9007199254740993::int8 AS big, 42::int8 AS small, $3::jsonb AS doc, $4::int[] AS ints,
                        ARRAY['а', NULL, 'б'] AS texts, 1.50::numeric AS amount, true AS yes, NULL::int AS nothing,
                        'infinity'::timestamptz AS never, '2026-01-02'::date AS day, interval '90 minutes' AS span`;
    const params = [new Date('2026-11-25T10:00:00.123Z'), Buffer.from([0, 1, 255]), { a: [1, 'два'], b: null }, [3, 4]];
    const [fromWorker] = await worker.query<Record<string, unknown>>(sql, params);
    const [fromMain] = await main.query<Record<string, unknown>>(sql, params);
    expect(fromWorker).toEqual(fromMain);
    expect(fromWorker!.at).toBeInstanceOf(Date);
    expect((fromWorker!.at as Date).toISOString()).toBe('2026-11-25T10:00:00.123Z');
    expect(fromWorker!.bytes).toBeInstanceOf(Uint8Array);
    expect([...(fromWorker!.bytes as Uint8Array)]).toEqual([0, 1, 255]);
    expect(fromWorker!.big).toBe(9007199254740993n);
    expect(fromWorker!.small).toBe(42);
    expect(fromWorker!.doc).toEqual({ a: [1, 'два'], b: null });
    expect(fromWorker!.never).toBe(Infinity);
  });

  it('rejects with an Error that keeps the PostgreSQL fields', async () => {
    await worker.query('INSERT INTO items (id, login) VALUES (1, $1)', ['taken']);
    const error = await worker.query('INSERT INTO items (id, login) VALUES (2, $1)', ['taken']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'items_login_key',
      table: 'items',
      detail: 'Key (login)=(taken) already exists.',
      message: 'duplicate key value violates unique constraint "items_login_key"',
    });
    await expect(worker.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
  });

  it('holds the one connection for a transaction: other calls wait for its commit', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = worker.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id) VALUES (10)');
      order.push('transaction wrote');
      await gate;
      await tx.query('INSERT INTO items (id) VALUES (11)');
      order.push('transaction done');
      return 'committed';
    });
    await vi.waitFor(() => expect(order).toEqual(['transaction wrote']));
    const outside = worker.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE id >= 10').then((rows) => {
      order.push('outside read');
      return rows[0]!.n;
    });
    // However long the transaction takes, the outside read waits for it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual(['transaction wrote']);
    release();
    expect(await transaction).toBe('committed');
    expect(await outside).toBe(2);
    expect(order).toEqual(['transaction wrote', 'transaction done', 'outside read']);
  });

  it('rolls back a transaction whose work throws, and one whose commit fails', async () => {
    await expect(
      worker.transaction(async (tx) => {
        await tx.query('INSERT INTO items (id) VALUES (20)');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // The deferred unique check fails at COMMIT, inside the worker.
    await expect(
      worker.transaction(async (tx) => {
        await tx.query('INSERT INTO pairs (n) VALUES (1), (1)');
        await tx.query('INSERT INTO items (id) VALUES (21)');
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'pairs_n_key' });
    expect(await worker.query('SELECT id FROM items WHERE id IN (20, 21)')).toEqual([]);
    // A statement error inside the work rolls back too, and the connection is free afterwards.
    await expect(worker.transaction((tx) => tx.query('INSERT INTO items (id) VALUES (1)'))).rejects.toMatchObject({ code: '23505' });
    expect(await worker.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('runs the job queue’s multi-statement SQL and answers the last statement’s rows', async () => {
    expect((await worker.jobQueueSql('SELECT 1 AS a; SELECT 2 AS b')).rows).toEqual([{ b: 2 }]);
    expect((await worker.jobQueueSql('SELECT $1::int AS c', [3])).rows).toEqual([{ c: 3 }]);
  });

  it('answers a ping at once while a statement runs, where the server thread waits for it', async () => {
    for (const [db, pingWaits] of [
      [worker, false],
      [main, true],
    ] as const) {
      let slowDone = false;
      const slow = db.query('SELECT pg_sleep(1)').then(() => {
        slowDone = true;
      });
      await db.ping();
      expect(slowDone).toBe(pingWaits);
      await slow;
    }
  });

  it('rejects calls after close instead of waiting for a thread that is gone', async () => {
    const closed = await openDatabase({ kind: 'pglite', dataDir: null });
    await closed.close();
    await expect(closed.query('SELECT 1')).rejects.toThrow('The embedded database is closed');
  });

  it('fails waiting and later calls with the reason when the worker dies, and logs it', async () => {
    const doomed = await openDatabase({ kind: 'pglite', dataDir: null });
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const slow = doomed.query('SELECT pg_sleep(30)');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await pgliteWorkers.get(doomed)!.terminate();
      await expect(slow).rejects.toThrow('The embedded database (PGlite worker) stopped');
      await expect(doomed.query('SELECT 1')).rejects.toThrow('The embedded database (PGlite worker) stopped');
      await expect(doomed.ping()).rejects.toThrow('The embedded database (PGlite worker) stopped');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The embedded database (PGlite worker) stopped'));
    } finally {
      warn.mockRestore();
    }
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the server while PGlite runs a slow statement', () => {
  let db: Database;
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(db);
    clientDir = await mkdtemp(path.join(tmpdir(), 'sp-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await createTestApp(db, { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    await db.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('answers /api/health, the HTML shell and /sw.js before the statement ends', async () => {
    let slowDone = false;
    const slow = db.query('SELECT pg_sleep(2)').then(() => {
      slowDone = true;
    });
    for (const url of ['/api/health', '/login', '/sw.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(slowDone, `${url} waited for the slow statement`).toBe(false);
    }
    await slow;
  });
});
