import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HealthRow } from '@shared/schemas/fleet-health';
import type { Page } from '@shared/schemas/common';
import type { Database } from '@server/db/database';
import { AccountCredentials } from '@server/services/accounts/account-credentials';
import { SealedColumnRepository } from '@server/services/accounts/sealed-column-repository';
import { AccountRepository } from '@server/services/accounts/account-repository';
import { pairReadiness } from '@server/services/accounts/health-board';
import { PROXY_SWEEP_BATCH, ProxyCheckService, proxyDownReason } from '@server/services/accounts/proxy-check-service';
import { SecretBox } from '@server/services/common/secret-box';
import { loadOrCreateSecret } from '@server/services/common/secrets';
import { startAuthProxy, startIpEcho } from '../../helpers/local-servers';
import { createProfile } from '../../helpers/publishing-setup';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';
import { waitFor } from '../../helpers/wait';
import { recordEventsWithoutDispatch } from '../../helpers/events';

/**
 * Proxies checked on a schedule (PROXY_CHECK_INTERVAL_HOURS): which profiles a sweep takes, how they
 * are spread over the period, the batch bound, two processes never checking one profile at once, the
 * hold on the posts after two scheduled failures in a row (one manual failure), and the worker's own
 * sweep in a running app. The sweeps here run on an injected clock (near the real time, so that the
 * board's "within the last 24 hours" reads the same), against a loopback proxy and IP-echo server.
 */

const HOUR = 3_600_000;

let db: Database;
let t: TestApp;
let admin: string;
let echo: Awaited<ReturnType<typeof startIpEcho>>;
let proxy: Awaited<ReturnType<typeof startAuthProxy>>;
let proxyUrl: string;
let accounts: AccountRepository;
let credentials: AccountCredentials;
/** A profile made through the API (its proxy credentials sealed as the app seals them), copied for the bulk cases. */
let template: number;
let clock: Date;

beforeAll(async () => {
  db = await createTestDatabase();
  [echo, proxy] = await Promise.all([startIpEcho(), startAuthProxy('watch-user', 'watch-pass')]);
  proxyUrl = `http://watch-user:watch-pass@127.0.0.1:${proxy.port}`;
  // The app's own schedule stays off (the test app's default): the sweeps below are the test's, on its clock.
  t = await createTestApp(db, { ALLOW_PRIVATE_PROXY: 'true', PROXY_CHECK_URL: echo.url });
  ({ accessToken: admin } = await t.login());
  accounts = new AccountRepository(db, recordEventsWithoutDispatch(db));
  credentials = new AccountCredentials(
    new SealedColumnRepository(db),
    new SecretBox(await loadOrCreateSecret(t.dataDir, 'secret.key', null)),
    accounts,
  );
  template = await createProfile(t, admin, proxyUrl, {}, 'шаблон');
}, 60_000);

afterAll(async () => {
  await t?.close();
  await Promise.all([echo?.close(), proxy?.close()]);
});

beforeEach(() => {
  clock = new Date();
  echo.state.mode = 'json';
});

/** A worker process's checks on the test's clock (intervalHours 0: the schedule off). */
const watcher = (intervalHours = 6) =>
  new ProxyCheckService(db, accounts, credentials, {
    guard: { allowPrivate: true },
    checkUrl: echo.url,
    intervalHours,
    clock: () => clock,
  });

/** `count` copies of the template profile (same proxy and sealed credentials); their ids. */
async function copies(count: number, label: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO accounts (user_id, proxy, proxy_credentials_enc, ip_version, comments)
     SELECT user_id, proxy, proxy_credentials_enc, ip_version, $2 || g FROM accounts, generate_series(1, $3::int) g WHERE id = $1
     RETURNING id`,
    [template, label, count],
  );
  return rows.map((row) => row.id);
}

/** Only these profiles are due (at the clock); every other one far in the future. */
async function dueOnly(ids: readonly number[]) {
  await db.query(
    `UPDATE accounts SET proxy_next_check_at = CASE WHEN id = ANY($1::int[]) THEN $2::timestamptz ELSE $2::timestamptz + interval '100 days' END`,
    [ids, clock],
  );
}

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

interface Watched {
  id: number;
  proxy_ok: boolean | null;
  proxy_error: string | null;
  proxy_checked_at: Date | null;
  proxy_next_check_at: Date;
  proxy_fail_streak: number;
  proxy_holds_posts: boolean;
}
const watched = async (ids: readonly number[]) =>
  db.query<Watched>(
    `SELECT id, proxy_ok, proxy_error, proxy_checked_at, proxy_next_check_at, proxy_fail_streak, proxy_holds_posts
       FROM accounts WHERE id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );

