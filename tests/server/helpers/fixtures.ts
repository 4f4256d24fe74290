import type { Queryable } from '@server/db/database';

/** Inserts a profile owned by `userId` straight into the database (profile routes come later). */
export async function insertAccount(db: Queryable, userId: number, proxy = 'http://proxy.example:8080') {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO accounts (user_id, proxy, status, in_youtube, is_active_youtube) VALUES ($1, $2, 'success', true, true)
     RETURNING id`,
    [userId, proxy],
  );
  return row!.id;
}

/**
 * Inserts a creation request with one rendered video published through `accountId`, with the
 * given per-platform results.
 */
export async function insertPublishedVideo(
  db: Queryable,
  userId: number,
  accountId: number,
  results: Array<{
    platform: 'youtube' | 'instagram' | 'tiktok';
    status: string;
    views?: number;
    likes?: number;
    comments?: number;
    url?: string;
    error?: string;
  }>,
  status = 'success',
  { title = 'Title', posterKey = null }: { title?: string; posterKey?: string | null } = {},
) {
  const [request] = await db.query<{ id: number }>(
    `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_video, source_storage_key, source_name)
     VALUES ($1, gen_random_uuid(), 'success', 1, true, 'src/' || gen_random_uuid(), 'source.mp4') RETURNING id`,
    [userId],
  );
  const [rendered] = await db.query<{ id: number }>(
    `INSERT INTO rendered_videos (request_id, variant_index, storage_key, poster_key) VALUES ($1, 0, 'out/' || gen_random_uuid(), $2) RETURNING id`,
    [request!.id, posterKey],
  );
  const [publication] = await db.query<{ id: number }>(
    `INSERT INTO publications (user_id, request_id, title, in_youtube, in_instagram) VALUES ($1, $2, $3, true, true)
     RETURNING id`,
    [userId, request!.id, title],
  );
  const [video] = await db.query<{ id: number }>(
    `INSERT INTO publication_videos (publication_id, rendered_video_id, account_id, status) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [publication!.id, rendered!.id, accountId, status],
  );
  for (const result of results) {
    await db.query(
      `INSERT INTO publication_results (publication_video_id, platform, status, views, likes, comments, url, error, title, description, tags, options)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '', '{}', '{}')`,
      [
        video!.id,
        result.platform,
        result.status,
        result.views ?? 0,
        result.likes ?? 0,
        result.comments ?? 0,
        result.url ?? null,
        result.error ?? null,
        title,
      ],
    );
  }
  return video!.id;
}
