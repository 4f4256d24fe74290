import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
import type { Database } from '@server/db/database';
import { type PublishData, publishJob } from '@server/jobs/publish-job';
import { resolveMediaBinaries } from '@server/media/binaries';
import { MediaTools } from '@server/media/media-tools';
import {
  PlatformError,
  type PlatformPublisher,
  type PublishInput,
  type PublishResult,
  type UploadSessionStore,
} from '@server/platforms/platform';
import type { Publishers } from '@server/platforms/publishers';
import { AccountCredentials } from '@server/services/accounts/account-credentials';
import { SealedColumnRepository } from '@server/services/accounts/sealed-column-repository';
import { AccountRepository } from '@server/services/accounts/account-repository';
import { PublicationRowRepository } from '@server/services/publishing/publication-row-repository';
import { SecretBox } from '@server/services/common/secret-box';
import { loadOrCreateSecret } from '@server/services/common/secrets';
import { LocalStorage } from '@server/storage/local-storage';
import type { JobDefinition } from '@server/jobs/job-queue';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createProfile, finishedRequest, payload } from '../helpers/publishing-setup';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { recordEventsWithoutDispatch } from '../helpers/events';

/**
 * What the publish job does with each outcome a platform adapter can report: the row's state
 * machine and the profile's marks. The adapters are replaced by a scripted publisher of our own
 * interface (the platforms' protocols are covered by the adapter tests against the fakes).
 */
const fx = makeMediaFixtures();
let db: Database;
let t: TestApp;
let admin: string;
let adminId: number;
let job: JobDefinition<PublishData>;
let accounts: AccountRepository;
let later: Array<{ resultId: number; at: Date }>;
/** What the scripted publisher does on its next call. */
let script: (input: PublishInput, session: UploadSessionStore) => Promise<PublishResult>;
let calls: PublishInput[];

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { RUN_WORKERS: 'false', ALLOW_PRIVATE_PROXY: 'true' });
  ({ accessToken: admin, userId: adminId } = await t.login());
  const box = new SecretBox(await loadOrCreateSecret(t.dataDir, 'secret.key', null));
  accounts = new AccountRepository(db, recordEventsWithoutDispatch(db));
  const credentials = new AccountCredentials(new SealedColumnRepository(db), box, accounts);
  const scripted: PlatformPublisher = {
    publish: (_profile, input, session) => {
      calls.push(input);
      return script(input, session);
    },
    stats: async () => null,
  };
  job = publishJob({
    db,
    recordEvent: recordEventsWithoutDispatch(db),
    accounts,
    credentials,
    rows: new PublicationRowRepository(db, recordEventsWithoutDispatch(db)),
    publishers: { youtube: scripted, tiktok: scripted, instagram: scripted } as unknown as Publishers,
    storage: new LocalStorage(path.join(t.dataDir, 'media')),
    tools: new MediaTools(resolveMediaBinaries(null, null)),
    log: t.app.log,
    retryDelaySeconds: 1,
    later: async (resultId, at) => {
      later.push({ resultId, at });
    },
    afterPublished: async () => undefined,
  });
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  later = [];
  calls = [];
});

const TIKTOK_OPTIONS = { privacyLevel: 'SELF_ONLY', allowComments: false, allowDuet: false, allowStitch: true } as const;

/** A TikTok publication of one video to a new profile; answers its row id and the profile. */
async function newRow(): Promise<{ rowId: number; accountId: number }> {
  const accountId = await createProfile(t, admin, 'http://127.0.0.1:3128', { tiktok: true });
  const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
  const created = await t.call(
    'POST',
    `/api/publication/create/${idUpload}`,
    admin,
    payload(idUpload, videoIds, [accountId], { inTikTok: true }, { tiktok: TIKTOK_OPTIONS }),
  );
  expect(created.statusCode, created.body).toBe(201);
  return { rowId: (created.json() as { video: Array<{ id: number }> }).video[0]!.id, accountId };
}

const rowOf = async (id: number) =>
  (
    await db.query<{
      status: string;
      error: string | null;
      retry_at: Date | null;
      url: string | null;
      external_id: string | null;
      session: boolean;
    }>(
      'SELECT status, error, retry_at, url, external_id, upload_session_enc IS NOT NULL AS session FROM publication_results WHERE id = $1',
      [id],
    )
  )[0]!;
const accountOf = async (id: number) =>
  (
    await db.query<{ status: string; error: string | null; instagram_checkpoint: string | null }>(
      'SELECT status, error, instagram_checkpoint FROM accounts WHERE id = $1',
      [id],
    )
  )[0]!;

const run = (rowId: number, isLast = false) => job.handle({ resultId: rowId }, { retryCount: 0, isLast });

