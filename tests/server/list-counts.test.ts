import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { accountPage } from '../../src/server/services/account-queries';
import { CreationService } from '../../src/server/services/creation-service';
import { publicationPage } from '../../src/server/services/publication-queries';
import { createTestDatabase } from './helpers/test-database';

/**
 * The per-owner publication totals of 0009_list_counts.sql follow every write in its own transaction:
 * inserts, deletes (cascades from a request or a user included), a move to another owner, a rollback.
 * So do the profile and request totals of 0010_account_counts.sql and 0011_request_counts.sql.
 */

let db: Database;

/** The creation requests list as the route calls it (only `db` is read by `list`). */
const requestList = (ownerId: number | null, page: number) =>
  new CreationService({ db } as ConstructorParameters<typeof CreationService>[0]).list(
    ownerId === null ? { id: 0, login: 'admin', role: 'admin' } : { id: ownerId, login: 'owner', role: 'user' },
    page,
  );
let olena: number;
let petro: number;

const addUser = async (login: string) =>
  (await db.query<{ id: number }>(`INSERT INTO users (login, password_hash) VALUES ($1, 'x') RETURNING id`, [login]))[0]!.id;

/** `count` requests of `userId`, each with a publication; returns the requests' ids. */
async function addPublications(userId: number, count: number): Promise<number[]> {
  const requests = await db.query<{ id: number }>(
    `INSERT INTO creation_requests (user_id, id_upload, count_video, source_storage_key, source_name)
     SELECT $1, gen_random_uuid(), 1, 'src/' || gen_random_uuid(), 'джерело' FROM generate_series(1, $2::int) RETURNING id`,
    [userId, count],
  );
  await db.query(`INSERT INTO publications (user_id, request_id, title) SELECT $1, id, 'Назва' FROM unnest($2::int[]) AS id`, [
    userId,
    requests.map((row) => row.id),
  ]);
  return requests.map((row) => row.id);
}

/** The kept totals and the counted ones, by owner (owners with none left out). */
async function totals() {
  const kept = await db.query<{ user_id: number; n: number }>('SELECT user_id, publications AS n FROM publication_totals WHERE publications <> 0 ORDER BY user_id');
  const counted = await db.query<{ user_id: number; n: number }>('SELECT user_id, count(*)::int AS n FROM publications GROUP BY user_id ORDER BY user_id');
  return { kept, counted };
}

async function expectTotalsTrue() {
  const { kept, counted } = await totals();
  expect(kept).toEqual(counted);
}

beforeAll(async () => {
  db = await createTestDatabase();
  olena = await addUser('olena-counts');
  petro = await addUser('petro-counts');
});
afterAll(async () => {
  await db.close();
});

