import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { IdParamsSchema } from '@shared/schemas/common';
import { AccountLimitsRequestSchema, AccountLimitsSchema, PostingLimitsSchema } from '@shared/schemas/posting-limits';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { PostingLimitsService } from '@server/services/publishing/posting-limits-service';
import { endpoint } from '../http/endpoint';

const tag = 'posting-limits';

/** Posting limits: the product defaults (admin) and a profile's own (its owner, or an admin). */
export async function postingLimitRoutes(app: FastifyInstance, { limits }: { limits: PostingLimitsService }) {
  const api = typed(app);

  api.get(
    apiPaths.postingLimits.defaults,
    endpoint({
      operationId: 'getPostingLimits',
      tag,
      access: 'admin',
      summary: 'The product default posting limits per platform (posts per rolling 24 h, minimum gap, jitter)',
      success: [200, PostingLimitsSchema],
    }),
    async () => limits.defaults(),
  );

  api.put(
    apiPaths.postingLimits.defaults,
    endpoint({
      operationId: 'setPostingLimits',
      tag,
      access: 'admin',
      summary: 'Set the product default posting limits; rows already planned are checked against them when their time comes',
      body: PostingLimitsSchema,
      success: [200, PostingLimitsSchema],
    }),
    async (request) => limits.setDefaults(request.body),
  );

  api.get(
    apiPaths.postingLimits.account(':id'),
    endpoint({
      operationId: 'getAccountLimits',
      tag,
      summary: "A profile's own posting limits (null: the default), the defaults, and the pauses a platform's 'too many' put in force",
      params: IdParamsSchema,
      success: [200, AccountLimitsSchema],
    }),
    async (request) => limits.forAccount(currentUser(request), request.params.id),
  );

  api.put(
    apiPaths.postingLimits.account(':id'),
    endpoint({
      operationId: 'setAccountLimits',
      tag,
      summary: "Set a profile's own posting limits per platform (null goes back to the default)",
      params: IdParamsSchema,
      body: AccountLimitsRequestSchema,
      success: [200, AccountLimitsSchema],
    }),
    async (request) => limits.setForAccount(currentUser(request), request.params.id, request.body),
  );
}
