import { rm, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '@shared/messages';
import type { Platform } from '@shared/status';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import type { MediaTools } from '../media/media-tools';
import { PlatformError } from '../platforms/platform';
import type { Publishers } from '../platforms/publishers';
import type { AccountService } from '../services/account-service';
import { refreshStatuses } from '../services/publication-queries';
import { publishingProfile, sealedColumnStore } from '../services/publishing-profile';
import type { SecretBox } from '../services/secret-box';
import type { LocalStorage } from '../storage/local-storage';
import type { JobDefinition } from './job-queue';

export interface PublishData {
  resultId: number;
}

export interface PublishDeps {
  db: Database;
  box: SecretBox;
  accounts: AccountService;
  publishers: Publishers;
  storage: LocalStorage;
  tools: MediaTools;
  log: FastifyBaseLogger;
  /** First delay before a network failure is retried (it doubles each time). */
  retryDelaySeconds: number;
  /** Puts a row back on the queue for later (a scheduled date, a quota's advice). */
  later(resultId: number, startAfter: Date): Promise<void>;
  /** Asks for the counts of a post that just went up. */
  afterPublished(resultId: number): Promise<void>;
}

interface WorkRow {
  id: number;
  platform: Platform;
  status: string;
  publication_video_id: number;
  publish_at: Date | null;
  account_id: number;
  storage_key: string;
  size_bytes: string | null;
  duration_ms: number | null;
  title: string;
  description: string;
  tags: string[];
}

/**
 * When a row's job should start: YouTube takes the upload at once and goes public at the date itself
 * (`status.publishAt`); TikTok and Instagram cannot schedule, so their jobs wait for the date.
 */
export const startAfterFor = (platform: Platform, publishAt: Date | null): Date | null =>
  platform !== 'youtube' && publishAt && publishAt.getTime() > Date.now() ? publishAt : null;

/** How long one publish may run before another process takes its row over. */
export const PUBLISH_EXPIRE_SECONDS = 60 * 60;

const networkFailure = (error: unknown) =>
  `${messages.platformUnreachable}${error instanceof Error && error.message ? `: ${error.message.slice(0, 200)}` : ''}`;

/**
 * One (video, profile, platform): `publication` → `loading` → `success` | `error`. Idempotent: the
 * platform's upload session is remembered on the row as it goes, so a retry resumes it or reports the
 * post already made; a lease keeps two jobs of one row from uploading at once. Quota and rate limits
 * put the row back for when the platform says; an expired authorisation marks the profile too.
 */
export function publishJob(deps: PublishDeps): JobDefinition<PublishData> {
  const { db, log } = deps;

  /** The row and the statuses rolled up from it change together, so no reader sees one without the other. */
  const setRow = (id: number, videoId: number, fields: string, values: unknown[]) =>
    db.transaction(async (tx) => {
      await tx.query(`UPDATE publication_results SET ${fields}, locked_until = NULL, updated_at = now() WHERE id = $1`, [id, ...values]);
      await refreshStatuses(tx, videoId);
    });

  /** Records why a publish failed and decides: retry now, later, or leave it to a person. */
  async function recordFailure(resultId: number, row: WorkRow, error: unknown, isLast: boolean) {
    const videoId = row.publication_video_id;
    if (error instanceof PlatformError) {
      log.warn({ resultId, platform: row.platform, kind: error.kind, raw: error.raw }, 'publish failed');
      if (error.kind === 'quota') {
        const retryAt = new Date(Date.now() + (error.retryAfterSeconds ?? 3600) * 1000);
        await setRow(resultId, videoId, "status = 'publication', error = $2, retry_at = $3", [error.message, retryAt]);
        await deps.later(resultId, retryAt);
        return;
      }
      if (error.kind === 'auth') await deps.accounts.markAuthFailed(row.account_id, error.message);
      if (error.kind !== 'unavailable' || isLast) {
        await setRow(resultId, videoId, "status = 'error', error = $2", [error.message]);
        return;
      }
      await setRow(resultId, videoId, "status = 'loading', error = $2", [`${error.message}; повторимо спробу`]);
      throw error;
    }
    if (error instanceof HttpError) {
      await setRow(resultId, videoId, "status = 'error', error = $2", [error.message]);
      return;
    }
    log.warn({ resultId, platform: row.platform, err: error }, 'publish failed');
    await setRow(resultId, videoId, isLast ? "status = 'error', error = $2" : "status = 'loading', error = $2", [networkFailure(error)]);
    if (!isLast) throw error;
  }

  return {
    name: 'publish',
    retryLimit: 3,
    retryDelaySeconds: deps.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: PUBLISH_EXPIRE_SECONDS,
    policy: 'stately',
    async handle({ resultId }, attempt) {
      const [row] = await db.query<WorkRow>(
        `SELECT r.id, r.platform, r.status, r.publication_video_id, pv.publish_at, pv.account_id,
                rv.storage_key, rv.size_bytes, rv.duration_ms, p.title, p.description, p.tags
           FROM publication_results r
           JOIN publication_videos pv ON pv.id = r.publication_video_id
           JOIN publications p ON p.id = pv.publication_id
           JOIN rendered_videos rv ON rv.id = pv.rendered_video_id
          WHERE r.id = $1`,
        [resultId],
      );
      if (!row || row.status === 'success' || row.status === 'noactive') return;
      const waitUntil = startAfterFor(row.platform, row.publish_at);
      if (waitUntil && waitUntil.getTime() > Date.now() + 1_000) {
        await deps.later(resultId, waitUntil);
        return;
      }
      const claimed = await db.transaction(async (tx) => {
        const [taken] = await tx.query<{ id: number }>(
          `UPDATE publication_results
              SET status = 'loading', attempts = attempts + 1, error = NULL, retry_at = NULL, updated_at = now(),
                  locked_until = now() + make_interval(secs => $2)
            WHERE id = $1 AND status IN ('publication', 'loading', 'error') AND (locked_until IS NULL OR locked_until < now())
            RETURNING id`,
          [resultId, PUBLISH_EXPIRE_SECONDS],
        );
        if (taken) await refreshStatuses(tx, row.publication_video_id);
        return taken;
      });
      if (!claimed) return; // another job of this row is uploading right now

      const cover = row.platform === 'instagram' ? deps.storage.tempFile() : null;
      try {
        const account = await deps.accounts.loadForJob(row.account_id);
        if (!account) return await setRow(resultId, row.publication_video_id, "status = 'error', error = $2", [messages.accountNotFound]);
        const profile = publishingProfile(db, deps.box, deps.accounts, account);
        const file = deps.storage.absolutePath(row.storage_key);
        if (cover) await deps.tools.coverFrame(file, cover, Math.min(1, (row.duration_ms ?? 0) / 2000));
        const result = await deps.publishers[row.platform].publish(
          profile,
          {
            file,
            sizeBytes: row.size_bytes ? Number(row.size_bytes) : (await stat(file)).size,
            title: row.title,
            description: row.description,
            tags: row.tags,
            publishAt: row.publish_at && row.publish_at.getTime() > Date.now() ? row.publish_at : null,
            durationMs: row.duration_ms ?? undefined,
            width: 1080,
            height: 1920,
            ...(cover ? { coverFile: cover } : {}),
          },
          sealedColumnStore(db, deps.box, 'publication_results', 'upload_session_enc', resultId),
        );
        await setRow(
          resultId,
          row.publication_video_id,
          "status = 'success', external_id = $2, url = $3, error = NULL, published_at = now(), upload_session_enc = NULL",
          [result.externalId, result.url],
        );
        await deps.afterPublished(resultId);
      } catch (error) {
        await recordFailure(resultId, row, error, attempt.isLast);
      } finally {
        if (cover) await rm(cover, { force: true });
      }
    }
  };
}
