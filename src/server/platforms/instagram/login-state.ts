/**
 * What the profile's login store keeps (sealed) between calls: everything Instagram set in its
 * answers and wants back (X-MID, X-IG-WWW-Claim, IG-U-RUR, the bearer), the password key it serves,
 * and a login confirmation it is waiting for.
 */
export interface InstagramLoginState {
  version: 2;
  /** ig-set-x-mid → X-MID */
  mid: string | null;
  /** x-ig-set-www-claim → X-IG-WWW-Claim */
  wwwClaim: string | null;
  /** ig-set-ig-u-rur → IG-U-RUR */
  rur: string | null;
  /** ig-set-authorization (`Bearer IGT:2:…`) → Authorization */
  authorization: string | null;
  userId: string | null;
  /** The login name the session belongs to (new credentials mean a new session). */
  username: string | null;
  /** ig-set-password-encryption-key-id / -pub-key (base64 of the PEM). */
  passwordKey: { id: number; publicKey: string } | null;
  /** A confirmation Instagram asked for; while it is set no new login is attempted. */
  pending: PendingCheckpoint | null;
  /** Epoch ms before which no login is attempted (sentry_block, "Please wait a few minutes"). */
  blockedUntil: number | null;
  blockedBy: 'sentry_block' | 'please_wait' | null;
}

export type PendingCheckpoint =
  | { kind: 'two_factor'; identifier: string; username: string; totp: boolean; phoneHint: string | null }
  | { kind: 'challenge'; apiPath: string; method: 'code' | 'app'; contactPoint: string | null };

const emptyLoginState = (): InstagramLoginState => ({
  version: 2,
  mid: null,
  wwwClaim: null,
  rur: null,
  authorization: null,
  userId: null,
  username: null,
  passwordKey: null,
  pending: null,
  blockedUntil: null,
  blockedBy: null,
});

/** The stored state, or an empty one (a session from before devices existed belongs to another phone: dropped). */
export function parseLoginState(text: string | null): InstagramLoginState {
  if (!text) return emptyLoginState();
  try {
    const value = JSON.parse(text) as Partial<InstagramLoginState>;
    if (value.version !== 2) return emptyLoginState();
    return { ...emptyLoginState(), ...value };
  } catch {
    return emptyLoginState();
  }
}

/** The changes one answer's headers make to the state (dilame's Request.updateState, instagrapi's ig-set-x-mid). */
export function statePatch(headers: Headers): Partial<InstagramLoginState> {
  const patch: Partial<InstagramLoginState> = {};
  const mid = headers.get('ig-set-x-mid');
  if (mid) patch.mid = mid;
  const claim = headers.get('x-ig-set-www-claim');
  if (claim) patch.wwwClaim = claim;
  const rur = headers.get('ig-set-ig-u-rur');
  if (rur) patch.rur = rur;
  const authorization = headers.get('ig-set-authorization');
  // An empty `Bearer IGT:2:` means "no session" (dilame ignores one that ends with ':').
  if (authorization && !authorization.endsWith(':')) patch.authorization = authorization;
  const userId = headers.get('ig-set-ig-u-ds-user-id');
  if (userId && /^\d+$/.test(userId)) patch.userId = userId;
  const keyId = Number(headers.get('ig-set-password-encryption-key-id'));
  const publicKey = headers.get('ig-set-password-encryption-pub-key');
  if (publicKey && Number.isInteger(keyId) && keyId >= 0 && keyId <= 255) patch.passwordKey = { id: keyId, publicKey };
  return patch;
}

/** The session is gone (login_required / user_has_logged_out): what Instagram tied to it goes too, the device's mid stays. */
export const signedOut = (): Partial<InstagramLoginState> => ({ authorization: null, userId: null, wwwClaim: null, rur: null });
