import type { Config } from '@server/config';
import type { Database } from '@server/db/database';
import type { SecretBox } from '@server/services/common/secret-box';
import type { EventRepository } from '@server/services/events/event-repository';
import type { HostLookup } from '@server/services/webhooks/webhook-address';
import { WebhookConsumer } from '@server/services/webhooks/webhook-consumer';
import { WebhookDeliveryService } from '@server/services/webhooks/webhook-delivery-service';
import { WebhookQueries } from '@server/services/webhooks/webhook-queries';
import { WebhookRepository } from '@server/services/webhooks/webhook-repository';
import { WebhookService } from '@server/services/webhooks/webhook-service';
import { webhookDeliveryJob } from './webhook-delivery-job';
import type { Jobs } from './start-jobs';

export interface WebhookDeps {
  db: Database;
  config: Pick<Config, 'allowPrivateWebhooks' | 'telegramApiUrl' | 'publicUrl' | 'webhookRetrySeconds'>;
  box: SecretBox;
  events: EventRepository;
  jobs: Pick<Jobs, 'add'>;
  /** Tests only: the host lookup of the address checks. */
  lookup?: HostLookup;
  /** Tests only: the delivery clock. */
  now?: () => Date;
}

/**
 * Webhooks built once per process: the delivery job (worked where workers run), the events consumer
 * that makes deliveries, and the settings' service.
 */
export async function startWebhooks({ db, config, box, events, jobs, lookup, now }: WebhookDeps) {
  const repository = new WebhookRepository(db);
  const guard = { allowPrivate: config.allowPrivateWebhooks, ...(lookup ? { lookup } : {}) };
  const delivery: WebhookDeliveryService = new WebhookDeliveryService(
    repository,
    events,
    box,
    (deliveryId: number, key: string, startAfter: Date): Promise<void> => send({ deliveryId, manual: false }, key, undefined, startAfter),
    { guard, telegramApiUrl: config.telegramApiUrl, publicUrl: config.publicUrl, ...(now ? { now } : {}) },
  );
  const send = await jobs.add(webhookDeliveryJob(delivery, config.webhookRetrySeconds), 2);
  return {
    consumer: new WebhookConsumer(db, repository, (deliveryId, tx) => send({ deliveryId, manual: false }, `webhook:${deliveryId}`, tx)),
    service: new WebhookService(repository, new WebhookQueries(db), box, guard, (deliveryId, key) =>
      send({ deliveryId, manual: true }, key),
    ),
    delivery,
  };
}
