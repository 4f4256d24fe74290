import { type Database, openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { spreadCalendarTimes } from '../server/helpers/calendar-seed';
import { seedLists } from '../server/helpers/list-seed';
import { appOverSeeded, type BenchApp, timeInterleaved, type Who } from './bench-kit';

/**
 * The calendar's week (`GET /api/publication/calendar`, per-hour counts) with `BENCH_CALENDAR_WEEK`
 * rows in the week out of `BENCH_CALENDAR_ROWS` rows overall, on PGlite (read cache off), as a ratio of
 * the profiles list's page 1 in the same run, calls interleaved. Rows are seeded through SQL
 * (`seedLists`, 3 rows per publication, some published, some failed, the rest waiting) and spread by
 * `spreadCalendarTimes`: every n-th row in the week, the others over the 120 days before it.
 *
 * Knobs: `BENCH_CALENDAR_ROWS` (default 100000), `BENCH_CALENDAR_WEEK` (default 10000), `BENCH_CALENDAR_CALLS` (default 40).
 */

const ROWS = Number(process.env.BENCH_CALENDAR_ROWS ?? 100_000);
const IN_WEEK = Number(process.env.BENCH_CALENDAR_WEEK ?? 10_000);
const CALLS = Number(process.env.BENCH_CALENDAR_CALLS ?? 40);
const WARM_UP = 5;
const PASSWORD = 'bench-calendar-password';
/** Monday 2026-11-23, 00:00 in Kyiv (UTC+2). */
const WEEK_START = '2026-11-22T22:00:00.000Z';
const WEEK = 'from=2026-11-23&to=2026-11-29';

export interface CalendarWeekFigure {
  name: string;
  p50: number;
  p99: number;
  /** p50 ÷ the profiles list's p50. */
  ratio: number;
}

export interface CalendarWeekResult {
  rows: number;
  inWeek: number;
  calls: number;
  baseline: { p50: number; p99: number };
  figures: CalendarWeekFigure[];
}

export async function calendarWeek(): Promise<CalendarWeekResult> {
  const db: Database = await openDatabase({ kind: 'pglite', dataDir: null });
  let served: BenchApp;
  let inWeek: number;
  try {
    await migrate(db);
    const requests = Math.ceil(ROWS / 3);
    const { adminId, ownerId } = await seedLists(db, { prefix: 'calendar', users: 20, admins: 1, accounts: 1000, requests });
    await spreadCalendarTimes(db, WEEK_START, Math.max(1, Math.round((requests * 3) / IN_WEEK)));
    await db.exec('VACUUM (ANALYZE)');
    const [counted] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM publication_results WHERE planned_at >= $1::timestamptz AND planned_at < $1::timestamptz + interval '7 days'`,
      [WEEK_START],
    );
    inWeek = counted!.count;
    served = await appOverSeeded(db, { admin: adminId, user: ownerId }, PASSWORD, 'sp-bench-calendar-');
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  const { app, tokens } = served;
  try {
    const target = (url: string, who: Who) => ({ app, url, token: tokens[who] });
    const busyHour = `from=${encodeURIComponent('2026-11-24T08:00:00.000Z')}&to=${encodeURIComponent('2026-11-24T09:00:00.000Z')}`;
    const targets: Array<{ name: string; url: string; who: Who }> = [
      { name: 'profiles list, admin, page 1 (baseline)', url: '/api/accounts?page=1', who: 'admin' },
      { name: 'calendar week, admin', url: `/api/publication/calendar?${WEEK}`, who: 'admin' },
      { name: 'calendar week, admin, platform=tiktok', url: `/api/publication/calendar?${WEEK}&platform=tiktok`, who: 'admin' },
      { name: 'calendar week, user', url: `/api/publication/calendar?${WEEK}`, who: 'user' },
      { name: "calendar hour's rows, admin", url: `/api/publication/calendar/rows?${busyHour}`, who: 'admin' },
    ];
    const stats = await timeInterleaved(
      targets.map(({ url, who }) => target(url, who)),
      { warmUp: WARM_UP, calls: CALLS },
    );
    const baseline = stats[0]!;
    return {
      rows: Math.ceil(ROWS / 3) * 3,
      inWeek,
      calls: CALLS,
      baseline,
      figures: targets
        .slice(1)
        .map((one, index) => ({ name: one.name, ...stats[index + 1]!, ratio: stats[index + 1]!.p50 / baseline.p50 })),
    };
  } finally {
    await served.close();
  }
}

export function printCalendarWeek(result: CalendarWeekResult) {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(
    `\nCalendar API (PGlite, read cache off, ${result.inWeek} rows in the week of ${result.rows}, p50/p99 of ${result.calls} interleaved calls through inject; aim: week ratio ≤ 3)`,
  );
  console.log(`  ${'profiles list, admin, page 1 (baseline)'.padEnd(52)} ${ms(result.baseline.p50)} ${ms(result.baseline.p99)}`);
  for (const figure of result.figures) {
    console.log(`  ${figure.name.padEnd(52)} ${ms(figure.p50)} ${ms(figure.p99)}   ratio ${figure.ratio.toFixed(2)}`);
  }
}

// `npx tsx tests/bench/calendar-week.ts` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  printCalendarWeek(await calendarWeek());
  process.exit(0);
}
