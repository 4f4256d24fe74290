import type { Platform } from '@shared/status';
import type { Queryable } from '@server/db/database';
import { visibleTo } from './publication-visibility';

/** A failed row as a bulk retry takes it. */
export interface FailedRow {
  id: number;
  platform: Platform;
  publish_at: Date | null;
}

/**
 * The writes of publications (`publications`, `publication_videos`) and the reads a write needs. Every
 * one takes the caller's database or transaction first (it holds no database of its own): the
 * service's transaction holds what it checked until the write is done. The rows under a publication
 * (`publication_results`) are written by `PublicationRowRepository`.
 */
export class PublicationRepository {
  /** The publication's failed rows, by row id, for a bulk retry in `tx`. */
  failedRowsOfPublication(tx: Queryable, publicationId: number): Promise<FailedRow[]> {
    return tx.query<FailedRow>(
      `SELECT r.id, r.platform, pv.publish_at
             FROM publication_videos pv JOIN publication_results r ON r.publication_video_id = pv.id
            WHERE pv.publication_id = $1 AND r.status = 'error'
            ORDER BY r.id`,
      [publicationId],
    );
  }

  /**
   * The profile's failed rows (on one platform when given) in the publications `ownerId` may reach
   * (null: anyone's), in publication order, for a bulk retry in `tx`.
   */
  failedRowsOfAccount(tx: Queryable, accountId: number, platform: Platform | null, ownerId: number | null): Promise<FailedRow[]> {
    return tx.query<FailedRow>(
      `SELECT r.id, r.platform, pv.publish_at
             FROM publication_videos pv
             JOIN publication_results r ON r.publication_video_id = pv.id
            WHERE pv.account_id = $1 AND r.status = 'error' AND ($2::text IS NULL OR r.platform = $2::text)
              AND ${visibleTo('pv.publication_id', '$3')}
            ORDER BY pv.publication_id, r.id`,
      [accountId, platform, ownerId],
    );
  }
}
