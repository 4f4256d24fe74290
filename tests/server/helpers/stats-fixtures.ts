import type { Queryable } from '@server/db/database';

export interface SnapshotFixture {
  at: Date;
  views: number;
  likes: number;
  comments: number;
}

export interface PostFixture {
  platform: 'youtube' | 'instagram' | 'tiktok';
  status?: 'success' | 'error' | 'publication';
  url?: string | null;
  /** The stats job's snapshots of this post; the row keeps the latest one's counts, as the job does. */
  snapshots?: SnapshotFixture[];
}

export interface VideoFixture {
  accountId: number;
  /** The rendered variant's index (0-based); the item numbers its videos by it. */
  variantIndex: number;
  posterKey?: string | null;
  posts: PostFixture[];
}

/**
 * A published item straight in the database: a finished creation request of `videos.length`
 * variants, its publication, one video per variant and profile, the posts and their stats history.
 * The videos are inserted in the given order (so their ids need not follow the variants).
 */
export async function insertPublicationWithStats(db: Queryable, userId: number, videos: VideoFixture[], title = 'Статистика') {
  const [request] = await db.query<{ id: number; id_upload: string }>(
    `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_video, source_storage_key, source_name)
     VALUES ($1, gen_random_uuid(), 'success', $2, true, 'src/' || gen_random_uuid(), 'source.mp4') RETURNING id, id_upload`,
    [userId, videos.length],
  );
  const [publication] = await db.query<{ id: number }>(
    `INSERT INTO publications (user_id, request_id, title, in_youtube, in_instagram, status) VALUES ($1, $2, $3, true, true, 'success') RETURNING id`,
    [userId, request!.id, title],
  );
  const resultIds: number[][] = [];
  for (const video of videos) {
    const [rendered] = await db.query<{ id: number }>(
      `INSERT INTO rendered_videos (request_id, variant_index, storage_key, poster_key) VALUES ($1, $2, 'out/' || gen_random_uuid(), $3) RETURNING id`,
      [request!.id, video.variantIndex, video.posterKey ?? null],
    );
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO publication_videos (publication_id, rendered_video_id, account_id, status) VALUES ($1, $2, $3, 'success') RETURNING id`,
      [publication!.id, rendered!.id, video.accountId],
    );
    const ids: number[] = [];
    for (const post of video.posts) {
      const snapshots = [...(post.snapshots ?? [])].sort((a, b) => a.at.getTime() - b.at.getTime());
      const latest = snapshots.at(-1);
      const status = post.status ?? 'success';
      const [result] = await db.query<{ id: number }>(
        `INSERT INTO publication_results (publication_video_id, platform, status, external_id, url, views, likes, comments, published_at, stats_updated_at,
                                          title, description, tags, options)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '', '{}', '{}') RETURNING id`,
        [
          row!.id,
          post.platform,
          status,
          status === 'success' ? `ext-${row!.id}-${post.platform}` : null,
          post.url ?? null,
          latest?.views ?? 0,
          latest?.likes ?? 0,
          latest?.comments ?? 0,
          status === 'success' ? (snapshots[0]?.at ?? new Date()) : null,
          latest?.at ?? null,
          title,
        ],
      );
      for (const snapshot of snapshots) {
        await db.query('INSERT INTO publication_stats (result_id, taken_at, views, likes, comments) VALUES ($1, $2, $3, $4, $5)', [
          result!.id,
          snapshot.at,
          snapshot.views,
          snapshot.likes,
          snapshot.comments,
        ]);
      }
      ids.push(result!.id);
    }
    resultIds.push(ids);
  }
  return { idUpload: request!.id_upload, publicationId: publication!.id, resultIds };
}
