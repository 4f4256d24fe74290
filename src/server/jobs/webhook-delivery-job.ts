import * as v from 'valibot';
import type { JobDefinition } from './job-queue';

/** A webhook delivery job's payload (version 1): the delivery, and whether 'Надіслати ще раз' sent it. */
const WebhookDeliveryPayload = v.object({
  deliveryId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  manual: v.optional(v.boolean(), false),
});
export type WebhookDeliveryData = v.InferOutput<typeof WebhookDeliveryPayload>;

/** Attempts after the first: with WEBHOOK_RETRY_SECONDS = 56 the last comes about a day after the first. */
export const WEBHOOK_RETRY_LIMIT = 10;

/**
 * When the last retry comes, in seconds after the first attempt failed, by pg-boss's backoff: after
 * the k-th failure it waits delay · 2^(k−1) · (1 + a random fraction), so after `retries` failures
 * between delay · (2^retries − 1) and twice that, on average 1.5 times. With 56 s and 10 retries:
 * 15.9 h to 31.8 h, about 24 h on average.
 */
export function lastRetryAfterSeconds(delaySeconds: number, retries: number): { min: number; mean: number; max: number } {
  const base = delaySeconds * (2 ** retries - 1);
  return { min: base, mean: base * 1.5, max: base * 2 };
}

/**
 * One delivery of an event to one endpoint (services/webhooks/webhook-delivery-service.ts): retried
 * with exponential backoff for about a day; each attempt waits at most 10 s to connect and 10 s for
 * each part of the answer, so a running job older than 2 minutes was lost with its worker.
 */
export function webhookDeliveryJob(
  delivery: { attempt(deliveryId: number, attempt: { isLast: boolean; manual: boolean }): Promise<void> },
  retryDelaySeconds: number,
): JobDefinition<WebhookDeliveryData> {
  return {
    name: 'webhook-delivery',
    version: 1,
    payload: WebhookDeliveryPayload,
    retryLimit: WEBHOOK_RETRY_LIMIT,
    retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
    handle: ({ deliveryId, manual }, attempt) =>
      delivery.attempt(deliveryId, { isLast: attempt.isLast, manual: Boolean(manual) && attempt.retryCount === 0 }),
  };
}
