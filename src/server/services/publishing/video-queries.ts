import type { Page } from '@shared/schemas/common';
import type { Video } from '@shared/schemas/videos';
import type { Database } from '@server/db/database';
import { screenTextOrNull } from '@server/platforms/error-text';
import { mediaUrl } from '@server/storage/media-url';
import { newestFirstPage, type PageSlice } from '../common/pagination';
import { notYetSent } from './publication-row-metadata';

type VideoRow = Omit<Video, 'account' | 'date' | 'posterUrl'> & {
  date: Date | null;
  accountId: number;
  posterKey: string | null;
};

const platformOrder = `CASE r.platform WHEN 'youtube' THEN 1 WHEN 'tiktok' THEN 2 ELSE 3 END`;
/** A column of the video's row on one platform (one row per video and platform), or null without one. */
const on = (platform: 'youtube' | 'instagram' | 'tiktok', column: string) => `max(r.${column}) FILTER (WHERE r.platform = '${platform}')`;

/**
 * Published videos (one per rendered video × profile) with their YouTube, Instagram and TikTok results, the
 * platforms they are published on, and the title each went out with (the first platform that has it
 * sent, else the one it waits with): its rows are read once, in one pass over the video's index entries.
 */
const select = `
  SELECT pv.id,
         coalesce(rs.published_at, pv.publish_at, pv.created_at) AS date,
         pv.status,
         rs.views, rs."viewsInstagram", rs.likes, rs."likesInstagram", rs.comments, rs."commentsInstagram",
         rs."urlYouTube", rs."urlInstagram", rs.error, rs."errorInstagram",
         -- TikTok's reason is shown only for a failed video.
         CASE WHEN pv.status = 'error' THEN rs."errorTiktok" END AS "errorTiktok",
         pv.account_id AS "accountId",
         coalesce(rs.title, p.title) AS title,
         cr.id_upload AS "idUpload",
         rv.poster_key AS "posterKey",
         rs."publishedOn"
    FROM publication_videos pv
    JOIN publications p ON p.id = pv.publication_id
    JOIN creation_requests cr ON cr.id = p.request_id
    JOIN rendered_videos rv ON rv.id = pv.rendered_video_id
    CROSS JOIN LATERAL (
      SELECT coalesce(${on('youtube', 'published_at')}, ${on('instagram', 'published_at')}) AS published_at,
             coalesce(${on('youtube', 'views')}, 0)::int    AS views,
             coalesce(${on('instagram', 'views')}, 0)::int  AS "viewsInstagram",
             coalesce(${on('youtube', 'likes')}, 0)::int    AS likes,
             coalesce(${on('instagram', 'likes')}, 0)::int  AS "likesInstagram",
             coalesce(${on('youtube', 'comments')}, 0)::int AS comments,
             coalesce(${on('instagram', 'comments')}, 0)::int AS "commentsInstagram",
             ${on('youtube', 'url')}     AS "urlYouTube",
             ${on('instagram', 'url')}   AS "urlInstagram",
             ${on('youtube', 'error')}   AS error,
             ${on('instagram', 'error')} AS "errorInstagram",
             ${on('tiktok', 'error')}    AS "errorTiktok",
             coalesce(array_agg(r.platform ORDER BY ${platformOrder}) FILTER (WHERE r.status = 'success'), '{}') AS "publishedOn",
             (array_agg(r.title ORDER BY ${notYetSent('r')}, r.status = 'noactive', ${platformOrder}))[1] AS title
        FROM publication_results r WHERE r.publication_video_id = pv.id) rs`;

const toVideo = ({ accountId, date, posterKey, ...row }: VideoRow): Video => ({
  ...row,
  date: date ? date.toISOString() : null,
  posterUrl: posterKey ? mediaUrl(posterKey) : null,
  error: screenTextOrNull('youtube', row.error),
  errorInstagram: screenTextOrNull('instagram', row.errorInstagram),
  errorTiktok: screenTextOrNull('tiktok', row.errorTiktok),
  account: { id: accountId },
});

/**
 * A page of videos newest first, of one profile (`publication_videos (account_id, id)`) or of one user
 * (`publication_videos (owner_id, id)`: the profile's owner, kept on the video by 0017_video_counts.sql),
 * read backwards from that index and stopped at the page (no `count(*) OVER ()`, which read every video
 * of the user: 270 ms at 100k on PostgreSQL), a page in the older half from the oldest end
 * (newestFirstPage). The total: a short page 1 tells it, otherwise the user's kept number of videos
 * (`video_totals`) or a count of the profile's index entries.
 */
async function videoPage(db: Database, where: 'pv.owner_id' | 'pv.account_id', param: number, page: number): Promise<Page<Video>> {
  const read = ({ descending, limit, offset }: PageSlice) =>
    db.cachedQuery<VideoRow>(
      `SELECT * FROM (${select} WHERE ${where} = $1 ORDER BY pv.id ${descending ? 'DESC' : 'ASC'} LIMIT $2 OFFSET $3) v ORDER BY v.id DESC`,
      [param, limit, offset],
    );
  return newestFirstPage(page, read, toVideo, async () => {
    const [row] = await db.cachedQuery<{ total: number }>(
      where === 'pv.owner_id'
        ? 'SELECT coalesce((SELECT videos FROM video_totals WHERE user_id = $1), 0)::int AS total'
        : 'SELECT count(*)::int AS total FROM publication_videos pv WHERE pv.account_id = $1',
      [param],
    );
    return row?.total ?? 0;
  });
}

export const videosOfUser = (db: Database, userId: number, page: number) => videoPage(db, 'pv.owner_id', userId, page);
export const videosOfAccount = (db: Database, accountId: number, page: number) => videoPage(db, 'pv.account_id', accountId, page);
