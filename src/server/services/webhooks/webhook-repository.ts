import type { AppEvent, EventKind } from '@shared/schemas/events';
import type { WebhookDeliveryState, WebhookType } from '@shared/schemas/webhooks';
import type { Database, Queryable } from '@server/db/database';

/** An endpoint as a delivery needs it: the sealed secret or bot token stay sealed here. */
export interface WebhookRow {
  id: number;
  user_id: number;
  type: WebhookType;
  url: string | null;
  secret: Uint8Array | null;
  bot_token: Uint8Array | null;
  chat_id: string | null;
  kinds: EventKind[];
  enabled: boolean;
  disabled_reason: 'gone' | null;
  created_at: Date | string;
}

export interface NewWebhook {
  userId: number;
  type: WebhookType;
  url: string | null;
  secret: Uint8Array | null;
  botToken: Uint8Array | null;
  chatId: string | null;
  kinds: EventKind[];
}

export interface WebhookChanges {
  kinds?: EventKind[];
  enabled?: boolean;
  botToken?: Uint8Array;
  chatId?: string;
}

export interface AttemptRecord {
  attempt: number;
  at: Date;
  statusCode: number | null;
  durationMs: number;
  response: string | null;
  error: string | null;
  manual: boolean;
}

export const WEBHOOK_COLUMNS = 'id, user_id, type, url, secret, bot_token, chat_id, kinds, enabled, disabled_reason, created_at';

/** The `webhooks` tables (0039_webhooks.sql): endpoints, one delivery per event and endpoint, and its attempts. */
export class WebhookRepository {
  constructor(private readonly db: Database) {}

  async insert(input: NewWebhook): Promise<WebhookRow> {
    const [row] = await this.db.query<WebhookRow>(
      `INSERT INTO webhooks (user_id, type, url, secret, bot_token, chat_id, kinds) VALUES ($1, $2, $3, $4, $5, $6, $7::text[])
       RETURNING ${WEBHOOK_COLUMNS}`,
      [input.userId, input.type, input.url, input.secret, input.botToken, input.chatId, input.kinds],
    );
    return row!;
  }

  /** An endpoint of the owner (any owner's with `owner` null, an admin), or null. */
  async byId(id: number, owner: number | null): Promise<WebhookRow | null> {
    const [row] = await this.db.query<WebhookRow>(
      `SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE id = $1 AND ($2::int IS NULL OR user_id = $2::int)`,
      [id, owner],
    );
    return row ?? null;
  }

  /** Turning an endpoint on by hand clears the server's reason for turning it off. */
  async update(id: number, changes: WebhookChanges): Promise<void> {
    await this.db.query(
      `UPDATE webhooks SET kinds = COALESCE($2::text[], kinds), enabled = COALESCE($3, enabled),
         disabled_reason = CASE WHEN $3 IS NULL THEN disabled_reason ELSE NULL END,
         bot_token = COALESCE($4, bot_token), chat_id = COALESCE($5, chat_id)
       WHERE id = $1`,
      [id, changes.kinds ?? null, changes.enabled ?? null, changes.botToken ?? null, changes.chatId ?? null],
    );
  }

  async remove(id: number): Promise<void> {
    await this.db.query('DELETE FROM webhooks WHERE id = $1', [id]);
  }

  async disable(id: number, reason: 'gone'): Promise<void> {
    await this.db.query('UPDATE webhooks SET enabled = false, disabled_reason = $2 WHERE id = $1', [id, reason]);
  }

  /**
   * The enabled endpoints that want this event: those asking for its kind whose owner is an admin
   * (every event) or owns what the event is about. The role is read now, so a demoted admin's
   * endpoints narrow at once.
   */
  async endpointsFor(event: Pick<AppEvent, 'kind' | 'ownerId'>): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT w.id FROM webhooks w JOIN users u ON u.id = w.user_id
       WHERE w.enabled AND $1 = ANY (w.kinds) AND (u.role = 'admin' OR w.user_id = $2::int)
       ORDER BY w.id`,
      [event.kind, event.ownerId],
    );
    return rows.map((row) => row.id);
  }

  /** One delivery per endpoint, made once: those that already exist (the consumer ran twice) are left out of the answer. */
  async createDeliveries(tx: Queryable, eventId: number, webhookIds: number[]): Promise<number[]> {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO webhook_deliveries (webhook_id, event_id) SELECT unnest($2::int[]), $1
       ON CONFLICT (webhook_id, event_id) DO NOTHING RETURNING id`,
      [eventId, webhookIds],
    );
    return rows.map((row) => row.id);
  }

  async delivery(
    deliveryId: number,
  ): Promise<{ id: number; webhook_id: number; event_id: number; state: WebhookDeliveryState; created_at: Date | string } | null> {
    const [row] = await this.db.query<{
      id: number;
      webhook_id: number;
      event_id: number;
      state: WebhookDeliveryState;
      created_at: Date | string;
    }>('SELECT id, webhook_id, event_id, state, created_at FROM webhook_deliveries WHERE id = $1', [deliveryId]);
    return row ?? null;
  }

  /** Counts the attempt about to be made and answers its number. */
  async nextAttempt(deliveryId: number): Promise<number> {
    const [row] = await this.db.query<{ attempts: number }>(
      'UPDATE webhook_deliveries SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
      [deliveryId],
    );
    return row!.attempts;
  }

  async recordAttempt(deliveryId: number, record: AttemptRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO webhook_attempts (delivery_id, attempt, at, status_code, duration_ms, response, error, manual)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [deliveryId, record.attempt, record.at, record.statusCode, record.durationMs, record.response, record.error, record.manual],
    );
  }

  async settle(deliveryId: number, state: WebhookDeliveryState): Promise<void> {
    await this.db.query('UPDATE webhook_deliveries SET state = $2 WHERE id = $1', [deliveryId, state]);
  }
}
