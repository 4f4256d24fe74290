import type { RankedPost } from '@shared/schemas/stats';
import type { Queryable } from '@server/db/database';
import { mediaUrl } from '@server/storage/media-url';
import { accountTitle } from '../accounts/account-title';

/**
 * The posts (rows with counts: YouTube and Instagram) whose history is asked for, as `id, platform`
 * with the scope's id as `$1`: one item's (through publication_videos (publication_id, …)) or one
 * profile's (through publication_videos (account_id, id)).
 */
export const postsOf = {
  publication: `SELECT r.id, r.platform FROM publication_videos pv
                  JOIN publication_results r ON r.publication_video_id = pv.id
                 WHERE pv.publication_id = $1 AND r.platform IN ('youtube', 'instagram')`,
  account: `SELECT r.id, r.platform FROM publication_videos pv
              JOIN publication_results r ON r.publication_video_id = pv.id
             WHERE pv.account_id = $1 AND r.platform IN ('youtube', 'instagram')`,
} as const;

/** The time of the first snapshot of any of the posts `posts` of `scopeId`, null when none was taken. */
export async function firstSnapshotAt(db: Queryable, posts: string, scopeId: number): Promise<Date | null> {
  const [bounds] = await db.query<{ first: Date | null }>(
    `WITH posts AS (${posts})
     SELECT min(f.taken_at) AS first FROM posts
      CROSS JOIN LATERAL (SELECT s.taken_at FROM publication_stats s WHERE s.result_id = posts.id ORDER BY s.taken_at LIMIT 1) f`,
    [scopeId],
  );
  return bounds?.first ?? null;
}

/** Per bucket end (1-based `i`) and platform, the counts of every post's latest snapshot taken by then, added up. */
export function bucketSums(db: Queryable, posts: string, scopeId: number, ends: string[]) {
  return db.query<{ i: number; platform: 'youtube' | 'instagram'; views: string; likes: string; comments: string }>(
    `WITH posts AS (${posts})
     SELECT e.i::int AS i, posts.platform, sum(s.views)::text AS views, sum(s.likes)::text AS likes, sum(s.comments)::text AS comments
       FROM unnest($2::timestamptz[]) WITH ORDINALITY AS e(at, i)
      CROSS JOIN posts
      CROSS JOIN LATERAL (SELECT s.views, s.likes, s.comments FROM publication_stats s
                           WHERE s.result_id = posts.id AND s.taken_at <= e.at
                           ORDER BY s.taken_at DESC LIMIT 1) s
      GROUP BY e.i, posts.platform`,
    [scopeId, ends],
  );
}

interface RankRecord {
  id: number;
  position: string;
  poster_key: string | null;
  account_id: number;
  account_proxy: string;
  account_comments: string;
  platform: 'youtube' | 'instagram';
  views: string;
  likes: string;
  comments: string;
  url: string | null;
}

/** An item's published posts (YouTube and Instagram) by views, then likes, then comments, best first. */
export async function ranking(db: Queryable, publicationId: number): Promise<RankedPost[]> {
  const records = await db.query<RankRecord>(
    `WITH videos AS (
       SELECT pv.id, pv.account_id, rv.poster_key, row_number() OVER (ORDER BY rv.variant_index, pv.id) AS position
         FROM publication_videos pv JOIN rendered_videos rv ON rv.id = pv.rendered_video_id
        WHERE pv.publication_id = $1)
     SELECT r.id, v.position, v.poster_key, a.id AS account_id, a.proxy AS account_proxy, a.comments AS account_comments,
            r.platform, r.views, r.likes, r.comments, r.url
       FROM videos v
       JOIN publication_results r ON r.publication_video_id = v.id
       JOIN accounts a ON a.id = v.account_id
      WHERE r.status = 'success' AND r.platform IN ('youtube', 'instagram')
      ORDER BY r.views DESC, r.likes DESC, r.comments DESC, v.position, r.platform DESC`,
    [publicationId],
  );
  return records.map((record) => ({
    id: record.id,
    position: Number(record.position),
    posterUrl: record.poster_key ? mediaUrl(record.poster_key) : null,
    account: {
      id: record.account_id,
      title: accountTitle({ id: record.account_id, proxy: record.account_proxy, comments: record.account_comments }),
    },
    platform: record.platform,
    views: Number(record.views),
    likes: Number(record.likes),
    comments: Number(record.comments),
    postUrl: record.url,
  }));
}
