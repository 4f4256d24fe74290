import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { PlatformError } from '@server/platforms/platform';
import type { Publishers } from '@server/platforms/publishers';
import type { AccountCredentials } from '@server/services/accounts/account-credentials';
import type { PostStatsRepository } from '@server/services/publishing/post-stats-repository';
import type { JobDefinition } from './job-queue';

/** A stats job's payload (version 1): the published row whose counts to fetch. */
const StatsPayload = v.object({ resultId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type StatsData = v.InferOutput<typeof StatsPayload>;

export interface StatsDeps {
  credentials: AccountCredentials;
  postStats: PostStatsRepository;
  publishers: Publishers;
  log: FastifyBaseLogger;
}

/** A stats job older than this is taken for lost. */
export const STATS_EXPIRE_SECONDS = 300;

/**
 * Pulls views, likes and comments of one published post back, keeps them on the row (YouTube and
 * Instagram apart; screens add them up) and appends them to the history.
 */
export function statsJob(deps: StatsDeps): JobDefinition<StatsData> {
  const { postStats } = deps;
  return {
    name: 'stats',
    version: 1,
    payload: StatsPayload,
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: STATS_EXPIRE_SECONDS,
    policy: 'stately',
    async handle({ resultId }) {
      const post = await postStats.countedPost(resultId);
      if (!post) return;
      try {
        const ready = await deps.credentials.forJob(post.accountId);
        if (!ready) return;
        const stats = await deps.publishers[post.platform].stats(ready.profile, post.externalId);
        if (!stats) return;
        await postStats.record(resultId, stats);
      } catch (error) {
        // Counts are best effort: the next sweep asks again. Only the log hears of it.
        deps.log.warn({ resultId, err: error, raw: error instanceof PlatformError ? error.raw : undefined }, 'stats refresh failed');
        await postStats.markAsked(resultId);
      }
    },
  };
}
