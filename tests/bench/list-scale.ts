import { performance } from 'node:perf_hooks';
import { type Database, openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { seedLists } from '../server/helpers/list-seed';
import { createThrowawayPostgres } from '../server/helpers/test-database';
import { appOverSeeded, type BenchApp, getJson, timeInterleaved } from './bench-kit';
import { seedFleet } from './health-board';

/**
 * Issue 17: the four big lists at 1k and at 100k rows, on PGlite and (when `TEST_DATABASE_URL` names
 * a server) on PostgreSQL, with the read cache off. Each size seeds a fresh database through SQL
 * (`seedLists`: N profiles, N creation requests each with a rendered video and a publication of one
 * video on 3 platforms, over `BENCH_LIST_USERS` users, with the health board's states of
 * health-board.ts), vacuums and analyzes it as the app's maintenance does, then times page 1, the
 * middle page and the last page, a search matching about 1 % and one matching about 10 % (its page 1
 * and middle page) and the board filtered by state, through the whole app (auth, route, service,
 * serialisation; `inject`, no socket), for an admin and for an ordinary user. Both sizes are open at
 * once and their calls alternate, so the machine's other load weighs on both alike.
 *
 * Knobs: `BENCH_LIST_ROWS` (the big size, default 100000), `BENCH_LIST_USERS` (default 100),
 * `BENCH_LIST_CALLS` (timed calls per figure, default 60).
 */

const SMALL = 1000;
const LARGE = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const USERS = Number(process.env.BENCH_LIST_USERS ?? 100);
const CALLS = Number(process.env.BENCH_LIST_CALLS ?? 60);
const WARM_UP = 5;
const PASSWORD = 'bench-list-password';

/**
 * The lists and what each is searched for: `q` followed by '5' matches the rows whose number starts
 * with 5 (about 11 % at either size: 5, 50–59, 500–599, …), followed by '55' about 1.1 %.
 */
const lists: ReadonlyArray<{ path: string; adminOnly: boolean; search?: string; states?: readonly string[] }> = [
  { path: '/api/accounts', adminOnly: false, search: 'профіль ' },
  { path: '/api/publication', adminOnly: false, search: 'Публікація ' },
  { path: '/api/create-video', adminOnly: false, search: 'джерело ' },
  { path: '/api/users', adminOnly: true },
  // The health board (one row per profile and platform switched on), beside the four lists of issue 17; every 25th proxy is down.
  { path: '/api/accounts/health', adminOnly: false, search: 'профіль ', states: ['proxy_down', 'ready'] },
];

/** The calls timed for each list: its pages, its searches and the board's state filters. */
type Call = { name: string; query: (totalPages: number) => string };

function callsOf(list: (typeof lists)[number]): Call[] {
  const calls: Call[] = [
    { name: 'page 1', query: () => 'page=1' },
    { name: 'middle page', query: (pages) => `page=${Math.max(1, Math.ceil(pages / 2))}` },
    { name: 'last page', query: (pages) => `page=${Math.max(1, pages)}` },
  ];
  if (list.search !== undefined) {
    for (const [share, digits] of [
      ['1 %', '55'],
      ['10 %', '5'],
    ] as const) {
      const q = `q=${encodeURIComponent(list.search + digits)}`;
      calls.push({ name: `search ${share}, page 1`, query: () => `${q}&page=1` });
    }
    const q = `q=${encodeURIComponent(`${list.search}5`)}`;
    calls.push({ name: 'search 10 %, middle page', query: (pages) => `${q}&page=${Math.max(1, Math.ceil(pages / 2))}` });
  }
  for (const state of list.states ?? []) calls.push({ name: `state=${state}, page 1`, query: () => `state=${state}&page=1` });
  return calls;
}

export type DatabaseKind = 'postgres' | 'pglite';

export interface ListFigure {
  list: string;
  who: 'admin' | 'user';
  call: string;
  /** By database kind, then by size: p50 and p99 in ms, and the query that was timed. */
  timings: Partial<Record<DatabaseKind, Record<number, { p50: number; p99: number; query: string }>>>;
}

export interface ListScaleResult {
  sizes: [number, number];
  users: number;
  calls: number;
  kinds: DatabaseKind[];
  seedSeconds: Partial<Record<DatabaseKind, Record<number, number>>>;
  figures: ListFigure[];
}

async function openFresh(kind: DatabaseKind): Promise<Database> {
  if (kind === 'postgres') return createThrowawayPostgres(process.env.TEST_DATABASE_URL!);
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  return db;
}

interface Prepared extends BenchApp {
  seedSeconds: number;
}

/** One database of one size: seeded, vacuumed, served by the app with the read cache off, an admin and an ordinary user signed in. */
async function prepare(kind: DatabaseKind, rows: number): Promise<Prepared> {
  const db = await openFresh(kind);
  let users: { adminId: number; ownerId: number };
  let seedSeconds: number;
  try {
    const started = performance.now();
    users = await seedLists(db, { prefix: 'bench', users: USERS, admins: 1, accounts: rows, requests: rows });
    await seedFleet(db);
    // As the app's maintenance does after a bulk change (db/maintenance.ts); on PostgreSQL instead of waiting for autovacuum.
    await db.exec('VACUUM (ANALYZE)');
    seedSeconds = (performance.now() - started) / 1000;
  } catch (error) {
    await db.close();
    throw error;
  }
  const served = await appOverSeeded(db, { admin: users.adminId, user: users.ownerId }, PASSWORD, 'sp-bench-lists-');
  return { ...served, seedSeconds };
}

/** The number of pages `url` (without `page`) has for `who`. */
async function pagesOf({ app, tokens }: Prepared, url: string, who: 'admin' | 'user') {
  const first = await getJson<{ totalPages: number }>({ app, url, token: tokens[who] });
  return first.totalPages;
}

const withoutPage = (query: string) => query.replace(/&?page=\d+/, '');

export async function listScale(): Promise<ListScaleResult> {
  const kinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
  const sizes: [number, number] = [SMALL, LARGE];
  const figures: ListFigure[] = [];
  const seedSeconds: ListScaleResult['seedSeconds'] = {};
  for (const kind of kinds) {
    // Both sizes side by side, each call of one followed by the same call of the other.
    const prepared: Prepared[] = [];
    try {
      for (const rows of sizes) prepared.push(await prepare(kind, rows));
      seedSeconds[kind] = Object.fromEntries(sizes.map((rows, index) => [rows, prepared[index]!.seedSeconds]));
      for (const list of lists) {
        for (const who of ['admin', 'user'] as const) {
          if (list.adminOnly && who === 'user') continue;
          for (const call of callsOf(list)) {
            const queries = await Promise.all(
              prepared.map(async (one) => call.query(await pagesOf(one, `${list.path}?${withoutPage(call.query(1))}`, who))),
            );
            const timings = await timeInterleaved(
              prepared.map((one, index) => ({ app: one.app, url: `${list.path}?${queries[index]}`, token: one.tokens[who] })),
              { warmUp: WARM_UP, calls: CALLS },
            );
            let figure = figures.find((known) => known.list === list.path && known.who === who && known.call === call.name);
            if (!figure) figures.push((figure = { list: list.path, who, call: call.name, timings: {} }));
            figure.timings[kind] = Object.fromEntries(sizes.map((rows, index) => [rows, { ...timings[index]!, query: queries[index]! }]));
          }
        }
      }
    } finally {
      for (const one of prepared) await one.close();
    }
  }
  return { sizes, users: USERS, calls: CALLS, kinds, seedSeconds, figures };
}

const ms = (value: number) => value.toFixed(1);
const label = (rows: number) => (rows >= 1000 && rows % 1000 === 0 ? `${rows / 1000}k` : String(rows));
const names: Record<DatabaseKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

/** The figures as one Markdown table (pasted into the README): p50 / p99 per database and size, and each 100k ÷ 1k ratio. */
export function printListScale(result: ListScaleResult) {
  const [small, large] = result.sizes;
  console.log(
    `\nLists at ${label(small)} and ${label(large)} rows (profiles and requests each; publications × 3 rows; ${result.users} users), read cache off,` +
      ` after VACUUM ANALYZE; p50 / p99 of ${result.calls} calls through the app, the two sizes' calls interleaved (ms); goal: ratios ≤ 2, every page at ${label(large)} p50 < 20 ms PostgreSQL, < 50 ms PGlite`,
  );
  console.log("  (/api/users is admins' only: no ordinary user's rows)");
  for (const kind of result.kinds) {
    const seeds = result.seedSeconds[kind] ?? {};
    console.log(
      `  seeding ${names[kind]}: ${label(small)} in ${seeds[small]?.toFixed(1)} s, ${label(large)} in ${seeds[large]?.toFixed(1)} s (with VACUUM ANALYZE)`,
    );
  }
  const header = [
    'call',
    ...result.kinds.flatMap((kind) => [
      `${names[kind]} ${label(small)}`,
      `${names[kind]} ${label(large)}`,
      `${names[kind]} ratio p50 / p99`,
    ]),
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const figure of result.figures) {
    const cells = result.kinds.flatMap((kind) => {
      const one = figure.timings[kind]?.[small];
      const many = figure.timings[kind]?.[large];
      if (!one || !many) return ['—', '—', '—'];
      return [
        `${ms(one.p50)} / ${ms(one.p99)}`,
        `${ms(many.p50)} / ${ms(many.p99)}`,
        `${(many.p50 / one.p50).toFixed(2)} / ${(many.p99 / one.p99).toFixed(2)}`,
      ];
    });
    const query = result.kinds.map((kind) => figure.timings[kind]?.[large]?.query).find((known) => known !== undefined);
    const page = query?.match(/page=(\d+)/)?.[1];
    const where = figure.call.includes('page 1') || page === undefined ? '' : ` (${label(large)}: page ${page})`;
    console.log(`| \`${figure.list}\` ${figure.who}, ${figure.call}${where} | ${cells.join(' | ')} |`);
  }
}

// Run on its own: `npx tsx tests/bench/list-scale.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  printListScale(await listScale());
  process.exit(0);
}
