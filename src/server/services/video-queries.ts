import type { Page } from '@shared/schemas/common';
import type { Video } from '@shared/schemas/videos';
import type { Database } from '@server/db/database';
import { screenTextOrNull } from '@server/platforms/error-text';
import { mediaUrl } from '@server/storage/media-url';
import { newestFirstPage, type PageSlice } from './pagination';

type VideoRow = Omit<Video, 'account' | 'date' | 'posterUrl'> & {
  date: Date | null;
  accountId: number;
  posterKey: string | null;
};

/** Published videos (one per rendered video × profile) with their YouTube, Instagram and TikTok results. */
const select = `
  SELECT pv.id,
         coalesce(yt.published_at, ig.published_at, pv.publish_at, pv.created_at) AS date,
         pv.status,
         coalesce(yt.views, 0)::int    AS views,
         coalesce(ig.views, 0)::int    AS "viewsInstagram",
         coalesce(yt.likes, 0)::int    AS likes,
         coalesce(ig.likes, 0)::int    AS "likesInstagram",
         coalesce(yt.comments, 0)::int AS comments,
         coalesce(ig.comments, 0)::int AS "commentsInstagram",
         yt.url   AS "urlYouTube",
         ig.url   AS "urlInstagram",
         yt.error AS error,
         ig.error AS "errorInstagram",
         -- TikTok's reason is shown only for a failed video: read it only for one.
         CASE WHEN pv.status = 'error' THEN (SELECT tt.error FROM publication_results tt
                                               WHERE tt.publication_video_id = pv.id AND tt.platform = 'tiktok') END AS "errorTiktok",
         pv.account_id AS "accountId",
         p.title,
         cr.id_upload AS "idUpload",
         rv.poster_key AS "posterKey",
         ARRAY(SELECT r.platform FROM publication_results r
                WHERE r.publication_video_id = pv.id AND r.status = 'success'
                ORDER BY CASE r.platform WHEN 'youtube' THEN 1 WHEN 'tiktok' THEN 2 ELSE 3 END) AS "publishedOn"
    FROM publication_videos pv
    JOIN publications p ON p.id = pv.publication_id
    JOIN creation_requests cr ON cr.id = p.request_id
    JOIN rendered_videos rv ON rv.id = pv.rendered_video_id
    LEFT JOIN publication_results yt ON yt.publication_video_id = pv.id AND yt.platform = 'youtube'
    LEFT JOIN publication_results ig ON ig.publication_video_id = pv.id AND ig.platform = 'instagram'`;

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
export const videosOfAccount = (db: Database, accountId: number, page: number) =>
  videoPage(db, 'pv.account_id', accountId, page);
