import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { messages } from '@shared/messages';
import type { MediaKind } from '@shared/schemas/backgrounds';
import * as v from 'valibot';
import type { Database, Queryable } from '@server/db/database';
import type { MediaTools } from '@server/media/media-tools';
import { outputDurationMs } from '@server/media/render';
import { MediaToolError, withoutPaths } from '@server/media/run-tool';
import { decodeHashes, encodeHashes, SEEK_SAMPLING_FROM_MS, videoDistance } from '@server/media/similarity';
import { type VariationLevel, variationParams } from '@server/media/variation';
import type { MediaStorage } from '@server/storage/storage';
import type { JobDefinition } from './job-queue';

/** A render job's payload (version 1): which variant of which creation request to render. */
export const RenderVariantPayload = v.object({
  requestId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  variant: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type RenderVariantData = v.InferOutput<typeof RenderVariantPayload>;

interface RequestRow {
  id: number;
  id_upload: string;
  status: string;
  count_video: number;
  is_video: boolean;
  is_photo: boolean;
  source_storage_key: string;
  source_duration_ms: number;
  source_has_audio: boolean;
  uniqueness: VariationLevel;
  source_hashes: string | null;
}

interface BackgroundRow {
  id: number;
  kind: MediaKind;
  storage_key: string;
  duration_ms: number | null;
}

export interface RenderDeps {
  db: Database;
  storage: MediaStorage;
  tools: MediaTools;
  timeoutSeconds: number;
  /** Where a similarity score that could not be computed is reported (the variant is kept). */
  log?: { warn(object: object, message: string): void };
}

/** A stable pseudo-random number in [0, 1) for (request, variant): retries pick the same background. */
const unitHash = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;

/**
 * Variant `k` takes background `(seed + k) mod n` of the request's folders (so variants use
 * different backgrounds while there are enough), a start offset into a background video, and a
 * zoom/position variation, so that no two variants of one request are alike.
 */
export function chooseBackground(idUpload: string, variant: number, backgrounds: BackgroundRow[]) {
  const seed = Math.floor(unitHash(idUpload) * backgrounds.length);
  const background = backgrounds[(seed + variant) % backgrounds.length]!;
  const variation = (unitHash(idUpload) + variant * 0.6180339887) % 1;
  const offsetSeconds = background.duration_ms ? (((background.duration_ms / 1000) * variation) % (background.duration_ms / 1000)) : 0;
  return { background, variation, offsetSeconds };
}

/** A render job older than this is taken for lost (its worker died): the render's own limit and two minutes to fetch its files and store the result. */
export const renderExpireSeconds = (timeoutSeconds: number) => timeoutSeconds + 120;

export function renderVariantJob(deps: RenderDeps): JobDefinition<RenderVariantData> {
  const { db, storage } = deps;
  return {
    name: 'render-variant',
    version: 1,
    payload: RenderVariantPayload,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: renderExpireSeconds(deps.timeoutSeconds),
    async handle({ requestId, variant }, attempt) {
      const [request] = await db.query<RequestRow>('SELECT * FROM creation_requests WHERE id = $1', [requestId]);
      if (!request || request.status === 'error') return;
      const [existing] = await db.query('SELECT 1 FROM rendered_videos WHERE request_id = $1 AND variant_index = $2', [requestId, variant]);
      if (existing) {
        await scorePairs(db, requestId, variant);
        return finish(db, requestId);
      }

      try {
        const backgrounds = await db.query<BackgroundRow>(
          `SELECT m.id, m.kind, m.storage_key, m.duration_ms FROM background_media m
             JOIN creation_request_folders f ON f.folder_id = m.folder_id
            WHERE f.request_id = $1 AND ((m.kind = 'image' AND $2) OR (m.kind = 'video' AND $3))
            ORDER BY m.id`,
          [requestId, request.is_photo, request.is_video],
        );
        if (backgrounds.length === 0) throw new RenderError(messages.noBackgrounds);
        const { background, variation, offsetSeconds } = chooseBackground(request.id_upload, variant, backgrounds);

        const output = storage.tempFile();
        const poster = storage.tempFile();
        try {
          // Seeded by (request, variant): a retry draws the same levers and renders the same pictures and sound.
          const params =
            request.uniqueness === 'off'
              ? undefined
              : variationParams(request.id_upload, variant, request.uniqueness, request.source_duration_ms / 1000);
          // ffmpeg reads files by path: the storage hands local copies (S3) or the stored files (local disk), gone after.
          const { durationMs, score } = await storage.withLocalFile(request.source_storage_key, (source) =>
            storage.withLocalFile(background.storage_key, async (backgroundPath) => {
              const job = {
                source,
                sourceDurationMs: request.source_duration_ms,
                sourceHasAudio: request.source_has_audio,
                background:
                  background.kind === 'image'
                    ? { kind: 'image' as const, path: backgroundPath }
                    : { kind: 'video' as const, path: backgroundPath, offsetSeconds },
                output,
                variation,
                params,
                creationTime: new Date(),
              };
              await deps.tools.render(job, deps.timeoutSeconds * 1000);
              const durationMs = outputDurationMs(job);
              return { durationMs, score: await scoreVariant(deps, request, source, output, durationMs) };
            }),
          );
          await deps.tools.thumbnail(output, poster, Math.min(1, durationMs / 2000));
          const folder = `renders/${request.id_upload}/${variant + 1}`;
          const storageKey = `${folder}/video-${variant + 1}.mp4`;
          const posterKey = `${folder}/poster.webp`;
          // A request deleted while this rendered gets no files: checked before storing, and again under a lock after.
          if (!(await requestStillThere(db, requestId))) return;
          await storage.commit(output, storageKey);
          await storage.commit(poster, posterKey);
          // A failure here leaves the files for the retry (same keys) or, if none comes, for the orphan sweep.
          const kept = await db.transaction(async (tx) => {
            // Held until the row is in: a delete of the request waits, then finds the variant and removes its files.
            if (!(await requestStillThere(tx, requestId, 'FOR SHARE'))) return false;
            // A run of the same variant that stored it first keeps its row; the files under its keys are this render's twin.
            await tx.query(
              `INSERT INTO rendered_videos (request_id, variant_index, storage_key, poster_key, duration_ms, frame_hashes, source_distance)
               VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (request_id, variant_index) DO NOTHING`,
              [requestId, variant, storageKey, posterKey, durationMs, score?.hashes ?? null, score?.sourceDistance ?? null],
            );
            return true;
          });
          if (!kept) {
            // The request went meanwhile: what was just stored goes too, before the job ends.
            await Promise.all([storage.remove(storageKey), storage.remove(posterKey)]);
            return;
          }
        } finally {
          await Promise.all([rm(output, { force: true }), rm(poster, { force: true })]);
        }
        await scorePairs(db, requestId, variant);
        await finish(db, requestId);
      } catch (error) {
        if (attempt.isLast || error instanceof RenderError) {
          const reason = error instanceof RenderError ? error.message : renderFailure(error);
          await db.query(
            "UPDATE creation_requests SET status = 'error', error = $2, updated_at = now() WHERE id = $1 AND status = 'loading'",
            [requestId, reason],
          );
          if (error instanceof RenderError) return;
        }
        throw error;
      }
    },
  };
}

/**
 * The variant's frame hashes and its distance to the source (whose hashes are computed once per
 * request). A score that cannot be computed leaves the variant unscored rather than failing it.
 */
async function scoreVariant(deps: RenderDeps, request: RequestRow, source: string, output: string, durationMs: number) {
  try {
    // One way of sampling for the whole request: a long source is sampled by seeking, and so are its variants.
    const seek = request.source_duration_ms >= SEEK_SAMPLING_FROM_MS;
    let sourceHashes = request.source_hashes === null ? null : decodeHashes(request.source_hashes);
    if (!sourceHashes) {
      sourceHashes = await deps.tools.videoHashes(source, request.source_duration_ms, { seek });
      await deps.db.query('UPDATE creation_requests SET source_hashes = $2 WHERE id = $1 AND source_hashes IS NULL', [request.id, encodeHashes(sourceHashes)]);
    }
    const hashes = await deps.tools.videoHashes(output, durationMs, { seek });
    return { hashes: encodeHashes(hashes), sourceDistance: videoDistance(hashes, sourceHashes) };
  } catch (error) {
    deps.log?.warn({ err: error, requestId: request.id }, 'similarity score not computed');
    return null;
  }
}

/**
 * Distances between this variant and every sibling already stored. Each variant is stored before
 * it looks for siblings, so of two that finish together at least one sees the other.
 */
async function scorePairs(db: Database, requestId: number, variant: number) {
  const rows = await db.query<{ variant_index: number; frame_hashes: string }>(
    'SELECT variant_index, frame_hashes FROM rendered_videos WHERE request_id = $1 AND frame_hashes IS NOT NULL',
    [requestId],
  );
  const own = rows.find((row) => row.variant_index === variant);
  if (!own) return;
  const hashes = decodeHashes(own.frame_hashes);
  for (const sibling of rows) {
    if (sibling.variant_index === variant) continue;
    const [a, b] = [Math.min(variant, sibling.variant_index), Math.max(variant, sibling.variant_index)];
    await db.query(
      `INSERT INTO variant_distances (request_id, variant_a, variant_b, distance) VALUES ($1, $2, $3, $4)
       ON CONFLICT (request_id, variant_a, variant_b) DO NOTHING`,
      [requestId, a, b, videoDistance(hashes, decodeHashes(sibling.frame_hashes))],
    );
  }
}

async function requestStillThere(db: Queryable, requestId: number, lock: '' | 'FOR SHARE' = ''): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM creation_requests WHERE id = $1 ${lock}`, [requestId])).length > 0;
}

/** A failure that retrying cannot fix. */
class RenderError extends Error {}

const renderFailure = (error: unknown) =>
  error instanceof MediaToolError && error.stderrTail ? `${messages.renderFailed}: ${withoutPaths(error.stderrTail).slice(-300)}` : messages.renderFailed;

/** The request is done once every variant has its file. */
async function finish(db: Database, requestId: number) {
  await db.query(
    `UPDATE creation_requests SET status = 'success', updated_at = now()
      WHERE id = $1 AND status = 'loading'
        AND (SELECT count(*) FROM rendered_videos WHERE request_id = $1) >= count_video`,
    [requestId],
  );
}
