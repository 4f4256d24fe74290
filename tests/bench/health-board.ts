import { openDatabase, type Queryable } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { seedLists } from '../server/helpers/list-seed';
import { appOverSeeded, type BenchApp, getJson, timeInterleaved, type Who } from './bench-kit';

/**
 * Issue 13: the health board's API with 1,000 profiles on PGlite (read cache off), as a ratio of the
 * profiles list (`GET /api/accounts?page=1`, the same profiles, page-first) in the same run, calls
 * interleaved. The fleet is seeded through SQL (`seedLists`: 1,000 profiles with YouTube on, TikTok
 * on every 2nd and Instagram every 3rd, one publication per profile on 3 platforms, some published,
 * some failed), then given the states the board shows: every 10th pair of profiles shares an exit IP,
 * every 25th proxy failed its check, every 30th profile is limited by TikTok for 3 hours, every 40th
 * waits for an Instagram login confirmation.
 *
 * Knobs: `BENCH_HEALTH_PROFILES` (default 1000), `BENCH_HEALTH_CALLS` (default 60).
 */

const PROFILES = Number(process.env.BENCH_HEALTH_PROFILES ?? 1000);
const CALLS = Number(process.env.BENCH_HEALTH_CALLS ?? 60);
const WARM_UP = 5;
const PASSWORD = 'bench-health-password';

export interface HealthBoardFigure {
  name: string;
  p50: number;
  p99: number;
  /** p50 ÷ the profiles list's p50. */
  ratio: number;
}

export interface HealthBoardResult {
  profiles: number;
  pairs: number;
  calls: number;
  baseline: { p50: number; p99: number };
  figures: HealthBoardFigure[];
}

/** The proxy, pacing and login states the board shows, over profiles seeded by `seedLists` (also used by list-scale.ts). */
export async function seedFleet(db: Queryable) {
  // Exit IPs: most profiles their own, every 10th shares with the next one; every 25th proxy is down.
  await db.query(
    `UPDATE accounts SET proxy_ok = true, proxy_latency_ms = 100 + id % 400, proxy_checked_at = now() - interval '1 hour',
            proxy_exit_ip = '203.0.' || ((CASE WHEN id % 10 = 1 THEN id - 1 ELSE id END) / 250)::int || '.' || ((CASE WHEN id % 10 = 1 THEN id - 1 ELSE id END) % 250)::int`,
  );
  await db.query(
    `UPDATE accounts SET proxy_ok = false, proxy_exit_ip = NULL, proxy_latency_ms = NULL, proxy_error = 'Проксі-сервер не приймає зʼєднань',
            proxy_fail_streak = 2, proxy_holds_posts = true
      WHERE id % 25 = 0`,
  );
  await db.query(
    `INSERT INTO account_platform_pacing (account_id, platform, tightened_until, reason)
     SELECT id, 'tiktok', now() + interval '3 hours', 'TikTok: забагато публікацій' FROM accounts WHERE id % 30 = 0 AND in_tiktok`,
  );
  await db.query(
    `UPDATE accounts SET instagram_checkpoint = 'challenge', error = 'Instagram просить підтвердити вхід' WHERE id % 40 = 0 AND in_instagram`,
  );
  await db.query(`UPDATE publication_results SET published_at = now() - interval '2 hours' WHERE status = 'success'`);
  await db.query(`UPDATE publication_results SET error = 'YouTube відхилив відео' WHERE status = 'error'`);
}

export async function healthBoard(): Promise<HealthBoardResult> {
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  let served: BenchApp;
  try {
    await migrate(db);
    const { adminId, ownerId } = await seedLists(db, { prefix: 'health', users: 20, admins: 1, accounts: PROFILES, requests: PROFILES });
    await seedFleet(db);
    await db.exec('VACUUM (ANALYZE)');
    served = await appOverSeeded(db, { admin: adminId, user: ownerId }, PASSWORD, 'sp-bench-health-');
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  const { app, tokens } = served;
  try {
    const target = (url: string, who: Who) => ({ app, url, token: tokens[who] });
    const first = await getJson<{ total: number; totalPages: number }>(target('/api/accounts/health?page=1', 'admin'));
    const targets: Array<{ name: string; url: string; who: Who }> = [
      { name: 'profiles list, admin, page 1 (baseline)', url: '/api/accounts?page=1', who: 'admin' },
      { name: 'health board, admin, page 1', url: '/api/accounts/health?page=1', who: 'admin' },
      { name: `health board, admin, last page (${first.totalPages})`, url: `/api/accounts/health?page=${first.totalPages}`, who: 'admin' },
      { name: 'health board, admin, state=proxy_down', url: '/api/accounts/health?state=proxy_down', who: 'admin' },
      { name: 'health board, admin, state=ready', url: '/api/accounts/health?state=ready', who: 'admin' },
      { name: 'health board, admin, platform=instagram', url: '/api/accounts/health?platform=instagram', who: 'admin' },
      { name: 'health board, admin, q=профіль 5', url: `/api/accounts/health?q=${encodeURIComponent('профіль 5')}`, who: 'admin' },
      { name: 'health board, user, page 1', url: '/api/accounts/health?page=1', who: 'user' },
    ];
    const stats = await timeInterleaved(
      targets.map(({ url, who }) => target(url, who)),
      { warmUp: WARM_UP, calls: CALLS },
    );
    const baseline = stats[0]!;
    return {
      profiles: PROFILES,
      pairs: first.total,
      calls: CALLS,
      baseline,
      figures: targets
        .slice(1)
        .map((target, index) => ({ name: target.name, ...stats[index + 1]!, ratio: stats[index + 1]!.p50 / baseline.p50 })),
    };
  } finally {
    await served.close();
  }
}

export function printHealthBoard(result: HealthBoardResult) {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(
    `\nHealth board API (PGlite, read cache off, ${result.profiles} profiles = ${result.pairs} profile × platform rows, p50/p99 of ${result.calls} interleaved calls through inject)`,
  );
  console.log(`  ${'profiles list, admin, page 1 (baseline)'.padEnd(52)} ${ms(result.baseline.p50)} ${ms(result.baseline.p99)}`);
  for (const figure of result.figures) {
    console.log(`  ${figure.name.padEnd(52)} ${ms(figure.p50)} ${ms(figure.p99)}   ratio ${figure.ratio.toFixed(2)}`);
  }
}

// `npx tsx tests/bench/health-board.ts` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  printHealthBoard(await healthBoard());
  process.exit(0);
}
