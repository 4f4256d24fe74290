import type { SessionUser } from '@shared/schemas/auth';
import type { Database, Queryable } from '@server/db/database';

/**
 * Sign-in sessions (`refresh_tokens`): one row per sign-in, found by its refresh token's hash. A write
 * that must join the caller's transaction takes `tx` first.
 */
export class SessionRepository {
  constructor(private readonly db: Database) {}

  /** Opens a session of `userId` for `ttlDays` in the caller's transaction; answers its id. */
  async open(tx: Queryable, userId: number, tokenHash: Buffer, ttlDays: number): Promise<number> {
    const [session] = await tx.query<{ id: number }>(
      `INSERT INTO refresh_tokens (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(days => $3::int)) RETURNING id::int AS id`,
      [userId, tokenHash, ttlDays],
    );
    return session!.id;
  }

  /** The live (not revoked, not expired) session of a refresh token; null when there is none. */
  async live(tokenHash: Buffer): Promise<{ id: number; userId: number } | null> {
    const [session] = await this.db.query<{ id: number; userId: number }>(
      `SELECT id::int AS id, user_id AS "userId" FROM refresh_tokens
        WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [tokenHash],
    );
    return session ?? null;
  }

  /** Ends the session of a refresh token (nothing when it already ended). */
  async revoke(tokenHash: Buffer): Promise<void> {
    await this.db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
  }

  /** The user of a live session `sessionId` of `userId`; null when it is no longer valid. */
  async user(sessionId: number, userId: number): Promise<SessionUser | null> {
    const [user] = await this.db.cachedQuery<SessionUser>(
      `SELECT u.id, u.login, u.role FROM refresh_tokens rt JOIN users u ON u.id = rt.user_id
        WHERE rt.id = $1 AND rt.user_id = $2 AND rt.revoked_at IS NULL AND rt.expires_at > now()`,
      [sessionId, userId],
    );
    return user ?? null;
  }

  /** Ends every session of a user, except `keepSessionId` (the one changing its own password). */
  async revokeAll(tx: Queryable, userId: number, keepSessionId: number | null = null): Promise<void> {
    await tx.query(
      `UPDATE refresh_tokens SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id <> $2::bigint)`,
      [userId, keepSessionId],
    );
  }
}
