import type { Database } from '@server/db/database';

/** What each user has read (`event_read_marks`, `event_reads`): one event at a time, or all up to a mark. */
export class EventReadRepository {
  constructor(private readonly db: Database) {}

  async markRead(userId: number, eventId: number): Promise<void> {
    await this.db.query('INSERT INTO event_reads (user_id, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, eventId]);
  }

  /** Everything up to `throughId` is read; the single reads below the mark are no longer needed. */
  async markAllRead(userId: number, throughId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO event_read_marks (user_id, through_id) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET through_id = greatest(event_read_marks.through_id, EXCLUDED.through_id)`,
        [userId, throughId],
      );
      await tx.query('DELETE FROM event_reads WHERE user_id = $1 AND event_id <= $2', [userId, throughId]);
    });
  }
}
