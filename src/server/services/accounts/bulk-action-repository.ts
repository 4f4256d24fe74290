import type { BulkActionKind, BulkOutcome } from '@shared/schemas/bulk-actions';
import type { SessionUser } from '@shared/schemas/auth';
import type { Database, Queryable } from '@server/db/database';
import type { RecordEvent } from '@server/services/events/event-recorder';

/** A profile the action reaches, in the selection's order: pending, or refused before it started (not the user's). */
export interface NewBulkItem {
  accountId: number;
  title: string;
  outcome: Extract<BulkOutcome, 'pending' | 'refused'>;
  reason: string | null;
}

export interface NewBulkAction {
  userId: number;
  requestId: string;
  kind: BulkActionKind;
  payloadEnc: Uint8Array;
  items: NewBulkItem[];
}

/** What the job needs of an action: who asked (with their role now), what, and the sealed payload. */
export interface BulkActionWork {
  id: number;
  user_id: number;
  login: string;
  role: SessionUser['role'];
  kind: BulkActionKind;
  payload_enc: Uint8Array;
  total: number;
}

export interface PendingItem {
  position: number;
  account_id: number;
}

/**
 * The `bulk_actions` record and its per-profile items (0029_bulk_actions.sql): created once per
 * (user, request id), then each item settled once (a settled item is never taken again), then done.
 */
export class BulkActionRepository {
  constructor(
    private readonly db: Database,
    private readonly recordEvent: RecordEvent,
  ) {}

  /** The action this user's request id already made, if any. */
  async findByRequest(userId: number, requestId: string): Promise<number | null> {
    const [row] = await this.db.query<{ id: number }>('SELECT id FROM bulk_actions WHERE user_id = $1 AND request_id = $2', [
      userId,
      requestId,
    ]);
    return row?.id ?? null;
  }

  /**
   * Records the action with its items in the caller's transaction (which also queues its job). Null
   * when the same request id was recorded meanwhile (the other request queued the job).
   */
  async create(tx: Queryable, action: NewBulkAction): Promise<number | null> {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO bulk_actions (user_id, request_id, kind, payload_enc, total, status)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::boolean THEN 'done' ELSE 'running' END)
       ON CONFLICT (user_id, request_id) DO NOTHING RETURNING id`,
      [
        action.userId,
        action.requestId,
        action.kind,
        action.payloadEnc,
        action.items.length,
        action.items.every((item) => item.outcome !== 'pending'),
      ],
    );
    if (!row) return null;
    await tx.query(
      `INSERT INTO bulk_action_items (action_id, position, account_id, title, outcome, reason)
       SELECT $1, x.position, x.account_id, x.title, x.outcome, x.reason
         FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[]) AS x(position, account_id, title, outcome, reason)`,
      [
        row.id,
        action.items.map((_, index) => index),
        action.items.map((item) => item.accountId),
        action.items.map((item) => item.title),
        action.items.map((item) => item.outcome),
        action.items.map((item) => item.reason),
      ],
    );
    return row.id;
  }

  async loadForJob(id: number): Promise<BulkActionWork | null> {
    const [row] = await this.db.query<BulkActionWork>(
      `SELECT b.id, b.user_id, u.login, u.role, b.kind, b.payload_enc, b.total
         FROM bulk_actions b JOIN users u ON u.id = b.user_id WHERE b.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The next items still pending, in the selection's order. */
  pending(actionId: number, limit: number): Promise<PendingItem[]> {
    return this.db.query<PendingItem>(
      `SELECT position, account_id FROM bulk_action_items WHERE action_id = $1 AND outcome = 'pending' ORDER BY position LIMIT $2`,
      [actionId, limit],
    );
  }

  /** What became of one item: done, or refused with the reason. An item already settled stays as it was. */
  async settle(actionId: number, position: number, reason: string | null): Promise<void> {
    await this.db.query(
      `UPDATE bulk_action_items SET outcome = $3, reason = $4 WHERE action_id = $1 AND position = $2 AND outcome = 'pending'`,
      [actionId, position, reason === null ? 'done' : 'refused', reason],
    );
  }

  /** No item pending any more: the action is done, and its owner hears of it ('bulk_action.finished'). */
  async finish(actionId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [ended] = await tx.query<{ user_id: number; kind: string; done: number; refused: number }>(
        `UPDATE bulk_actions SET status = 'done', finished_at = now()
          WHERE id = $1 AND status = 'running'
            AND NOT EXISTS (SELECT 1 FROM bulk_action_items WHERE action_id = $1 AND outcome = 'pending')
         RETURNING user_id, kind,
                   (SELECT count(*)::int FROM bulk_action_items WHERE action_id = $1 AND outcome = 'done') AS done,
                   (SELECT count(*)::int FROM bulk_action_items WHERE action_id = $1 AND outcome = 'refused') AS refused`,
        [actionId],
      );
      if (!ended) return;
      await this.recordEvent(tx, {
        kind: 'bulk_action.finished',
        ownerId: ended.user_id,
        data: { actionId, action: ended.kind, done: ended.done, refused: ended.refused },
      });
    });
  }
}
