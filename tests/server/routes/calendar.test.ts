import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { CalendarMoveResult, CalendarRange, CalendarRows } from '@shared/schemas/calendar';
import type { Database } from '@server/db/database';
import { insertAccount, insertPublishedVideo } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/**
 * 'Календар': the per-hour counts of a range and an hour's rows (ownership, filters, Kyiv day
 * boundaries across the autumn DST change), and moving waiting rows through the slot planner (accepted;
 * refused with the nearest allowed time; two racing moves cannot both take one free time).
 */

let db: Database;
let t: TestApp;
let admin: string;
let olena: string;
let bob: string;
let olenaId: number;
let bobId: number;

type Platform = 'youtube' | 'tiktok' | 'instagram';

/** One row of a new publication of `userId` through `accountId`, at `at` (published at it when 'success', else planned there). */
async function row(userId: number, accountId: number, platform: Platform, status: string, at: Date, title = 'Ролик') {
  const videoId = await insertPublishedVideo(db, userId, accountId, [{ platform, status }], status, { title });
  const [result] = await db.query<{ id: number }>(
    `UPDATE publication_results SET planned_at = $3, published_at = CASE WHEN status = 'success' THEN $3::timestamptz END
      WHERE publication_video_id = $1 AND platform = $2 RETURNING id`,
    [videoId, platform, at],
  );
  return { videoId, resultId: result!.id };
}

/** A second row on another profile for the publication of `videoId`. */
async function sibling(videoId: number, accountId: number, platform: Platform, at: Date) {
  const [video] = await db.query<{ id: number }>(
    `INSERT INTO publication_videos (publication_id, rendered_video_id, account_id, status)
     SELECT publication_id, rendered_video_id, $2, 'publication' FROM publication_videos WHERE id = $1
     ON CONFLICT DO NOTHING RETURNING id`,
    [videoId, accountId],
  );
  // A publication sends each rendered video once: a sibling gets a rendered video of its own.
  const id =
    video?.id ??
    (
      await db.query<{ id: number }>(
        `WITH rv AS (INSERT INTO rendered_videos (request_id, variant_index, storage_key)
                       SELECT p.request_id, 1 + (SELECT count(*) FROM publication_videos x WHERE x.publication_id = pv.publication_id), 'out/' || gen_random_uuid()
                         FROM publication_videos pv JOIN publications p ON p.id = pv.publication_id WHERE pv.id = $1 RETURNING id, request_id)
         INSERT INTO publication_videos (publication_id, rendered_video_id, account_id, status)
         SELECT (SELECT publication_id FROM publication_videos WHERE id = $1), rv.id, $2, 'publication' FROM rv RETURNING id`,
        [videoId, accountId],
      )
    )[0]!.id;
  const [result] = await db.query<{ id: number }>(
    `INSERT INTO publication_results (publication_video_id, platform, status, planned_at, title, description, tags, options)
     VALUES ($1, $2, 'publication', $3, 'Ролик', '', '{}', '{}') RETURNING id`,
    [id, platform, at],
  );
  return result!.id;
}

