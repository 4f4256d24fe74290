import type { Queryable } from '@server/db/database';
import type { StoredPublicationOptions } from './publication-options';

/**
 * What one publication row (video × profile × platform) is posted with, kept on the row
 * (`publication_results.title`, `description`, `tags`, `options`). The publish job reads only this,
 * so what a row shows is what its platform got, or will get.
 */
export interface RowMetadata {
  title: string;
  description: string;
  tags: string[];
  options: StoredPublicationOptions;
}

/**
 * A row has not gone to its platform while it waits, failed or is switched off and no upload or post
 * of it is remembered: the platforms take the title and the rest with the upload's first request
 * (YouTube's resumable session, TikTok's init, Instagram's upload), and the row keeps that session
 * until the post is done or given up. A row being posted ('loading') or posted has gone.
 */
export const notYetSent = (row: string) => `(${row}.status IN ('publication', 'error', 'noactive') AND ${row}.upload_session_enc IS NULL)`;

/** The columns of `RowMetadata`, in the order `metadataParams` gives them. */
export const metadataColumns = 'title, description, tags, options';
export const metadataParams = (metadata: RowMetadata): unknown[] => [metadata.title, metadata.description, metadata.tags, metadata.options];

/**
 * The publication's metadata was saved (a new batch of its videos, or its edit form): every row of it
 * that has not gone to its platform takes it; rows already sent keep what they were posted with.
 * Runs in the saving transaction, after the publication's row was written (its lock orders this
 * against a job's claim, which reads the row's metadata once the row is 'loading').
 */
export async function applyToUnsentRows(tx: Queryable, publicationId: number, metadata: RowMetadata): Promise<void> {
  await tx.query(
    `UPDATE publication_results r SET title = $2, description = $3, tags = $4, options = $5
       FROM publication_videos pv
      WHERE pv.id = r.publication_video_id AND pv.publication_id = $1 AND ${notYetSent('r')}
        AND (r.title, r.description, r.tags, r.options) IS DISTINCT FROM ($2, $3, $4::text[], $5::jsonb)`,
    [publicationId, ...metadataParams(metadata)],
  );
}

/** What a row posts with; read by its job after the claim, when no edit can change it any more. */
export async function readRowMetadata(db: Queryable, resultId: number): Promise<RowMetadata | null> {
  const [row] = await db.query<RowMetadata>(`SELECT ${metadataColumns} FROM publication_results WHERE id = $1`, [resultId]);
  return row ?? null;
}
