import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { type AppEvent, type EventPushMessage, eventKindLabels, eventLink, eventSummary } from '@shared/schemas/events';
import { loadOrCreateSecret } from '../common/secrets';
import type { EventConsumer } from './event-consumers';
import type { NotificationRepository, StoredPushSubscription } from './notification-repository';

/** The server's VAPID identity (RFC 8292): the key pair in base64url and who runs it (`sub`). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID key pair: the private key from VAPID_PRIVATE_KEY (several processes share it that way), or
 * generated once into DATA_DIR/secrets/vapid.key like the other secrets; the public key follows from it.
 */
export async function loadVapidKeys(dataDir: string, fromEnv: string | null, subject: string): Promise<VapidKeys> {
  const privateKey = await loadOrCreateSecret(dataDir, 'vapid.key', fromEnv, () => webpush.generateVAPIDKeys().privateKey);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey, subject };
}

/** How long a push service keeps a message for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 15_000;

/** The notification an event becomes: its kind's name, the one-line summary, the page it is about. */
export const pushMessageOf = (event: AppEvent): EventPushMessage => ({
  title: eventKindLabels[event.kind],
  body: eventSummary(event),
  url: eventLink(event),
  tag: `event-${event.id}`,
});

interface PushLog {
  warn(object: object, message: string): void;
}

/**
 * Web Push as an event consumer: each event goes to the push subscriptions of its owner and of every
 * admin who chose its kind in their settings, encrypted to each device (RFC 8291, aes128gcm) and signed
 * with the server's VAPID key (RFC 8292). A subscription the push service answers 404 or 410 for is
 * gone and removed. A push service that is down (429, 5xx, no answer) fails the dispatch for a retry
 * (the devices already reached get the same message again, under the same tag: it replaces the first).
 */
export class WebPushConsumer implements EventConsumer {
  readonly name = 'web-push';

  constructor(
    private readonly notifications: NotificationRepository,
    private readonly keys: VapidKeys,
    private readonly log: PushLog,
  ) {}

  async handle(event: AppEvent): Promise<void> {
    const recipients = await this.notifications.recipients(event.kind, event.ownerId);
    if (recipients.length === 0) return;
    const payload = JSON.stringify(pushMessageOf(event));
    const failures: unknown[] = [];
    for (const subscription of recipients) {
      try {
        await this.send(subscription, payload);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `web push of event ${event.id} failed for ${failures.length} device(s)`);
  }

  private async send(subscription: StoredPushSubscription, payload: string): Promise<void> {
    // web-push encrypts and signs; the request is sent here, so an http:// endpoint of a test's local receiver works too.
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject: this.keys.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    // Header values as strings, without the length: fetch sets it from the body (an undici dispatcher that
    // another module installed globally refuses a numeric Content-Length).
    const headers = Object.fromEntries(
      Object.entries(request.headers as Record<string, string | number>)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return;
    if (response.status === 404 || response.status === 410) {
      await this.notifications.removeSubscription(subscription.id);
      return;
    }
    if (response.status === 429 || response.status >= 500) throw new Error(`push service answered ${response.status}`);
    // Any other refusal (a malformed subscription, a key the service does not accept) will not change by retrying.
    this.log.warn({ subscription: subscription.id, status: response.status }, 'push service refused the message');
  }
}
