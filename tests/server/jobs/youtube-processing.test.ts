import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
import type { PublishedItem, PublishedRow } from '@shared/schemas/publications';
import type { Database } from '@server/db/database';
import type { JobDefinition } from '@server/jobs/job-queue';
import { type PublishData, publishJob } from '@server/jobs/publish-job';
import { resolveMediaBinaries } from '@server/media/binaries';
import { MediaTools } from '@server/media/media-tools';
import { createPublishers } from '@server/platforms/publishers';
import { AccountCredentials } from '@server/services/accounts/account-credentials';
import { SealedColumnRepository } from '@server/services/accounts/sealed-column-repository';
import { AccountRepository } from '@server/services/accounts/account-repository';
import { PublicationRowRepository } from '@server/services/publishing/publication-row-repository';
import { databaseExclusive, databasePacer } from '@server/services/publishing/platform-pacer';
import { pauseProfile } from '@server/services/publishing/posting-pacing';
import { SecretBox } from '@server/services/common/secret-box';
import { loadOrCreateSecret } from '@server/services/common/secrets';
import { startYouTubeFake, type YouTubeFake } from '../fakes/youtube-api';
import { startAuthProxy } from '../helpers/local-servers';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createProfile, finishedRequest, payload } from '../helpers/publishing-setup';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { recordEventsWithoutDispatch } from '../helpers/events';

/**
 * A YouTube row followed through YouTube's processing, against the YouTube fake, whose processing
 * takes time on a clock this test moves (never the machine's): the publish job ends right after the
 * upload with the row 'В обробці' ('Обробляється на YouTube'), and each later check is a job of its
 * own that reads the video once. The jobs are run here by hand, in the order the queue would run them.
 */
const fx = makeMediaFixtures();
const PROCESSING_MS = 5 * 60_000;
let db: Database;
let t: TestApp;
let youtube: YouTubeFake;
let proxy: Awaited<ReturnType<typeof startAuthProxy>>;
let admin: string;
let adminId: number;
let job: JobDefinition<PublishData>;
let later: Array<{ resultId: number; at: Date }>;
let published: number[];
const clock = { ms: Date.now() };
const tick = (seconds: number) => {
  clock.ms += seconds * 1000;
};

beforeAll(async () => {
  youtube = await startYouTubeFake({ now: () => clock.ms, processingMs: PROCESSING_MS });
  proxy = await startAuthProxy('proxy-user', 'proxy-pass');
  db = await createTestDatabase();
  t = await createTestApp(db, {
    RUN_WORKERS: 'false',
    ALLOW_PRIVATE_PROXY: 'true',
    GOOGLE_AUTH_URL: youtube.authUrl,
    GOOGLE_TOKEN_URL: `${youtube.base}/token`,
    YOUTUBE_API_URL: youtube.base,
  });
  ({ accessToken: admin, userId: adminId } = await t.login());
  const box = new SecretBox(await loadOrCreateSecret(t.dataDir, 'secret.key', null));
  const accounts = new AccountRepository(db, recordEventsWithoutDispatch(db));
  const credentials = new AccountCredentials(new SealedColumnRepository(db), box, accounts);
  const publishers = createPublishers({
    youtubeApiUrl: youtube.base,
    googleTokenUrl: `${youtube.base}/token`,
    tiktokApiUrl: 'http://127.0.0.1:9',
    instagramApiUrl: 'http://127.0.0.1:9',
    guard: { allowPrivate: true },
    chunkBytes: 256 * 1024,
    pacer: databasePacer(db),
    exclusive: databaseExclusive(db),
    youtube: { now: () => clock.ms, retryDelayMs: 0 },
  });
  job = publishJob({
    db,
    recordEvent: recordEventsWithoutDispatch(db),
    accounts,
    credentials,
    rows: new PublicationRowRepository(db, recordEventsWithoutDispatch(db)),
    publishers,
    storage: t.storage,
    tools: new MediaTools(resolveMediaBinaries(null, null)),
    log: t.app.log,
    retryDelaySeconds: 1,
    later: async (resultId, at) => {
      later.push({ resultId, at });
    },
    afterPublished: async (resultId) => {
      published.push(resultId);
    },
  });
});

