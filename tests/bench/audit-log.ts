import { performance } from 'node:perf_hooks';
import { type Database, openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { auditPageStatement } from '@server/services/users/audit-queries';
import { seedLists } from '../server/helpers/list-seed';
import { createThrowawayPostgres } from '../server/helpers/test-database';
import { appOverSeeded, percentile, timeInterleaved } from './bench-kit';

/**
 * 'Журнал дій' at a million entries: its first page, and pages under filters, timed through the whole
 * app beside the profiles list's page 1 on the same database (the ratio is the figure), on PGlite and
 * (with `TEST_DATABASE_URL`) on PostgreSQL, where each page's plan is read too (`EXPLAIN`). Then what
 * the audit triggers add to a publication's creation of 600 rows: the same transaction (a publication,
 * its 600 videos and their results) on two copies of one database, one with the triggers switched off,
 * timed in turn.
 *
 * Knobs: `BENCH_AUDIT_ENTRIES` (default 1000000), `BENCH_AUDIT_CALLS` (default 40).
 */

const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const CALLS = Number(process.env.BENCH_AUDIT_CALLS ?? 40);
const PASSWORD = 'bench-audit-password';
const PUBLICATION_ROWS = 600;
const PUBLICATION_RUNS = 15;

type Kind = 'postgres' | 'pglite';

async function openFresh(kind: Kind): Promise<Database> {
  if (kind === 'postgres') return createThrowawayPostgres(process.env.TEST_DATABASE_URL!);
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  return db;
}

/**
 * `ENTRIES` entries over the last year, by 20 users and the system, over every entity type and
 * action, each with a small before → after, in one statement.
 */
async function seedEntries(db: Database, userIds: number[]) {
  const types = ['account', 'publication', 'publication_video', 'user', 'tag_set', 'account_group', 'posting_limit', 'creation_request'];
  await db.query(
    `INSERT INTO audit_log (at, actor_id, actor_login, ip, user_agent, action, entity_type, entity_id, before, after)
     SELECT now() - (g * interval '31 seconds'),
            CASE WHEN g % 21 = 0 THEN NULL ELSE ($2::int[])[1 + g % array_length($2::int[], 1)] END,
            CASE WHEN g % 21 = 0 THEN NULL ELSE 'user-' || (g % 20) END,
            CASE WHEN g % 21 = 0 THEN NULL ELSE '10.0.' || (g % 250) || '.' || (g % 200) END,
            CASE WHEN g % 21 = 0 THEN NULL ELSE 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' END,
            (ARRAY['create','update','update','update','delete','login'])[1 + g % 6],
            ($3::text[])[1 + g % array_length($3::text[], 1)],
            (g % 5000)::text,
            jsonb_build_object('comments', 'було ' || g),
            jsonb_build_object('comments', 'стало ' || g)
       FROM generate_series(1, $1::int) g`,
    [ENTRIES, userIds, types],
  );
}

interface Figure {
  name: string;
  url: string;
  p50: number;
  p99: number;
  ratio: number;
}

async function pages(kind: Kind) {
  const db = await openFresh(kind);
  const started = performance.now();
  const users = await seedLists(db, { prefix: 'audit', users: 20, admins: 1, accounts: 1000, requests: 1000 });
  const userIds = (await db.query<{ id: number }>('SELECT id FROM users ORDER BY id')).map((row) => row.id);
  await seedEntries(db, userIds);
  await db.exec('VACUUM (ANALYZE)');
  const seedSeconds = (performance.now() - started) / 1000;
  const served = await appOverSeeded(db, { admin: users.adminId, user: users.ownerId }, PASSWORD, 'sp-bench-audit-');
  try {
    const someUser = userIds[3]!;
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const weekBefore = new Date(Date.now() - 37 * 86_400_000).toISOString();
    const filters: Array<[string, string, Parameters<typeof auditPageStatement>[0]]> = [
      ['first page, no filter', '/api/audit', {}],
      ['one user', `/api/audit?userId=${someUser}`, { userId: someUser }],
      ['profiles deleted', '/api/audit?entityType=account&action=delete', { entityType: 'account', action: 'delete' }],
      ['profile #42', '/api/audit?entityType=account&entityId=42', { entityType: 'account', entityId: '42' }],
      [
        'one user, a week a month ago',
        `/api/audit?userId=${someUser}&from=${encodeURIComponent(weekBefore)}&to=${encodeURIComponent(monthAgo)}`,
        { userId: someUser, from: new Date(weekBefore), to: new Date(monthAgo) },
      ],
    ];
    const targets = [
      { app: served.app, url: '/api/accounts?page=1', token: served.tokens.admin },
      ...filters.map(([, url]) => ({ app: served.app, url, token: served.tokens.admin })),
    ];
    const timings = await timeInterleaved(targets, { warmUp: 3, calls: CALLS });
    const base = timings[0]!;
    const figures: Figure[] = [
      { name: 'profiles list, page 1 (baseline)', url: targets[0]!.url, ...base, ratio: 1 },
      ...filters.map(([name, url], index) => ({ name, url, ...timings[index + 1]!, ratio: timings[index + 1]!.p50 / base.p50 })),
    ];
    const plans: string[] = [];
    if (kind === 'postgres') {
      for (const [name, , filter] of filters) {
        const { sql, params } = auditPageStatement(filter, undefined, 51);
        const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        const nodes: string[] = [];
        const walk = (node: Record<string, unknown>) => {
          const relation = node['Relation Name'] ? ` on ${String(node['Index Name'] ?? node['Relation Name'])}` : '';
          nodes.push(`${String(node['Node Type'])}${relation}`);
          for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
        };
        walk((row!['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan);
        plans.push(`${name}: ${nodes.join(' → ')}`);
      }
    }
    return { seedSeconds, figures, plans };
  } finally {
    await served.close();
  }
}

/** The publication's write as the service makes it: one publication, its videos, one result each, in one transaction. */
async function publish(db: Database, requestId: number, userId: number, accountIds: number[], videoIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [publication] = await tx.query<{ id: number }>(
      `INSERT INTO publications (user_id, request_id, title, tags, in_instagram) VALUES ($1, $2, 'Ранкова кава', '{кава}', true) RETURNING id`,
      [userId, requestId],
    );
    await tx.query(
      `WITH videos AS (
         INSERT INTO publication_videos (publication_id, rendered_video_id, account_id)
         SELECT $1, v, a FROM unnest($2::int[], $3::int[]) AS t(v, a) RETURNING id)
       INSERT INTO publication_results (publication_video_id, platform, title, description, tags, options)
       SELECT id, 'instagram', 'Ранкова кава', '', '{кава}', '{}' FROM videos`,
      [publication!.id, videoIds, accountIds],
    );
    return publication!.id;
  });
}

async function publicationCost(kind: Kind) {
  const prepare = async (audited: boolean) => {
    const db = await openFresh(kind);
    const ids = await seedLists(db, { prefix: 'pub', users: 2, admins: 1, accounts: PUBLICATION_ROWS, requests: 1 });
    const [request] = await db.query<{ id: number }>('SELECT id FROM creation_requests LIMIT 1');
    await db.query(
      `INSERT INTO rendered_videos (request_id, variant_index, storage_key) SELECT $1, g, 'video/x/' || g FROM generate_series(1, $2::int) g`,
      [request!.id, PUBLICATION_ROWS],
    );
    const videoIds = (
      await db.query<{ id: number }>('SELECT id FROM rendered_videos WHERE request_id = $1 AND variant_index > 0 ORDER BY id', [
        request!.id,
      ])
    ).map((r) => r.id);
    const accountIds = (await db.query<{ id: number }>('SELECT id FROM accounts ORDER BY id LIMIT $1', [PUBLICATION_ROWS])).map(
      (r) => r.id,
    );
    await db.query('DELETE FROM publications');
    if (!audited) {
      for (const table of ['publications', 'publication_videos']) {
        for (const trigger of ['audit_insert', 'audit_update', 'audit_delete'])
          await db.exec(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
      }
    }
    await db.exec('VACUUM (ANALYZE)');
    return { db, run: () => publish(db, request!.id, ids.adminId, accountIds, videoIds) };
  };
  const plain = await prepare(false);
  const audited = await prepare(true);
  try {
    const samples = { plain: [] as number[], audited: [] as number[] };
    for (let i = 0; i < PUBLICATION_RUNS + 2; i += 1) {
      for (const [name, one] of [
        ['plain', plain],
        ['audited', audited],
      ] as const) {
        const started = performance.now();
        const id = await one.run();
        if (i >= 2) samples[name].push(performance.now() - started);
        await one.db.query('DELETE FROM publications WHERE id = $1', [id]);
      }
    }
    const entries = Number(
      (await audited.db.query<{ n: string }>("SELECT count(*)::text AS n FROM audit_log WHERE entity_type = 'publication_video'"))[0]!.n,
    );
    const p50 = (series: number[]) =>
      percentile(
        [...series].sort((a, b) => a - b),
        0.5,
      );
    return { plain: p50(samples.plain), audited: p50(samples.audited), entriesPerRun: entries / (PUBLICATION_RUNS + 2) / 2 };
  } finally {
    await plain.db.close();
    await audited.db.close();
  }
}

export async function auditLog() {
  const kinds: Kind[] = process.env.TEST_DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
  const results = [];
  for (const kind of kinds) results.push({ kind, ...(await pages(kind)), publication: await publicationCost(kind) });
  return results;
}

export function printAuditLog(results: Awaited<ReturnType<typeof auditLog>>) {
  const ms = (value: number) => value.toFixed(1);
  for (const result of results) {
    const name = result.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\n'Журнал дій' at ${ENTRIES.toLocaleString('en')} entries, ${name} (seeded in ${result.seedSeconds.toFixed(0)} s; p50 / p99 ms, ratio of p50 to the profiles list's page 1, aim ≤ 2)`,
    );
    for (const figure of result.figures) {
      console.log(
        `  ${figure.name.padEnd(34)} ${ms(figure.p50).padStart(7)} / ${ms(figure.p99).padStart(7)}   ×${figure.ratio.toFixed(2)}`,
      );
    }
    for (const plan of result.plans) console.log(`  plan  ${plan}`);
    const { plain, audited, entriesPerRun } = result.publication;
    console.log(
      `  a publication of ${PUBLICATION_ROWS} rows (its write transaction, p50): ${ms(plain)} ms without the audit, ${ms(audited)} ms with it (+${ms(audited - plain)} ms, ×${(audited / plain).toFixed(2)}; ${entriesPerRun.toFixed(0)} video entries each)`,
    );
  }
}
