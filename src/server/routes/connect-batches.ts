import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { IdParamsSchema } from '@shared/schemas/common';
import {
  ConnectBatchRequestSchema,
  ConnectBatchRevokedSchema,
  ConnectBatchSchema,
  ConnectCandidateListSchema,
  ConnectCandidatesQuerySchema,
} from '@shared/schemas/connect-batches';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { ConnectBatchService } from '@server/services/accounts/connect-batch-service';
import { endpoint } from '../http/endpoint';

const tag = 'accounts';

/**
 * 'Підключення акаунтів': invitations for many profiles in one request, the batch's states, revoking
 * the unused ones, and the page's picker. `Idempotency-Key` is not honoured here on purpose: a stored
 * answer would keep the links, which exist nowhere else but in the answer that made them.
 */
export async function connectBatchRoutes(app: FastifyInstance, { batches }: { batches: ConnectBatchService }) {
  const api = typed(app);

  api.get(
    apiPaths.accounts.connectCandidates,
    endpoint({
      operationId: 'listConnectCandidates',
      tag,
      summary: "The connect page's picker: the caller's profiles with YouTube or TikTok on (newest first, at most 500) and how many match",
      description:
        '`ids` asks for exactly those profiles (the other filters are ignored); otherwise `q` (as the profiles list), `groupId`, ' +
        '`platform` (only profiles with it on) and `notConnected=true` (only those whose platform is on but not connected).',
      querystring: ConnectCandidatesQuerySchema,
      success: [200, ConnectCandidateListSchema],
    }),
    async (request) => batches.candidates(currentUser(request), request.query),
  );

  api.post(
    apiPaths.accounts.connectBatches,
    endpoint({
      operationId: 'createConnectBatch',
      tag,
      summary: 'One single-use invitation per chosen profile and platform (at most 500 profiles); the links are in this answer only',
      description:
        'Every id must be a profile the caller may reach (an admin: any), or nothing is made (404 naming the ids). A platform switched ' +
        'off on a profile is passed over; one switched on without its client id/secret (YouTube) or access (TikTok) is listed in ' +
        '`skipped` with why; 409 when nothing is left. Earlier invitations of the same profile and platform not opened yet are revoked.',
      body: ConnectBatchRequestSchema,
      success: [201, ConnectBatchSchema],
      errors: [404, 409],
    }),
    async (request, reply) => reply.status(201).send(await batches.create(currentUser(request), request.body)),
  );

  api.get(
    apiPaths.accounts.connectBatch(':id'),
    endpoint({
      operationId: 'getConnectBatch',
      tag,
      summary: "A batch's invitations, each with its profile and state (the links are not kept: `url` is null)",
      params: IdParamsSchema,
      success: [200, ConnectBatchSchema],
      errors: [404],
    }),
    async (request) => batches.get(currentUser(request), request.params.id),
  );

  api.post(
    apiPaths.accounts.revokeConnectBatch(':id'),
    endpoint({
      operationId: 'revokeConnectBatch',
      tag,
      summary: "'Скасувати всі': revoke every invitation of the batch not used yet; how many, and the batch as it is now",
      params: IdParamsSchema,
      success: [200, ConnectBatchRevokedSchema],
      errors: [404],
    }),
    async (request) => batches.revokeAll(currentUser(request), request.params.id),
  );
}
