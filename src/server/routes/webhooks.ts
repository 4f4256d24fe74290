import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { IdParamsSchema, PageQuerySchema } from '@shared/schemas/common';
import {
  WebhookCreatedSchema,
  WebhookCreateRequestSchema,
  WebhookDeliveryPageSchema,
  WebhookDeliveryParamsSchema,
  WebhookListSchema,
  WebhookSchema,
  WebhookUpdateRequestSchema,
} from '@shared/schemas/webhooks';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { WebhookService } from '@server/services/webhooks/webhook-service';
import { endpoint } from '../http/endpoint';

const tag = 'webhooks';

const deliveryDescription = [
  'Each delivery is an HTTP POST of a JSON body shaped as the `WebhookPayload` schema (components.schemas) (its `version` is 1),',
  'signed per Standard Webhooks: headers `webhook-id` (`evt_<event id>`, the same on retries and resends),',
  '`webhook-timestamp` (seconds since the epoch) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of',
  '`<id>.<timestamp>.<body>`, keyed with the base64-decoded part of the `whsec_` secret after the prefix).',
  'A 2xx answer delivers; 410 Gone turns the endpoint off; anything else, a cut connection or a timeout (10 s)',
  'is retried with exponential backoff for about a day. Redirects are not followed.',
].join(' ');

/** Webhook and Telegram bot endpoints of the signed-in user (an admin: anyone's), their delivery log and the resend. */
export async function webhookRoutes(app: FastifyInstance, { webhooks }: { webhooks: WebhookService }) {
  const api = typed(app);

  api.get(
    apiPaths.webhooks.list,
    endpoint({
      operationId: 'listWebhooks',
      tag,
      summary: 'The webhook and Telegram endpoints the user registered (an admin: everyone’s)',
      success: [200, WebhookListSchema],
    }),
    async (request) => ({ data: await webhooks.list(currentUser(request)) }),
  );

  api.post(
    apiPaths.webhooks.list,
    endpoint({
      operationId: 'createWebhook',
      tag,
      summary: 'Register an endpoint for the chosen kinds of event; a webhook’s signing secret is in this answer only',
      description: `A user’s endpoint receives the events of what the user owns; an admin’s, every event. ${deliveryDescription}`,
      body: WebhookCreateRequestSchema,
      success: [201, WebhookCreatedSchema],
    }),
    async (request, reply) => reply.code(201).send(await webhooks.create(currentUser(request), request.body)),
  );

  api.patch(
    apiPaths.webhooks.detail(':id'),
    endpoint({
      operationId: 'updateWebhook',
      tag,
      summary: 'Change an endpoint’s kinds, turn it on or off, or replace a bot’s token or chat',
      params: IdParamsSchema,
      body: WebhookUpdateRequestSchema,
      success: [200, WebhookSchema],
    }),
    async (request) => webhooks.update(currentUser(request), request.params.id, request.body),
  );

  api.delete(
    apiPaths.webhooks.detail(':id'),
    endpoint({
      operationId: 'deleteWebhook',
      tag,
      summary: 'Delete an endpoint with its delivery log',
      params: IdParamsSchema,
      success: [204, null],
    }),
    async (request, reply) => {
      await webhooks.remove(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    apiPaths.webhooks.deliveries(':id'),
    endpoint({
      operationId: 'listWebhookDeliveries',
      tag,
      summary:
        'An endpoint’s delivery log, newest first: each event sent and every attempt (status, duration, the answer’s first 1 KB, error)',
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      success: [200, WebhookDeliveryPageSchema],
    }),
    async (request) => webhooks.deliveries(currentUser(request), request.params.id, request.query.page),
  );

  api.post(
    apiPaths.webhooks.resend(':id', ':deliveryId'),
    endpoint({
      operationId: 'resendWebhookDelivery',
      tag,
      summary: '‘Надіслати ще раз’: the delivery goes out again now (the same id, a new timestamp and signature)',
      params: WebhookDeliveryParamsSchema,
      success: [204, null],
      errors: [409],
    }),
    async (request, reply) => {
      await webhooks.resendDelivery(currentUser(request), request.params.id, request.params.deliveryId);
      return reply.code(204).send();
    },
  );
}
