import { messages } from '@server/messages';
import { parseTikTokAccess, serializeTikTokAccess, type TikTokAppAccess } from '@shared/lib/tiktok-access';
import { type Exclusive, PlatformError, type PublishingProfile, type ValueStore } from '../platform';
import { oauthToken, type TikTokTransport } from './api';
import { raw, RATE_LIMIT_WAIT_SECONDS, TikTokCallError, TikTokNetworkError } from './errors';

/** Refresh when the access token has less than this left (or its expiry is unknown). */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** An access token ready for a call, and whose it is. */
export interface TikTokCredentials {
  accessToken: string;
  openId: string | null;
  /** A bare token from the field: nothing to refresh it with. */
  bare: boolean;
}

export interface TikTokTokensDeps {
  transport: TikTokTransport;
  exclusive: Exclusive;
  now: () => number;
}

const usable = (access: TikTokAppAccess, now: number) =>
  access.accessToken !== null && access.accessExpiresAt !== null && access.accessExpiresAt - now > REFRESH_MARGIN_MS;

const fromApp = (access: TikTokAppAccess): TikTokCredentials => ({ accessToken: access.accessToken!, openId: access.openId, bare: false });

/** What TikTok's token endpoint answered, as the row and the profile should see it. */
function tokenRefused(error: unknown): PlatformError {
  if (error instanceof TikTokCallError) {
    if (['invalid_grant', 'invalid_request'].includes(error.code))
      return new PlatformError(messages.tiktokRefreshRefused, 'auth', raw(error));
    if (['invalid_client', 'unauthorized_client'].includes(error.code))
      return new PlatformError(messages.tiktokClientRefused, 'auth', raw(error));
    if (error.status === 429) return new PlatformError(messages.tiktokRateLimited, 'quota', raw(error), RATE_LIMIT_WAIT_SECONDS);
    return new PlatformError(messages.tiktokUnavailable, 'unavailable', raw(error));
  }
  if (error instanceof TikTokNetworkError) return new PlatformError(messages.tiktokUnreachable, 'unavailable', raw(error));
  if (error instanceof PlatformError) return error;
  return new PlatformError(messages.tiktokUnavailable, 'unavailable', raw(error));
}

/**
 * The profile's TikTok access: app credentials (client_key, client_secret, a rotating refresh token)
 * kept sealed in the profile, or a bare access token. Refreshing happens under a lease per profile and
 * re-reads the field inside it, so two processes never spend the same refresh token; the new refresh
 * token is saved at once, before anything else uses it.
 */
export class TikTokTokens {
  constructor(private readonly deps: TikTokTokensDeps) {}

  private store(profile: PublishingProfile): ValueStore {
    if (!profile.tiktok) throw new PlatformError(messages.tiktokAccessMissing, 'auth', 'TikTok access missing');
    return profile.tiktok.access;
  }

  private async read(store: ValueStore) {
    const text = await store.load();
    return text ? parseTikTokAccess(text, this.deps.now()) : null;
  }

  /** A token to call with: refreshed first when it is about to expire or its expiry is unknown. */
  async current(profile: PublishingProfile): Promise<TikTokCredentials> {
    const store = this.store(profile);
    const access = await this.read(store);
    if (!access) throw new PlatformError(messages.tiktokAccessMissing, 'auth', 'TikTok access unreadable');
    if (access.kind === 'token') return { accessToken: access.accessToken, openId: null, bare: true };
    if (usable(access, this.deps.now())) return fromApp(access);
    return this.refresh(profile, store, (stored) => (usable(stored, this.deps.now()) ? stored : null));
  }

  /** TikTok answered access_token_invalid for `refused`: one refresh (unless another process already made one). */
  async renew(profile: PublishingProfile, refused: TikTokCredentials): Promise<TikTokCredentials> {
    if (refused.bare) throw new PlatformError(messages.tiktokTokenExpired, 'auth', 'access_token_invalid for a bare access token');
    const store = this.store(profile);
    return this.refresh(profile, store, (stored) =>
      stored.accessToken !== refused.accessToken && usable(stored, this.deps.now()) ? stored : null,
    );
  }

  private refresh(profile: PublishingProfile, store: ValueStore, reuse: (stored: TikTokAppAccess) => TikTokAppAccess | null) {
    return this.deps.exclusive(`tiktok-refresh:${profile.accountId}`, async () => {
      const stored = await this.read(store);
      if (!stored) throw new PlatformError(messages.tiktokAccessMissing, 'auth', 'TikTok access unreadable');
      if (stored.kind === 'token') return { accessToken: stored.accessToken, openId: null, bare: true };
      const fresh = reuse(stored);
      if (fresh) return fromApp(fresh);
      let answer: Record<string, unknown>;
      try {
        answer = await oauthToken(profile, this.deps.transport, {
          client_key: stored.clientKey,
          client_secret: stored.clientSecret,
          grant_type: 'refresh_token',
          refresh_token: stored.refreshToken,
        });
      } catch (error) {
        throw tokenRefused(error);
      }
      const next = appAccessFrom(answer, stored, this.deps.now());
      await store.save(serializeTikTokAccess(next));
      return fromApp(next);
    });
  }
}

/** The credentials to keep after a token answer (refresh or code exchange). */
export function appAccessFrom(
  answer: Record<string, unknown>,
  client: Pick<TikTokAppAccess, 'clientKey' | 'clientSecret'> & Partial<TikTokAppAccess>,
  now: number,
): TikTokAppAccess {
  const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const expiresIn = seconds(answer.expires_in);
  const refreshExpiresIn = seconds(answer.refresh_expires_in);
  const refreshToken = text(answer.refresh_token) ?? client.refreshToken;
  if (!refreshToken) throw new PlatformError(messages.tiktokRefreshRefused, 'auth', 'token answer without refresh_token');
  return {
    kind: 'app',
    clientKey: client.clientKey,
    clientSecret: client.clientSecret,
    refreshToken,
    accessToken: text(answer.access_token),
    // Unknown lifetime: treat it as already due, so the next use refreshes.
    accessExpiresAt: expiresIn ? now + expiresIn * 1000 : now,
    refreshExpiresAt: refreshExpiresIn ? now + refreshExpiresIn * 1000 : (client.refreshExpiresAt ?? null),
    openId: text(answer.open_id) ?? client.openId ?? null,
  };
}
