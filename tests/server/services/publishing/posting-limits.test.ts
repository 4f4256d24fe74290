import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
import type { PublishedItem, PublishedRow } from '@shared/schemas/publications';
import type { AccountLimits } from '@shared/schemas/posting-limits';
import type { Database } from '@server/db/database';
import type { JobDefinition } from '@server/jobs/job-queue';
import { type PublishData, publishJob } from '@server/jobs/publish-job';
import { resolveMediaBinaries } from '@server/media/binaries';
import { MediaTools } from '@server/media/media-tools';
import type { PlatformPublisher, PublishInput, PublishResult } from '@server/platforms/platform';
import type { Publishers } from '@server/platforms/publishers';
import { AccountCredentials } from '@server/services/accounts/account-credentials';
import { SealedColumnRepository } from '@server/services/accounts/sealed-column-repository';
import { AccountRepository } from '@server/services/accounts/account-repository';
import { PublicationRowRepository } from '@server/services/publishing/publication-row-repository';
import { SecretBox } from '@server/services/common/secret-box';
import { loadOrCreateSecret } from '@server/services/common/secrets';
import { planRows } from '@server/services/publishing/posting-pacing';
import { DAY_MS } from '@server/services/publishing/slot-planner';
import { makeMediaFixtures } from '../../helpers/media-fixtures';
import {
  createProfile,
  finishedRequest,
  payload,
  type PublishingApp,
  startPublishingApp,
  waitForItem,
} from '../../helpers/publishing-setup';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';
import { recordEventsWithoutDispatch } from '../../helpers/events';

/**
 * Posting limits (issue 13) through the API and the jobs, on a real database: rows beyond a cap are
 * accepted and planned over the next days, concurrent schedulings keep the cap, a platform's "too many"
 * (from the fakes' documented answers) pauses the profile, and profiles behind one exit post in turn.
 */
const fx = makeMediaFixtures();
const MINUTE = 60_000;
let db: Database;
let t: TestApp;
let second: TestApp;
let setup: PublishingApp | undefined;
let platforms: PublishingApp['platforms'];
let admin: string;
let adminId: number;

beforeAll(async () => {
  setup = await startPublishingApp();
  ({ db, t, platforms, admin, adminId } = setup);
  // A second app instance on the same database, running no workers: another API process.
  second = await createTestApp(db, { ...platforms.env, RUN_WORKERS: 'false' });
});

afterAll(async () => {
  await second?.close();
  await setup?.close();
  await db?.close();
});

const limitsOf = async (accountId: number) => (await t.call('GET', `/api/accounts/${accountId}/limits`, admin)).json() as AccountLimits;

