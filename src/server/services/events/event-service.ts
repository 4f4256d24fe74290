import { messages } from '@shared/messages';
import type { SessionUser } from '@shared/schemas/auth';
import type { EventSettings, EventSettingsInput, EventsQuery, PushSubscriptionInput } from '@shared/schemas/events';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { isAllowedAddress } from '@server/platforms/proxy-guard';
import { eventsPage, eventsSummary, newestVisibleId, visibleEvent } from './event-queries';
import type { EventReadRepository } from './event-read-repository';
import type { NotificationRepository } from './notification-repository';

/**
 * The events page and what each user does with it: read one or all, choose the kinds that notify
 * them, subscribe a device to Web Push.
 */
export class EventService {
  constructor(
    private readonly db: Database,
    private readonly reads: EventReadRepository,
    private readonly notifications: NotificationRepository,
    private readonly options: { publicKey: string | null; allowPrivate: boolean },
  ) {}

  list(user: SessionUser, query: EventsQuery) {
    return eventsPage(this.db, user, query);
  }

  summary(user: SessionUser) {
    return eventsSummary(this.db, user);
  }

  async read(user: SessionUser, eventId: number): Promise<void> {
    if (!(await visibleEvent(this.db, user, eventId))) throw new HttpError(404, messages.eventNotFound);
    await this.reads.markRead(user.id, eventId);
  }

  async readAll(user: SessionUser): Promise<void> {
    const newest = await newestVisibleId(this.db, user);
    if (newest !== null) await this.reads.markAllRead(user.id, newest);
  }

  async settings(user: SessionUser): Promise<EventSettings> {
    return { kinds: await this.notifications.kindsOf(user.id), publicKey: this.options.publicKey };
  }

  async saveSettings(user: SessionUser, input: EventSettingsInput): Promise<EventSettings> {
    await this.notifications.saveKinds(user.id, input.kinds);
    return this.settings(user);
  }

  async subscribe(user: SessionUser, subscription: PushSubscriptionInput): Promise<void> {
    if (!this.options.publicKey) throw new HttpError(409, messages.pushUnavailable);
    if (!this.endpointAllowed(subscription.endpoint)) throw new HttpError(400, messages.pushEndpointRefused);
    await this.notifications.subscribe(user.id, subscription.endpoint, subscription.keys);
  }

  async unsubscribe(user: SessionUser, endpoint: string): Promise<void> {
    await this.notifications.unsubscribe(user.id, endpoint);
  }

  /**
   * The server posts to the endpoint later, so it must be a push service out on the internet: HTTPS,
   * and not an address of this network by number. With ALLOW_PRIVATE_PROXY (a test's or a closed
   * installation's setting) any http(s) address goes.
   */
  private endpointAllowed(endpoint: string): boolean {
    const url = new URL(endpoint);
    if (this.options.allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:';
    if (url.protocol !== 'https:') return false;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (host === 'localhost' || host.endsWith('.localhost')) return false;
    return /^[\d.]+$|:/.test(host) ? isAllowedAddress(host, { allowPrivate: false }) : true;
  }
}
