import type { Database, Queryable } from '@server/db/database';

/** How many entries one statement of the retention sweep deletes (short transactions, bounded locks). */
const SWEEP_BATCH = 5_000;

/**
 * The writes of the audit log (`audit_log`, 0036_audit_log.sql) the application makes itself: the
 * sign-ins (the triggers record every other change) and the retention sweep, the only delete. No
 * entry is ever updated (the table refuses it).
 */
export class AuditRepository {
  constructor(private readonly db: Database) {}

  /** A sign-in, in the transaction that opens its session, by the user who signed in. */
  async signIn(tx: Queryable, user: { id: number; login: string }, sessionId: number): Promise<void> {
    await tx.query(`SELECT audit_write('login', 'session', $1::text, NULL, jsonb_build_object('login', $3::text), $2::int, $3::text)`, [
      sessionId,
      user.id,
      user.login,
    ]);
  }

  /** A refused sign-in: the login tried (never the password), from the request's address. */
  async refusedSignIn(login: string): Promise<void> {
    // A transaction of its own, so that the request's address and user agent are named in it.
    await this.db.transaction((tx) =>
      tx.query(`SELECT audit_write('login_refused', 'session', NULL, NULL, jsonb_build_object('login', $1::text), NULL, $1::text)`, [
        login,
      ]),
    );
  }

  /** Deletes the entries made before `before`, a batch at a time; answers how many. */
  async deleteBefore(before: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const [batch] = await this.db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log WHERE at < $1 ORDER BY at, id LIMIT ${SWEEP_BATCH})
                       RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [before],
      );
      const n = batch?.n ?? 0;
      deleted += n;
      if (n < SWEEP_BATCH) return deleted;
    }
  }
}
