import { messages } from '@shared/messages';
import type { LoginResponse, SessionUser } from '@shared/schemas/auth';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { AuditRepository } from './audit-repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { SessionRepository } from './session-repository';
import { type AccessTokens, hashRefreshToken, newRefreshToken } from './tokens';
import type { UserRepository } from './user-repository';

export interface AuthenticatedUser extends SessionUser {
  sessionId: number;
}

/** Sign-in sessions: one refresh-token row per sign-in; access tokens name their session. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTtlDays: number,
    private readonly audit: AuditRepository,
  ) {}

  async login(login: string, password: string): Promise<LoginResponse> {
    const user = await this.users.withHash(login);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid) {
      await this.audit.refusedSignIn(login);
      throw new HttpError(401, messages.invalidCredentials);
    }

    const refreshToken = newRefreshToken();
    const sessionId = await this.db.transaction(async (tx) => {
      const id = await this.sessions.open(tx, user.id, hashRefreshToken(refreshToken), this.refreshTtlDays);
      await this.audit.signIn(tx, { id: user.id, login: user.login }, id);
      return id;
    });
    const accessToken = this.accessTokens.sign({ userId: user.id, sessionId });
    return { user: { id: user.id, login: user.login, role: user.role }, accessToken, refreshToken };
  }

  /** A new access token for a live session; refresh tokens are not rotated: one stays valid for its whole lifetime. */
  async refresh(refreshToken: string): Promise<{ accessToken: string }> {
    const session = await this.sessions.live(hashRefreshToken(refreshToken));
    if (!session) throw new HttpError(401, messages.sessionExpired);
    return { accessToken: this.accessTokens.sign({ userId: session.userId, sessionId: session.id }) };
  }

  async logout(refreshToken: string): Promise<void> {
    await this.sessions.revoke(hashRefreshToken(refreshToken));
  }

  /** The user behind a bearer token, or null when the token or its session is no longer valid. */
  async authenticate(bearer: string): Promise<AuthenticatedUser | null> {
    const claims = this.accessTokens.verify(bearer);
    if (!claims) return null;
    const user = await this.sessions.user(claims.sessionId, claims.userId);
    return user ? { ...user, sessionId: claims.sessionId } : null;
  }

  async changeOwnPassword(user: AuthenticatedUser, currentPassword: string, newPassword: string): Promise<void> {
    const storedHash = await this.users.passwordHash(user.id);
    if (storedHash === null || !(await verifyPassword(storedHash, currentPassword))) {
      throw new HttpError(400, [messages.wrongCurrentPassword]);
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await this.users.setPassword(tx, user.id, passwordHash);
      await this.sessions.revokeAll(tx, user.id, user.sessionId);
    });
  }
}
