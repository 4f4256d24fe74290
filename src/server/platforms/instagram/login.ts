import { randomUUID } from 'node:crypto';
import { messages } from '@server/messages';
import { PlatformError } from '../platform';
import type { ProxiedResponse } from '../proxied-fetch';
import type { Call, InstagramConnection } from './connection';
import { bodyOf, failure, type InstagramBody, isChallenge, isFailure, isLoggedOut, isLoginRequired, isTwoFactor, rawOf } from './errors';
import { type PendingCheckpoint, signedOut } from './login-state';
import { encryptPassword, jazoest } from './password';

/** After sentry_block no login is tried for this long (retrying at once only deepens the block). */
const SENTRY_PAUSE_MS = 60 * 60_000;
/** "Please wait a few minutes before you try again." */
const PLEASE_WAIT_MS = 15 * 60_000;

/** Calling codes for the login's country_codes field, by the locale's country (instagrapi sends its country_code). */
const CALLING_CODES: Record<string, number> = {
  UA: 380,
  US: 1,
  CA: 1,
  GB: 44,
  PL: 48,
  DE: 49,
  FR: 33,
  IT: 39,
  ES: 34,
  PT: 351,
  NL: 31,
  BE: 32,
  AT: 43,
  CH: 41,
  CZ: 420,
  SK: 421,
  HU: 36,
  RO: 40,
  MD: 373,
  BG: 359,
  LT: 370,
  LV: 371,
  EE: 372,
  FI: 358,
  SE: 46,
  NO: 47,
  DK: 45,
  IE: 353,
  GE: 995,
  KZ: 7,
  TR: 90,
  IL: 972,
  AE: 971,
};

const pendingMessage = (pending: PendingCheckpoint) =>
  pending.kind === 'two_factor'
    ? messages.instagramTwoFactor(pending.totp, pending.phoneHint)
    : pending.method === 'code'
      ? messages.instagramChallengeCode(pending.contactPoint)
      : messages.instagramChallengeApp;

const checkpointError = (pending: PendingCheckpoint, raw: string) =>
  new PlatformError(pendingMessage(pending), 'checkpoint', raw, null, pending.kind === 'two_factor' ? 'two_factor' : 'challenge');

/** Refuses at once, without calling Instagram, while a confirmation is awaited or logins are paused. */
function refuseWhileWaiting(connection: InstagramConnection): void {
  const { pending, blockedUntil, blockedBy } = connection.state;
  if (pending) throw checkpointError(pending, 'waiting for the owner to confirm the login; no new login attempted');
  if (blockedUntil && blockedUntil > Date.now()) {
    const seconds = Math.ceil((blockedUntil - Date.now()) / 1000);
    if (blockedBy === 'please_wait')
      throw new PlatformError(
        messages.instagramPleaseWait,
        'quota',
        `login paused after "Please wait a few minutes" (${seconds}s left)`,
        seconds,
      );
    throw new PlatformError(messages.instagramSentryBlock, 'auth', `login paused after sentry_block (${seconds}s left)`);
  }
}

const loggedIn = (connection: InstagramConnection) =>
  Boolean(connection.state.authorization && connection.state.userId && connection.state.username === connection.access.login);

/** The app's pre-login flow (instagrapi pre_login_flow → sync_launcher): Instagram sets the mid and serves the password key. */
async function preLogin(connection: InstagramConnection): Promise<void> {
  const response = await connection.send(
    { method: 'POST', path: '/api/v1/launcher/sync/', form: { id: connection.device.uuid, server_config_retrieval: '1' } },
    messages.instagramSteps.loginPrepare,
  );
  // The app ignores a throttled pre-login and goes on (instagrapi login: "Ignore 429: Continue login").
  if (isFailure(response) && response.status !== 429 && !/please wait/i.test(bodyOf(response).message ?? ''))
    throw failure(response, messages.instagramSteps.loginPrepare);
  if (!connection.state.passwordKey || !connection.state.mid) {
    // password_publickeys: the key also comes with qe/sync.
    const sync = await connection.send({ method: 'GET', path: '/api/v1/qe/sync/' }, messages.instagramSteps.loginPrepare);
    if (!connection.state.passwordKey) throw failure(sync, messages.instagramSteps.loginPrepare);
  }
}

