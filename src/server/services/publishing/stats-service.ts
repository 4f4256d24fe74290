import type { SessionUser } from '@shared/schemas/auth';
import type { AccountStats, PublicationStats, RankedPost, StatsCounts, StatsHistory } from '@shared/schemas/stats';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { mediaUrl } from '@server/storage/media-url';
import type { AccountRepository } from '../accounts/account-repository';
import { accountTitle } from '../accounts/account-title';
import { ownerScope } from '../common/ownership';
import { statsBuckets } from './stats-buckets';
import { visibleTo } from './publication-visibility';

/**
 * The posts (rows with counts: YouTube and Instagram) whose history is asked for, as `id, platform`
 * with the scope's id as `$1`: one item's (through publication_videos (publication_id, …)) or one
 * profile's (through publication_videos (account_id, id)).
 */
const postsOf = {
  publication: `SELECT r.id, r.platform FROM publication_videos pv
                  JOIN publication_results r ON r.publication_video_id = pv.id
                 WHERE pv.publication_id = $1 AND r.platform IN ('youtube', 'instagram')`,
  account: `SELECT r.id, r.platform FROM publication_videos pv
              JOIN publication_results r ON r.publication_video_id = pv.id
             WHERE pv.account_id = $1 AND r.platform IN ('youtube', 'instagram')`,
} as const;

const zero = (): StatsCounts => ({ views: 0, likes: 0, comments: 0 });

/**
 * The history of counts of some posts from `publication_stats` (the stats job's snapshots): at each
 * bucket end (stats-buckets.ts) every post's latest snapshot taken by then, added up per platform.
 * Each post is looked up by the (result_id, taken_at) index once per bucket, so the work grows with
 * posts × buckets, not with the number of snapshots kept.
 */
async function history(db: Database, posts: string, scopeId: number, now: Date): Promise<StatsHistory> {
  const [bounds] = await db.query<{ first: Date | null }>(
    `WITH posts AS (${posts})
     SELECT min(f.taken_at) AS first FROM posts
      CROSS JOIN LATERAL (SELECT s.taken_at FROM publication_stats s WHERE s.result_id = posts.id ORDER BY s.taken_at LIMIT 1) f`,
    [scopeId],
  );
  if (!bounds?.first) return { points: [] };
  const buckets = statsBuckets(bounds.first, now);
  const sums = await db.query<{ i: number; platform: 'youtube' | 'instagram'; views: string; likes: string; comments: string }>(
    `WITH posts AS (${posts})
     SELECT e.i::int AS i, posts.platform, sum(s.views)::text AS views, sum(s.likes)::text AS likes, sum(s.comments)::text AS comments
       FROM unnest($2::timestamptz[]) WITH ORDINALITY AS e(at, i)
      CROSS JOIN posts
      CROSS JOIN LATERAL (SELECT s.views, s.likes, s.comments FROM publication_stats s
                           WHERE s.result_id = posts.id AND s.taken_at <= e.at
                           ORDER BY s.taken_at DESC LIMIT 1) s
      GROUP BY e.i, posts.platform`,
    [scopeId, buckets.map((bucket) => bucket.at.toISOString())],
  );
  const points = buckets.map((bucket) => ({ at: bucket.at.toISOString(), step: bucket.step, youtube: zero(), instagram: zero() }));
  for (const sum of sums) {
    points[sum.i - 1]![sum.platform] = { views: Number(sum.views), likes: Number(sum.likes), comments: Number(sum.comments) };
  }
  return { points };
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
async function ranking(db: Database, publicationId: number): Promise<RankedPost[]> {
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

/** Views, likes and comments over time of a published item or a profile (owner or admin; another's answers 404). */
export class StatsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
  ) {}

  async ofPublication(user: SessionUser, idUpload: string, now = new Date()): Promise<PublicationStats> {
    const [publication] = await this.db.query<{ id: number }>(
      `SELECT p.id FROM publications p JOIN creation_requests cr ON cr.id = p.request_id
        WHERE cr.id_upload = $1 AND ${visibleTo('p.id', '$2')}`,
      [idUpload, ownerScope(user)],
    );
    if (!publication) throw new HttpError(404, messages.publicationNotFound);
    return {
      history: await history(this.db, postsOf.publication, publication.id, now),
      ranking: await ranking(this.db, publication.id),
    };
  }

  async ofAccount(user: SessionUser, accountId: number, now = new Date()): Promise<AccountStats> {
    await this.accounts.load(this.db, user, accountId);
    return { history: await history(this.db, postsOf.account, accountId, now) };
  }
}
