import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { type CalendarFilter, calendarHours, calendarRows } from '@server/services/publishing/calendar-queries';
import { spreadCalendarTimes } from '../../helpers/calendar-seed';
import { seedLists } from '../../helpers/list-seed';
import { createTestDatabase } from '../../helpers/test-database';

/** PostgreSQL gets 30,000 publications, where an index beats reading a table (at 3,000 it reads the small ones whole). */
const PUBLICATIONS = process.env.TEST_DB === 'postgres' ? 30_000 : 3000;

/**
 * The calendar's reads over PUBLICATIONS × 3 rows, a tenth of them in one week:
 * on both databases the per-hour counts equal a recount from the base tables (admin, owner, filters);
 * on PostgreSQL, from `EXPLAIN (FORMAT JSON)` of the statements the queries really send, no whole table
 * of rows, videos, publications or profiles is read, as the lists' plans test checks for the lists.
 */

const WEEK_START = '2026-11-22T22:00:00.000Z';
const from = new Date(WEEK_START);
const to = new Date(Date.parse(WEEK_START) + 7 * 24 * 3_600_000);

let db: Database;
let ownerId: number;

interface Statement {
  sql: string;
  params: readonly unknown[];
}

function recording(statements: Statement[]): Database {
  return {
    ...db,
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
const watched = new Set(['accounts', 'publications', 'publication_results', 'publication_videos', 'creation_requests']);

async function expectNoSequentialScans(statements: Statement[]) {
  expect(statements.length).toBeGreaterThan(0);
  for (const { sql, params } of statements) {
    const [row] = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const plan = row!['QUERY PLAN'];
    const root = (typeof plan === 'string' ? (JSON.parse(plan) as Array<{ Plan: PlanNode }>) : plan)[0]!.Plan;
    const scans = nodes(root).filter((node) => node['Node Type'] === 'Seq Scan' && watched.has(node['Relation Name'] ?? ''));
    const text = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).map((line) => line['QUERY PLAN']).join('\n');
    expect(
      scans.map((node) => node['Relation Name']),
      `${sql}\n${text}`,
    ).toEqual([]);
  }
}

/** The week's rows counted straight from the base tables, under `where` on r, pv, a. */
async function recount(where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM publication_results r JOIN publication_videos pv ON pv.id = r.publication_video_id
       JOIN publications p ON p.id = pv.publication_id JOIN accounts a ON a.id = pv.account_id
      WHERE r.status <> 'noactive' AND coalesce(CASE WHEN r.status = 'success' THEN r.published_at END, r.planned_at) >= $1
        AND coalesce(CASE WHEN r.status = 'success' THEN r.published_at END, r.planned_at) < $2 AND ${where}`,
    [from, to, ...params],
  );
  return row!.count;
}

const total = async (filter: CalendarFilter, on: Database = db) =>
  (await calendarHours(on, from, to, filter)).reduce((sum, h) => sum + h.publication + h.loading + h.success + h.error, 0);

beforeAll(async () => {
  db = await createTestDatabase();
  ({ ownerId } = await seedLists(db, {
    prefix: 'cal',
    users: 30,
    admins: 1,
    accounts: 600,
    requests: PUBLICATIONS,
    bigOwner: 'cal-user-3',
  }));
  await spreadCalendarTimes(db, WEEK_START, 10);
  await db.query(`INSERT INTO account_groups (user_id, name) SELECT user_id, 'Група ' || user_id FROM accounts GROUP BY user_id`);
  await db.query(`UPDATE accounts a SET group_id = g.id FROM account_groups g WHERE g.user_id = a.user_id AND a.id % 2 = 0`);
  await db.query(`INSERT INTO account_labels (account_id, label_key, label) SELECT id, 'київ', 'Київ' FROM accounts WHERE id % 3 = 0`);
  await db.exec('ANALYZE');
}, 180_000);

afterAll(async () => {
  await db.close();
});

describe('the calendar over thousands of rows', () => {
  it('counts the week as a recount does: all, as the owner sees it, and by platform, profile, group and label', async () => {
    const [group] = await db.query<{ id: number }>('SELECT min(id) AS id FROM account_groups');
    const [account] = await db.query<{ id: number }>('SELECT min(account_id) AS id FROM publication_videos');
    expect(await total({ viewer: null })).toBe(await recount('TRUE', []));
    expect(await total({ viewer: null })).toBeGreaterThan(800);
    expect(await total({ viewer: ownerId })).toBe(
      await recount('(p.user_id = $3 OR EXISTS (SELECT 1 FROM publication_videos x WHERE x.publication_id = p.id AND x.owner_id = $3))', [
        ownerId,
      ]),
    );
    expect(await total({ viewer: null, platform: 'tiktok' })).toBe(await recount(`r.platform = 'tiktok'`, []));
    expect(await total({ viewer: null, account: account!.id })).toBe(await recount('a.id = $3', [account!.id]));
    expect(await total({ viewer: null, group: group!.id })).toBe(await recount('a.group_id = $3', [group!.id]));
    expect(await total({ viewer: ownerId, label: ['КИЇВ'] })).toBe(
      await recount(
        `a.id % 3 = 0 AND (p.user_id = $3 OR EXISTS (SELECT 1 FROM publication_videos x WHERE x.publication_id = p.id AND x.owner_id = $3))`,
        [ownerId],
      ),
    );
    const hour = await calendarRows(db, from, new Date(from.getTime() + 3_600_000), { viewer: null });
    expect(hour.total).toBe(hour.publications.reduce((sum, p) => sum + p.rows.length, 0));
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'reads no whole table of rows, videos, publications or profiles (admin, an ordinary owner)',
    async () => {
      const [group] = await db.query<{ id: number }>('SELECT min(id) AS id FROM account_groups');
      const [user] = await db.query<{ id: number }>(`SELECT min(id) AS id FROM users WHERE role = 'user' AND id <> $1`, [ownerId]);
      const statements: Statement[] = [];
      const recorded = recording(statements);
      for (const filter of [
        { viewer: null },
        { viewer: user!.id },
        { viewer: null, platform: 'instagram' as const },
        { viewer: null, group: group!.id },
        { viewer: user!.id, label: ['київ'] },
      ] satisfies CalendarFilter[]) {
        await calendarHours(recorded, from, to, filter);
        await calendarRows(recorded, from, new Date(from.getTime() + 3_600_000), filter);
      }
      await expectNoSequentialScans(statements);
    },
  );
});
