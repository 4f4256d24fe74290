import { messages } from '@shared/messages';
import type { LoginResponse, SessionUser } from '@shared/schemas/auth';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { type AccessTokens, hashRefreshToken, newRefreshToken } from './tokens';

export interface AuthenticatedUser extends SessionUser {
  sessionId: number;
}

interface UserWithHash extends SessionUser {
  passwordHash: string;
}

/** Sign-in sessions: one refresh-token row per sign-in; access tokens name their session. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTtlDays: number,
  ) {}

  async login(login: string, password: string): Promise<LoginResponse> {
    const [user] = await this.db.query<UserWithHash>(
      'SELECT id, login, role, password_hash AS "passwordHash" FROM users WHERE lower(login) = lower($1)',
      [login],
    );
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid) throw new HttpError(401, messages.invalidCredentials);

    const refreshToken = newRefreshToken();
    const [session] = await this.db.query<{ id: number }>(
      `INSERT INTO refresh_tokens (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(days => $3::int)) RETURNING id::int AS id`,
      [user.id, hashRefreshToken(refreshToken), this.refreshTtlDays],
    );
    const accessToken = this.accessTokens.sign({ userId: user.id, sessionId: session!.id });
    return { user: { id: user.id, login: user.login, role: user.role }, accessToken, refreshToken };
  }

  /** A new access token for a live session; refresh tokens are not rotated: one stays valid for its whole lifetime. */
  async refresh(refreshToken: string): Promise<{ accessToken: string }> {
    const [session] = await this.db.query<{ id: number; userId: number }>(
      `SELECT id::int AS id, user_id AS "userId" FROM refresh_tokens
        WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [hashRefreshToken(refreshToken)],
    );
    if (!session) throw new HttpError(401, messages.sessionExpired);
    return { accessToken: this.accessTokens.sign({ userId: session.userId, sessionId: session.id }) };
  }

  async logout(refreshToken: string): Promise<void> {
    await this.db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
      hashRefreshToken(refreshToken),
    ]);
  }

  /** The user behind a bearer token, or null when the token or its session is no longer valid. */
  async authenticate(bearer: string): Promise<AuthenticatedUser | null> {
    const claims = this.accessTokens.verify(bearer);
    if (!claims) return null;
    const [user] = await this.db.cachedQuery<SessionUser>(
      `SELECT u.id, u.login, u.role FROM refresh_tokens rt JOIN users u ON u.id = rt.user_id
        WHERE rt.id = $1 AND rt.user_id = $2 AND rt.revoked_at IS NULL AND rt.expires_at > now()`,
      [claims.sessionId, claims.userId],
    );
    return user ? { ...user, sessionId: claims.sessionId } : null;
  }

  async changeOwnPassword(user: AuthenticatedUser, currentPassword: string, newPassword: string): Promise<void> {
    const [row] = await this.db.query<{ passwordHash: string }>('SELECT password_hash AS "passwordHash" FROM users WHERE id = $1', [
      user.id,
    ]);
    if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
      throw new HttpError(400, [messages.wrongCurrentPassword]);
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [user.id, passwordHash]);
      await revokeSessions(tx, user.id, user.sessionId);
    });
  }
}

/** Ends every session of a user, except `keepSessionId` (the one changing its own password). */
export async function revokeSessions(db: Queryable, userId: number, keepSessionId: number | null = null) {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id <> $2::bigint)`,
    [userId, keepSessionId],
  );
}
