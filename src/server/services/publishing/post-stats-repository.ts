import { type Platform, PLATFORMS_WITH_COUNTS } from '@shared/status';
import type { Database } from '@server/db/database';
import type { Stats } from '@server/platforms/platform';

/** A published post whose counts the stats job asks the platform for. */
export interface CountedPost {
  platform: Platform;
  externalId: string;
  accountId: number;
}

/**
 * The counts of published posts: kept on the row (the latest, which screens add up) and appended to
 * `publication_stats` (the history the charts draw).
 */
export class PostStatsRepository {
  constructor(private readonly db: Database) {}

  /** The row's post when it is published on a platform that has counts; null otherwise. */
  async countedPost(resultId: number): Promise<CountedPost | null> {
    const [row] = await this.db.query<{ platform: Platform; external_id: string | null; account_id: number }>(
      `SELECT r.platform, r.external_id, pv.account_id FROM publication_results r
         JOIN publication_videos pv ON pv.id = r.publication_video_id
        WHERE r.id = $1 AND r.status = 'success'`,
      [resultId],
    );
    if (!row?.external_id || !PLATFORMS_WITH_COUNTS.includes(row.platform)) return null;
    return { platform: row.platform, externalId: row.external_id, accountId: row.account_id };
  }

  /** The new counts on the row and in its history, together. */
  async record(resultId: number, counts: Stats): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE publication_results SET views = $2, likes = $3, comments = $4, stats_updated_at = now() WHERE id = $1', [
        resultId,
        counts.views,
        counts.likes,
        counts.comments,
      ]);
      await tx.query('INSERT INTO publication_stats (result_id, views, likes, comments) VALUES ($1, $2, $3, $4)', [
        resultId,
        counts.views,
        counts.likes,
        counts.comments,
      ]);
    });
  }

  /** Asked, nothing learnt: the row waits for the next sweep like one that was counted. */
  async markAsked(resultId: number): Promise<void> {
    await this.db.query('UPDATE publication_results SET stats_updated_at = now() WHERE id = $1', [resultId]);
  }

  /** Published posts whose counts are older than `minutes`, oldest first. */
  async stale(minutes: number, limit = 500): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM publication_results
        WHERE status = 'success' AND platform IN ('youtube', 'instagram')
          AND (stats_updated_at IS NULL OR stats_updated_at < now() - make_interval(mins => $1))
        ORDER BY stats_updated_at NULLS FIRST LIMIT $2`,
      [minutes, limit],
    );
    return rows.map((row) => row.id);
  }
}
