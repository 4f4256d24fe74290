import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import * as v from 'valibot';
import { messages } from '@shared/messages';
import type { MediaTools } from '@server/media/media-tools';
import { outputDurationMs } from '@server/media/render';
import { MediaToolError, withoutPaths } from '@server/media/run-tool';
import { decodeHashes, encodeHashes, SEEK_SAMPLING_FROM_MS, videoDistance } from '@server/media/similarity';
import { variationParams } from '@server/media/variation';
import type { BackgroundChoice, RenderRepository, RenderRequest } from '@server/services/creation/render-repository';
import type { MediaStorage } from '@server/storage/storage';
import type { JobDefinition } from './job-queue';

/** A render job's payload (version 1): which variant of which creation request to render. */
const RenderVariantPayload = v.object({
  requestId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  variant: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type RenderVariantData = v.InferOutput<typeof RenderVariantPayload>;

export interface RenderDeps {
  renders: RenderRepository;
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
export function chooseBackground(idUpload: string, variant: number, backgrounds: readonly BackgroundChoice[]) {
  const seed = Math.floor(unitHash(idUpload) * backgrounds.length);
  const background = backgrounds[(seed + variant) % backgrounds.length]!;
  const variation = (unitHash(idUpload) + variant * 0.6180339887) % 1;
  const offsetSeconds = background.duration_ms ? ((background.duration_ms / 1000) * variation) % (background.duration_ms / 1000) : 0;
  return { background, variation, offsetSeconds };
}

/** A render job older than this is taken for lost (its worker died): the render's own limit and two minutes to fetch its files and store the result. */
export const renderExpireSeconds = (timeoutSeconds: number) => timeoutSeconds + 120;

export function renderVariantJob(deps: RenderDeps): JobDefinition<RenderVariantData> {
  const { renders, storage } = deps;
  return {
    name: 'render-variant',
    version: 1,
    payload: RenderVariantPayload,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: renderExpireSeconds(deps.timeoutSeconds),
    async handle({ requestId, variant }, attempt) {
      const request = await renders.request(requestId);
      if (!request || request.status === 'error') return;
      if (await renders.hasVariant(requestId, variant)) {
        await scorePairs(renders, requestId, variant);
        return renders.finishIfComplete(requestId);
      }

      try {
        const backgrounds = await renders.backgroundsFor(request);
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
          if (!(await renders.stillThere(requestId))) return;
          await storage.commit(output, storageKey);
          await storage.commit(poster, posterKey);
          // A failure here leaves the files for the retry (same keys) or, if none comes, for the orphan sweep.
          // Held until the row is in: a delete of the request waits, then finds the variant and removes its files.
          // A run of the same variant that stored it first keeps its row; the files under its keys are this render's twin.
          const kept = await renders.storeVariant(requestId, variant, { storageKey, posterKey, durationMs, score });
          if (!kept) {
            // The request went meanwhile: what was just stored goes too, before the job ends.
            await Promise.all([storage.remove(storageKey), storage.remove(posterKey)]);
            return;
          }
        } finally {
          await Promise.all([rm(output, { force: true }), rm(poster, { force: true })]);
        }
        await scorePairs(renders, requestId, variant);
        await renders.finishIfComplete(requestId);
      } catch (error) {
        if (attempt.isLast || error instanceof RenderError) {
          const reason = error instanceof RenderError ? error.message : renderFailure(error);
          await renders.fail(requestId, reason);
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
async function scoreVariant(deps: RenderDeps, request: RenderRequest, source: string, output: string, durationMs: number) {
  try {
    // One way of sampling for the whole request: a long source is sampled by seeking, and so are its variants.
    const seek = request.source_duration_ms >= SEEK_SAMPLING_FROM_MS;
    let sourceHashes = request.source_hashes === null ? null : decodeHashes(request.source_hashes);
    if (!sourceHashes) {
      sourceHashes = await deps.tools.videoHashes(source, request.source_duration_ms, { seek });
      await deps.renders.keepSourceHashes(request.id, encodeHashes(sourceHashes));
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
async function scorePairs(renders: RenderRepository, requestId: number, variant: number) {
  const rows = await renders.variantHashes(requestId);
  const own = rows.find((row) => row.variant_index === variant);
  if (!own) return;
  const hashes = decodeHashes(own.frame_hashes);
  for (const sibling of rows) {
    if (sibling.variant_index === variant) continue;
    const [a, b] = [Math.min(variant, sibling.variant_index), Math.max(variant, sibling.variant_index)];
    await renders.storeDistance(requestId, a, b, videoDistance(hashes, decodeHashes(sibling.frame_hashes)));
  }
}

/** A failure that retrying cannot fix. */
class RenderError extends Error {}

const renderFailure = (error: unknown) =>
  error instanceof MediaToolError && error.stderrTail
    ? `${messages.renderFailed}: ${withoutPaths(error.stderrTail).slice(-300)}`
    : messages.renderFailed;
