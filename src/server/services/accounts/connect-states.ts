import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@shared/messages';
import type { ConnectPlatform } from '@shared/schemas/connect';
import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import type { ConnectStateRepository } from './connect-state-repository';

/** How long a consent may take between our link and the platform's redirect back. */
const STATE_TTL_MS = 15 * 60 * 1000;
/** Used and expired states are kept this long (a replay then still says "already used"), then deleted. */
const STATE_KEEP_MS = 24 * 60 * 60 * 1000;

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** 32 random bytes, URL-safe: a state, a code verifier, a browser secret, an invitation token. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** A cookie the answer sets; the route adds HttpOnly, SameSite=Lax and Secure. */
export interface CookieToSet {
  name: string;
  value: string;
  path: string;
  maxAgeSeconds: number;
}

/**
 * The cookie that binds one consent to the browser that started it, named after its state (so two
 * consents started in one browser do not overwrite each other) and sent only to the callback.
 */
export const flowCookieName = (state: string) => `oauth_${sha256Hex(state).slice(0, 16)}`;

export interface IssueRequest {
  platform: ConnectPlatform;
  accountId: number;
  /** The profile's owner now; a callback after an ownership change is refused. */
  ownerId: number;
  invitationId: number | null;
  /** Make a PKCE (RFC 7636, S256) verifier for this consent. */
  pkce: boolean;
  /** The callback's path (the cookie's scope). */
  callbackPath: string;
}

export interface IssuedState {
  state: string;
  /** BASE64URL(SHA256(code_verifier)), for the authorization request; null without PKCE. */
  codeChallenge: string | null;
  cookie: CookieToSet;
}

/** What a state was issued for, once it has been taken at the callback. */
export interface PendingConnection {
  platform: ConnectPlatform;
  accountId: number;
  ownerId: number;
  invitationId: number | null;
  codeVerifier: string | null;
}

export interface Sealer {
  seal(value: string): Uint8Array;
  open(sealed: Uint8Array | null): string | null;
}

/**
 * OAuth `state` values as RFC 9700 (section 4.7) and RFC 6749 (section 10.12) ask: random (not a signed claim), kept
 * server-side (only its hash), good once, expiring, and bound to the browser that started the consent
 * by a cookie the callback must present. The PKCE verifier of the consent rides along, sealed.
 */
export class ConnectStates {
  constructor(
    private readonly rows: ConnectStateRepository,
    private readonly sealer: Sealer,
    private readonly now: () => Date,
  ) {}

  async issue(tx: Queryable, request: IssueRequest): Promise<IssuedState> {
    const now = this.now();
    const state = randomToken();
    const browserSecret = randomToken();
    const codeVerifier = request.pkce ? randomToken() : null;
    await this.rows.deleteExpiredBefore(tx, new Date(now.getTime() - STATE_KEEP_MS));
    await this.rows.insert(tx, {
      stateHash: sha256Hex(state),
      platform: request.platform,
      accountId: request.accountId,
      ownerId: request.ownerId,
      invitationId: request.invitationId,
      browserHash: sha256Hex(browserSecret),
      codeVerifierSealed: codeVerifier === null ? null : this.sealer.seal(codeVerifier),
      createdAt: now,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });
    return {
      state,
      codeChallenge: codeVerifier === null ? null : createHash('sha256').update(codeVerifier, 'ascii').digest('base64url'),
      cookie: { name: flowCookieName(state), value: browserSecret, path: request.callbackPath, maxAgeSeconds: STATE_TTL_MS / 1000 },
    };
  }

  /**
   * Takes a state at the callback: only once, only before it expires, only from the browser that
   * holds its cookie, only at its own platform's callback. A refusal changes nothing and says why.
   */
  async take(
    tx: Queryable,
    platform: ConnectPlatform,
    state: string,
    cookies: Readonly<Record<string, string | undefined>>,
  ): Promise<PendingConnection> {
    const now = this.now();
    const stateHash = sha256Hex(state);
    const browserHash = sha256Hex(cookies[flowCookieName(state)] ?? '');
    const taken = await this.rows.take(tx, stateHash, platform, browserHash, now);
    if (taken) {
      return {
        platform: taken.platform,
        accountId: taken.account_id,
        ownerId: taken.owner_id,
        invitationId: taken.invitation_id,
        codeVerifier: this.sealer.open(taken.code_verifier_enc),
      };
    }
    const row = await this.rows.find(tx, stateHash, platform);
    if (!row) throw new HttpError(400, messages.oauthStateInvalid);
    if (row.used_at) throw new HttpError(400, messages.connectStateUsed);
    if (row.expires_at.getTime() <= now.getTime()) throw new HttpError(400, messages.connectStateExpired);
    throw new HttpError(400, messages.connectStateOtherBrowser);
  }
}
