import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { IdParamsSchema } from '@shared/schemas/common';
import { IdUploadParamsSchema } from '@shared/schemas/creation';
import { AccountStatsSchema, PublicationStatsSchema } from '@shared/schemas/stats';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { StatsService } from '@server/services/publishing/stats-service';
import { endpoint } from '../http/endpoint';

const history =
  'Each point holds the counts of every post as they stood at `at` (its latest snapshot by then), YouTube and Instagram apart ' +
  '(TikTok counts are not collected); points are every whole hour of the last 48 hours, every Kyiv midnight of the last 90 days, ' +
  'every Kyiv Monday before, and the moment of the answer. Empty until the first counts come back.';

/** Statistics over time (the charts): an item's and a profile's; another user's answers 404. */
export async function statsRoutes(app: FastifyInstance, { stats }: { stats: StatsService }) {
  const api = typed(app);

  api.get(
    apiPaths.publications.stats(':id'),
    endpoint({
      operationId: 'getPublicationStats',
      tag: 'publishing',
      summary: "A published item's views, likes and comments over time, and its posts ranked by views (best first)",
      description: `${history} The ranking lists the published YouTube and Instagram posts by views, then likes, then comments.`,
      params: IdUploadParamsSchema,
      success: [200, PublicationStatsSchema],
    }),
    async (request) => stats.ofPublication(currentUser(request), request.params.id),
  );

  api.get(
    apiPaths.accounts.stats(':id'),
    endpoint({
      operationId: 'getProfileStats',
      tag: 'accounts',
      summary: "A profile's views, likes and comments over time (all its posts)",
      description: history,
      params: IdParamsSchema,
      success: [200, AccountStatsSchema],
    }),
    async (request) => stats.ofAccount(currentUser(request), request.params.id),
  );
}
