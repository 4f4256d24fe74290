import { rm, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { messages } from '@server/messages';
import type { Platform } from '@shared/status';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { MediaTools } from '@server/media/media-tools';
import { failureText } from '@server/platforms/error-text';
import { isNetworkFailure } from '@server/platforms/instagram/errors';
import { type Exclusive, PlatformError, type PublishingProfile, type PublishResult } from '@server/platforms/platform';
import type { Publishers } from '@server/platforms/publishers';
import type { AccountCredentials } from '@server/services/accounts/account-credentials';
import type { AccountRepository } from '@server/services/accounts/account-repository';
import { databaseExclusive } from '@server/services/publishing/platform-pacer';
import { checkBeforePosting, EXIT_LEASE_SECONDS, exitKeyOf, pauseProfile } from '@server/services/publishing/posting-pacing';
import { publishOptions } from '@server/services/publishing/publication-options';
import type { RowMetadata } from '@server/services/publishing/publication-row-metadata';
import type { PublicationRowRepository, WorkRow } from '@server/services/publishing/publication-row-repository';
import { proxyDownReason } from '@server/services/accounts/proxy-check-service';
import type { RecordEvent } from '@server/services/events/event-recorder';
import type { MediaStorage } from '@server/storage/storage';
import type { JobDefinition } from './job-queue';

/** A publish job's payload (version 1): the row to publish. */
export const PublishPayload = v.object({ resultId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type PublishData = v.InferOutput<typeof PublishPayload>;

export interface PublishDeps {
  db: Database;
  accounts: AccountRepository;
  credentials: AccountCredentials;
  rows: PublicationRowRepository;
  publishers: Publishers;
  storage: MediaStorage;
  tools: MediaTools;
  log: FastifyBaseLogger;
  /** Records an event in the caller's transaction (a profile paused by its platform). */
  recordEvent: RecordEvent;
  /** First delay before a network failure is retried (it doubles each time). */
  retryDelaySeconds: number;
  /** Puts a row back on the queue for later (a scheduled date, a quota's advice). */
  later(resultId: number, startAfter: Date): Promise<void>;
  /** Asks for the counts of a post that just went up. */
  afterPublished(resultId: number): Promise<void>;
  /** The lease held while a row posts, keyed by the profile's exit address (default: the database's leases). */
  exclusive?: Exclusive;
}

/**
 * When a row's job should start: YouTube takes the upload at once and goes public at the date itself
 * (`status.publishAt`); TikTok and Instagram cannot schedule, so their jobs wait for the date.
 */
const startAfterFor = (platform: Platform, publishAt: Date | null): Date | null =>
  platform !== 'youtube' && publishAt && publishAt.getTime() > Date.now() ? publishAt : null;

/** How long one publish may run before another process takes its row over. */
export const PUBLISH_EXPIRE_SECONDS = 60 * 60;

/**
 * One (video, profile, platform) through the row's state machine (`PublicationRowRepository`). Idempotent: the
 * platform's upload session is remembered on the row as it goes, so a retry resumes it or reports the
 * post already made; a lease keeps two jobs of one row from uploading at once. Limits and posts still
 * in the platform's hands put the row back for later; refused credentials mark the profile too.
 */
export function publishJob(deps: PublishDeps): JobDefinition<PublishData> {
  const { db, log } = deps;
  const exclusive = deps.exclusive ?? databaseExclusive(db, EXIT_LEASE_SECONDS);

  /** A row that waits: the reason on screen, the job back on the queue at the time the platform gave. */
  async function waitRow(resultId: number, reason: string, until: Date) {
    await deps.rows.wait(resultId, reason, until);
    await deps.later(resultId, until);
  }

  /** Maps why a publish failed to the row's next state: wait, try again now, or leave it to a person. */
  async function recordFailure(resultId: number, row: WorkRow, error: unknown, isLast: boolean) {
    // Only a Ukrainian sentence reaches the row and the profile; the platform's own words go to the log.
    const text = failureText(row.platform, error);
    if (error instanceof PlatformError) {
      log.warn(
        { resultId, platform: row.platform, kind: error.kind, raw: error.raw, ...(text !== error.message ? { said: error.message } : {}) },
        'publish failed',
      );
      switch (error.kind) {
        case 'quota':
        case 'pending': {
          if (error.slowDown) {
            // The platform says the profile posts too often: pause it there; this row waits for the end.
            const until = await pauseProfile(db, deps.recordEvent, row.account_id, row.platform, error.retryAfterSeconds, error.slowDown);
            await deps.rows.wait(resultId, text, until, true);
            return deps.later(resultId, until);
          }
          const seconds = error.retryAfterSeconds ?? (error.kind === 'quota' ? 3600 : 60);
          return waitRow(resultId, text, new Date(Date.now() + seconds * 1000));
        }
        case 'processing': {
          // The post is up; the platform decides on it later. A later job asks again, nothing waits here.
          const until = new Date(Date.now() + (error.retryAfterSeconds ?? 60) * 1000);
          await deps.rows.processing(resultId, text, until);
          return deps.later(resultId, until);
        }
        case 'auth':
          await deps.accounts.markAuthFailed(row.account_id, text, row.platform);
          return deps.rows.fail(resultId, text);
        case 'checkpoint':
          await deps.accounts.markInstagramCheckpoint(row.account_id, error.checkpoint ?? 'challenge', text);
          return deps.rows.fail(resultId, text);
        case 'rejected':
          return deps.rows.fail(resultId, text);
        case 'unavailable':
          if (isLast) return deps.rows.fail(resultId, text);
          await deps.rows.keepTrying(resultId, `${text}; ${messages.willRetry}`);
          throw error;
      }
    }
    if (error instanceof HttpError) {
      if (text !== error.message) log.warn({ resultId, platform: row.platform, raw: error.message }, 'publish failed');
      return deps.rows.fail(resultId, text);
    }
    log.warn({ resultId, platform: row.platform, err: error }, 'publish failed');
    // A connection that never got an answer says so; anything else is the generic sentence naming the platform.
    const note = error instanceof TypeError || isNetworkFailure(error) ? messages.platformUnreachable : text;
    if (isLast) return deps.rows.fail(resultId, note);
    await deps.rows.keepTrying(resultId, `${note}; ${messages.willRetry}`);
    throw error;
  }

  const sessionOf = (resultId: number) => deps.credentials.sealedColumn('publication_results', 'upload_session_enc', resultId);

  /**
   * Claimed row: open the profile, let `act` reach the platform with it, and move the row on by the
   * outcome.
   */
  async function reachPlatform(
    resultId: number,
    row: WorkRow,
    isLast: boolean,
    act: (profile: PublishingProfile, metadata: RowMetadata) => Promise<PublishResult>,
  ) {
    try {
      const ready = await deps.credentials.forJob(row.account_id);
      if (!ready) {
        await deps.rows.fail(resultId, messages.accountNotFound);
        return;
      }
      const { account, profile } = ready;
      // What the row is posted with, read once it is claimed: an edit changes only rows not yet claimed.
      const metadata = await deps.rows.metadata(resultId);
      if (!metadata) return; // the request was deleted meanwhile
      // A proxy that failed its last check: say so on the row rather than reach the platform through it.
      const proxyDown = proxyDownReason(account);
      if (proxyDown) {
        await deps.rows.fail(resultId, proxyDown);
        return;
      }
      const result = await act(profile, metadata);
      await deps.rows.succeed(resultId, result);
      await deps.afterPublished(resultId);
    } catch (error) {
      await recordFailure(resultId, row, error, isLast);
    }
  }

  /** Claimed row: hand the video to the platform. */
  async function publish(resultId: number, row: WorkRow, isLast: boolean) {
    const cover = row.platform === 'instagram' ? deps.storage.tempFile() : null;
    // The platform uploads read the video by path: a local copy from S3 (removed after), or the stored file on local disk.
    const post = (profile: PublishingProfile, metadata: RowMetadata) =>
      deps.storage.withLocalFile(row.storage_key, async (file) => {
        if (cover) await deps.tools.coverFrame(file, cover, Math.min(1, (row.duration_ms ?? 0) / 2000));
        return deps.publishers[row.platform].publish(
          profile,
          {
            file,
            sizeBytes: row.size_bytes ? Number(row.size_bytes) : (await stat(file)).size,
            title: metadata.title,
            description: metadata.description,
            tags: metadata.tags,
            caption: metadata.caption,
            publishAt: row.publish_at && row.publish_at.getTime() > Date.now() ? row.publish_at : null,
            durationMs: row.duration_ms ?? undefined,
            width: 1080,
            height: 1920,
            ...(cover ? { coverFile: cover } : {}),
            ...publishOptions(metadata.options),
          },
          sessionOf(resultId),
        );
      });
    try {
      await reachPlatform(resultId, row, isLast, post);
    } finally {
      if (cover) await rm(cover, { force: true });
    }
  }

  return {
    name: 'publish',
    version: 1,
    payload: PublishPayload,
    retryLimit: 3,
    retryDelaySeconds: deps.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: PUBLISH_EXPIRE_SECONDS,
    policy: 'stately',
    async handle({ resultId }, attempt) {
      const row = await deps.rows.workRow(resultId);
      // Done, switched off, or another job of this row is uploading right now (it holds the row's lease).
      if (!row || row.status === 'success' || row.status === 'noactive' || row.held) return;
      const publisher = deps.publishers[row.platform];
      if (row.processing_since && publisher.followUp) {
        // The platform already has the post: this run only asks for its verdict. It posts nothing, so
        // neither the posting limits nor the exit's lease apply, and the file is not fetched from storage.
        if (!(await deps.rows.claimCheck(resultId, PUBLISH_EXPIRE_SECONDS))) return;
        const followUp = publisher.followUp.bind(publisher);
        await reachPlatform(resultId, row, attempt.isLast, (profile) => followUp(profile, sessionOf(resultId)));
        return;
      }
      // The row's slot may have been moved later by hand after this job was queued: it waits for it too.
      const dated = startAfterFor(row.platform, row.publish_at);
      const waitUntil = row.planned_at && (!dated || row.planned_at > dated) ? row.planned_at : dated;
      if (waitUntil && waitUntil.getTime() > Date.now() + 1_000) {
        await deps.later(resultId, waitUntil);
        return;
      }
      // Two profiles the platforms see at one address never post at the same moment: the exit's lease is
      // held from the claim to the end of the post. The claim checks the posting limits again under the
      // profile's lock (something may have tightened since the row was planned) or puts the row back.
      const exit = (await exitKeyOf(db, row.account_id)) ?? `account:${row.account_id}`;
      await exclusive(exit, async () => {
        const claimed = await deps.rows.claim(resultId, PUBLISH_EXPIRE_SECONDS, (tx) => checkBeforePosting(tx, resultId));
        if (claimed === 'taken') return; // another job of this row is uploading right now
        if (claimed instanceof Date) return deps.later(resultId, claimed);
        await publish(resultId, row, attempt.isLast);
      });
    },
  };
}
