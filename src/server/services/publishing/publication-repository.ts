import type { PublicationRequest, PublicationUpdate } from '@shared/schemas/publications';
import type { Platform } from '@shared/status';
import type { Queryable } from '@server/db/database';
import type { StoredPublicationOptions } from './publication-options';
import type { PublicationMetadata } from './publication-texts';
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
/** The publication's metadata as `RETURNING` gives it. */
const metadataReturning = 'title, description, tags, options, texts';

export class PublicationRepository {
  /** The request's author, who owns its publication (also when an admin publishes it). */
  async requestOwner(db: Queryable, requestId: number): Promise<{ user_id: number } | undefined> {
    const [owner] = await db.query<{ user_id: number }>('SELECT user_id FROM creation_requests WHERE id = $1', [requestId]);
    return owner;
  }

  /** The ids of the request's rendered videos. */
  async renderedVideoIds(db: Queryable, requestId: number): Promise<number[]> {
    return (await db.query<{ id: number }>('SELECT id FROM rendered_videos WHERE request_id = $1', [requestId])).map((row) => row.id);
  }

  /** Those of the rendered videos `videoIds` already in a publication. */
  takenVideos(db: Queryable, videoIds: number[]): Promise<Array<{ rendered_video_id: number }>> {
    return db.query<{ rendered_video_id: number }>(
      'SELECT rendered_video_id FROM publication_videos WHERE rendered_video_id = ANY($1::int[])',
      [videoIds],
    );
  }

  /**
   * Saves the request's publication, or a new batch of it: the metadata and date are the form's, the
   * platforms switched on add to those already on, the options sent replace theirs. Answers its id and
   * metadata as saved.
   */
  async upsert(
    tx: Queryable,
    ownerId: number,
    requestId: number,
    body: PublicationRequest,
    options: StoredPublicationOptions,
  ): Promise<({ id: number } & PublicationMetadata) | undefined> {
    const [publication] = await tx.query<{ id: number } & PublicationMetadata>(
      `INSERT INTO publications (user_id, request_id, title, description, tags, in_youtube, in_tiktok, in_instagram, publish_at, options, texts)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (request_id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, tags = EXCLUDED.tags,
           texts = EXCLUDED.texts,
           in_youtube = publications.in_youtube OR EXCLUDED.in_youtube, in_tiktok = publications.in_tiktok OR EXCLUDED.in_tiktok,
           in_instagram = publications.in_instagram OR EXCLUDED.in_instagram, publish_at = EXCLUDED.publish_at,
           options = publications.options || EXCLUDED.options, updated_at = now()
         RETURNING id, ${metadataReturning}`,
      [
        ownerId,
        requestId,
        body.title,
        body.description,
        body.tags,
        body.inYouTube,
        body.inTikTok,
        body.inInstagram,
        body.date,
        options,
        body.texts,
      ],
    );
    return publication;
  }

  /** A rendered video of the publication going to a profile; answers its id. */
  async insertVideo(
    tx: Queryable,
    publicationId: number,
    videoId: number,
    accountId: number,
    publishAt: PublicationRequest['date'],
    inSlots = false,
  ): Promise<{ id: number } | undefined> {
    const [video] = await tx.query<{ id: number }>(
      `INSERT INTO publication_videos (publication_id, rendered_video_id, account_id, publish_at, in_slots) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [publicationId, videoId, accountId, publishAt, inSlots],
    );
    return video;
  }

  /** The publication's videos, with their profiles and dates. */
  videosOf(db: Queryable, publicationId: number): Promise<Array<{ id: number; account_id: number; publish_at: Date | null }>> {
    return db.query<{ id: number; account_id: number; publish_at: Date | null }>(
      'SELECT id, account_id, publish_at FROM publication_videos WHERE publication_id = $1',
      [publicationId],
    );
  }

  /** The edit form's metadata, platforms and options saved (the per-platform texts stay); answers the metadata as saved. */
  async update(
    tx: Queryable,
    publicationId: number,
    body: PublicationUpdate,
    options: StoredPublicationOptions,
  ): Promise<PublicationMetadata | undefined> {
    const [saved] = await tx.query<PublicationMetadata>(
      `UPDATE publications SET title = $2, description = $3, tags = $4, in_youtube = $5, in_tiktok = $6, in_instagram = $7,
                options = options || $8::jsonb, updated_at = now()
          WHERE id = $1
          RETURNING ${metadataReturning}`,
      [publicationId, body.title, body.description, body.tags, body.inYouTube, body.inTikTok, body.inInstagram, options],
    );
    return saved;
  }

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