/** Logs the profile in like the app: pre-login flow, then accounts/login with the encrypted password. One at a time per profile. */
async function logIn(connection: InstagramConnection): Promise<void> {
  const run = async () => {
    await connection.refresh();
    if (loggedIn(connection)) return; // another job of this profile has just logged in
    refuseWhileWaiting(connection);
    await preLogin(connection);
    const { device, access } = connection;
    const country = (access.locale.split('_')[1] ?? '').toUpperCase();
    const response = await connection.send(
      {
        method: 'POST',
        path: '/api/v1/accounts/login/',
        form: {
          jazoest: jazoest(device.phoneId),
          country_codes: JSON.stringify([{ country_code: String(CALLING_CODES[country] ?? 1), source: ['default'] }]),
          phone_id: device.phoneId,
          enc_password: encryptPassword(access.password, connection.state.passwordKey!),
          username: access.login,
          adid: device.advertisingId,
          guid: device.uuid,
          device_id: device.androidId,
          google_tokens: '[]',
          login_attempt_count: '0',
        },
      },
      messages.instagramSteps.login,
    );
    if (!isFailure(response)) return completeLogin(connection, response, messages.instagramSteps.login);
    return refused(connection, response);
  };
  const { exclusive } = connection.options;
  return exclusive ? exclusive(`instagram-login:${connection.profile.accountId}`, run) : run();
}

/** A login answer with logged_in_user and the bearer: the session is the profile's now. */
async function completeLogin(connection: InstagramConnection, response: ProxiedResponse, what: string): Promise<void> {
  const user = (response.body as { logged_in_user?: { pk?: unknown; pk_id?: unknown } }).logged_in_user;
  const userId = String(user?.pk_id ?? user?.pk ?? connection.state.userId ?? '');
  if (!connection.state.authorization || !/^\d+$/.test(userId))
    throw new PlatformError(messages.instagramRejected(what, response.status), 'unavailable', rawOf(response));
  await connection.update({ userId, username: connection.access.login, pending: null, blockedUntil: null, blockedBy: null });
}

/** A refused login: remember what Instagram now waits for (or how long to keep away) and say it in Ukrainian. */
async function refused(connection: InstagramConnection, response: ProxiedResponse): Promise<never> {
  const body = bodyOf(response);
  const raw = rawOf(response);
  if (isTwoFactor(response) && body.two_factor_info?.two_factor_identifier) {
    const info = body.two_factor_info;
    const pending: PendingCheckpoint = {
      kind: 'two_factor',
      identifier: info.two_factor_identifier!,
      username: info.username ?? connection.access.login,
      totp: Boolean(info.totp_two_factor_on && !info.sms_two_factor_on),
      phoneHint: info.obfuscated_phone_number ?? null,
    };
    await connection.update({ pending });
    throw checkpointError(pending, raw);
  }
  if (isChallenge(response)) return challenged(connection, response);
  if (body.error_type === 'sentry_block') {
    await connection.update({ blockedUntil: Date.now() + SENTRY_PAUSE_MS, blockedBy: 'sentry_block' });
    throw new PlatformError(messages.instagramSentryBlock, 'auth', raw);
  }
  const error = failure(response, messages.instagramSteps.login);
  if (error.kind === 'quota') await connection.update({ blockedUntil: Date.now() + PLEASE_WAIT_MS, blockedBy: 'please_wait' });
  throw error;
}

/** "/challenge/1/abc/" from the answer's api_path (with or without the /api/v1 prefix). */
function challengePath(body: InstagramBody): string | null {
  const path = body.challenge?.api_path ?? '';
  const relative = path.startsWith('/api/v1/') ? path.slice('/api/v1'.length) : path;
  return /^\/challenge\/[\w-]+\/[\w-]+\/$/.test(relative) ? relative : null;
}

/**
 * challenge_required: when Instagram offers a code by e-mail or SMS (instagrapi challenge_resolve_simple:
 * select_verify_method → choice → verify_email / verify_phone), ask for it and wait for the owner to enter
 * it; anything else (native app flow, "was this you?") is confirmed by the owner in the app.
 */