describe('per-owner publication totals', () => {
  it('follow inserts, deletes and cascades, and give the list its total', async () => {
    const olenaRequests = await addPublications(olena, 45);
    await addPublications(petro, 30);
    await expectTotalsTrue();
    expect((await totals()).kept).toEqual([
      { user_id: olena, n: 45 },
      { user_id: petro, n: 30 },
    ]);
    // Page 2 asks the total (page 1 is full): the admin's is the sum, an owner's their own.
    expect((await publicationPage(db, null, 2)).total).toBe(75);
    expect((await publicationPage(db, petro, 2)).total).toBe(30);

    await db.query('DELETE FROM publications WHERE request_id = $1', [olenaRequests[0]]);
    await db.query('DELETE FROM creation_requests WHERE id = ANY($1::int[])', [olenaRequests.slice(1, 5)]);
    await expectTotalsTrue();
    expect((await publicationPage(db, olena, 2)).total).toBe(40);

    await db.query('UPDATE publications SET user_id = $2 WHERE request_id = ANY($1::int[])', [olenaRequests.slice(5, 8), petro]);
    await expectTotalsTrue();
    expect((await publicationPage(db, petro, 2)).total).toBe(33);

    await db.query('DELETE FROM users WHERE id = $1', [petro]);
    await expectTotalsTrue();
    expect((await publicationPage(db, null, 2)).total).toBe(37);
  });

  it('leave no trace of a rolled-back write', async () => {
    const before = await totals();
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO publications (user_id, request_id, title)
                        SELECT user_id, id, 'Назва' FROM creation_requests WHERE id NOT IN (SELECT request_id FROM publications)`);
        await tx.query('DELETE FROM publications WHERE user_id = $1', [olena]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await totals()).toEqual(before);
  });
});

/** Each owner's kept number of rows of `table` and the counted one (owners with none left out). */
async function keptAndCounted(table: 'accounts' | 'creation_requests') {
  const [totals, column] = table === 'accounts' ? ['account_totals', 'accounts'] : ['request_totals', 'requests'];
  return {
    kept: await db.query<{ user_id: number; n: number }>(`SELECT user_id, ${column} AS n FROM ${totals} WHERE ${column} <> 0 ORDER BY user_id`),
    counted: await db.query<{ user_id: number; n: number }>(`SELECT user_id, count(*)::int AS n FROM ${table} GROUP BY user_id ORDER BY user_id`),
  };
}

async function expectKeptTrue() {
  for (const table of ['accounts', 'creation_requests'] as const) {
    const { kept, counted } = await keptAndCounted(table);
    expect(kept, table).toEqual(counted);
  }
}

const addAccounts = (userId: number, count: number) =>
  db.query<{ id: number }>(
    `INSERT INTO accounts (user_id, proxy, comments) SELECT $1, 'http://proxy.test:' || g, 'профіль ' || g FROM generate_series(1, $2::int) g RETURNING id`,
    [userId, count],
  );

describe('per-owner profile and request totals', () => {
  it('follow inserts, deletes, moves and cascades, and give the lists their totals', async () => {
    const maria = await addUser('maria-counts');
    const ivan = await addUser('ivan-counts');
    const mariaAccounts = await addAccounts(maria, 25);
    await addAccounts(ivan, 12);
    const mariaRequests = await addPublications(maria, 23);
    await addPublications(ivan, 4);
    await expectKeptTrue();
    expect((await keptAndCounted('accounts')).kept).toEqual(expect.arrayContaining([{ user_id: maria, n: 25 }, { user_id: ivan, n: 12 }]));
    // Page 2 asks the total (page 1 is full): an owner's is their own, an admin's the sum.
    const [everyone] = await db.query<{ accounts: number; requests: number }>(
      'SELECT (SELECT count(*)::int FROM accounts) AS accounts, (SELECT count(*)::int FROM creation_requests) AS requests',
    );
    expect((await accountPage(db, maria, 2)).total).toBe(25);
    expect((await accountPage(db, null, 2)).total).toBe(everyone!.accounts);
    expect((await requestList(maria, 2)).total).toBe(23);
    expect((await requestList(null, 2)).total).toBe(everyone!.requests);

    await db.query('DELETE FROM accounts WHERE id = ANY($1::int[])', [mariaAccounts.slice(0, 3).map((row) => row.id)]);
    await db.query('UPDATE accounts SET user_id = $2 WHERE id = ANY($1::int[])', [mariaAccounts.slice(3, 5).map((row) => row.id), ivan]);
    await db.query('DELETE FROM creation_requests WHERE id = ANY($1::int[])', [mariaRequests.slice(0, 2)]);
    await db.query('UPDATE creation_requests SET user_id = $2 WHERE id = $1', [mariaRequests[2], ivan]);
    await expectKeptTrue();
    expect((await accountPage(db, maria, 2)).total).toBe(20);
    expect((await accountPage(db, ivan, 1)).total).toBe(14);
    expect((await requestList(maria, 2)).total).toBe(20);

    await expect(
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM accounts WHERE user_id = $1', [ivan]);
        await tx.query('DELETE FROM creation_requests WHERE user_id = $1', [maria]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expectKeptTrue();

    await db.query('DELETE FROM users WHERE id = $1', [maria]);
    await expectKeptTrue();
    expect((await keptAndCounted('accounts')).kept.some((row) => row.user_id === maria)).toBe(false);
  });
});
