/**
 * The 'Доступи TikTok' field: either the app credentials TikTok's OAuth gives an app, as JSON
 * (`client_key`, `client_secret`, `refresh_token`, optionally `access_token`, `expires_in` or
 * `expires_at`, `refresh_expires_in` or `refresh_expires_at`, `open_id`), or a bare access token,
 * which works until it expires (within a day).
 */
export interface TikTokAppAccess {
  kind: 'app';
  clientKey: string;
  clientSecret: string;
  refreshToken: string;
  accessToken: string | null;
  /** Epoch ms when the access token expires; null when unknown (refresh before use). */
  accessExpiresAt: number | null;
  refreshExpiresAt: number | null;
  openId: string | null;
}
export type TikTokAccess = TikTokAppAccess | { kind: 'token'; accessToken: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** Reads the field; null when it is neither app credentials nor a token (e.g. JSON missing a key). */
export function parseTikTokAccess(raw: string, now = Date.now()): TikTokAccess | null {
  const value = raw.trim();
  if (value === '') return null;
  if (!value.startsWith('{')) return /^\S+$/.test(value) ? { kind: 'token', accessToken: value } : null;
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(value) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const clientKey = text(json.client_key);
  const clientSecret = text(json.client_secret);
  const refreshToken = text(json.refresh_token);
  if (!clientKey || !clientSecret || !refreshToken) return null;
  const accessToken = text(json.access_token);
  const expiresAt = seconds(json.expires_at) ?? (seconds(json.expires_in) ? now + seconds(json.expires_in)! * 1000 : null);
  const refreshExpiresAt =
    seconds(json.refresh_expires_at) ?? (seconds(json.refresh_expires_in) ? now + seconds(json.refresh_expires_in)! * 1000 : null);
  return {
    kind: 'app',
    clientKey,
    clientSecret,
    refreshToken,
    accessToken,
    accessExpiresAt: accessToken ? expiresAt : null,
    refreshExpiresAt,
    openId: text(json.open_id),
  };
}

/** The JSON kept (sealed) after a refresh: absolute expiry times, so a later read needs no clock of the refresh. */
export function serializeTikTokAccess(access: TikTokAppAccess): string {
  return JSON.stringify({
    client_key: access.clientKey,
    client_secret: access.clientSecret,
    refresh_token: access.refreshToken,
    access_token: access.accessToken,
    expires_at: access.accessExpiresAt,
    refresh_expires_at: access.refreshExpiresAt,
    open_id: access.openId,
  });
}
