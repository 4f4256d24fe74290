import type { AppEvent, EventInput } from '@shared/schemas/events';
import type { Database, Queryable } from '@server/db/database';

interface EventRow {
  id: number;
  kind: AppEvent['kind'];
  user_id: number | null;
  account_id: number | null;
  profile_title: string | null;
  data: AppEvent['data'];
  created_at: Date | string;
}

export const EVENT_COLUMNS = 'id, kind, user_id, account_id, profile_title, data, created_at';

/** An `events` row as consumers see it. */
export const eventFromRow = (row: EventRow): AppEvent =>
  ({
    id: row.id,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
    ownerId: row.user_id,
    profileId: row.account_id,
    profileTitle: row.profile_title,
    data: row.data,
  }) as AppEvent;

/**
 * The `events` table (0037_events.sql): an event is inserted through the transaction of what caused
 * it, and each consumer's handling of it is recorded once (`event_deliveries`).
 */
export class EventRepository {
  constructor(private readonly db: Database) {}

  async insert(tx: Queryable, input: EventInput): Promise<AppEvent> {
    const [row] = await tx.query<EventRow>(
      `INSERT INTO events (kind, user_id, account_id, profile_title, data) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING ${EVENT_COLUMNS}`,
      [input.kind, input.ownerId, input.profileId ?? null, input.profileTitle ?? null, JSON.stringify(input.data)],
    );
    return eventFromRow(row!);
  }

  async byId(eventId: number): Promise<AppEvent | null> {
    const [row] = await this.db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE id = $1`, [eventId]);
    return row ? eventFromRow(row) : null;
  }

  /** The consumers that have already handled the event. */
  async deliveredTo(eventId: number): Promise<Set<string>> {
    const rows = await this.db.query<{ consumer: string }>('SELECT consumer FROM event_deliveries WHERE event_id = $1', [eventId]);
    return new Set(rows.map((row) => row.consumer));
  }

  async markDelivered(eventId: number, consumer: string): Promise<void> {
    await this.db.query('INSERT INTO event_deliveries (event_id, consumer) VALUES ($1, $2) ON CONFLICT DO NOTHING', [eventId, consumer]);
  }
}