/** Whether the profile's posts are held: the publish job's own test, and the publishing form's readiness. */
async function held(id: number) {
  const row = (await accounts.loadForJob(id))!;
  const unready = (await pairReadiness(db, null, [id])).flatMap((pair) => pair.unready);
  return { job: proxyDownReason(row, clock.getTime()) !== null, readiness: unready.includes('proxy_down') };
}

describe('the sweep', () => {
  it('takes the due profiles only, at most a batch per sweep, and spreads their next checks over the period', async () => {
    const ids = await copies(48, 'розклад ');
    await dueOnly(ids);
    const service = watcher();
    const hitsBefore = echo.state.hits;

    expect(await service.checkDue()).toBe(PROXY_SWEEP_BATCH);
    expect(await service.checkDue()).toBe(PROXY_SWEEP_BATCH);
    expect(await service.checkDue()).toBe(48 - 2 * PROXY_SWEEP_BATCH);
    expect(await service.checkDue()).toBe(0);
    expect(echo.state.hits - hitsBefore).toBe(48);

    const rows = await watched(ids);
    expect(rows.every((row) => row.proxy_ok === true && row.proxy_checked_at?.getTime() === clock.getTime())).toBe(true);
    // Checked together, due apart: each at its own place in the next 6 hours, every hour about its share (8).
    const next = rows.map((row) => row.proxy_next_check_at.getTime() - clock.getTime());
    expect(new Set(next).size).toBe(48);
    expect(Math.min(...next)).toBeGreaterThan(0);
    expect(Math.max(...next)).toBeLessThanOrEqual(6 * HOUR);
    const perHour = [0, 1, 2, 3, 4, 5].map((hour) => next.filter((ms) => ms > hour * HOUR && ms <= (hour + 1) * HOUR).length);
    for (const inHour of perHour) expect(inHour).toBeGreaterThanOrEqual(4);
    for (const inHour of perHour) expect(inHour).toBeLessThanOrEqual(12);

    // An hour on, the sweep takes those due by then, not the fleet.
    advance(HOUR);
    const dueNow = next.filter((ms) => ms <= HOUR).length;
    expect(await service.checkDue()).toBe(dueNow);
    expect(dueNow).toBeLessThan(48);
    await db.query('DELETE FROM accounts WHERE id = ANY($1::int[])', [ids]);
  });

  it('two processes sweeping at once never check one profile twice', async () => {
    const ids = await copies(30, 'двоє ');
    await dueOnly(ids);
    const [first, second] = [watcher(), watcher()];
    const hitsBefore = echo.state.hits;

    const counts = await Promise.all([first.checkDue(), second.checkDue(), first.checkDue(), second.checkDue()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(echo.state.hits - hitsBefore).toBe(30);
    expect((await watched(ids)).every((row) => row.proxy_ok === true)).toBe(true);
    // Each claim moved the profile off the due list before its check ran; the checks then set the real next time.
    expect(await Promise.all([first.checkDue(), second.checkDue()])).toEqual([0, 0]);
    await db.query('DELETE FROM accounts WHERE id = ANY($1::int[])', [ids]);
  });

  it('does nothing with the schedule off (PROXY_CHECK_INTERVAL_HOURS=0), and the board shows no next check', async () => {
    const ids = [...(await copies(2, 'вимкнено ')), await createProfile(t, admin, proxyUrl, { tiktok: true }, 'вимкнено на дошці')];
    await dueOnly(ids);
    const hitsBefore = echo.state.hits;
    expect(await watcher(0).checkDue()).toBe(0);
    expect(echo.state.hits).toBe(hitsBefore);
    expect((await watched(ids)).every((row) => row.proxy_checked_at === null)).toBe(true);

    // The test app runs with the schedule off.
    const board = (await t.call('GET', '/api/accounts/health?q=вимкнено', admin)).json() as Page<HealthRow>;
    expect(board.data.length).toBeGreaterThan(0);
    expect(board.data.every((row) => row.proxyNextCheckAt === null)).toBe(true);
    await db.query('DELETE FROM accounts WHERE id = ANY($1::int[])', [ids]);
  });
});

describe('holding the posts', () => {
  it('one scheduled failure does not hold; the second in a row does; a success releases them', async () => {
    const id = await createProfile(t, admin, proxyUrl, { tiktok: true }, 'нічний збій');
    const service = watcher();

    echo.state.mode = 'garbage';
    await dueOnly([id]);
    expect(await service.checkDue()).toBe(1);
    let [row] = await watched([id]);
    expect(row).toMatchObject({ proxy_ok: false, proxy_fail_streak: 1, proxy_holds_posts: false });
    expect(await held(id)).toEqual({ job: false, readiness: false });

    advance(6 * HOUR);
    await dueOnly([id]);
    expect(await service.checkDue()).toBe(1);
    [row] = await watched([id]);
    expect(row).toMatchObject({ proxy_ok: false, proxy_fail_streak: 2, proxy_holds_posts: true });
    expect(await held(id)).toEqual({ job: true, readiness: true });

    echo.state.mode = 'json';
    advance(6 * HOUR);
    await dueOnly([id]);
    expect(await service.checkDue()).toBe(1);
    [row] = await watched([id]);
    expect(row).toMatchObject({ proxy_ok: true, proxy_fail_streak: 0, proxy_holds_posts: false });
    expect(await held(id)).toEqual({ job: false, readiness: false });
  });

  it("a failed manual 'Перевірити проксі' holds at once; a scheduled success releases it", async () => {
    const id = await createProfile(t, admin, proxyUrl, { tiktok: true }, 'ручна перевірка');
    echo.state.mode = 'garbage';
    const manual = await t.call('POST', `/api/accounts/${id}/check-proxy`, admin);
    expect(manual.statusCode, manual.body).toBe(200);
    let [row] = await watched([id]);
    expect(row).toMatchObject({ proxy_ok: false, proxy_fail_streak: 1, proxy_holds_posts: true });
    expect(await held(id)).toEqual({ job: true, readiness: true });
    const board = (await t.call('GET', '/api/accounts/health?q=ручна', admin)).json() as Page<HealthRow>;
    expect(board.data[0]).toMatchObject({ state: 'proxy_down', proxyFailStreak: 1 });

    echo.state.mode = 'json';
    await dueOnly([id]);
    expect(await watcher().checkDue()).toBe(1);
    [row] = await watched([id]);
    expect(row).toMatchObject({ proxy_ok: true, proxy_fail_streak: 0, proxy_holds_posts: false });
    expect(await held(id)).toEqual({ job: false, readiness: false });
  });

  it('a changed proxy forgets the failures and is checked at the next sweep', async () => {
    const id = await createProfile(t, admin, proxyUrl, { tiktok: true }, 'нова адреса');
    echo.state.mode = 'garbage';
    await dueOnly([id]);
    const service = watcher();
    await service.checkDue();
    advance(HOUR);
    await dueOnly([id]);
    await service.checkDue();
    expect((await watched([id]))[0]).toMatchObject({ proxy_fail_streak: 2, proxy_holds_posts: true });
    // Nothing else due: the change alone makes it due.
    await db.query(`UPDATE accounts SET proxy_next_check_at = now() + interval '100 days'`);

    echo.state.mode = 'json';
    const changed = await t.call('PATCH', `/api/accounts/${id}`, admin, { proxy: proxyUrl.replace('127.0.0.1', 'localhost') });
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await watched([id]);
    expect(row).toMatchObject({ proxy_ok: null, proxy_checked_at: null, proxy_fail_streak: 0, proxy_holds_posts: false });
    expect(row!.proxy_next_check_at.getTime()).toBeLessThanOrEqual(Date.now());
    clock = new Date();
    expect(await service.checkDue()).toBe(1);
    expect((await watched([id]))[0]).toMatchObject({ proxy_ok: true });
  });
});

describe('the worker', () => {
  it('checks a new profile soon after it is made, and the board shows when the next check runs', async () => {
    const ownDb = await createTestDatabase();
    const app = await createTestApp(
      ownDb,
      { ALLOW_PRIVATE_PROXY: 'true', PROXY_CHECK_URL: echo.url, PROXY_CHECK_INTERVAL_HOURS: '6' },
      { proxySweepTickMs: 100 },
    );
    try {
      const { accessToken } = await app.login();
      const id = await createProfile(app, accessToken, proxyUrl, { tiktok: true }, 'новий профіль');
      const checked = await waitFor('the scheduled check of a new profile', async () => {
        const [row] = await ownDb.query<{ proxy_checked_at: Date | null; proxy_next_check_at: Date }>(
          'SELECT proxy_checked_at, proxy_next_check_at FROM accounts WHERE id = $1',
          [id],
        );
        return row?.proxy_checked_at ? row : null;
      });
      const board = (await app.call('GET', '/api/accounts/health', accessToken)).json() as Page<HealthRow>;
      const [entry] = board.data;
      expect(entry).toMatchObject({
        state: 'ready',
        proxyFailStreak: 0,
        proxy: { ok: true, checkedAt: checked.proxy_checked_at!.toISOString() },
      });
      const next = Date.parse(entry!.proxyNextCheckAt!);
      expect(next).toBe(checked.proxy_next_check_at.getTime());
      expect(next).toBeGreaterThan(checked.proxy_checked_at!.getTime());
      expect(next - checked.proxy_checked_at!.getTime()).toBeLessThanOrEqual(6 * HOUR);
    } finally {
      await app.close();
      await ownDb.close();
    }
  }, 60_000);
});
