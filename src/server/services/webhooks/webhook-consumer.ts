import type { AppEvent } from '@shared/schemas/events';
import type { Database, Queryable } from '@server/db/database';
import type { EventConsumer } from '@server/services/events/event-consumers';
import type { WebhookRepository } from './webhook-repository';

/** Sends one delivery's job through the caller's transaction. */
export type DeliverySender = (deliveryId: number, tx: Queryable) => Promise<void>;

/**
 * The events consumer of webhooks and Telegram bots: for each enabled endpoint that wants the event
 * (its kind, and its owner is an admin or owns what the event is about) it makes one delivery and
 * sends its job in one transaction. Run twice for one event, it makes nothing new.
 */
export class WebhookConsumer implements EventConsumer {
  readonly name = 'webhooks';

  constructor(
    private readonly db: Database,
    private readonly webhooks: WebhookRepository,
    private readonly send: DeliverySender,
  ) {}

  async handle(event: AppEvent): Promise<void> {
    const endpoints = await this.webhooks.endpointsFor(event);
    if (endpoints.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (const deliveryId of await this.webhooks.createDeliveries(tx, event.id, endpoints)) await this.send(deliveryId, tx);
    });
  }
}