const range = async (token: string, query: string) => {
  const response = await t.call('GET', `/api/publication/calendar?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarRange>();
};
const total = (calendar: CalendarRange) => calendar.hours.reduce((sum, h) => sum + h.publication + h.loading + h.success + h.error, 0);
const move = (token: string, body: object) => t.call('POST', '/api/publication/calendar/move', token, body);
const setLimits = (accountId: number, platform: Platform, cap: number, gap: number) =>
  db.query(
    `INSERT INTO posting_limits (account_id, platform, daily_cap, min_gap_minutes, jitter_minutes) VALUES ($1, $2, $3, $4, 0)
     ON CONFLICT (account_id, platform) WHERE account_id IS NOT NULL DO UPDATE SET daily_cap = $3, min_gap_minutes = $4`,
    [accountId, platform, cap, gap],
  );
const plannedAt = async (resultId: number) =>
  (
    await db.query<{ planned_at: Date }>('SELECT planned_at FROM publication_results WHERE id = $1', [resultId])
  )[0]!.planned_at.toISOString();

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
  admin = (await t.login()).accessToken;
  olenaId = await t.createUser('olena-calendar');
  bobId = await t.createUser('bob-calendar');
  olena = (await t.login('olena-calendar', 'secret-pass')).accessToken;
  bob = (await t.login('bob-calendar', 'secret-pass')).accessToken;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the calendar range', () => {
  let olenaProfile: number;
  let bobProfile: number;

  beforeAll(async () => {
    olenaProfile = await insertAccount(db, olenaId);
    bobProfile = await insertAccount(db, bobId);
    const [group] = await db.query<{ id: number }>(`INSERT INTO account_groups (user_id, name) VALUES ($1, 'Київ') RETURNING id`, [
      olenaId,
    ]);
    await db.query('UPDATE accounts SET group_id = $1 WHERE id = $2', [group!.id, olenaProfile]);
    await db.query(`INSERT INTO account_labels (account_id, label_key, label) VALUES ($1, 'спорт', 'Спорт')`, [bobProfile]);
    // Kyiv's autumn change: 2026-10-25 04:00 EEST becomes 03:00 EET; that Kyiv day runs 21:00Z on the 24th to 22:00Z on the 25th.
    await row(olenaId, olenaProfile, 'tiktok', 'success', new Date('2026-10-24T20:30:00Z')); // 23:30 on the 24th: out
    await row(olenaId, olenaProfile, 'tiktok', 'success', new Date('2026-10-24T21:30:00Z')); // 00:30 on the 25th (UTC+3)
    await row(olenaId, olenaProfile, 'youtube', 'error', new Date('2026-10-25T00:30:00Z')); // 03:30 EEST
    await row(olenaId, olenaProfile, 'youtube', 'success', new Date('2026-10-25T01:30:00Z')); // 03:30 EET, the repeated hour
    await row(bobId, bobProfile, 'instagram', 'success', new Date('2026-10-25T21:30:00Z')); // 23:30 on the 25th (UTC+2)
    await row(bobId, bobProfile, 'tiktok', 'publication', new Date('2026-10-25T22:00:00Z')); // 00:00 on the 26th: out
    // Switched off: never shown.
    await row(bobId, bobProfile, 'youtube', 'noactive', new Date('2026-10-25T12:00:00Z'));
  });

  it('covers one Kyiv day of 25 hours across the DST change, with the repeated hour as two hours', async () => {
    const day = await range(admin, 'from=2026-10-25&to=2026-10-25');
    expect(day.from).toBe('2026-10-24T21:00:00.000Z');
    expect(day.to).toBe('2026-10-25T22:00:00.000Z');
    expect(day.freeSlots).toEqual([]);
    expect(day.hours).toEqual([
      { hour: '2026-10-24T21:00:00.000Z', publication: 0, loading: 0, success: 1, error: 0 },
      { hour: '2026-10-25T00:00:00.000Z', publication: 0, loading: 0, success: 0, error: 1 },
      { hour: '2026-10-25T01:00:00.000Z', publication: 0, loading: 0, success: 1, error: 0 },
      { hour: '2026-10-25T21:00:00.000Z', publication: 0, loading: 0, success: 1, error: 0 },
    ]);
    expect(total(await range(admin, 'from=2026-10-24&to=2026-10-26'))).toBe(6);
  });

  it('shows a user only what they see; an admin all, or one user as that user sees it', async () => {
    const week = 'from=2026-10-19&to=2026-10-26';
    expect(total(await range(admin, week))).toBe(6);
    expect(total(await range(olena, week))).toBe(4);
    expect(total(await range(bob, week))).toBe(2);
    expect(await range(admin, `${week}&user=${olenaId}`)).toEqual(await range(olena, week));
    // A user's `user` is ignored: they see their own.
    expect(total(await range(olena, `${week}&user=${bobId}`))).toBe(4);
  });

  it('filters by platform, profile, group and label', async () => {
    const week = 'from=2026-10-19&to=2026-10-26';
    expect(total(await range(admin, `${week}&platform=youtube`))).toBe(2);
    expect(total(await range(admin, `${week}&account=${bobProfile}`))).toBe(2);
    const [group] = await db.query<{ id: number }>('SELECT group_id AS id FROM accounts WHERE id = $1', [olenaProfile]);
    expect(total(await range(admin, `${week}&group=${group!.id}`))).toBe(4);
    expect(total(await range(admin, `${week}&label=${encodeURIComponent('СПОРТ')}`))).toBe(2);
  });

  it('refuses a range over 42 days, a reversed one and a bad date, in Ukrainian', async () => {
    const tooLong = await t.call('GET', '/api/publication/calendar?from=2026-10-01&to=2026-11-12', admin);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: messages.calendarRangeInvalid(42) });
    expect((await t.call('GET', '/api/publication/calendar?from=2026-10-05&to=2026-10-01', admin)).statusCode).toBe(400);
    const bad = await t.call('GET', '/api/publication/calendar?from=2026-13-45&to=2026-10-01', admin);
    expect(bad.statusCode).toBe(400);
    expect((await range(admin, 'from=2026-10-01&to=2026-11-11')).hours.length).toBeGreaterThan(0);
  });

  it("lists an hour's rows grouped by publication, only those the caller sees", async () => {
    const rows = async (token: string) => {
      const response = await t.call(
        'GET',
        '/api/publication/calendar/rows?from=2026-10-24T21:00:00.000Z&to=2026-10-25T22:00:00.000Z',
        token,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CalendarRows>();
    };
    const all = await rows(admin);
    expect(all.total).toBe(4);
    expect(all.truncated).toBe(false);
    expect(all.publications.map((p) => p.rows.map((r) => [r.at, r.status, r.platform, r.movable]))).toEqual([
      [['2026-10-24T21:30:00.000Z', 'success', 'tiktok', false]],
      [['2026-10-25T00:30:00.000Z', 'error', 'youtube', false]],
      [['2026-10-25T01:30:00.000Z', 'success', 'youtube', false]],
      [['2026-10-25T21:30:00.000Z', 'success', 'instagram', false]],
    ]);
    expect((await rows(bob)).total).toBe(1);
    const tooLong = await t.call('GET', '/api/publication/calendar/rows?from=2026-10-20T00:00:00Z&to=2026-10-25T00:00:00Z', admin);
    expect(tooLong.json()).toEqual({ message: messages.calendarRowsRangeInvalid });
  });
});

describe('moving waiting rows', () => {
  let base: number;
  let profile: number;

  beforeAll(async () => {
    const [now] = await db.query<{ now: Date }>('SELECT now()');
    base = Math.ceil((now!.now.getTime() + 3 * 24 * HOUR) / HOUR) * HOUR;
    profile = await insertAccount(db, olenaId);
    await setLimits(profile, 'tiktok', 10, 60);
  });

  it('refuses a move that breaks the gap with the nearest allowed time, then accepts that time and moves the job', async () => {
    await row(olenaId, profile, 'tiktok', 'publication', new Date(base));
    const { resultId } = await row(olenaId, profile, 'tiktok', 'publication', new Date(base + 5 * HOUR));
    const refused = await move(olena, { resultId, at: new Date(base + 30 * MINUTE).toISOString() });
    expect(refused.statusCode, refused.body).toBe(200);
    const verdict = refused.json<CalendarMoveResult>();
    expect(verdict.accepted).toBe(false);
    expect(verdict.nearest).toBe(new Date(base + HOUR).toISOString());
    expect(verdict.message).toMatch(
      /^Перенесення порушує ліміти публікацій профілю в TikTok\. Найближчий дозволений час: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
    );
    expect(await plannedAt(resultId)).toBe(new Date(base + 5 * HOUR).toISOString());

    const accepted = (await move(olena, { resultId, at: verdict.nearest })).json<CalendarMoveResult>();
    expect(accepted).toEqual({ accepted: true, rows: [{ id: resultId, at: verdict.nearest }], message: null, nearest: null });
    expect(await plannedAt(resultId)).toBe(verdict.nearest);
    const jobs = await db.query<{ start_after: Date }>(
      `SELECT start_after FROM pgboss.job WHERE name = 'publish' AND singleton_key = $1 AND state = 'created'`,
      [`publish:${resultId}`],
    );
    expect(jobs.map((job) => job.start_after.toISOString())).toEqual([verdict.nearest]);
  });

  it('moves a whole publication by one shift, each row checked on its own profile', async () => {
    const second = await insertAccount(db, olenaId);
    const first = await row(olenaId, profile, 'tiktok', 'publication', new Date(base + 10 * HOUR));
    const other = await sibling(first.videoId, second, 'tiktok', new Date(base + 11 * HOUR));
    const [publication] = await db.query<{ id: number }>('SELECT publication_id AS id FROM publication_videos WHERE id = $1', [
      first.videoId,
    ]);
    const result = (
      await move(olena, { publicationId: publication!.id, at: new Date(base + 20 * HOUR).toISOString() })
    ).json<CalendarMoveResult>();
    expect(result.accepted).toBe(true);
    expect(await plannedAt(first.resultId)).toBe(new Date(base + 20 * HOUR).toISOString());
    expect(await plannedAt(other)).toBe(new Date(base + 21 * HOUR).toISOString());
  });

  it('refuses a move into the past with the nearest time from now', async () => {
    const { resultId } = await row(olenaId, profile, 'tiktok', 'publication', new Date(base + 30 * HOUR));
    const verdict = (await move(olena, { resultId, at: new Date(base - 10 * 24 * HOUR).toISOString() })).json<CalendarMoveResult>();
    expect(verdict.accepted).toBe(false);
    expect(verdict.message).toContain(messages.calendarMoveInPast);
    expect(new Date(verdict.nearest!).getTime()).toBeGreaterThan(Date.now() - MINUTE);
  });

  it('reaches only rows its caller sees, and only waiting ones', async () => {
    const { resultId } = await row(olenaId, profile, 'tiktok', 'publication', new Date(base + 40 * HOUR));
    const foreign = await move(bob, { resultId, at: new Date(base + 45 * HOUR).toISOString() });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: messages.publicationRowNotFound });
    expect((await move(admin, { resultId, at: new Date(base + 45 * HOUR).toISOString() })).json<CalendarMoveResult>().accepted).toBe(true);
    const done = await row(olenaId, profile, 'youtube', 'success', new Date(base - 24 * HOUR));
    const notWaiting = await move(olena, { resultId: done.resultId, at: new Date(base + 50 * HOUR).toISOString() });
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json()).toEqual({ message: messages.calendarRowNotMovable });
    expect((await move(olena, { at: new Date(base).toISOString() })).statusCode).toBe(400);
  });

  it('lets only one of two racing moves take a free time that fits one', async () => {
    const racer = await insertAccount(db, olenaId);
    await setLimits(racer, 'instagram', 10, 60);
    const one = await row(olenaId, racer, 'instagram', 'publication', new Date(base + 60 * HOUR));
    const two = await row(olenaId, racer, 'instagram', 'publication', new Date(base + 70 * HOUR));
    const [a, b] = await Promise.all([
      move(olena, { resultId: one.resultId, at: new Date(base + 65 * HOUR).toISOString() }),
      move(olena, { resultId: two.resultId, at: new Date(base + 65 * HOUR + 20 * MINUTE).toISOString() }),
    ]);
    const verdicts = [a.json<CalendarMoveResult>(), b.json<CalendarMoveResult>()];
    expect(verdicts.filter((verdict) => verdict.accepted)).toHaveLength(1);
    const times = [await plannedAt(one.resultId), await plannedAt(two.resultId)].map((at) => new Date(at).getTime()).sort();
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(HOUR);
  });
});