describe('publish job outcomes', () => {
  it('passes the form’s TikTok choices to the platform and records a post without a public link as it is', async () => {
    const { rowId } = await newRow();
    script = async () => ({ externalId: 'v_pub_file~v2-1.7301234567890123456', url: null });
    await run(rowId);
    expect(calls[0]!.tiktok).toEqual(TIKTOK_OPTIONS);
    expect(calls[0]!.youtube).toEqual({ madeForKids: false, notifySubscribers: true, categoryId: '22' });
    expect(await rowOf(rowId)).toMatchObject({
      status: 'success',
      url: null,
      external_id: 'v_pub_file~v2-1.7301234567890123456',
      error: null,
    });
  });

  it('a post still in the platform’s hands waits as "На публікації" with the reason, keeps the session, and comes back', async () => {
    const { rowId } = await newRow();
    script = async (_input, session) => {
      await session.save('v_pub_file~v2-1.remembered');
      throw new PlatformError('TikTok ще перевіряє відео', 'pending', 'PROCESSING_DOWNLOAD', 90);
    };
    const before = Date.now();
    await run(rowId);
    const row = await rowOf(rowId);
    expect(row).toMatchObject({ status: 'publication', error: 'TikTok ще перевіряє відео', session: true });
    expect(row.retry_at!.getTime()).toBeGreaterThanOrEqual(before + 90_000);
    expect(later).toEqual([{ resultId: rowId, at: row.retry_at }]);

    // The next run sees the remembered session (the adapter checks it instead of posting again).
    let seen: string | null = null;
    script = async (_input, session) => {
      seen = await session.load();
      return { externalId: '7301234567890123456', url: 'https://www.tiktok.com/@studio/video/7301234567890123456' };
    };
    await run(rowId);
    expect(seen).toBe('v_pub_file~v2-1.remembered');
    expect(await rowOf(rowId)).toMatchObject({ status: 'success', session: false, retry_at: null });
  });

  it('a daily cap waits for the time the platform gives; an hour when it gives none', async () => {
    const { rowId } = await newRow();
    script = async () => {
      throw new PlatformError('YouTube: канал вичерпав добовий ліміт завантажень', 'quota', 'uploadLimitExceeded', 24 * 3600);
    };
    const before = Date.now();
    await run(rowId);
    expect((await rowOf(rowId)).retry_at!.getTime()).toBeGreaterThanOrEqual(before + 24 * 3600_000);

    script = async () => {
      throw new PlatformError('TikTok: забагато запитів', 'quota', 'rate_limit_exceeded');
    };
    await run(rowId);
    const row = await rowOf(rowId);
    expect(row.status).toBe('publication');
    expect(row.retry_at!.getTime()).toBeGreaterThanOrEqual(before + 3600_000);
    expect(row.retry_at!.getTime()).toBeLessThan(before + 2 * 3600_000);
  });

  it('refused credentials fail the row and mark the profile; a login confirmation marks it as such', async () => {
    const auth = await newRow();
    script = async () => {
      throw new PlatformError('TikTok: доступ відкликано, підключіть TikTok знову', 'auth', 'invalid_grant');
    };
    await run(auth.rowId);
    expect(await rowOf(auth.rowId)).toMatchObject({ status: 'error', error: 'TikTok: доступ відкликано, підключіть TikTok знову' });
    expect(await accountOf(auth.accountId)).toMatchObject({
      status: 'error',
      error: 'TikTok: доступ відкликано, підключіть TikTok знову',
      instagram_checkpoint: null,
    });

    const checkpoint = await newRow();
    script = async () => {
      throw new PlatformError('Instagram просить код підтвердження входу', 'checkpoint', 'two_factor_required', null, 'two_factor');
    };
    await run(checkpoint.rowId);
    expect(await rowOf(checkpoint.rowId)).toMatchObject({ status: 'error' });
    expect(await accountOf(checkpoint.accountId)).toMatchObject({ status: 'error', instagram_checkpoint: 'two_factor' });
    await accounts.clearInstagramCheckpoint((await accounts.loadForJob(checkpoint.accountId))!);
    expect(await accountOf(checkpoint.accountId)).toMatchObject({ status: 'success', error: null, instagram_checkpoint: null });
  });

  it('a transient failure keeps the row in progress and hands the retry to the queue; the last one fails it — in Ukrainian only', async () => {
    const { rowId } = await newRow();
    script = async () => {
      throw new TypeError('fetch failed: ECONNRESET socket hang up');
    };
    await expect(run(rowId)).rejects.toThrow(TypeError);
    expect(await rowOf(rowId)).toMatchObject({ status: 'loading', error: `${messages.platformUnreachable}; ${messages.willRetry}` });
    await run(rowId, true);
    const row = await rowOf(rowId);
    expect(row).toMatchObject({ status: 'error', error: messages.platformUnreachable });
    expect(row.error).not.toMatch(/ECONNRESET|fetch failed/);
  });

  it('a row another job holds is left alone, and the operator’s retry is refused until the lease ends', async () => {
    const { rowId } = await newRow();
    let release!: () => void;
    script = () =>
      new Promise((resolve) => {
        release = () => resolve({ externalId: 'x1', url: 'https://www.tiktok.com/@s/video/1' });
      });
    const first = run(rowId);
    await expect.poll(() => calls.length).toBe(1);
    await run(rowId);
    expect(calls).toHaveLength(1);
    const retry = await t.call('POST', `/api/publication/retry/${rowId}`, admin);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ message: messages.publishInProgress });
    release();
    await first;
    expect((await rowOf(rowId)).status).toBe('success');
  });
});
