import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

/** Access tokens are JWTs of this type only; anything else (a refresh token, `alg: none`) is refused. */
const ACCESS_TOKEN_TYPE = 'at+jwt';

export interface AccessClaims {
  userId: number;
  sessionId: number;
}

export class AccessTokens {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => { sub?: unknown; sid?: unknown };

  constructor(secret: string, ttlSeconds: number) {
    this.signer = createSigner({
      key: secret,
      algorithm: 'HS256',
      expiresIn: ttlSeconds * 1000,
      header: { alg: 'HS256', typ: ACCESS_TOKEN_TYPE },
    });
    this.verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      checkTyp: ACCESS_TOKEN_TYPE,
      requiredClaims: ['sub', 'sid', 'exp'],
      // Verification results are cached per token (never beyond its expiry).
      cache: 1000,
    });
  }

  sign({ userId, sessionId }: AccessClaims): string {
    return this.signer({ sub: String(userId), sid: sessionId });
  }

  /** Returns the claims, or null for any token that is not a valid, unexpired access token. */
  verify(token: string): AccessClaims | null {
    try {
      const payload = this.verifier(token);
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || typeof sessionId !== 'number') return null;
      return { userId, sessionId };
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
  }
}

/** Refresh tokens are opaque: 32 random bytes for the client, only their SHA-256 in the database. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest();
