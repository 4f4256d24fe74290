import type { ConnectPlatform } from '@shared/schemas/connect';
import type { AccountRow } from './account-repository';

/** Where a connection writes what the platform said (Fastify's request logger fits). Never codes or tokens. */
export interface ConnectLog {
  warn(details: object, message: string): void;
}

/** What the platform's token endpoint gave, and what it still lacks (a Ukrainian sentence, shown on the profile). */
export interface Connected {
  problem: string | null;
}

/**
 * One platform's OAuth consent, as the connect service drives it: whether the profile is set up for
 * it, the consent link for a state, and the code exchange that stores the connection.
 */
export interface ConnectProvider {
  readonly platform: ConnectPlatform;
  /** The callback's path (PUBLIC_URL + this is the registered redirect URI). */
  readonly callbackPath: string;
  /** Whether the consent uses PKCE (RFC 7636, S256). */
  readonly pkce: boolean;
  readonly messages: { connected: string; denied: string; notEnabled: string };
  /** Whether the profile has this platform switched on and the app credentials its consent needs. */
  ready(row: AccountRow): boolean;
  authorizationUrl(row: AccountRow, state: string, codeChallenge: string | null): string;
  /** Trades the code for tokens through the profile's proxy and stores them; throws HttpError when refused. */
  complete(row: AccountRow, code: string, codeVerifier: string | null, log: ConnectLog): Promise<Connected>;
}