afterAll(async () => {
  await t?.close();
  await db?.close();
  await youtube?.close();
  await proxy?.close();
});

beforeEach(() => {
  later = [];
  published = [];
});

const proxyUrl = () => `http://proxy-user:proxy-pass@127.0.0.1:${proxy.port}`;

/** A YouTube publication of one rendered video through a new profile: its idUpload, row id and profile. */
async function newRow(): Promise<{ idUpload: string; rowId: number; accountId: number }> {
  const accountId = await createProfile(t, admin, proxyUrl(), { youtube: true });
  const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
  const created = await t.call(
    'POST',
    `/api/publication/create/${idUpload}`,
    admin,
    payload(idUpload, videoIds, [accountId], { inYouTube: true }),
  );
  expect(created.statusCode, created.body).toBe(201);
  return { idUpload, rowId: (created.json() as PublishedItem).video[0]!.id, accountId };
}

/** One run of the row's publish job, as a worker would take it; resolves when the job is done. */
const run = (rowId: number) => job.handle({ resultId: rowId }, { retryCount: 0, isLast: false });

/** The row as the published item's page shows it. */
async function shown(idUpload: string): Promise<PublishedRow> {
  const item = (await t.call('GET', `/api/publication/${idUpload}`, admin)).json() as PublishedItem;
  return item.video[0]!;
}

const stored = async (rowId: number) =>
  (
    await db.query<{ status: string; processing_since: Date | null; session: boolean; url: string | null; external_id: string | null }>(
      'SELECT status, processing_since, upload_session_enc IS NOT NULL AS session, url, external_id FROM publication_results WHERE id = $1',
      [rowId],
    )
  )[0]!;

const reads = () => youtube.log.filter((entry) => entry.startsWith('list:')).length;
const starts = () => youtube.log.filter((entry) => entry === 'start').length;

/** The upload's job: it ends with the row processing on YouTube and a later check queued. */
async function uploadAndLeaveProcessing(rowId: number, idUpload: string) {
  const [readsBefore, startsBefore] = [reads(), starts()];
  const before = Date.now();
  await run(rowId);
  const after = Date.now();
  expect(starts()).toBe(startsBefore + 1);
  // One read right after the upload; the job did not stay to wait for the outcome.
  expect(reads()).toBe(readsBefore + 1);
  const [video] = [...youtube.videos.values()].slice(-1);
  const row = await shown(idUpload);
  expect(row).toMatchObject({ status: 'loading', error: messages.youtubeProcessing, postUrl: null, attempts: 1 });
  expect(later).toHaveLength(1);
  expect(later[0]!.resultId).toBe(rowId);
  expect(row.retryAt).toBe(later[0]!.at.toISOString());
  expect(await stored(rowId)).toMatchObject({ status: 'loading', session: true, url: null });
  expect((await stored(rowId)).processing_since).toBeInstanceOf(Date);
  return { video: video!, before, after };
}