async function setLimits(
  accountId: number,
  platform: 'youtube' | 'tiktok' | 'instagram',
  dailyCap: number,
  minGapMinutes: number,
  jitterMinutes = 0,
) {
  const current = await limitsOf(accountId);
  const response = await t.call('PUT', `/api/accounts/${accountId}/limits`, admin, {
    ...current.overrides,
    [platform]: { dailyCap, minGapMinutes, jitterMinutes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The limits hold over these times: gap between neighbours, at most `cap` in any 24 h. */
function expectWithinLimits(times: number[], cap: number, gapMinutes: number) {
  const sorted = [...times].sort((a, b) => a - b);
  for (let i = 0; i + 1 < sorted.length; i += 1) expect(sorted[i + 1]! - sorted[i]!).toBeGreaterThanOrEqual(gapMinutes * MINUTE);
  for (let i = 0; i + cap < sorted.length; i += 1) expect(sorted[i + cap]! - sorted[i]!).toBeGreaterThanOrEqual(DAY_MS);
}

const planned = (rows: PublishedRow[]) => rows.map((row) => new Date(row.plannedAt!).getTime());

describe('posting limits: API', () => {
  it('an admin reads and sets the product defaults; a user may not; bad values answer in Ukrainian', async () => {
    const defaults = await t.call('GET', '/api/posting-limits', admin);
    expect(defaults.statusCode).toBe(200);
    // The test app set the defaults as an admin could (100 a day, no gap); the seeded values are checked below on a fresh database.
    expect(defaults.json()).toMatchObject({ youtube: { dailyCap: 100 }, tiktok: { dailyCap: 100 }, instagram: { dailyCap: 100 } });

    await t.createUser('limits-user');
    const { accessToken: user } = await t.login('limits-user', 'secret-pass');
    expect((await t.call('GET', '/api/posting-limits', user)).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/posting-limits', user, defaults.json())).statusCode).toBe(403);

    const bad = await t.call('PUT', '/api/posting-limits', admin, {
      youtube: { dailyCap: 0, minGapMinutes: 60, jitterMinutes: 15 },
      tiktok: { dailyCap: 15, minGapMinutes: 1441, jitterMinutes: 10 },
      instagram: { dailyCap: 10, minGapMinutes: 45, jitterMinutes: 2.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([messages.limitsDailyCap, messages.limitsMinGap, messages.limitsJitter]);

    const set = await t.call('PUT', '/api/posting-limits', admin, {
      ...defaults.json(),
      tiktok: { dailyCap: 40, minGapMinutes: 5, jitterMinutes: 2 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().tiktok).toEqual({ dailyCap: 40, minGapMinutes: 5, jitterMinutes: 2 });
    expect((await t.call('PUT', '/api/posting-limits', admin, defaults.json())).statusCode).toBe(200);
  });

  it("a profile's own limits override the default for that platform only, and null goes back to it; others' profiles are 404", async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'власні ліміти');
    const before = await limitsOf(profile);
    expect(before).toMatchObject({ overrides: { youtube: null, tiktok: null, instagram: null }, pauses: [] });

    await setLimits(profile, 'tiktok', 3, 90, 10);
    expect((await limitsOf(profile)).overrides).toEqual({
      youtube: null,
      tiktok: { dailyCap: 3, minGapMinutes: 90, jitterMinutes: 10 },
      instagram: null,
    });
    const back = await t.call('PUT', `/api/accounts/${profile}/limits`, admin, { youtube: null, tiktok: null, instagram: null });
    expect(back.json().overrides.tiktok).toBeNull();

    const { accessToken: user } = await t.login('limits-user', 'secret-pass');
    expect((await t.call('GET', `/api/accounts/${profile}/limits`, user)).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/api/accounts/${profile}/limits`, user, { youtube: null, tiktok: null, instagram: null })).statusCode,
    ).toBe(404);
  });
});

describe('posting limits: planning', () => {
  it('a publication beyond the cap is accepted (201) and its rows are planned over the next days, each job starting at its slot', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'два на добу');
    await setLimits(profile, 'tiktok', 2, 60);
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 5);
    const before = Date.now();
    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(
        idUpload,
        videoIds,
        videoIds.map(() => profile),
        { inTikTok: true },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const rows = (created.json() as PublishedItem).video;
    expect(rows).toHaveLength(5);
    const times = planned(rows).sort((a, b) => a - b);
    expect(times[0]).toBeGreaterThanOrEqual(before - 1000);
    expect(times[2]! - times[0]!).toBeGreaterThanOrEqual(DAY_MS);
    expect(times[4]! - times[0]!).toBeGreaterThanOrEqual(2 * DAY_MS);
    expectWithinLimits(times, 2, 60);

    // Each future row's job waits for its slot.
    for (const row of rows.filter((current) => new Date(current.plannedAt!).getTime() > Date.now() + 5000)) {
      const [job] = (
        await db.jobQueueSql("SELECT start_after FROM pgboss.job WHERE name = 'publish' AND data->>'resultId' = $1 AND state = 'created'", [
          String(row.id),
        ])
      ).rows as Array<{ start_after: Date }>;
      expect(new Date(job!.start_after).toISOString()).toBe(row.plannedAt);
    }
    // The first goes out now; the rest wait as 'На публікації'.
    const item = await waitForItem(t, admin, idUpload, (current) => current.video.filter((row) => row.status === 'success').length === 1);
    expect(item.video.filter((row) => row.status === 'publication')).toHaveLength(4);
  });

  it('two API processes scheduling for one profile at once never break its cap', async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'одночасно');
    await setLimits(profile, 'tiktok', 2, 0);
    const first = await finishedRequest(t, adminId, fx.path('clip.mp4'), 3);
    const other = await finishedRequest(t, adminId, fx.path('clip.mp4'), 3);
    const { accessToken: adminOnSecond } = await second.login();
    // In two hours: nothing posts during this file (the platform fakes' next answers belong to other tests).
    const date = { date: new Date(Date.now() + 2 * 3600_000).toISOString() };
    const [a, b] = await Promise.all([
      t.call(
        'POST',
        `/api/publication/create/${first.idUpload}`,
        admin,
        payload(
          first.idUpload,
          first.videoIds,
          first.videoIds.map(() => profile),
          { inTikTok: true },
          date,
        ),
      ),
      second.call(
        'POST',
        `/api/publication/create/${other.idUpload}`,
        adminOnSecond,
        payload(
          other.idUpload,
          other.videoIds,
          other.videoIds.map(() => profile),
          { inTikTok: true },
          date,
        ),
      ),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const times = [...planned((a.json() as PublishedItem).video), ...planned((b.json() as PublishedItem).video)];
    expect(times).toHaveLength(6);
    expectWithinLimits(times, 2, 0);
    // Six rows at two a day: the last one two days after the first.
    const sorted = times.sort((x, y) => x - y);
    expect(sorted[5]! - sorted[0]!).toBeGreaterThanOrEqual(2 * DAY_MS);
  });
});

describe('posting limits: two transactions planning one profile at once', () => {
  it("the second waits for the first one's lock and plans after its slots (on PostgreSQL they really overlap)", async () => {
    const profile = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'дві транзакції');
    await setLimits(profile, 'tiktok', 2, 0);
    const date = { date: new Date(Date.now() + 30 * DAY_MS).toISOString() };
    const ids: number[][] = [];
    for (let k = 0; k < 2; k += 1) {
      const request = await finishedRequest(t, adminId, fx.path('clip.mp4'), 3);
      const created = await t.call(
        'POST',
        `/api/publication/create/${request.idUpload}`,
        admin,
        payload(
          request.idUpload,
          request.videoIds,
          request.videoIds.map(() => profile),
          { inTikTok: true },
          date,
        ),
      );
      ids.push((created.json() as PublishedItem).video.map((row) => row.id));
    }
    // Forget the plans, then plan both sets again at once, the first transaction holding on before it commits.
    await db.query('UPDATE publication_results SET planned_at = NULL WHERE id = ANY($1::int[])', [ids.flat()]);
    const noJob = async () => undefined;
    let firstPlanned!: () => void;
    const planning = new Promise<void>((resolve) => {
      firstPlanned = resolve;
    });
    const first = db.transaction(async (tx) => {
      await planRows(tx, ids[0]!, noJob);
      firstPlanned();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await planning;
    const secondPlan = db.transaction((tx) => planRows(tx, ids[1]!, noJob));
    await Promise.all([first, secondPlan]);
    const rows = await db.query<{ planned_at: Date }>('SELECT planned_at FROM publication_results WHERE id = ANY($1::int[])', [ids.flat()]);
    expectWithinLimits(
      rows.map((row) => row.planned_at.getTime()),
      2,
      0,
    );
  });
});

describe('posting limits: checked again before posting, by two worker processes', () => {
  it('limits tightened after the rows were planned hold: only the cap posts, the rest wait for their new slot with the reason', async () => {
    // A second app that also runs publish workers on the same database.
    const workers = await createTestApp(db, platforms.env);
    try {
      const profile = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'звужено');
      await setLimits(profile, 'tiktok', 100, 0);
      const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 5);
      // All five planned for one moment a few seconds ahead, when a cap of 100 allowed it …
      const at = new Date(Date.now() + 4000).toISOString();
      const created = await t.call(
        'POST',
        `/api/publication/create/${idUpload}`,
        admin,
        payload(
          idUpload,
          videoIds,
          videoIds.map(() => profile),
          { inTikTok: true },
          { date: at },
        ),
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(new Set((created.json() as PublishedItem).video.map((row) => row.plannedAt))).toEqual(new Set([at]));
      // … then the profile's cap drops to 2 before their jobs run.
      await setLimits(profile, 'tiktok', 2, 0);
      const item = await waitForItem(
        t,
        admin,
        idUpload,
        (current) => current.video.every((row) => row.status === 'success' || (row.status === 'publication' && row.retryAt !== null)),
        60_000,
      );
      const posted = item.video.filter((row) => row.status === 'success');
      const waiting = item.video.filter((row) => row.status === 'publication');
      expect(posted).toHaveLength(2);
      expect(waiting).toHaveLength(3);
      const firstPost = Math.min(...posted.map((row) => new Date(row.publishedAt!).getTime()));
      for (const row of waiting) {
        expect(row.error).toBe(messages.pacingRowWait('TikTok'));
        expect(row.plannedAt).toBe(row.retryAt);
        expect(new Date(row.plannedAt!).getTime()).toBeGreaterThanOrEqual(firstPost + DAY_MS);
      }
      expectWithinLimits([...posted.map((row) => new Date(row.publishedAt!).getTime()), ...planned(waiting)], 2, 0);
    } finally {
      await workers.close();
    }
  }, 90_000);
});

describe("posting limits: a platform's 'too many'", () => {
  const cases = [
    {
      platform: 'tiktok' as const,
      name: 'TikTok',
      refuse: () => platforms.tiktok.refuseNextInit('spam_risk_too_many_posts', 403, 'Too many posts.'),
      reason: messages.pacingTooManyPosts,
      pauseHours: 24,
    },
    {
      platform: 'youtube' as const,
      name: 'YouTube',
      refuse: () =>
        platforms.youtube.failNext('put', {
          status: 400,
          reason: 'uploadLimitExceeded',
          message: 'The user has exceeded the number of videos they may upload.',
        }),
      reason: messages.pacingTooManyPosts,
      pauseHours: 24,
    },
    {
      platform: 'instagram' as const,
      name: 'Instagram',
      refuse: () => platforms.instagram.rateLimitNextConfigures('feedback_required', 1),
      reason: messages.pacingActionBlocked,
      pauseHours: 6,
    },
  ];

  for (const { platform, name, refuse, reason, pauseHours } of cases) {
    it(`${name}: the profile is paused there with a Ukrainian reason, the row waits for the end, and new rows are planned after it`, async () => {
      const profile = await createProfile(t, admin, platforms.proxyUrl, { [platform]: true }, `забагато ${name}`);
      const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
      refuse();
      const flag = { youtube: 'inYouTube', tiktok: 'inTikTok', instagram: 'inInstagram' }[platform];
      const before = Date.now();
      expect(
        (await t.call('POST', `/api/publication/create/${idUpload}`, admin, payload(idUpload, videoIds, [profile], { [flag]: true })))
          .statusCode,
      ).toBe(201);
      const item = await waitForItem(
        t,
        admin,
        idUpload,
        (current) => current.video[0]!.status === 'publication' && current.video[0]!.retryAt !== null,
      );

      const { pauses } = await limitsOf(profile);
      expect(pauses).toHaveLength(1);
      expect(pauses[0]).toMatchObject({ platform, reason });
      const until = new Date(pauses[0]!.until).getTime();
      expect(until).toBeGreaterThanOrEqual(before + pauseHours * 3600_000);
      expect(item.video[0]!.plannedAt).toBe(pauses[0]!.until);
      expect(item.video[0]!.retryAt).toBe(pauses[0]!.until);

      // Another video to the same profile is planned after the pause, not now.
      const later = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
      const next = await t.call(
        'POST',
        `/api/publication/create/${later.idUpload}`,
        admin,
        payload(later.idUpload, later.videoIds, [profile], { [flag]: true }),
      );
      expect(new Date((next.json() as PublishedItem).video[0]!.plannedAt!).getTime()).toBeGreaterThanOrEqual(until);
    });
  }
});

describe('posting limits: one exit address, one post at a time (own database, no workers: the job runs here)', () => {
  let job: JobDefinition<PublishData>;
  let own: Database;
  let app: TestApp;
  let token: string;
  let ownerId: number;

  afterAll(async () => {
    await app?.close();
    await own?.close();
  });
  let running = 0;
  let most = 0;
  let releases: Array<() => void> = [];

  beforeAll(async () => {
    own = await createTestDatabase();
    app = await createTestApp(own, { ...platforms.env, RUN_WORKERS: 'false' }, { productPostingLimits: true });
    ({ accessToken: token, userId: ownerId } = await app.login());
    const box = new SecretBox(await loadOrCreateSecret(app.dataDir, 'secret.key', null));
    const scripted: PlatformPublisher = {
      publish: (_profile, _input: PublishInput) =>
        new Promise<PublishResult>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          releases.push(() => {
            running -= 1;
            resolve({ externalId: `post-${Math.random()}`, url: null });
          });
        }),
      stats: async () => null,
    };
    const ownAccounts = new AccountRepository(own, recordEventsWithoutDispatch(own));
    job = publishJob({
      db: own,
      recordEvent: recordEventsWithoutDispatch(own),
      accounts: ownAccounts,
      credentials: new AccountCredentials(new SealedColumnRepository(own), box, ownAccounts),
      rows: new PublicationRowRepository(own, recordEventsWithoutDispatch(own)),
      publishers: { youtube: scripted, tiktok: scripted, instagram: scripted } as unknown as Publishers,
      storage: app.storage,
      tools: new MediaTools(resolveMediaBinaries(null, null)),
      log: app.app.log,
      retryDelaySeconds: 1,
      later: async () => undefined,
      afterPublished: async () => undefined,
    });
  });

  /** Two profiles' rows created through a workerless app (the scripted job runs them here). */
  async function twoRows(proxyA: string, proxyB: string) {
    const a = await createProfile(app, token, proxyA, { tiktok: true }, 'вихід А');
    const b = await createProfile(app, token, proxyB, { tiktok: true }, 'вихід Б');
    const { idUpload, videoIds } = await finishedRequest(app, ownerId, fx.path('clip.mp4'), 2);
    const created = await app.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      token,
      payload(idUpload, videoIds, [a, b], { inTikTok: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    return { accounts: [a, b], rows: (created.json() as PublishedItem).video.map((row) => row.id) };
  }

  async function runBoth(rows: number[]) {
    running = 0;
    most = 0;
    releases = [];
    const runs = rows.map((resultId) => job.handle({ resultId }, { retryCount: 0, isLast: false }));
    // Let both jobs get as far as they can, then finish the posts one by one.
    const deadline = Date.now() + 10_000;
    let finished = 0;
    while (finished < rows.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const release = releases.shift();
      if (release) {
        release();
        finished += 1;
      }
    }
    await Promise.all(runs);
    return most;
  }

  it('a fresh database holds the documented product defaults', async () => {
    expect((await app.call('GET', '/api/posting-limits', token)).json()).toEqual({
      youtube: { dailyCap: 6, minGapMinutes: 60, jitterMinutes: 15 },
      tiktok: { dailyCap: 15, minGapMinutes: 30, jitterMinutes: 10 },
      instagram: { dailyCap: 10, minGapMinutes: 45, jitterMinutes: 15 },
    });
  });

  it('two profiles with the same proxy, or the same checked exit IP, never post at once; different exits do', async () => {
    const port = platforms.proxy.port;
    const same = await twoRows(`http://127.0.0.1:${port}`, `http://127.0.0.1:${port}`);
    expect(await runBoth(same.rows)).toBe(1);

    const apart = await twoRows(`http://127.0.0.1:${port}`, `http://localhost:${port}`);
    expect(await runBoth(apart.rows)).toBe(2);

    // Different proxies whose last check saw one exit address.
    const shared = await twoRows(`http://127.0.0.1:${port}`, `http://localhost:${port}`);
    await own.query(
      "UPDATE accounts SET proxy_exit_ip = '203.0.113.7', proxy_ok = true, proxy_checked_at = now() WHERE id = ANY($1::int[])",
      [shared.accounts],
    );
    expect(await runBoth(shared.rows)).toBe(1);
  });
});
