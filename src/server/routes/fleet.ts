import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { IdParamsSchema } from '@shared/schemas/common';
import { IdUploadParamsSchema } from '@shared/schemas/creation';
import {
  HealthPageSchema,
  HealthQuerySchema,
  HealthSummaryQuerySchema,
  HealthSummarySchema,
  ProxyCheckBulkRequestSchema,
  ProxyCheckBulkResponseSchema,
  ProxyCheckSchema,
  RetryFailedResponseSchema,
} from '@shared/schemas/fleet-health';
import { PLATFORMS } from '@shared/status';
import { HttpError } from '@server/http-error';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import { healthPage, healthSummary } from '@server/services/accounts/health-board';
import { ownerScope } from '@server/services/common/ownership';
import type { ProxyCheckService } from '@server/services/accounts/proxy-check-service';
import type { RetryFailedService } from '@server/services/publishing/retry-failed-service';
import type { Database } from '@server/db/database';
import { endpoint } from '../http/endpoint';

interface Options {
  db: Database;
  proxyChecks: ProxyCheckService;
  retryFailed: RetryFailedService;
  /** Bulk proxy checks one user may start per 10 minutes. */
  proxyCheckRateLimit: number;
}

const RetryPlatformQuerySchema = v.object({
  platform: v.optional(v.picklist(PLATFORMS, messages.platformInvalid)),
});

/**
 * Running a fleet of profiles: 'Перевірити проксі' (one profile, or the visible ones), the
 * health board, and 'Повторити невдалі' on a published item or a profile. Owners reach their own
 * profiles and publications, an admin all; the POSTs honour `Idempotency-Key`.
 */
export async function fleetRoutes(app: FastifyInstance, { db, proxyChecks, retryFailed, proxyCheckRateLimit }: Options) {
  const api = typed(app);
  app.addHook('onRequest', app.idempotent);

  api.get(
    apiPaths.fleet.health,
    endpoint({
      operationId: 'getHealthBoard',
      tag: 'accounts',
      summary:
        'The health board: one row per profile and platform switched on, with its state, its proxy (last check, next scheduled check), last post, last error, posts in 24 h against the cap and the next planned post',
      description:
        '`state` keeps the rows in that state (`ready`: in none of the others), `platform` one platform, `group` one group, ' +
        '`q` finds profiles by id, comment, proxy or owner login.',
      querystring: HealthQuerySchema,
      success: [200, HealthPageSchema],
    }),
    async (request) => healthPage(db, ownerScope(currentUser(request)), request.query, { scheduled: proxyChecks.scheduled }),
  );

  api.get(
    apiPaths.fleet.healthSummary,
    endpoint({
      operationId: 'getHealthSummary',
      tag: 'accounts',
      summary: "The health board's summary: how many rows are in each state (as `state` filters them) and in all",
      description: 'Under the same `platform`, `group` and `q` as the board (the state is what it counts).',
      querystring: HealthSummaryQuerySchema,
      success: [200, HealthSummarySchema],
    }),
    async (request) => healthSummary(db, ownerScope(currentUser(request)), request.query),
  );

  const checkMany = endpoint({
    operationId: 'checkProxies',
    tag: 'accounts',
    summary: "'Перевірити проксі' for several profiles (a few at a time): each one's exit address, reachability and latency",
    description:
      'Profiles the caller may not reach are left out of the answer. Each call goes out through up to 100 proxies, so one user ' +
      'may start PROXY_CHECK_RATE_LIMIT of them per 10 minutes (then 429 with `Retry-After`).',
    body: ProxyCheckBulkRequestSchema,
    success: [200, ProxyCheckBulkResponseSchema],
    errors: [429],
  });
  api.post(
    apiPaths.fleet.checkProxies,
    {
      ...checkMany,
      config: {
        ...checkMany.config,
        // Per user, after authentication; a replayed Idempotency-Key answer is not counted.
        rateLimit: {
          max: proxyCheckRateLimit,
          timeWindow: '10 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => `proxy-check|${request.user?.id ?? request.ip}`,
          errorResponseBuilder: () => new HttpError(429, messages.proxyCheckRateLimited),
        },
      },
    },
    async (request) => proxyChecks.checkMany(currentUser(request), request.body.ids),
  );

  api.post(
    apiPaths.fleet.checkProxy(':id'),
    endpoint({
      operationId: 'checkProxy',
      tag: 'accounts',
      summary:
        "'Перевірити проксі': through the profile's proxy, the exit address an IP-echo service sees, with the latency, or why it failed",
      params: IdParamsSchema,
      success: [200, ProxyCheckSchema],
    }),
    async (request) => proxyChecks.check(currentUser(request), request.params.id),
  );

  api.post(
    apiPaths.fleet.retryAccountFailed(':id'),
    endpoint({
      operationId: 'retryProfileFailed',
      tag: 'publishing',
      summary: "'Повторити невдалі' on a profile: every row of it in 'error' (on one platform when given) back to the queue",
      params: IdParamsSchema,
      querystring: RetryPlatformQuerySchema,
      success: [200, RetryFailedResponseSchema],
      errors: [409, 422],
    }),
    async (request) =>
      retryFailed.forAccount(currentUser(request), request.params.id, request.query.platform, (tx, answer) =>
        request.recordAnswer(tx, 200, answer),
      ),
  );

  api.post(
    apiPaths.fleet.retryPublicationFailed(':id'),
    endpoint({
      operationId: 'retryPublicationFailed',
      tag: 'publishing',
      summary: "'Повторити невдалі' on a published item: every row in 'error' back to the queue, each as a single retry",
      params: IdUploadParamsSchema,
      success: [200, RetryFailedResponseSchema],
      errors: [409, 422],
    }),
    async (request) =>
      retryFailed.forPublication(currentUser(request), request.params.id, (tx, answer) => request.recordAnswer(tx, 200, answer)),
  );
}
