import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { accountPage } from '@server/services/accounts/account-queries';
import { requestPage } from '@server/services/creation/creation-queries';
import { healthPage } from '@server/services/accounts/health-board';
import { publicationPage } from '@server/services/publishing/publication-queries';
import { userPage } from '@server/services/users/user-queries';
import { createTestDatabase } from '../../helpers/test-database';

/**
 * The per-owner publication totals of 0009_list_counts.sql follow every write in its own transaction:
 * inserts, deletes (cascades from a request or a user included), a move to another owner, a rollback.
 * So do the profile and request totals of 0010_account_counts.sql and 0011_request_counts.sql, and
 * each user's number of publication videos on their profiles (0017_video_counts.sql, the users list's
 * video counts), and the keys of the three lists per bucket of ids (0038_list_key_buckets.sql, how
 * an admin's middle page finds its first key).
 */

let db: Database;

/** The creation requests list as the route calls it: an admin's (`ownerId` null) or one owner's. */
const requestList = (ownerId: number | null, page: number) => requestPage(db, ownerId, page);
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
  const kept = await db.query<{ user_id: number; n: number }>(
    'SELECT user_id, publications AS n FROM publication_totals WHERE publications <> 0 ORDER BY user_id',
  );
  const counted = await db.query<{ user_id: number; n: number }>(
    'SELECT user_id, count(*)::int AS n FROM publications GROUP BY user_id ORDER BY user_id',
  );
  return { kept, counted };
}

async function expectTotalsTrue() {
  const { kept, counted } = await totals();
  expect(kept).toEqual(counted);
  await expectKeyBucketsTrue();
}

/** The keys of profiles, requests and publications kept per bucket of 1024 ids (0038_list_key_buckets.sql) match a recount. */
async function expectKeyBucketsTrue() {
  for (const list of ['accounts', 'creation_requests', 'publications']) {
    const kept = await db.query<{ bucket: number; keys: number }>(
      'SELECT bucket, keys FROM list_key_buckets WHERE list = $1 AND keys <> 0 ORDER BY bucket',
      [list],
    );
    const counted = await db.query<{ bucket: number; keys: number }>(
      `SELECT id / 1024 AS bucket, count(*)::int AS keys FROM ${list} GROUP BY 1 ORDER BY 1`,
    );
    expect(kept, list).toEqual(counted);
  }
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
    kept: await db.query<{ user_id: number; n: number }>(
      `SELECT user_id, ${column} AS n FROM ${totals} WHERE ${column} <> 0 ORDER BY user_id`,
    ),
    counted: await db.query<{ user_id: number; n: number }>(
      `SELECT user_id, count(*)::int AS n FROM ${table} GROUP BY user_id ORDER BY user_id`,
    ),
  };
}

async function expectKeptTrue() {
  for (const table of ['accounts', 'creation_requests'] as const) {
    const { kept, counted } = await keptAndCounted(table);
    expect(kept, table).toEqual(counted);
  }
  // Each owner's profiles per platform (the health board's total, 0017_video_counts.sql).
  const kept = await db.query(
    'SELECT user_id, on_youtube, on_tiktok, on_instagram FROM account_totals WHERE accounts <> 0 ORDER BY user_id',
  );
  const counted = await db.query(
    `SELECT user_id, count(*) FILTER (WHERE in_youtube)::int AS on_youtube, count(*) FILTER (WHERE in_tiktok)::int AS on_tiktok,
            count(*) FILTER (WHERE in_instagram)::int AS on_instagram
       FROM accounts GROUP BY user_id ORDER BY user_id`,
  );
  expect(kept, 'profiles per platform').toEqual(counted);
}