async function challenged(connection: InstagramConnection, response: ProxiedResponse): Promise<never> {
  const body = bodyOf(response);
  const raw = rawOf(response);
  if (/\/suspended\//.test(body.challenge?.url ?? body.checkpoint_url ?? ''))
    throw new PlatformError(messages.instagramSuspended, 'auth', raw);
  const apiPath = challengePath(body);
  const inApp = async (): Promise<never> => {
    const pending: PendingCheckpoint = { kind: 'challenge', apiPath: apiPath ?? '', method: 'app', contactPoint: null };
    await connection.update({ ...signedOut(), pending });
    throw checkpointError(pending, raw);
  };
  if (!apiPath || body.challenge?.native_flow) return inApp();
  const { device } = connection;
  const query = new URLSearchParams({ guid: device.uuid, device_id: device.androidId });
  const state = await connection.send(
    { method: 'GET', path: `/api/v1${apiPath}?${query.toString()}` },
    messages.instagramSteps.loginConfirm,
  );
  if (isFailure(state)) return inApp();
  let step = state.body as { step_name?: string; step_data?: { email?: string; phone_number?: string; contact_point?: string } };
  if (step.step_name === 'select_verify_method') {
    const choice = step.step_data?.email ? '1' : step.step_data?.phone_number ? '0' : null;
    if (choice === null) return inApp();
    const chosen = await connection.send(
      { method: 'POST', path: `/api/v1${apiPath}`, form: { choice, guid: device.uuid, device_id: device.androidId } },
      messages.instagramSteps.loginConfirm,
    );
    if (isFailure(chosen)) return inApp();
    step = chosen.body as typeof step;
  }
  if (!/^verify_(email|phone|sms)(_code)?$/.test(step.step_name ?? '')) return inApp();
  const pending: PendingCheckpoint = { kind: 'challenge', apiPath, method: 'code', contactPoint: step.step_data?.contact_point ?? null };
  await connection.update({ ...signedOut(), pending });
  throw checkpointError(pending, `${raw} → ${rawOf(state)}`);
}

/** Logged in (the saved session, or a new login), or a Ukrainian reason why not. */
async function ensureLoggedIn(connection: InstagramConnection): Promise<void> {
  await connection.refresh();
  if (loggedIn(connection)) return;
  await logIn(connection);
}

/**
 * An authenticated call. A session Instagram ended (login_required, user_has_logged_out) is dropped,
 * the profile logs in once more and the call is repeated once; a challenge on the way is remembered.
 */
export async function authedRequest(connection: InstagramConnection, call: Call, what: string): Promise<ProxiedResponse> {
  await ensureLoggedIn(connection);
  let response = await connection.send(call, what);
  if (isLoginRequired(response) || isLoggedOut(response)) {
    await connection.update(signedOut());
    await logIn(connection);
    response = await connection.send(call, what);
    if (isLoginRequired(response) || isLoggedOut(response)) {
      await connection.update(signedOut());
      throw failure(response, what);
    }
  }
  if (isChallenge(response)) return challenged(connection, response);
  return response;
}

/** An authenticated call that must answer 200 with `status: ok`. */
export async function authedJson<T>(connection: InstagramConnection, call: Call, what: string): Promise<T> {
  const response = await authedRequest(connection, call, what);
  if (isFailure(response)) throw failure(response, what);
  return response.body as T;
}

/**
 * The code the owner got (two-factor: accounts/two_factor_login; challenge: security_code to its
 * api_path). On success the profile is logged in and nothing is awaited any more.
 */
export async function submitCode(connection: InstagramConnection, code: string): Promise<void> {
  const { pending } = await connection.refresh();
  if (!pending) throw new PlatformError(messages.instagramNoCheckpoint, 'rejected', 'no confirmation awaited');
  const { device } = connection;
  if (pending.kind === 'two_factor') {
    const response = await connection.send(
      {
        method: 'POST',
        path: '/api/v1/accounts/two_factor_login/',
        form: {
          verification_code: code,
          phone_id: device.phoneId,
          two_factor_identifier: pending.identifier,
          username: pending.username,
          trust_this_device: '1',
          guid: device.uuid,
          device_id: device.androidId,
          waterfall_id: randomUUID(),
          verification_method: pending.totp ? '3' : '1',
        },
      },
      messages.instagramSteps.code,
    );
    if (!isFailure(response)) return completeLogin(connection, response, messages.instagramSteps.code);
    return codeRefused(connection, response);
  }
  if (pending.method !== 'code')
    throw new PlatformError(messages.instagramChallengeApp, 'rejected', 'this challenge is confirmed in the app, not by a code');
  const response = await connection.send(
    { method: 'POST', path: `/api/v1${pending.apiPath}`, form: { security_code: code, guid: device.uuid, device_id: device.androidId } },
    messages.instagramSteps.code,
  );
  if (isFailure(response)) return codeRefused(connection, response);
  // {"action": "close", "status": "ok"}: the device is confirmed; the answer may already carry the session.
  if (connection.state.authorization && (response.body as { logged_in_user?: unknown }).logged_in_user)
    return completeLogin(connection, response, messages.instagramSteps.code);
  await connection.update({ pending: null, ...signedOut() });
  await logIn(connection);
}

async function codeRefused(connection: InstagramConnection, response: ProxiedResponse): Promise<never> {
  const body = bodyOf(response);
  const raw = rawOf(response);
  if (response.status >= 500) throw failure(response, messages.instagramSteps.code);
  if (/invalid parameters/i.test(body.message ?? '') || body.error_type === 'invalid_parameters' || response.status === 404) {
    // The identifier or the challenge is gone: a new login asks again.
    await connection.update({ pending: null });
    throw new PlatformError(messages.instagramCodeExpired, 'rejected', raw);
  }
  if (isChallenge(response)) {
    await connection.update({ pending: null });
    return challenged(connection, response);
  }
  throw new PlatformError(messages.instagramCodeWrong, 'rejected', raw);
}

/** The owner confirmed the login in the app ('Я підтвердив вхід'): forget the wait and log in again. */
export async function confirmedInApp(connection: InstagramConnection): Promise<void> {
  const { pending } = await connection.refresh();
  if (pending?.kind !== 'challenge') throw new PlatformError(messages.instagramNoCheckpoint, 'rejected', 'no challenge awaited');
  await connection.update({ pending: null, ...signedOut() });
  await logIn(connection);
}
