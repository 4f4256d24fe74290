import { WEBHOOK_PAYLOAD_VERSION, type WebhookPayload } from '@shared/schemas/webhooks';
import { HttpError } from '@server/http-error';
import type { SecretBox } from '@server/services/common/secret-box';
import type { EventRepository } from '@server/services/events/event-repository';
import type { AppEvent } from '@shared/schemas/events';
import { resolveWebhookTarget, type WebhookGuardOptions } from './webhook-address';
import { postJson, type PostResult } from './webhook-http';
import type { WebhookRepository, WebhookRow } from './webhook-repository';
import { signatureHeader } from './webhook-signature';
import { telegramText } from './telegram-message';

/** Sends a delivery's next job to start at `startAfter` (a Telegram 429's `retry_after`), under its own key. */
export type LaterSender = (deliveryId: number, key: string, startAfter: Date) => Promise<void>;

export interface DeliveryOptions {
  guard: WebhookGuardOptions;
  telegramApiUrl: string;
  publicUrl: string;
  /** The time stamped on a delivery (`webhook-timestamp`) and from which a `retry_after` counts. */
  now?: () => Date;
}

/** The longest `retry_after` waited out as asked; a longer one (or past the day of retries) counts as a plain failure. */
const MAX_RETRY_AFTER_SECONDS = 3600;
const RETRY_WINDOW_MS = 26 * 3600_000;

/** The `webhook-id` of an event's deliveries: the same on every retry and resend. */
export const webhookMessageId = (eventId: number) => `evt_${eventId}`;

/** The versioned body of a webhook delivery. */
export function webhookPayload(event: AppEvent): WebhookPayload {
  return {
    id: webhookMessageId(event.id),
    version: WEBHOOK_PAYLOAD_VERSION,
    type: event.kind,
    createdAt: event.createdAt,
    ownerId: event.ownerId,
    profileId: event.profileId,
    profileTitle: event.profileTitle,
    data: event.data,
  } as WebhookPayload;
}

type Outcome = 'succeeded' | 'retry' | 'gone' | { retryAfterSeconds: number };

/**
 * One attempt of one delivery, from its job: checks the address again, connects to the checked
 * address, records what came back, and settles the delivery. A 2xx (Telegram: `ok: true`) delivers;
 * a webhook's 410 Gone turns the endpoint off and ends the delivery; Telegram's 429 waits its
 * `retry_after` (a job of its own that starts then); anything else (other statuses, a refused or cut
 * connection, a timeout, an address now refused) throws so the queue retries, until the last attempt
 * ends the delivery as failed.
 */
export class WebhookDeliveryService {
  private readonly now: () => Date;

  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly events: EventRepository,
    private readonly box: SecretBox,
    private readonly later: LaterSender,
    private readonly options: DeliveryOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async attempt(deliveryId: number, { isLast, manual }: { isLast: boolean; manual: boolean }): Promise<void> {
    const delivery = await this.webhooks.delivery(deliveryId);
    // Deleted with its endpoint, or settled already (a job sent twice): nothing to do.
    if (!delivery || delivery.state !== 'pending') return;
    const webhook = await this.webhooks.byId(delivery.webhook_id, null);
    const event = await this.events.byId(delivery.event_id);
    if (!webhook || !event) return;
    if (!webhook.enabled) return this.webhooks.settle(deliveryId, 'failed');

    const attempt = await this.webhooks.nextAttempt(deliveryId);
    const at = this.now();
    const result = webhook.type === 'telegram' ? await this.sendTelegram(webhook, event) : await this.sendWebhook(webhook, event, at);
    await this.webhooks.recordAttempt(deliveryId, {
      attempt,
      at,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      response: result.excerpt,
      error: result.error,
      manual,
    });

    const outcome = webhook.type === 'telegram' ? telegramOutcome(result) : webhookOutcome(result);
    if (outcome === 'succeeded') return this.webhooks.settle(deliveryId, 'succeeded');
    if (outcome === 'gone') {
      await this.webhooks.disable(webhook.id, 'gone');
      return this.webhooks.settle(deliveryId, 'failed');
    }
    const withinWindow = at.getTime() - new Date(delivery.created_at).getTime() < RETRY_WINDOW_MS;
    if (typeof outcome === 'object' && outcome.retryAfterSeconds <= MAX_RETRY_AFTER_SECONDS && withinWindow) {
      const startAfter = new Date(at.getTime() + outcome.retryAfterSeconds * 1000);
      return this.later(deliveryId, `webhook:${deliveryId}:after:${attempt}`, startAfter);
    }
    if (isLast) return this.webhooks.settle(deliveryId, 'failed');
    throw new Error(`webhook delivery ${deliveryId} attempt ${attempt}: ${result.statusCode ?? result.error}`);
  }

  private async sendWebhook(webhook: WebhookRow, event: AppEvent, at: Date): Promise<PostResult> {
    let target;
    try {
      target = await resolveWebhookTarget(webhook.url!, this.options.guard);
    } catch (error) {
      const text = error instanceof HttpError ? [error.messages].flat().join('; ') : String(error);
      return { statusCode: null, headers: {}, excerpt: null, error: text, durationMs: 0 };
    }
    const id = webhookMessageId(event.id);
    const timestamp = Math.floor(at.getTime() / 1000);
    const body = JSON.stringify(webhookPayload(event));
    return postJson(
      target.url.href,
      body,
      {
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(this.box.decrypt(webhook.secret!), id, timestamp, body),
      },
      target,
    );
  }

  private sendTelegram(webhook: WebhookRow, event: AppEvent): Promise<PostResult> {
    const token = this.box.decrypt(webhook.bot_token!);
    const body = JSON.stringify({
      chat_id: webhook.chat_id,
      text: telegramText(event, this.options.publicUrl),
      link_preview_options: { is_disabled: true },
    });
    return postJson(`${this.options.telegramApiUrl}/bot${token}/sendMessage`, body, {});
  }
}

function webhookOutcome(result: PostResult): Outcome {
  if (result.statusCode === null) return 'retry';
  if (result.statusCode >= 200 && result.statusCode < 300) return 'succeeded';
  // 410: the receiver says this address is gone for good (Standard Webhooks' advice): stop sending to it.
  if (result.statusCode === 410) return 'gone';
  return 'retry';
}

/** The Bot API answers `{ ok: true, result }` or `{ ok: false, error_code, description, parameters?: { retry_after } }`. */
function telegramOutcome(result: PostResult): Outcome {
  if (result.statusCode === null) return 'retry';
  let answer: { ok?: boolean; parameters?: { retry_after?: number } } = {};
  try {
    answer = JSON.parse(result.excerpt ?? '') as typeof answer;
  } catch {
    // not the Bot API's JSON (a proxy's page): judged by the status alone
  }
  if (result.statusCode >= 200 && result.statusCode < 300 && answer.ok !== false) return 'succeeded';
  const retryAfter = answer.parameters?.retry_after;
  if (result.statusCode === 429 && typeof retryAfter === 'number' && retryAfter >= 0) return { retryAfterSeconds: retryAfter };
  return 'retry';
}