const addAccounts = (userId: number, count: number) =>
  db.query<{ id: number }>(
    `INSERT INTO accounts (user_id, proxy, comments, in_youtube, in_tiktok, in_instagram)
     SELECT $1, 'http://proxy.test:' || g, 'профіль ' || g, true, g % 2 = 0, g % 3 = 0 FROM generate_series(1, $2::int) g RETURNING id`,
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
    expect((await keptAndCounted('accounts')).kept).toEqual(
      expect.arrayContaining([
        { user_id: maria, n: 25 },
        { user_id: ivan, n: 12 },
      ]),
    );
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
    await db.query('UPDATE accounts SET in_instagram = NOT in_instagram, in_youtube = false WHERE id = ANY($1::int[])', [
      mariaAccounts.slice(4, 9).map((row) => row.id),
    ]);
    await db.query('DELETE FROM creation_requests WHERE id = ANY($1::int[])', [mariaRequests.slice(0, 2)]);
    await db.query('UPDATE creation_requests SET user_id = $2 WHERE id = $1', [mariaRequests[2], ivan]);
    await expectKeptTrue();
    expect((await accountPage(db, maria, 2)).total).toBe(20);
    expect((await accountPage(db, ivan, 1)).total).toBe(14);
    // The health board's total: one row per profile and platform switched on, by platform too.
    const pairs = async (ownerId: number, platform?: 'youtube' | 'tiktok' | 'instagram') => {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM accounts a
           CROSS JOIN LATERAL (VALUES ('youtube', a.in_youtube), ('tiktok', a.in_tiktok), ('instagram', a.in_instagram)) p(platform, enabled)
          WHERE a.user_id = $1 AND p.enabled AND ($2::text IS NULL OR p.platform = $2::text)`,
        [ownerId, platform ?? null],
      );
      return row!.n;
    };
    expect((await healthPage(db, maria, { page: 2 }, { scheduled: true })).total).toBe(await pairs(maria));
    expect((await healthPage(db, ivan, { page: 2, platform: 'instagram' }, { scheduled: true })).total).toBe(
      await pairs(ivan, 'instagram'),
    );
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

/** Each user's kept number of publication videos on their profiles, and the counted one (users with none left out). */
async function videosKeptAndCounted() {
  return {
    kept: await db.query<{ user_id: number; n: number }>(
      'SELECT user_id, videos AS n FROM video_totals WHERE videos <> 0 ORDER BY user_id',
    ),
    counted: await db.query<{ user_id: number; n: number }>(
      'SELECT a.user_id, count(*)::int AS n FROM publication_videos pv JOIN accounts a ON a.id = pv.account_id GROUP BY a.user_id ORDER BY a.user_id',
    ),
  };
}

async function expectVideosKeptTrue() {
  const { kept, counted } = await videosKeptAndCounted();
  expect(kept).toEqual(counted);
  // Each video carries its profile's owner (the user detail's video page reads publication_videos (owner_id, id)).
  const [stray] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM publication_videos pv JOIN accounts a ON a.id = pv.account_id WHERE pv.owner_id IS DISTINCT FROM a.user_id',
  );
  expect(stray!.n).toBe(0);
}

/** One rendered video per request of `requestIds`, each sent through `accountIds` in turn; returns the videos' ids. */
async function addVideos(requestIds: number[], accountIds: number[]): Promise<number[]> {
  await db.query(
    `INSERT INTO rendered_videos (request_id, variant_index, storage_key) SELECT id, 0, 'video/' || id FROM unnest($1::int[]) AS id`,
    [requestIds],
  );
  const rows = await db.query<{ id: number }>(
    `INSERT INTO publication_videos (publication_id, rendered_video_id, account_id)
     SELECT p.id, rv.id, ($2::int[])[1 + (row_number() OVER (ORDER BY p.id) - 1)::int % cardinality($2::int[])]
       FROM publications p JOIN rendered_videos rv ON rv.request_id = p.request_id
      WHERE p.request_id = ANY($1::int[])
     RETURNING id`,
    [requestIds, accountIds],
  );
  return rows.map((row) => row.id);
}

describe("per-user publication video totals (the users list's video counts)", () => {
  it('follow videos sent, deleted, moved and cascaded, and give the users list its counts', async () => {
    const oksana = await addUser('oksana-videos');
    const taras = await addUser('taras-videos');
    const oksanaAccounts = (await addAccounts(oksana, 4)).map((row) => row.id);
    const tarasAccounts = (await addAccounts(taras, 2)).map((row) => row.id);
    const oksanaRequests = await addPublications(oksana, 12);
    const tarasRequests = await addPublications(taras, 5);
    const oksanaVideos = await addVideos(oksanaRequests, oksanaAccounts);
    await addVideos(tarasRequests, tarasAccounts);
    await expectVideosKeptTrue();
    const counts = async (userId: number) => {
      const page = await userPage(db, 1, String(userId));
      return page.data.find((user) => user.id === userId);
    };
    expect(await counts(oksana)).toMatchObject({ accountsCount: 4, videosCount: 12 });
    expect(await counts(taras)).toMatchObject({ accountsCount: 2, videosCount: 5 });

    // A video deleted, a publication deleted (its video cascades), a request deleted (publication and video cascade).
    await db.query('DELETE FROM publication_videos WHERE id = $1', [oksanaVideos[0]]);
    await db.query('DELETE FROM publications WHERE request_id = $1', [oksanaRequests[1]]);
    await db.query('DELETE FROM creation_requests WHERE id = $1', [oksanaRequests[2]]);
    await expectVideosKeptTrue();
    expect(await counts(oksana)).toMatchObject({ videosCount: 9 });

    // A video sent through another owner's profile; a profile (with its videos) given to another owner.
    await db.query('UPDATE publication_videos SET account_id = $2 WHERE id = $1', [oksanaVideos[3], tarasAccounts[0]]);
    await db.query('UPDATE accounts SET user_id = $2 WHERE id = $1', [oksanaAccounts[1], taras]);
    // A status update of every video changes no count.
    await db.query(`UPDATE publication_videos SET status = 'success'`);
    await expectVideosKeptTrue();
    expect(await counts(taras)).toMatchObject({ accountsCount: 3 });

    // A profile deleted: its videos cascade after it is gone.
    await db.query('DELETE FROM accounts WHERE id = $1', [oksanaAccounts[2]]);
    await expectVideosKeptTrue();

    await expect(
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM accounts WHERE user_id = $1', [taras]);
        await tx.query('DELETE FROM publication_videos WHERE account_id = ANY($1::int[])', [oksanaAccounts]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expectVideosKeptTrue();

    // A user deleted with everything they own.
    await db.query('DELETE FROM users WHERE id = $1', [taras]);
    await expectVideosKeptTrue();
    expect((await videosKeptAndCounted()).kept.some((row) => row.user_id === taras)).toBe(false);
    expect(await counts(oksana)).toMatchObject({ accountsCount: 2 });
  });
});
