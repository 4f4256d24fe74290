import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@shared/api-paths';
import { IdParamsSchema } from '@shared/schemas/common';
import {
  EventSettingsInputSchema,
  EventSettingsSchema,
  EventsPageSchema,
  EventsQuerySchema,
  EventsSummarySchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
} from '@shared/schemas/events';
import { currentUser } from '@server/plugins/auth';
import { typed } from '@server/plugins/valibot-type-provider';
import type { EventService } from '@server/services/events/event-service';
import { endpoint } from '../http/endpoint';

/**
 * 'Події': the events a user sees (their own, all for an admin), read marks, the kinds that notify
 * them, and their devices' Web Push subscriptions.
 */
export async function eventRoutes(app: FastifyInstance, { events }: { events: EventService }) {
  const api = typed(app);

  api.get(
    apiPaths.events.list,
    endpoint({
      operationId: 'listEvents',
      tag: 'events',
      summary: 'The events the caller sees, newest first, with whether they read each; filtered by kind and profile',
      description: 'A user sees the events about what they own; an admin sees all.',
      querystring: EventsQuerySchema,
      success: [200, EventsPageSchema],
    }),
    async (request) => events.list(currentUser(request), request.query),
  );

  api.get(
    apiPaths.events.summary,
    endpoint({
      operationId: 'eventsSummary',
      tag: 'events',
      summary: 'Unread events (counted up to 100) and the id of the newest event the caller sees: what the app polls',
      success: [200, EventsSummarySchema],
    }),
    async (request) => events.summary(currentUser(request)),
  );

  api.post(
    apiPaths.events.read(':id'),
    endpoint({
      operationId: 'readEvent',
      tag: 'events',
      summary: 'Marks one event read for the caller',
      params: IdParamsSchema,
      success: [204, null],
    }),
    async (request, reply) => {
      await events.read(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    apiPaths.events.readAll,
    endpoint({
      operationId: 'readAllEvents',
      tag: 'events',
      summary: "'Позначити все прочитаним': every event the caller sees up to the newest is read",
      success: [204, null],
    }),
    async (request, reply) => {
      await events.readAll(currentUser(request));
      return reply.status(204).send();
    },
  );

  api.get(
    apiPaths.events.settings,
    endpoint({
      operationId: 'getEventSettings',
      tag: 'events',
      summary: "The kinds of event that notify the caller, and the server's VAPID public key (null: Web Push off)",
      success: [200, EventSettingsSchema],
    }),
    async (request) => events.settings(currentUser(request)),
  );

  api.put(
    apiPaths.events.settings,
    endpoint({
      operationId: 'saveEventSettings',
      tag: 'events',
      summary: 'Chooses the kinds of event that notify the caller (system notifications and Web Push)',
      body: EventSettingsInputSchema,
      success: [200, EventSettingsSchema],
    }),
    async (request) => events.saveSettings(currentUser(request), request.body),
  );

  api.post(
    apiPaths.events.pushSubscriptions,
    endpoint({
      operationId: 'subscribePush',
      tag: 'events',
      summary: "This device's Web Push subscription for the caller (PushSubscription.toJSON()); sent again, it is kept once",
      body: PushSubscriptionSchema,
      success: [204, null],
      errors: [409],
    }),
    async (request, reply) => {
      await events.subscribe(currentUser(request), request.body);
      return reply.status(204).send();
    },
  );

  api.delete(
    apiPaths.events.pushSubscriptions,
    endpoint({
      operationId: 'unsubscribePush',
      tag: 'events',
      summary: "Removes this device's Web Push subscription of the caller",
      body: PushUnsubscribeSchema,
      success: [204, null],
    }),
    async (request, reply) => {
      await events.unsubscribe(currentUser(request), request.body.endpoint);
      return reply.status(204).send();
    },
  );
}
