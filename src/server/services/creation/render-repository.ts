import type { MediaKind } from '@shared/schemas/backgrounds';
import type { Database, Queryable } from '@server/db/database';
import type { VariationLevel } from '@server/media/variation';
import type { RecordEvent } from '@server/services/events/event-recorder';

/** What a render reads of its creation request. */
export interface RenderRequest {
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

/** A background a variant may be rendered over. */
export interface BackgroundChoice {
  id: number;
  kind: MediaKind;
  storage_key: string;
  duration_ms: number | null;
}

/** A rendered variant's files and measures, as the render job stores them. */
export interface RenderedVariant {
  storageKey: string;
  posterKey: string;
  durationMs: number;
  /** Its frame hashes and its distance to the source; null when they could not be computed. */
  score: { hashes: string; sourceDistance: number } | null;
}

/**
 * The render job's reads and writes: a creation request's variants (`rendered_videos`), the
 * distances between them (`variant_distances`) and the request's own status and source hashes.
 */
export class RenderRepository {
  constructor(
    private readonly db: Database,
    private readonly recordEvent: RecordEvent,
  ) {}

  async request(id: number): Promise<RenderRequest | null> {
    const [row] = await this.db.query<RenderRequest>('SELECT * FROM creation_requests WHERE id = $1', [id]);
    return row ?? null;
  }

  async hasVariant(requestId: number, variant: number): Promise<boolean> {
    return (
      (await this.db.query('SELECT 1 FROM rendered_videos WHERE request_id = $1 AND variant_index = $2', [requestId, variant])).length > 0
    );
  }

  /** The backgrounds of the request's folders that suit it (photos, videos or both), in a stable order. */
  backgroundsFor(request: Pick<RenderRequest, 'id' | 'is_photo' | 'is_video'>): Promise<BackgroundChoice[]> {
    return this.db.query<BackgroundChoice>(
      `SELECT m.id, m.kind, m.storage_key, m.duration_ms FROM background_media m
         JOIN creation_request_folders f ON f.folder_id = m.folder_id
        WHERE f.request_id = $1 AND ((m.kind = 'image' AND $2) OR (m.kind = 'video' AND $3))
        ORDER BY m.id`,
      [request.id, request.is_photo, request.is_video],
    );
  }

  /** The request is still there (not deleted while its variant rendered). */
  stillThere(requestId: number): Promise<boolean> {
    return requestStillThere(this.db, requestId);
  }

  /**
   * The variant's row, unless the request went meanwhile (false: its files are the caller's to remove).
   * The request is held until the row is in, so a delete of the request waits, then finds the variant
   * and removes its files. A run of the same variant that stored it first keeps its row.
   */
  storeVariant(requestId: number, variant: number, rendered: RenderedVariant): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await requestStillThere(tx, requestId, 'FOR SHARE'))) return false;
      await tx.query(
        `INSERT INTO rendered_videos (request_id, variant_index, storage_key, poster_key, duration_ms, frame_hashes, source_distance)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (request_id, variant_index) DO NOTHING`,
        [
          requestId,
          variant,
          rendered.storageKey,
          rendered.posterKey,
          rendered.durationMs,
          rendered.score?.hashes ?? null,
          rendered.score?.sourceDistance ?? null,
        ],
      );
      return true;
    });
  }

  /** The source's frame hashes, computed once per request (the first variant to need them keeps them). */
  async keepSourceHashes(requestId: number, hashes: string): Promise<void> {
    await this.db.query('UPDATE creation_requests SET source_hashes = $2 WHERE id = $1 AND source_hashes IS NULL', [requestId, hashes]);
  }

  /** The frame hashes of the request's variants stored so far. */
  variantHashes(requestId: number) {
    return this.db.query<{ variant_index: number; frame_hashes: string }>(
      'SELECT variant_index, frame_hashes FROM rendered_videos WHERE request_id = $1 AND frame_hashes IS NOT NULL',
      [requestId],
    );
  }

  /** The distance between two variants (`a` < `b`); the first one stored stays. */
  async storeDistance(requestId: number, a: number, b: number, distance: number): Promise<void> {
    await this.db.query(
      `INSERT INTO variant_distances (request_id, variant_a, variant_b, distance) VALUES ($1, $2, $3, $4)
       ON CONFLICT (request_id, variant_a, variant_b) DO NOTHING`,
      [requestId, a, b, distance],
    );
  }

  /** A request still rendering fails with the reason shown, and its owner hears of it ('render.failed'). */
  async fail(requestId: number, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [ended] = await tx.query<EndedRequest>(
        `UPDATE creation_requests SET status = 'error', error = $2, updated_at = now() WHERE id = $1 AND status = 'loading'
         RETURNING user_id, id_upload, count_video, (SELECT count(*)::int FROM rendered_videos WHERE request_id = $1) AS rendered`,
        [requestId, reason],
      );
      if (!ended) return;
      await this.recordEvent(tx, {
        kind: 'render.failed',
        ownerId: ended.user_id,
        data: { requestId, idUpload: ended.id_upload, failed: ended.count_video - ended.rendered, reason },
      });
    });
  }

  /** The request is done once every variant has its file; its owner hears of it ('render.finished'). */
  async finishIfComplete(requestId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [ended] = await tx.query<EndedRequest>(
        `UPDATE creation_requests SET status = 'success', updated_at = now()
          WHERE id = $1 AND status = 'loading'
            AND (SELECT count(*) FROM rendered_videos WHERE request_id = $1) >= count_video
         RETURNING user_id, id_upload, count_video, (SELECT count(*)::int FROM rendered_videos WHERE request_id = $1) AS rendered`,
        [requestId],
      );
      if (!ended) return;
      await this.recordEvent(tx, {
        kind: 'render.finished',
        ownerId: ended.user_id,
        data: { requestId, idUpload: ended.id_upload, rendered: ended.rendered, failed: 0 },
      });
    });
  }

  /**
   * Variants of requests in progress that have neither their video nor a live job named `jobName`
   * (created, waiting for a retry, or running), in request and variant order.
   */
  variantsWithoutJob(jobName: string) {
    return this.db.query<{ id: number; id_upload: string; variant: number }>(
      `SELECT r.id, r.id_upload, v.variant
         FROM creation_requests r CROSS JOIN LATERAL generate_series(0, r.count_video - 1) AS v(variant)
        WHERE r.status = 'loading'
          AND NOT EXISTS (SELECT 1 FROM rendered_videos rv WHERE rv.request_id = r.id AND rv.variant_index = v.variant)
          AND NOT EXISTS (SELECT 1 FROM pgboss.job j
                           WHERE j.name = $1 AND j.state IN ('created', 'retry', 'active')
                             AND (j.data->>'requestId')::int = r.id AND (j.data->>'variant')::int = v.variant)
        ORDER BY r.id, v.variant`,
      [jobName],
    );
  }
}

/** A request whose rendering just ended, as its event tells it. */
interface EndedRequest {
  user_id: number;
  id_upload: string;
  count_video: number;
  rendered: number;
}

async function requestStillThere(db: Queryable, requestId: number, lock: '' | 'FOR SHARE' = ''): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM creation_requests WHERE id = $1 ${lock}`, [requestId])).length > 0;
}
