import type { Page } from '@shared/schemas/common';
import type { EventKind } from '@shared/schemas/events';
import type { Webhook, WebhookDelivery, WebhookDeliveryState } from '@shared/schemas/webhooks';
import type { Database } from '@server/db/database';
import { pageOfRows, pageWindow } from '@server/services/common/pagination';
import type { WebhookRow } from './webhook-repository';

/** An endpoint as the API shows it: never the secret nor the token, only whether a token is set. */
export const webhookFromRow = (row: WebhookRow): Webhook => ({
  id: row.id,
  type: row.type,
  url: row.url,
  chatId: row.chat_id,
  botTokenSet: row.bot_token !== null,
  kinds: row.kinds,
  enabled: row.enabled,
  disabledReason: row.disabled_reason,
  ownerId: row.user_id,
  createdAt: new Date(row.created_at).toISOString(),
});

interface DeliveryRow {
  id: number;
  event_id: number;
  kind: EventKind;
  state: WebhookDeliveryState;
  created_at: Date | string;
  attempts: Array<{
    attempt: number;
    at: string;
    status_code: number | null;
    duration_ms: number;
    response: string | null;
    error: string | null;
    manual: boolean;
  }>;
}

/** The settings' reads: the endpoints a user sees and one endpoint's delivery log, newest first. */
export class WebhookQueries {
  constructor(private readonly db: Database) {}

  async list(owner: number | null): Promise<Webhook[]> {
    const rows = await this.db.query<WebhookRow>(
      `SELECT id, user_id, type, url, NULL::bytea AS secret, bot_token, chat_id, kinds, enabled, disabled_reason, created_at
       FROM webhooks WHERE ($1::int IS NULL OR user_id = $1::int) ORDER BY id`,
      [owner],
    );
    return rows.map(webhookFromRow);
  }

  async deliveries(webhookId: number, page: number): Promise<Page<WebhookDelivery>> {
    const { limit, offset } = pageWindow(page);
    const rows = await this.db.query<DeliveryRow>(
      `SELECT d.id, d.event_id, e.kind, d.state, d.created_at,
         COALESCE((SELECT json_agg(json_build_object('attempt', a.attempt, 'at', a.at, 'status_code', a.status_code,
                     'duration_ms', a.duration_ms, 'response', a.response, 'error', a.error, 'manual', a.manual) ORDER BY a.id DESC)
                   FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]'::json) AS attempts
       FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
       WHERE d.webhook_id = $1 ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
      [webhookId, limit, offset],
    );
    return pageOfRows(
      rows,
      page,
      (row) => ({
        id: row.id,
        eventId: row.event_id,
        kind: row.kind,
        state: row.state,
        createdAt: new Date(row.created_at).toISOString(),
        attempts: row.attempts.map((attempt) => ({
          attempt: attempt.attempt,
          at: new Date(attempt.at).toISOString(),
          statusCode: attempt.status_code,
          durationMs: attempt.duration_ms,
          response: attempt.response,
          error: attempt.error,
          manual: attempt.manual,
        })),
      }),
      async () => {
        const [count] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1', [
          webhookId,
        ]);
        return count!.n;
      },
    );
  }
}
