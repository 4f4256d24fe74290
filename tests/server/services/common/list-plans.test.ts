import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@shared/constants';
import type { Database } from '@server/db/database';
import { accountPage } from '@server/services/accounts/account-queries';
import { requestPage } from '@server/services/creation/creation-queries';
import { healthPage, healthSummary } from '@server/services/accounts/health-board';
import { publicationPage } from '@server/services/publishing/publication-queries';
import { userPage } from '@server/services/users/user-queries';
import { videosOfUser } from '@server/services/publishing/video-queries';
import { seedLists } from '../../helpers/list-seed';
import { createTestDatabase } from '../../helpers/test-database';

/**
 * Issue 17: the users, profiles, creation requests and 'YouTube' lists do work proportional to the page. Over a few
 * thousand rows seeded through SQL, the statements the services really run (captured from the
 * Database they are given) are explained on PostgreSQL: none reads a whole table of profiles,
 * publications, their videos and rows, or creation requests. The pages themselves (order, owner,
 * totals, counts) are checked on both databases. How a search (`?q=`) reaches its rows through the
 * trigram indexes is list-search.test.ts's part.
 */

const USERS = 300;
const ACCOUNTS = 3000;
const REQUESTS = 3000;
/** Every other request and publication belongs to this one ordinary user; the rest are spread over all. */
const BIG_OWNER_LOGIN = 'plan-user-3';

let db: Database;
let bigOwnerId: number;
let adminId: number;

interface Statement {
  sql: string;
  params: readonly unknown[];
}

