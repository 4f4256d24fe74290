import type { SessionUser } from '@shared/schemas/auth';
import type { AccountStats, PublicationStats, StatsCounts, StatsHistory } from '@shared/schemas/stats';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { AccountRepository } from '../accounts/account-repository';
import { ownerScope } from '../common/ownership';
import { visiblePublicationId } from './publication-queries';
import { statsBuckets } from './stats-buckets';
import { bucketSums, firstSnapshotAt, postsOf, ranking } from './stats-queries';

const zero = (): StatsCounts => ({ views: 0, likes: 0, comments: 0 });

/**
 * The history of counts of some posts from `publication_stats` (the stats job's snapshots): at each
 * bucket end (stats-buckets.ts) every post's latest snapshot taken by then, added up per platform.
 * Each post is looked up by the (result_id, taken_at) index once per bucket, so the work grows with
 * posts × buckets, not with the number of snapshots kept.
 */
async function history(db: Database, posts: string, scopeId: number, now: Date): Promise<StatsHistory> {
  const first = await firstSnapshotAt(db, posts, scopeId);
  if (!first) return { points: [] };
  const buckets = statsBuckets(first, now);
  const sums = await bucketSums(
    db,
    posts,
    scopeId,
    buckets.map((bucket) => bucket.at.toISOString()),
  );
  const points = buckets.map((bucket) => ({ at: bucket.at.toISOString(), step: bucket.step, youtube: zero(), instagram: zero() }));
  for (const sum of sums) {
    points[sum.i - 1]![sum.platform] = { views: Number(sum.views), likes: Number(sum.likes), comments: Number(sum.comments) };
  }
  return { points };
}

/** Views, likes and comments over time of a published item or a profile (owner or admin; another's answers 404). */
export class StatsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountRepository,
  ) {}

  async ofPublication(user: SessionUser, idUpload: string, now = new Date()): Promise<PublicationStats> {
    const publicationId = await visiblePublicationId(this.db, idUpload, ownerScope(user));
    if (publicationId === null) throw new HttpError(404, messages.publicationNotFound);
    return {
      history: await history(this.db, postsOf.publication, publicationId, now),
      ranking: await ranking(this.db, publicationId),
    };
  }

  async ofAccount(user: SessionUser, accountId: number, now = new Date()): Promise<AccountStats> {
    await this.accounts.load(this.db, user, accountId);
    return { history: await history(this.db, postsOf.account, accountId, now) };
  }
}