describe('a YouTube video followed through processing by later jobs', () => {
  it('rejected as a duplicate after a while of processing: the row ends in "Помилка" with the reason and no link', async () => {
    const { idUpload, rowId } = await newRow();
    youtube.nextOutcome({ uploadStatus: 'rejected', rejectionReason: 'duplicate' });
    const { video, before, after } = await uploadAndLeaveProcessing(rowId, idUpload);
    // YouTube's estimate (5 minutes left) is more than the first minutes' ceiling: checked again in a minute.
    expect(later[0]!.at.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(later[0]!.at.getTime()).toBeLessThanOrEqual(after + 60_000);

    // The later job, two minutes on: still processing, read once, no new attempt counted.
    tick(120);
    await run(rowId);
    expect(reads()).toBe(2);
    expect(later).toHaveLength(2);
    expect(await shown(idUpload)).toMatchObject({ status: 'loading', error: messages.youtubeProcessing, postUrl: null, attempts: 1 });

    // Processing is over by the next job: YouTube's verdict.
    tick(PROCESSING_MS / 1000);
    await run(rowId);
    const row = await shown(idUpload);
    expect(row).toMatchObject({
      status: 'error',
      error: messages.youtubeVideoRejected(video.id, messages.youtubeRejectionReasons.duplicate!),
      postUrl: null,
      retryAt: null,
    });
    expect(await stored(rowId)).toMatchObject({ status: 'error', processing_since: null, session: false, url: null, external_id: null });
    expect(later).toHaveLength(2);
    expect(published).toEqual([]);
    expect(starts()).toBe(1);
    // The publication's own status follows its one row.
    const item = (await t.call('GET', `/api/publication/${idUpload}`, admin)).json() as PublishedItem;
    expect(item.status).toBe('error');
  });

  it('failed (codec): the same, with the failure reason in Ukrainian', async () => {
    const { idUpload, rowId } = await newRow();
    youtube.nextOutcome({ uploadStatus: 'failed', failureReason: 'codec' });
    const { video } = await uploadAndLeaveProcessing(rowId, idUpload);
    tick(PROCESSING_MS / 1000);
    await run(rowId);
    expect(await shown(idUpload)).toMatchObject({
      status: 'error',
      error: messages.youtubeProcessingFailed(video.id, messages.youtubeFailureReasons.codec!),
      postUrl: null,
    });
  });

  it('processed: "Опубліковано" with the Shorts link, its counts asked for, and nothing uploaded twice', async () => {
    const { idUpload, rowId } = await newRow();
    const { video } = await uploadAndLeaveProcessing(rowId, idUpload);
    tick(PROCESSING_MS / 1000);
    await run(rowId);
    expect(await shown(idUpload)).toMatchObject({
      status: 'success',
      error: null,
      postUrl: `https://www.youtube.com/shorts/${video.id}`,
      retryAt: null,
      attempts: 1,
    });
    expect(await stored(rowId)).toMatchObject({ processing_since: null, session: false, external_id: video.id });
    expect(published).toEqual([rowId]);
    expect(youtube.videos.size).toBe(starts());
  });

  it('a check is not a post: a pause on the profile does not hold it back, while the upload counts for the next row', async () => {
    const first = await newRow();
    await uploadAndLeaveProcessing(first.rowId, first.idUpload);
    // Another row of the same profile, due now, with a gap of an hour between two posts.
    const current = (await t.call('GET', `/api/accounts/${first.accountId}/limits`, admin)).json() as { overrides: object };
    const limits = await t.call('PUT', `/api/accounts/${first.accountId}/limits`, admin, {
      ...current.overrides,
      youtube: { dailyCap: 10, minGapMinutes: 60, jitterMinutes: 0 },
    });
    expect(limits.statusCode, limits.body).toBe(200);
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    const created = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, videoIds, [first.accountId], { inYouTube: true }),
    );
    const secondRow = (created.json() as PublishedItem).video[0]!.id;
    later = [];
    await run(secondRow);
    // The first video's upload is the profile's last post: the second was planned a gap after it and
    // waits for that slot (its job waits for the planned time), uploading nothing.
    expect(await shown(idUpload)).toMatchObject({ status: 'publication' });
    expect(starts()).toBe(youtube.videos.size);

    // YouTube pauses the profile ("too many"): the first row's check still runs at its time.
    await pauseProfile(db, recordEventsWithoutDispatch(db), first.accountId, 'youtube', 24 * 3600, messages.pacingTooManyPosts);
    tick(PROCESSING_MS / 1000);
    await run(first.rowId);
    expect(await shown(first.idUpload)).toMatchObject({ status: 'success' });
  });

  it('the fake processes by time, not by reads: many reads in a moment change nothing', async () => {
    const { idUpload, rowId } = await newRow();
    const { video } = await uploadAndLeaveProcessing(rowId, idUpload);
    for (let i = 0; i < 5; i += 1) {
      later = [];
      await run(rowId);
      expect(await shown(idUpload)).toMatchObject({ status: 'loading', error: messages.youtubeProcessing });
    }
    expect(youtube.videos.get(video.id)).toBeDefined();
    tick(PROCESSING_MS / 1000);
    await run(rowId);
    expect((await shown(idUpload)).status).toBe('success');
  });
});
