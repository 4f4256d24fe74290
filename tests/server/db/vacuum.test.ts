import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@server/db/database';
import { BULK_MIN_ROWS, BULK_SHARE, keepVacuumed, vacuumChangedTables, vacuumDatabase } from '@server/db/maintenance';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

interface TableState {
  lastVacuum: Date | null;
  lastAnalyze: Date | null;
  dead: number;
}

const tableState = async (name: string): Promise<TableState> => {
  const [row] = await db.query<TableState>(
    `SELECT last_vacuum AS "lastVacuum", last_analyze AS "lastAnalyze", n_dead_tup::int AS dead
       FROM pg_stat_user_tables WHERE schemaname = 'public' AND relname = $1`,
    [name],
  );
  return row!;
};

/** The planner's idea of a table's size, which ANALYZE (or VACUUM) sets. */
const plannerRows = async (name: string) => {
  const [row] = await db.query<{ rows: number }>('SELECT reltuples::int AS rows FROM pg_class WHERE oid = $1::regclass', [name]);
  return row!.rows;
};

const log = { info: vi.fn(), error: vi.fn() };
const bulkRule = { minRows: BULK_MIN_ROWS, share: BULK_SHARE };

describe.skipIf(process.env.TEST_DB === 'postgres')('vacuum of the embedded database', () => {
  it('vacuums and analyzes every table at start, so the planner knows their sizes', async () => {
    await db.query(`INSERT INTO users (login, password_hash) SELECT 'start-' || g, 'x' FROM generate_series(1, 500) g`);
    expect((await tableState('users')).lastVacuum).toBeNull();

    expect(await vacuumDatabase(db)).toBe(true);

    for (const table of ['users', 'accounts', 'publications', 'publication_results', 'creation_requests']) {
      const state = await tableState(table);
      expect(state.lastVacuum, table).not.toBeNull();
      expect(state.lastAnalyze, table).not.toBeNull();
    }
    expect(await plannerRows('users')).toBe(500);
  });

  it('after a bulk change vacuums the tables it touched, cascaded deletes included, and leaves small changes to the hourly run', async () => {
    const owner = await db.query<{ id: number }>(`INSERT INTO users (login, password_hash) VALUES ('bulk-owner', 'x') RETURNING id`);
    const ownerId = owner[0]!.id;
    await db.query(`INSERT INTO account_groups (user_id, name) VALUES ($1, 'група')`, [ownerId]);
    await db.query(
      `INSERT INTO creation_requests (user_id, id_upload, count_video, source_storage_key, source_name) SELECT $1, gen_random_uuid(), 1, 'k' || g, 'v' || g FROM generate_series(1, 3000) g`,
      [ownerId],
    );
    await vacuumDatabase(db);
    // Deleting the owner deletes 3,000 requests by cascade: one row in users, a bulk change in creation_requests.
    await db.query('DELETE FROM users WHERE id = $1', [ownerId]);
    await vi.waitFor(async () => expect((await tableState('creation_requests')).dead).toBe(3000));

    // The audit log took 3,000 entries of the deletes (and 3,000 of the inserts before): a bulk change too.
    expect(await vacuumChangedTables(db, bulkRule)).toEqual(['"public"."audit_log"', '"public"."creation_requests"']);
    expect((await tableState('creation_requests')).dead).toBe(0);
    expect(await plannerRows('creation_requests')).toBe(0);
    // The one deleted user (and its group) wait for the hourly run, which takes any change.
    expect(await vacuumChangedTables(db, { minRows: 1, share: 0 })).toEqual(
      expect.arrayContaining(['"public"."users"', '"public"."account_groups"']),
    );
    expect((await tableState('users')).dead).toBe(0);
  });

  it('runs on its schedule while the server runs, and stops', async () => {
    await db.query(`INSERT INTO users (login, password_hash) SELECT 'scheduled-' || g, 'x' FROM generate_series(1, 2000) g`);
    const before = await tableState('users');
    const stop = keepVacuumed(db, log, { bulkCheckIntervalMs: 20, intervalMs: 60 * 60 * 1000 });
    try {
      await vi.waitFor(
        async () => expect((await tableState('users')).lastAnalyze!.getTime()).toBeGreaterThan(before.lastAnalyze!.getTime()),
        {
          timeout: 10_000,
          interval: 20,
        },
      );
      expect(await plannerRows('users')).toBe(2500);
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ reason: 'bulk', tables: ['"public"."users"'] }),
        'database vacuumed and analyzed',
      );
    } finally {
      await stop();
    }

    // The hourly run (here shortened) takes a one-row change that the bulk check leaves alone.
    await db.query(`UPDATE users SET login = 'renamed' WHERE login = 'scheduled-1'`);
    const small = await tableState('users');
    const stopHourly = keepVacuumed(db, log, { bulkCheckIntervalMs: 60 * 60 * 1000, intervalMs: 20 });
    try {
      await vi.waitFor(async () => expect((await tableState('users')).lastVacuum!.getTime()).toBeGreaterThan(small.lastVacuum!.getTime()), {
        timeout: 10_000,
        interval: 20,
      });
      expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ reason: 'schedule' }), 'database vacuumed and analyzed');
    } finally {
      await stopHourly();
    }
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('vacuum on PostgreSQL', () => {
  it('is left to autovacuum', async () => {
    expect(await vacuumDatabase(db)).toBe(false);
    expect(await vacuumChangedTables(db, { minRows: 1, share: 0 })).toEqual([]);
  });
});