/** The database as the services see it, recording every statement they send. */
function recording(statements: Statement[], on: Database = db): Database {
  return {
    ...on,
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return on.query(sql, params);
    },
    cachedQuery: (sql, params = []) => {
      statements.push({ sql, params });
      return on.query(sql, params);
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

const watched = new Set(['accounts', 'publications', 'publication_results', 'publication_videos', 'creation_requests', 'rendered_videos']);

/** The watched tables the statement's plan reads whole, and the plan as text (for the failure's message). */
async function sequentialScans({ sql, params }: Statement, on: Database): Promise<{ tables: string[]; plan: string }> {
  const [row] = await on.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const root = planRoot(row!['QUERY PLAN']);
  const text = (await on.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).map((line) => line['QUERY PLAN']).join('\n');
  return {
    tables: nodes(root)
      .filter((node) => node['Node Type'] === 'Seq Scan' && watched.has(node['Relation Name'] ?? ''))
      .map((node) => node['Relation Name']!),
    plan: `${sql}\n${JSON.stringify(params)}\n${text}`,
  };
}

const planRoot = (plan: Array<{ Plan: PlanNode }> | string) =>
  (typeof plan === 'string' ? (JSON.parse(plan) as Array<{ Plan: PlanNode }>) : plan)[0]!.Plan;

/**
 * How many rows of the watched tables a page query really reads (EXPLAIN ANALYZE: every scan's rows
 * times its loops). A plan without a sequential scan may still walk a whole index, e.g. to count
 * every match before LIMIT; this tells.
 */
async function rowsRead(statements: Statement[], on: Database = db): Promise<number> {
  let total = 0;
  for (const { sql, params } of statements) {
    const [row] = await on.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    for (const node of nodes(planRoot(row!['QUERY PLAN']))) {
      if (watched.has(node['Relation Name'] ?? '')) total += (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    }
  }
  return total;
}

/**
 * Checks every statement a list sent: its page query and, past page 1 or for a full page, its total
 * (users counted alone; publications, profiles and requests from the per-owner totals of
 * 0009_list_counts.sql, 0010_account_counts.sql and 0011_request_counts.sql).
 */
async function expectNoSequentialScans(statements: Statement[], on: Database = db) {
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    const { tables, plan } = await sequentialScans(statement, on);
    expect(tables, plan).toEqual([]);
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  // Ten profiles per user; every other request (with its publication) the big owner's.
  ({ adminId, ownerId: bigOwnerId } = await seedLists(db, {
    prefix: 'plan',
    users: USERS,
    admins: 2,
    accounts: ACCOUNTS,
    requests: REQUESTS,
    bigOwner: BIG_OWNER_LOGIN,
  }));
  await db.exec('ANALYZE');
}, 120_000);

afterAll(async () => {
  await db.close();
});

const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

describe('the users list', () => {
  it('pages users in id order with their profile and video counts, and the total', async () => {
    const first = await userPage(db, 1);
    expect(first.total).toBe(USERS);
    expect(first.data).toHaveLength(PAGE_SIZE);
    expect(first.data.find((user) => user.id === bigOwnerId)).toMatchObject({
      login: BIG_OWNER_LOGIN,
      accountsCount: ACCOUNTS / USERS,
      videosCount: REQUESTS / 2,
    });
    for (const user of first.data) {
      const [expected] = await db.query<{ accountsCount: number; videosCount: number }>(
        `SELECT (SELECT count(*)::int FROM accounts a WHERE a.user_id = $1) AS "accountsCount",
                (SELECT count(*)::int FROM publication_videos pv JOIN accounts a ON a.id = pv.account_id WHERE a.user_id = $1) AS "videosCount"`,
        [user.id],
      );
      expect(user).toMatchObject(expected!);
    }
    expect(first.data.find((user) => user.id === adminId)).toMatchObject({ role: 'admin', isLastAdmin: false });

    const last = await userPage(db, lastPage(USERS));
    expect(last.data.map((user) => user.id)).toEqual(
      (await db.query<{ id: number }>('SELECT id FROM users ORDER BY id DESC LIMIT $1', [USERS - (lastPage(USERS) - 1) * PAGE_SIZE]))
        .map((row) => row.id)
        .reverse(),
    );
    expect(last.total).toBe(USERS);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('reads no profiles or videos for its counts, on the first page and the last', async () => {
    const statements: Statement[] = [];
    const recorded = recording(statements);
    const first = await userPage(recorded, 1);
    await userPage(recorded, lastPage(USERS));
    expect(statements.length).toBeGreaterThanOrEqual(2);
    await expectNoSequentialScans(statements);

    // Page 1 reads no profiles or videos at all: each user's counts are one row of the per-owner
    // counters (account_totals, video_totals of 0017_video_counts.sql), not their profiles' rows.
    expect(first.data.some((user) => user.videosCount > 0)).toBe(true);
    expect(await rowsRead(statements.slice(0, 1))).toBe(0);
  });
});

/**
 * Whose publications a user sees, read from the base tables (not from publication_viewers, which the
 * list reads): the author's, and those with a video on one of the user's profiles.
 */
const seenBy = (param: string) =>
  `(user_id = ${param}::int OR EXISTS (SELECT 1 FROM publication_videos pv WHERE pv.publication_id = publications.id AND pv.owner_id = ${param}::int))`;

describe("the 'YouTube' list", () => {
  it('pages publications newest first within the owner, with their row counts and the total', async () => {
    const [counts] = await db.query<{ all: number; big: number }>(
      `SELECT count(*)::int AS all, count(*) FILTER (WHERE ${seenBy('$1')})::int AS big FROM publications`,
      [bigOwnerId],
    );
    const everyone = await publicationPage(db, null, 1);
    expect(everyone.total).toBe(counts!.all);
    expect(everyone.data.map((row) => row.id)).toEqual(
      (await db.query<{ id: number }>('SELECT id FROM publications ORDER BY id DESC LIMIT $1', [PAGE_SIZE])).map((row) => row.id),
    );
    for (const row of everyone.data) {
      const [expected] = await db.query<{ rowCount: number; successCount: number; errorCount: number }>(
        `SELECT count(*)::int AS "rowCount", count(*) FILTER (WHERE r.status = 'success')::int AS "successCount",
                count(*) FILTER (WHERE r.status = 'error')::int AS "errorCount"
           FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id WHERE pv.publication_id = $1`,
        [row.id],
      );
      expect(row).toMatchObject(expected!);
    }

    const own = await publicationPage(db, bigOwnerId, 1);
    expect(own.total).toBe(counts!.big);
    const ownLast = await publicationPage(db, bigOwnerId, lastPage(counts!.big));
    const oldest = await db.query<{ id: number }>(`SELECT id FROM publications WHERE ${seenBy('$1')} ORDER BY id LIMIT $2`, [
      bigOwnerId,
      counts!.big - (lastPage(counts!.big) - 1) * PAGE_SIZE,
    ]);
    expect(ownLast.data.map((row) => row.id)).toEqual(oldest.map((row) => row.id).reverse());
    expect(ownLast.total).toBe(counts!.big);
    // Every kind of page holds the same publications as reading newest first would: the newer half
    // is read from the newest end, the older half from the oldest.
    for (const ownerId of [null, bigOwnerId]) {
      const total = ownerId === null ? counts!.all : counts!.big;
      const last = lastPage(total);
      const middle = Math.ceil(last / 2);
      for (const number of new Set([2, middle - 1, middle, middle + 1, last - 1, last, last + 1])) {
        const listed = await publicationPage(db, ownerId, number);
        const expected = await db.query<{ id: number }>(
          `SELECT id FROM publications WHERE $1::int IS NULL OR ${seenBy('$1')} ORDER BY id DESC LIMIT $2 OFFSET $3`,
          [ownerId, PAGE_SIZE, (number - 1) * PAGE_SIZE],
        );
        expect(
          listed.data.map((row) => row.id),
          `page ${number} of ${last}`,
        ).toEqual(expected.map((row) => row.id));
        expect(listed).toMatchObject({ page: number, total, totalPages: last });
      }
    }
    const other = await publicationPage(db, bigOwnerId + 1, 1);
    expect(other.data.length).toBeGreaterThan(0);
    expect(other.data.every((row) => !own.data.some((mine) => mine.id === row.id))).toBe(true);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'reads no whole table, on the first page and the last, for an admin and for an owner',
    async () => {
      const [counts] = await db.query<{ all: number; big: number }>(
        `SELECT count(*)::int AS all, count(*) FILTER (WHERE ${seenBy('$1')})::int AS big FROM publications`,
        [bigOwnerId],
      );
      const statements: Statement[] = [];
      const recorded = recording(statements);
      await publicationPage(recorded, null, 1);
      await publicationPage(recorded, null, lastPage(counts!.all));
      await publicationPage(recorded, bigOwnerId, 1);
      await publicationPage(recorded, bigOwnerId, lastPage(counts!.big));
      expect(statements.length).toBeGreaterThanOrEqual(4);
      await expectNoSequentialScans(statements);

      // Page 1 and the last read their 20 keys, then their 20 publications, their requests, videos and 3
      // rows each: nothing of the others (the last page is read from the oldest end).
      for (const [ownerId, total] of [
        [null, counts!.all],
        [bigOwnerId, counts!.big],
      ] as const) {
        for (const number of [1, lastPage(total)]) {
          const one: Statement[] = [];
          await publicationPage(recording(one), ownerId, number);
          expect(await rowsRead(one), `page ${number}`).toBeLessThanOrEqual(7 * PAGE_SIZE);
        }
      }
    },
  );
});

/** The creation requests list as the route calls it: an admin's (`ownerId` null) or one owner's. */
const requestList = (database: Database, ownerId: number | null, page: number) => requestPage(database, ownerId, page);

/**
 * Every kind of page of a newest-first list (2, around the middle, the last and past the end) holds
 * the rows that reading the whole table newest first would give, with the same total.
 */
async function expectPagesLikeNewestFirst(
  table: string,
  list: (ownerId: number | null, page: number) => Promise<{ data: Array<{ id: number }> }>,
) {
  for (const ownerId of [null, bigOwnerId]) {
    const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE $1::int IS NULL OR user_id = $1::int`, [
      ownerId,
    ]);
    const total = count!.n;
    const last = lastPage(total);
    const middle = Math.ceil(last / 2);
    for (const number of new Set([1, 2, middle - 1, middle, middle + 1, last - 1, last, last + 1].filter((n) => n >= 1))) {
      const listed = await list(ownerId, number);
      const expected = await db.query<{ id: number }>(
        `SELECT id FROM ${table} WHERE $1::int IS NULL OR user_id = $1::int ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [ownerId, PAGE_SIZE, (number - 1) * PAGE_SIZE],
      );
      expect(
        listed.data.map((row) => row.id),
        `${table}, owner ${ownerId}, page ${number} of ${last}`,
      ).toEqual(expected.map((row) => row.id));
      expect(listed).toMatchObject({ page: number, total, totalPages: last });
    }
  }
}

describe('the profiles list', () => {
  it('pages profiles newest first within the owner, with their owner and group, and the total', async () => {
    await db.query(`INSERT INTO account_groups (user_id, name) VALUES ($1, 'Група планів')`, [bigOwnerId]);
    await db.query(
      `UPDATE accounts SET group_id = (SELECT id FROM account_groups WHERE name = 'Група планів') WHERE user_id = $1 AND id % 2 = 0`,
      [bigOwnerId],
    );
    const own = await accountPage(db, bigOwnerId, 1);
    expect(own.data).toHaveLength(ACCOUNTS / USERS);
    expect(own.total).toBe(ACCOUNTS / USERS);
    for (const account of own.data) {
      expect(account.user).toEqual({ id: bigOwnerId, login: BIG_OWNER_LOGIN });
      expect(account.group?.name ?? null).toBe(account.id % 2 === 0 ? 'Група планів' : null);
    }
    expect((await accountPage(db, null, 1)).total).toBe(ACCOUNTS);
    await expectPagesLikeNewestFirst('accounts', (ownerId, page) => accountPage(db, ownerId, page));
  });

  it("finds an admin's middle pages from the kept key counts after profiles come and go", async () => {
    // Gaps in every bucket of 1024 ids (one statement, many buckets), a bucket emptied, and new profiles after them.
    await db.query('DELETE FROM accounts WHERE id % 7 = 3 OR id BETWEEN 1024 AND 2047');
    await db.query(
      `INSERT INTO accounts (user_id, proxy, comments) SELECT $1::int, 'http://late-' || g || '.test:8080', 'пізній ' || g FROM generate_series(1, 45) g`,
      [bigOwnerId],
    );
    const [kept] = await db.query<{ drift: number }>(
      `SELECT count(*)::int AS drift FROM (SELECT id / 1024 AS bucket, count(*)::int AS keys FROM accounts GROUP BY 1) real
         FULL JOIN (SELECT bucket, keys FROM list_key_buckets WHERE list = 'accounts' AND keys > 0) b USING (bucket)
        WHERE real.keys IS DISTINCT FROM b.keys`,
    );
    expect(kept!.drift).toBe(0);
    await expectPagesLikeNewestFirst('accounts', (ownerId, page) => accountPage(db, ownerId, page));
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'reads no whole table, on the first page and the last, for an admin and for an owner',
    async () => {
      const statements: Statement[] = [];
      const recorded = recording(statements);
      await accountPage(recorded, null, 1);
      await accountPage(recorded, null, lastPage(ACCOUNTS));
      await accountPage(recorded, bigOwnerId, 1);
      await accountPage(recorded, bigOwnerId, 2);
      expect(statements.length).toBeGreaterThanOrEqual(4);
      await expectNoSequentialScans(statements);

      // Page 1 and the last read their 20 keys, then their 20 profiles, and nothing of the others (the last from the oldest end).
      for (const number of [1, lastPage(ACCOUNTS)]) {
        const one: Statement[] = [];
        await accountPage(recording(one), null, number);
        expect(await rowsRead(one), `page ${number}`).toBeLessThanOrEqual(2 * PAGE_SIZE);
      }
    },
  );
});

describe('the creation requests list', () => {
  it('pages requests newest first within the owner, with their counts and publication, and the total', async () => {
    const first = await requestList(db, null, 1);
    expect(first.total).toBe(REQUESTS);
    for (const item of first.data) {
      const [expected] = await db.query<{ doneCount: number; sentCount: number; publicationId: number | null }>(
        `SELECT (SELECT count(*)::int FROM rendered_videos v WHERE v.request_id = $1) AS "doneCount",
                (SELECT count(*)::int FROM publication_videos pv JOIN publications p ON p.id = pv.publication_id WHERE p.request_id = $1) AS "sentCount",
                (SELECT id FROM publications WHERE request_id = $1) AS "publicationId"`,
        [item.id],
      );
      expect(item).toMatchObject({
        doneCount: expected!.doneCount,
        sentCount: expected!.sentCount,
        publication: { id: expected!.publicationId },
      });
    }
    expect((await requestList(db, bigOwnerId, 1)).total).toBe(REQUESTS / 2);
    await expectPagesLikeNewestFirst('creation_requests', (ownerId, page) => requestList(db, ownerId, page));
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'reads no whole table, on the first page and the last, for an admin and for an owner',
    async () => {
      const statements: Statement[] = [];
      const recorded = recording(statements);
      await requestList(recorded, null, 1);
      await requestList(recorded, null, lastPage(REQUESTS));
      await requestList(recorded, bigOwnerId, 1);
      await requestList(recorded, bigOwnerId, lastPage(REQUESTS / 2));
      expect(statements.length).toBeGreaterThanOrEqual(4);
      await expectNoSequentialScans(statements);

      // Page 1 and the last read their 20 keys, then their 20 requests, their rendered video, publication
      // (twice: id and title), and its video (through the publication once more): nothing of the others.
      for (const [ownerId, total] of [
        [null, REQUESTS],
        [bigOwnerId, REQUESTS / 2],
      ] as const) {
        for (const number of [1, lastPage(total)]) {
          const one: Statement[] = [];
          await requestList(recording(one), ownerId, number);
          expect(await rowsRead(one), `owner ${ownerId}, page ${number}`).toBeLessThanOrEqual(7 * PAGE_SIZE);
        }
      }
    },
  );
});

describe("the user detail's video page (GET /api/users/:id)", () => {
  it("pages the videos sent through the user's profiles newest first, with the total", async () => {
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM publication_videos pv JOIN accounts a ON a.id = pv.account_id WHERE a.user_id = $1',
      [bigOwnerId],
    );
    const total = count!.n;
    const last = lastPage(total);
    for (const number of new Set([1, 2, Math.ceil(last / 2), last - 1, last, last + 1])) {
      const listed = await videosOfUser(db, bigOwnerId, number);
      const expected = await db.query<{ id: number }>(
        'SELECT pv.id FROM publication_videos pv JOIN accounts a ON a.id = pv.account_id WHERE a.user_id = $1 ORDER BY pv.id DESC LIMIT $2 OFFSET $3',
        [bigOwnerId, PAGE_SIZE, (number - 1) * PAGE_SIZE],
      );
      expect(
        listed.data.map((video) => video.id),
        `page ${number} of ${last}`,
      ).toEqual(expected.map((row) => row.id));
      expect(listed).toMatchObject({ page: number, total, totalPages: last });
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')('reads no whole table, and page 1 and the last only their videos', async () => {
    const [count] = await db.query<{ n: number }>('SELECT videos AS n FROM video_totals WHERE user_id = $1', [bigOwnerId]);
    const statements: Statement[] = [];
    await videosOfUser(recording(statements), bigOwnerId, 1);
    await videosOfUser(recording(statements), bigOwnerId, lastPage(count!.n));
    await expectNoSequentialScans(statements);
    // Each video of the page, its publication, request, rendered video, and its YouTube, Instagram and
    // published rows: a few rows per video, not the user's 1,500 videos (the last page from the oldest end).
    for (const number of [1, lastPage(count!.n)]) {
      const one: Statement[] = [];
      await videosOfUser(recording(one), bigOwnerId, number);
      expect(await rowsRead(one), `page ${number}`).toBeLessThanOrEqual(8 * PAGE_SIZE);
    }
  });
});

describe('the health board (/api/accounts/health)', () => {
  // One row per profile and platform switched on (the seeded profiles have YouTube only). The board is
  // ordered by severity, a state of the moment: it reads the scope's profiles once (an owner's by
  // their index; for an admin every profile), but never the publications, their videos or rows whole.
  it.runIf(process.env.TEST_DB === 'postgres')(
    "reads only the scope's profiles, on the first page and the last, for an admin and for an owner",
    async () => {
      for (const ownerId of [null, bigOwnerId]) {
        const first = await healthPage(db, ownerId, { page: 1 }, { scheduled: true });
        expect(first.total, `owner ${ownerId}`).toBeGreaterThan(0);
        const statements: Statement[] = [];
        await healthPage(recording(statements), ownerId, { page: 1 }, { scheduled: true });
        await healthPage(recording(statements), ownerId, { page: Math.max(1, first.totalPages) }, { scheduled: true });
        await healthSummary(recording(statements), ownerId, {});
        if (ownerId !== null) {
          await expectNoSequentialScans(statements);
          continue;
        }
        for (const statement of statements) {
          const { tables, plan } = await sequentialScans(statement, db);
          expect(
            tables.filter((table) => table !== 'accounts'),
            plan,
          ).toEqual([]);
        }
      }
    },
  );
});

describe.runIf(process.env.TEST_DB === 'postgres')('a search (?q=)', () => {
  // A search's matches come from the trigram indexes and are paged and counted, on the first page and
  // the last, for an admin and for an owner (list-search.test.ts checks, with sequential scans priced
  // out, that each text is compared only through an index; this, that with the planner free nothing
  // reads a whole table). Over tables big enough that an index is worth it: at the few thousand rows
  // above, reading a whole table costs the planner less than a trigram index for 4 % of the rows.
  // 30,000 profiles and requests: '291' is in a few hundred of their numbers (291, 1291, 2910–2919, …) and
  // random idUploads. (A search whose every trigram is in every row, e.g. 'профіль 291' where each
  // comment reads 'профіль N', is rightly read whole: the index would hand back every row.)
  const ROWS = 30_000;
  let big: Database;
  let owner: number;
  beforeAll(async () => {
    big = await createTestDatabase();
    ({ ownerId: owner } = await seedLists(big, {
      prefix: 'search',
      users: USERS,
      admins: 2,
      accounts: ROWS,
      requests: ROWS,
      bigOwner: 'search-user-3',
    }));
    // As autovacuum would after a bulk insert (it also empties the trigram indexes' pending lists).
    await big.exec('VACUUM (ANALYZE)');
  }, 120_000);
  afterAll(async () => {
    await big.close();
  });

  type List = (database: Database, ownerId: number | null, page: number, q: string) => Promise<{ total: number; totalPages: number }>;
  const lists: Array<[string, string, List]> = [
    ['profiles', '291', (database, ownerId, page, q) => accountPage(database, ownerId, page, q)],
    ["'YouTube'", '291', (database, ownerId, page, q) => publicationPage(database, ownerId, page, q)],
    ['creation requests', '291', (database, ownerId, page, q) => requestPage(database, ownerId, page, q)],
    ['users', 'search-user-2', (database, _ownerId, page, q) => userPage(database, page, q)],
  ];

  it.each(lists)('of the %s list reads no whole table, on the first page, a middle one and the last', async (name, q, list) => {
    for (const ownerId of name === 'users' ? [null] : [null, owner]) {
      const first = await list(big, ownerId, 1, q);
      expect(first.total, `${name}, owner ${ownerId}`).toBeGreaterThan(0);
      const statements: Statement[] = [];
      for (const page of new Set([1, Math.ceil(first.totalPages / 2), Math.max(1, first.totalPages)])) {
        await list(recording(statements, big), ownerId, page, q);
      }
      await expectNoSequentialScans(statements, big);
    }
  });

  // An admin's middle page of a whole list walks at most one bucket of 1024 keys (0038_list_key_buckets.sql), then reads
  // its 20 rows and what they show, where OFFSET walked the 15,000 keys before it; an owner's walks only their own keys.
  it.each(lists.filter(([name]) => name !== 'users'))(
    'of the %s list: a middle page without a search reads about what page 1 does',
    async (name, _q, list) => {
      for (const ownerId of [null, owner]) {
        const first = await list(big, ownerId, 1, '');
        const middle = Math.ceil(first.totalPages / 2);
        const statements: Statement[] = [];
        const page = await list(recording(statements, big), ownerId, middle, '');
        expect(page.totalPages).toBe(first.totalPages);
        await expectNoSequentialScans(statements, big);
        const bound = ownerId === null ? 1024 + 8 * PAGE_SIZE : first.total / 2 + 7 * PAGE_SIZE;
        expect(await rowsRead(statements, big), `${name}, owner ${ownerId}, page ${middle}`).toBeLessThanOrEqual(bound);
      }
    },
  );
});
