import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { Page } from '@shared/schemas/common';
import {
  type Webhook,
  type WebhookCreated,
  type WebhookCreateRequestSchema,
  type WebhookDelivery,
  type WebhookUpdateRequestSchema,
} from '@shared/schemas/webhooks';
import { HttpError } from '@server/http-error';
import { ownerScope } from '@server/services/common/ownership';
import type { SecretBox } from '@server/services/common/secret-box';
import { resolveWebhookTarget, type WebhookGuardOptions } from './webhook-address';
import type { WebhookQueries } from './webhook-queries';
import { webhookFromRow } from './webhook-queries';
import type { WebhookRepository, WebhookRow } from './webhook-repository';
import { newSigningSecret } from './webhook-signature';

/** Sends a delivery's job: a manual resend has a key of its own, so it runs beside any retry still waiting. */
export type ResendSender = (deliveryId: number, key: string) => Promise<void>;

/**
 * The settings' use cases: a user registers endpoints for the events of what they own, an admin for
 * every event; each sees and changes only their own (an admin: anyone's), anything else is 404. A
 * webhook's address is checked against private networks when saved (and again at each delivery).
 */
export class WebhookService {
  constructor(
    private readonly repository: WebhookRepository,
    private readonly queries: WebhookQueries,
    private readonly box: SecretBox,
    private readonly guard: WebhookGuardOptions,
    private readonly resend: ResendSender,
  ) {}

  list(user: SessionUser): Promise<Webhook[]> {
    return this.queries.list(ownerScope(user));
  }

  async create(user: SessionUser, input: v.InferOutput<typeof WebhookCreateRequestSchema>): Promise<WebhookCreated> {
    if (input.type === 'webhook') {
      await resolveWebhookTarget(input.url, this.guard);
      const secret = newSigningSecret();
      const row = await this.repository.insert({
        userId: user.id,
        type: 'webhook',
        url: input.url,
        secret: this.box.encrypt(secret),
        botToken: null,
        chatId: null,
        kinds: input.kinds,
      });
      return { ...webhookFromRow(row), secret };
    }
    const row = await this.repository.insert({
      userId: user.id,
      type: 'telegram',
      url: null,
      secret: null,
      botToken: this.box.encrypt(input.botToken),
      chatId: input.chatId,
      kinds: input.kinds,
    });
    return { ...webhookFromRow(row), secret: null };
  }

  async update(user: SessionUser, id: number, input: v.InferOutput<typeof WebhookUpdateRequestSchema>): Promise<Webhook> {
    const row = await this.owned(user, id);
    const isBot = row.type === 'telegram';
    await this.repository.update(id, {
      ...(input.kinds ? { kinds: input.kinds } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(isBot && input.botToken ? { botToken: this.box.encrypt(input.botToken) } : {}),
      ...(isBot && input.chatId ? { chatId: input.chatId } : {}),
    });
    return webhookFromRow((await this.repository.byId(id, null))!);
  }

  async remove(user: SessionUser, id: number): Promise<void> {
    await this.owned(user, id);
    await this.repository.remove(id);
  }

  async deliveries(user: SessionUser, id: number, page: number): Promise<Page<WebhookDelivery>> {
    await this.owned(user, id);
    return this.queries.deliveries(id, page);
  }

  /** 'Надіслати ще раз': the same delivery (the same `webhook-id`) goes out again now, with a new timestamp and signature. */
  async resendDelivery(user: SessionUser, id: number, deliveryId: number): Promise<void> {
    const row = await this.owned(user, id);
    const delivery = await this.repository.delivery(deliveryId);
    if (!delivery || delivery.webhook_id !== id) throw new HttpError(404, messages.webhookDeliveryNotFound);
    if (!row.enabled) throw new HttpError(409, messages.webhookDisabled);
    await this.repository.settle(deliveryId, 'pending');
    await this.resend(deliveryId, `webhook:${deliveryId}:resend:${randomUUID()}`);
  }

  private async owned(user: SessionUser, id: number): Promise<WebhookRow> {
    const row = await this.repository.byId(id, ownerScope(user));
    if (!row) throw new HttpError(404, messages.webhookNotFound);
    return row;
  }
}
