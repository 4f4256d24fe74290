import type { EventKind } from '@shared/schemas/events';
import type { Database } from '@server/db/database';

/** A push subscription as stored: where to send and the keys a message is encrypted to. */
export interface StoredPushSubscription {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The notification settings of each user (the kinds that notify them) and their Web Push
 * subscriptions, one per device (its endpoint).
 */
export class NotificationRepository {
  constructor(private readonly db: Database) {}

  async kindsOf(userId: number): Promise<EventKind[]> {
    const [row] = await this.db.query<{ kinds: EventKind[] }>('SELECT kinds FROM event_notification_settings WHERE user_id = $1', [userId]);
    return row?.kinds ?? [];
  }

  async saveKinds(userId: number, kinds: readonly EventKind[]): Promise<void> {
    await this.db.query(
      `INSERT INTO event_notification_settings (user_id, kinds) VALUES ($1, $2::text[])
       ON CONFLICT (user_id) DO UPDATE SET kinds = EXCLUDED.kinds, updated_at = now()`,
      [userId, [...new Set(kinds)]],
    );
  }

  /** The device's subscription for this user (a device taken over by another user moves to them). */
  async subscribe(userId: number, endpoint: string, keys: { p256dh: string; auth: string }): Promise<void> {
    await this.db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
      [userId, endpoint, keys.p256dh, keys.auth],
    );
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await this.db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
  }

  /** The push service says the subscription is gone (404, 410). */
  async removeSubscription(id: number): Promise<void> {
    await this.db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
  }

  /**
   * The subscriptions to notify of an event of `kind` owned by `ownerId`: the owner's and every admin's,
   * of the users who chose that kind.
   */
  recipients(kind: EventKind, ownerId: number | null): Promise<StoredPushSubscription[]> {
    return this.db.query<StoredPushSubscription>(
      `SELECT s.id, s.user_id, s.endpoint, s.p256dh, s.auth
         FROM push_subscriptions s
         JOIN event_notification_settings n ON n.user_id = s.user_id
         JOIN users u ON u.id = s.user_id
        WHERE $1 = ANY (n.kinds) AND (s.user_id = $2 OR u.role = 'admin')
        ORDER BY s.id`,
      [kind, ownerId],
    );
  }
}
