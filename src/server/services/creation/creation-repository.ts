import type { CreationRequestFields } from '@shared/schemas/creation';
import type { Queryable } from '@server/db/database';

/** A new creation request, its checked source already stored under `sourceStorageKey`. */
export interface NewRequest {
  userId: number;
  idUpload: string;
  countVideo: number;
  isVideo: boolean;
  isPhoto: boolean;
  sourceStorageKey: string;
  sourceName: string;
  sourceDurationMs: number | null;
  sourceHasAudio: boolean;
  uniqueness: CreationRequestFields['uniqueness'];
}

/** A rendered variant's stored files (its poster: null when none). */
export interface RenderedFiles {
  storage_key: string;
  poster_key: string | null;
}

/**
 * The writes of creation requests (`creation_requests` and their folders) and the reads those writes
 * need; every one joins the caller's transaction (`tx` first, so it needs no database of its own).
 * What a render writes is RenderRepository's.
 */
export class CreationRepository {
  /** Saves a new request (status 'loading') with its chosen folders; answers its id. */
  async insert(tx: Queryable, request: NewRequest, folderIds: number[]): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_video, is_photo, source_storage_key, source_name,
                                      source_duration_ms, source_has_audio, uniqueness)
       VALUES ($1, $2, 'loading', $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        request.userId,
        request.idUpload,
        request.countVideo,
        request.isVideo,
        request.isPhoto,
        request.sourceStorageKey,
        request.sourceName,
        request.sourceDurationMs,
        request.sourceHasAudio,
        request.uniqueness,
      ],
    );
    await tx.query('INSERT INTO creation_request_folders (request_id, folder_id) SELECT $1, unnest($2::int[])', [row!.id, folderIds]);
    return row!.id;
  }

  /** Holds the request for the transaction; answers its source's storage key, or null when it is gone. */
  async lock(tx: Queryable, id: number): Promise<string | null> {
    const [request] = await tx.query<{ source_storage_key: string }>(
      'SELECT source_storage_key FROM creation_requests WHERE id = $1 FOR UPDATE',
      [id],
    );
    return request?.source_storage_key ?? null;
  }

  /** The stored files of the request's rendered variants. */
  renderedFiles(tx: Queryable, id: number): Promise<RenderedFiles[]> {
    return tx.query<RenderedFiles>('SELECT storage_key, poster_key FROM rendered_videos WHERE request_id = $1', [id]);
  }

  /** Deletes the request with its folders and variants. */
  async remove(tx: Queryable, id: number): Promise<void> {
    await tx.query('DELETE FROM creation_requests WHERE id = $1', [id]);
  }
}
