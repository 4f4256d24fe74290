import * as v from 'valibot';
import { webhookMessages } from '../messages/webhooks';
import { EVENT_KINDS, EventDataSchemas } from './events';
import { dbIdFromString, pageOf } from './common';

/**
 * Where events go besides the app: a `webhook` (an HTTPS address that receives signed JSON) or a
 * `telegram` bot (a short Ukrainian message to one chat through the Bot API).
 */
export const WEBHOOK_TYPES = ['webhook', 'telegram'] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];

/** A delivery of one event to one endpoint: waiting or retrying, delivered, or given up. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** The version of the delivered JSON (`version` in every body); a change of its shape raises it. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/**
 * The JSON body of every webhook delivery, signed per Standard Webhooks (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`). `id` equals
 * the `webhook-id` header and stays the same when the delivery is retried or sent again.
 */
export const WebhookPayloadSchema = v.pipe(
  v.variant(
    'type',
    EVENT_KINDS.map((kind) =>
      v.object({
        id: v.pipe(v.string(), v.description('`evt_<event id>`: the `webhook-id` header; the same on every retry and resend')),
        version: v.literal(WEBHOOK_PAYLOAD_VERSION),
        type: v.literal(kind),
        createdAt: v.pipe(v.string(), v.description('When the event was recorded (ISO 8601)')),
        ownerId: v.nullable(v.number()),
        profileId: v.nullable(v.number()),
        profileTitle: v.nullable(v.string()),
        data: EventDataSchemas[kind],
      }),
    ),
  ),
  v.title('WebhookPayload'),
);
export type WebhookPayload = v.InferOutput<typeof WebhookPayloadSchema>;

const kinds = v.pipe(
  v.array(v.picklist(EVENT_KINDS, webhookMessages.webhookKindUnknown), webhookMessages.webhookKindsRequired),
  v.minLength(1, webhookMessages.webhookKindsRequired),
  v.transform((list) => [...new Set(list)]),
);

const url = v.pipe(
  v.string(webhookMessages.webhookUrlInvalid),
  v.trim(),
  v.maxLength(2000, webhookMessages.webhookUrlTooLong),
  v.url(webhookMessages.webhookUrlInvalid),
  v.regex(/^https?:\/\//i, webhookMessages.webhookUrlInvalid),
);

/** A bot token as @BotFather gives it: the bot's id, a colon, 35 or so URL-safe characters. */
const botToken = v.pipe(
  v.string(webhookMessages.webhookBotTokenInvalid),
  v.trim(),
  v.regex(/^\d{3,20}:[A-Za-z0-9_-]{20,80}$/, webhookMessages.webhookBotTokenInvalid),
);

/** A chat's numeric id (negative for groups and channels) or a public channel's @username. */
const chatId = v.pipe(
  v.string(webhookMessages.webhookChatIdInvalid),
  v.trim(),
  v.regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})$/, webhookMessages.webhookChatIdInvalid),
);

export const WebhookCreateRequestSchema = v.variant('type', [
  v.object({ type: v.literal('webhook'), url, kinds }),
  v.object({ type: v.literal('telegram'), botToken, chatId, kinds }),
]);
export type WebhookCreateRequest = v.InferInput<typeof WebhookCreateRequestSchema>;

/** What may change: the kinds, on/off, and a bot's token (sent only when replaced) and chat. */
export const WebhookUpdateRequestSchema = v.object({
  kinds: v.optional(kinds),
  enabled: v.optional(v.boolean()),
  botToken: v.optional(botToken),
  chatId: v.optional(chatId),
});
export type WebhookUpdateRequest = v.InferInput<typeof WebhookUpdateRequestSchema>;

export const WebhookSchema = v.object({
  id: v.number(),
  type: v.picklist(WEBHOOK_TYPES),
  /** The address (`webhook`); null for a bot. */
  url: v.nullable(v.string()),
  /** The bot's chat (`telegram`); null for a webhook. */
  chatId: v.nullable(v.string()),
  /** Whether a bot token is stored (never the token itself). */
  botTokenSet: v.boolean(),
  kinds: v.array(v.picklist(EVENT_KINDS)),
  enabled: v.boolean(),
  /** Why the server turned it off: `gone` (the receiver answered 410 Gone); null when on or turned off by hand. */
  disabledReason: v.nullable(v.picklist(['gone'])),
  ownerId: v.number(),
  createdAt: v.string(),
});
export type Webhook = v.InferOutput<typeof WebhookSchema>;

/** The answer to a new endpoint: a webhook's signing secret (`whsec_<base64>`) is shown this once. */
export const WebhookCreatedSchema = v.object({ ...WebhookSchema.entries, secret: v.nullable(v.string()) });
export type WebhookCreated = v.InferOutput<typeof WebhookCreatedSchema>;

export const WebhookListSchema = v.object({ data: v.array(WebhookSchema) });

export const WebhookAttemptSchema = v.object({
  attempt: v.number(),
  at: v.string(),
  /** The receiver's HTTP status; null when no answer came (refused, cut, timed out). */
  statusCode: v.nullable(v.number()),
  durationMs: v.number(),
  /** The answer's first bytes (at most 1 KB), as text. */
  response: v.nullable(v.string()),
  error: v.nullable(v.string()),
  /** Sent by 'Надіслати ще раз'. */
  manual: v.boolean(),
});
export type WebhookAttempt = v.InferOutput<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = v.object({
  id: v.number(),
  eventId: v.number(),
  kind: v.picklist(EVENT_KINDS),
  state: v.picklist(WEBHOOK_DELIVERY_STATES),
  createdAt: v.string(),
  /** Every attempt, newest first. */
  attempts: v.array(WebhookAttemptSchema),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>;

export const WebhookDeliveryPageSchema = pageOf(WebhookDeliverySchema);

export const WebhookDeliveryParamsSchema = v.object({ id: dbIdFromString(), deliveryId: dbIdFromString() });
