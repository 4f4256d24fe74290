import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import { type Platform, PLATFORMS_WITH_COUNTS } from '@shared/status';
import type { Database } from '@server/db/database';
import { PlatformError } from '@server/platforms/platform';
import type { Publishers } from '@server/platforms/publishers';
import type { AccountCredentials } from '@server/services/accounts/account-credentials';
import type { AccountRepository } from '@server/services/accounts/account-repository';
import type { JobDefinition } from './job-queue';

/** A stats job's payload (version 1): the published row whose counts to fetch. */
export const StatsPayload = v.object({ resultId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type StatsData = v.InferOutput<typeof StatsPayload>;

export interface StatsDeps {
  db: Database;
  accounts: AccountRepository;
  credentials: AccountCredentials;
  publishers: Publishers;
  log: FastifyBaseLogger;
}

/**
 * Pulls views, likes and comments of one published post back, keeps them on the row (YouTube and
 * Instagram apart; screens add them up) and appends them to the history.
 */
/** A stats job older than this is taken for lost. */
export const STATS_EXPIRE_SECONDS = 300;

export function statsJob(deps: StatsDeps): JobDefinition<StatsData> {
  const { db } = deps;
  return {
    name: 'stats',
    version: 1,
    payload: StatsPayload,
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: STATS_EXPIRE_SECONDS,
    policy: 'stately',
    async handle({ resultId }) {
      const [row] = await db.query<{ platform: Platform; external_id: string | null; account_id: number }>(
        `SELECT r.platform, r.external_id, pv.account_id FROM publication_results r
           JOIN publication_videos pv ON pv.id = r.publication_video_id
          WHERE r.id = $1 AND r.status = 'success'`,
        [resultId],
      );
      if (!row?.external_id || !PLATFORMS_WITH_COUNTS.includes(row.platform)) return;
      try {
        const ready = await deps.credentials.forJob(row.account_id);
        if (!ready) return;
        const stats = await deps.publishers[row.platform].stats(ready.profile, row.external_id);
        if (!stats) return;
        await db.transaction(async (tx) => {
          await tx.query(
            'UPDATE publication_results SET views = $2, likes = $3, comments = $4, stats_updated_at = now() WHERE id = $1',
            [resultId, stats.views, stats.likes, stats.comments],
          );
          await tx.query('INSERT INTO publication_stats (result_id, views, likes, comments) VALUES ($1, $2, $3, $4)', [
            resultId,
            stats.views,
            stats.likes,
            stats.comments,
          ]);
        });
      } catch (error) {
        // Counts are best effort: the next sweep asks again. Only the log hears of it.
        deps.log.warn({ resultId, err: error, raw: error instanceof PlatformError ? error.raw : undefined }, 'stats refresh failed');
        await db.query('UPDATE publication_results SET stats_updated_at = now() WHERE id = $1', [resultId]);
      }
    },
  };
}

/** Published posts whose counts are older than `minutes`, oldest first. */
export async function staleStats(db: Database, minutes: number, limit = 500): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM publication_results
      WHERE status = 'success' AND platform IN ('youtube', 'instagram')
        AND (stats_updated_at IS NULL OR stats_updated_at < now() - make_interval(mins => $1))
      ORDER BY stats_updated_at NULLS FIRST LIMIT $2`,
    [minutes, limit],
  );
  return rows.map((row) => row.id);
}
