/**
 * A strict copy of Instagram's private mobile API (i.instagram.com), written from the two widely used clients,
 * NOT from our adapter. Sources (read at these commits):
 * - subzeroid/instagrapi d5b7232 (2026-08): config.py (USER_AGENT_BASE, DEVICE_SETTINGS, APP_SETTINGS: app version
 *   ↔ version code ↔ bloks id), mixins/private.py (base_headers, private_headers, the error mapping of
 *   _send_private_request: 403 login_required, 400 two_factor_info / challenge_required / feedback_required /
 *   sentry_block / bad_password, "Please wait a few minutes", ig-set-x-mid), mixins/auth.py (pre_login_flow →
 *   sync_launcher, login fields, two_factor_login fields, parse_authorization / authorization: `Bearer IGT:2:`),
 *   mixins/password.py (password_publickeys from the ig-set-password-encryption-* headers, password_encrypt:
 *   `#PWD_INSTAGRAM:4:time:base64(1, key id, iv, u16le size, RSA-PKCS1v15(key), GCM tag, AES-256-GCM(pwd, aad=time))`),
 *   utils/auth.py (signed_body=SIGNATURE.json, jazoest), mixins/challenge.py (challenge_resolve /
 *   challenge_resolve_simple: GET api_path, choice, security_code, action close), mixins/clip.py (clip_upload:
 *   GET rupload_igvideo then POST with Offset; clip_configure: the cover through photo_rupload under its own
 *   name with media_type 1, then media/configure_to_clips/?video=1 and its fields; 202 "Transcode not finished
 *   yet."), mixins/video.py (video_rupload), mixins/photo.py (photo_rupload), mixins/media.py (media_info_v1,
 *   user_medias_paginated_v1 feed/user, _new_media_after_upload), mixins/account.py (account_info
 *   current_user?edit=true, account_edit edit_profile), exceptions.py.
 * - dilame/instagram-private-api 3a153c4: src/core/state.ts, src/core/request.ts (getDefaultHeaders, updateState:
 *   x-ig-set-www-claim / ig-set-authorization / password key headers, handleResponseError: challenge_required,
 *   user_has_logged_out, login_required, sentry_block; json-bigint because pks exceed 2^53),
 *   src/repositories/account.repository.ts (login, encryptPassword, twoFactorLogin), challenge.repository.ts,
 *   upload.repository.ts (initVideo GET → video POST with the offset, photo), media.repository.ts (configureVideo
 *   fields), services/publish.service.ts (202 transcode handling), responses/*.ts (error and challenge shapes).
 * - Issue threads: `needs_upgrade` for an outdated app (dilame/instagram-private-api#481), logout_reason values.
 * Where neither client shows what Instagram answers, the choice is marked "fake's choice". Anything the fake
 * refuses as a protocol error is also pushed to `violations`, so a test can assert that none happened.
 */
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InstagramFakeOptions {
  username?: string;
  password?: string;
  userId?: string;
  /** Login answers `challenge_required` until the challenge is passed (kind 'code': a code by e-mail/SMS; 'app': approve in the app). */
  challenge?: 'code' | 'app' | boolean;
  /** Two-factor authentication is on: login answers two_factor_required; this is the code two_factor_login accepts. */
  twoFactorCode?: string;
  /** Configure answers 202 "Transcode not finished yet." this many times first. */
  transcodePending?: number;
  /** Configure creates the media, then drops the connection without answering, this many times. */
  dropConfigureResponses?: number;
  /** Configure is refused this many times: HTTP 429 "Please wait a few minutes", or 400 feedback_required. */
  rateLimit?: { kind: '429' | 'feedback_required'; times: number; retryAfter?: number };
  /** The connection is cut once when the stored video reaches each of these byte counts. */
  cutVideoAt?: number[];
  counts?: { plays: number; likes: number; comments: number };
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The signed form's fields (POST), when there was one. */
  form?: Record<string, unknown>;
}

interface VideoUpload {
  name: string;
  uploadId: string;
  length: number;
  received: Buffer[];
  bytes: number;
  params: Record<string, unknown>;
  /** A GET for the offset came before the first POST. */
  probed: boolean;
}

export interface FakeMedia {
  pk: string;
  code: string;
  uploadId: string;
  caption: string;
  takenAt: number;
  durationSec: number;
  width: number;
  height: number;
}

/** The device a login was made from (as the headers and the login form said). */
export interface LoginRecord {
  username: string;
  uuid: string;
  androidId: string;
  phoneId: string;
  adid: string;
  userAgent: string;
  locale: string;
  timezoneOffset: string;
  result: 'ok' | string;
}

interface Session {
  sessionId: string;
  userId: string;
  uuid: string;
  androidId: string;
  phoneId: string;
  wwwClaim: string;
  rur: string;
  /** The IG-U-RUR set before the latest one: a call already in flight when it rotated may still carry it. */
  previousRur: string | null;
  state: 'active' | 'expired' | 'logged_out';
}

interface Pending {
  userId: string;
  uuid: string;
  androidId: string;
  phoneId: string;
}

const APP_ID = '567067343352427';
/** instagrapi config.APP_SETTINGS: a known app version must come with its own version code and bloks id. */
const KNOWN_APPS: Record<string, { versionCode: string; bloks: string }> = {
  '428.0.0.47.67': { versionCode: '961145276', bloks: '7189b949425f9bf80ea8bd880cf5a3080b292d9b1c4b38a18d112f7c4b71e7a8' },
  '385.0.0.47.74': { versionCode: '378906843', bloks: 'a8973d49a9cc6a6f65a4997c10216ce2a06f65a517010e64885e92029bb19221' },
  '364.0.0.35.86': { versionCode: '374010953', bloks: '8ccf54aad76788a6ca03ddfc33afcdcf692f2f5a3ba814ea73d5facba7fa2c2d' },
};
/** The oldest app version the fake lets in (the oldest instagrapi still keeps); older ones get `needs_upgrade`. */
const MIN_APP_MAJOR = 364;
/** Android API level ↔ release, for a device that exists (fake's realism check). */
const ANDROID_RELEASES: Record<string, string[]> = {
  '26': ['8.0.0', '8.0'],
  '27': ['8.1.0', '8.1'],
  '28': ['9'],
  '29': ['10'],
  '30': ['11'],
  '31': ['12'],
  '32': ['12', '12L'],
  '33': ['13'],
  '34': ['14'],
  '35': ['15'],
  '36': ['16'],
};
// instagrapi USER_AGENT_BASE: Instagram {app_version} Android ({android_version}/{android_release}; {dpi}; {resolution}; {manufacturer}; {model}; {device}; {cpu}; {locale}; {version_code})
const USER_AGENT =
  /^Instagram (\d+\.\d+\.\d+\.\d+\.\d+) Android \((\d+)\/([\d.]+L?); (\d+)dpi; (\d+)x(\d+); ([^;]+); ([^;]+); ([^;]+); ([^;]+); ([a-z]{2,3}_[A-Z]{2}); (\d+)\)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LOCALE = /^[a-z]{2,3}_[A-Z]{2}$/;
const REQUIRED_VIDEO_PARAMS = [
  'retry_context',
  'media_type',
  'xsharing_user_ids',
  'upload_id',
  'upload_media_duration_ms',
  'upload_media_width',
  'upload_media_height',
  'is_clips_video',
];
const PASSWORD_TIME_SKEW_SECONDS = 600;

class Refusal {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** JSON with bigint values written as bare integers, as Instagram writes pks beyond 2^53. */
function toJson(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? `__int64:${value.toString()}` : value)).replace(
    /"__int64:(-?\d+)"/g,
    '$1',
  );
}

/** EME-PKCS1-v1_5 decoding (Node refuses RSA_PKCS1_PADDING for private decryption, so the padding is undone here). */
function pkcs1Unpad(block: Buffer): Buffer | null {
  if (block[0] !== 0 || block[1] !== 2) return null;
  const end = block.indexOf(0, 2);
  if (end < 10) return null;
  return block.subarray(end + 1);
}

export async function startInstagramFake(options: InstagramFakeOptions = {}) {
  const account = {
    username: options.username ?? 'studio.ua',
    password: options.password ?? 'secret-pass',
    userId: options.userId ?? '58123456789',
  };
  const profile: Record<string, string> = {
    username: account.username,
    full_name: 'Студія',
    biography: 'Старий опис',
    external_url: 'https://example.com',
    email: 'studio@example.com',
    phone_number: '',
  };
  const counts = options.counts ?? { plays: 1234, likes: 56, comments: 7 };
  const requests: RecordedRequest[] = [];
  const violations: string[] = [];
  const videos = new Map<string, VideoUpload>();
  const covers = new Map<string, Buffer>();
  const coverNames = new Map<string, string>();
  const media: FakeMedia[] = [];
  const loginLog: LoginRecord[] = [];
  const sessions = new Map<string, Session>();
  /** X-IG-Device-ID → the mid Instagram set for that device. */
  const mids = new Map<string, string>();
  /** Devices that passed a challenge or a trusted two-factor login. */
  const trustedDevices = new Set<string>();
  const twoFactorPending = new Map<string, Pending & { trusted?: boolean }>();
  const challenges = new Map<string, Pending & { step: 'select' | 'code'; kind: 'code' | 'app'; approved: boolean }>();
  const cuts = [...(options.cutVideoAt ?? [])].sort((a, b) => a - b);

  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const passwordKey = {
    id: 41 + (randomBytes(1)[0]! % 200),
    /** As Instagram sends it: base64 of the PEM (dilame decodes it to a PEM, instagrapi imports the decoded PEM). */
    publicKey: Buffer.from(rsa.publicKey.export({ type: 'spki', format: 'pem' }) as string).toString('base64'),
    privateKey: rsa.privateKey as KeyObject,
  };

  let logins = 0;
  let transcodePending = options.transcodePending ?? 0;
  let dropConfigure = options.dropConfigureResponses ?? 0;
  let rateLimit = options.rateLimit ? { ...options.rateLimit } : null;
  let challengeNext: 'code' | 'app' | null = options.challenge === true ? 'code' : options.challenge || null;
  let twoFactorCode = options.twoFactorCode ?? null;
  let sentryBlocks = 0;
  let pleaseWaitLogins = 0;
  let feedUploadIdField: 'upload_id' | 'device_timestamp' | null = null;
  let deviceMismatches = 0;
  const challengeCode = '482913';

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(toJson(body));
  };
  const fail = (status: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
    new Refusal(status, { ...body, status: 'fail' }, headers);
  /** A request no real client would send: refused and remembered (fake's choice of answer). */
  const violation = (what: string) => {
    violations.push(what);
    return fail(400, { message: `fake instagram: ${what}`, error_type: 'fake_protocol_violation' });
  };

  const readBody = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });

  /** `signed_body=SIGNATURE.{json}` (instagrapi) or `signed_body=<hmac>.{json}&ig_sig_key_version=4` (dilame). */
  async function readSignedForm(request: IncomingMessage, record: RecordedRequest): Promise<Record<string, unknown>> {
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      throw violation('a signed POST must be application/x-www-form-urlencoded');
    const form = new URLSearchParams((await readBody(request)).toString('utf8'));
    const signed = form.get('signed_body');
    const match = signed === null ? null : /^(SIGNATURE|[0-9a-f]{64})\.(.*)$/s.exec(signed);
    if (!match) throw violation('the body is not signed_body=SIGNATURE.{json}');
    let fields: unknown;
    try {
      fields = JSON.parse(match[2]!);
    } catch {
      throw violation('signed_body does not carry JSON');
    }
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw violation('signed_body is not a JSON object');
    record.form = fields as Record<string, unknown>;
    return fields as Record<string, unknown>;
  }

  /** A field sent as a JSON object inside the signed JSON (both clients), or as a JSON string. */
  const objectField = (value: unknown): Record<string, unknown> | unknown[] | null => {
    if (typeof value === 'string') {
      try {
        return JSON.parse(value) as Record<string, unknown>;
      } catch {
        return null;
      }
    }
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  };

  interface Caller {
    uuid: string;
    androidId: string;
    phoneId: string;
    userAgent: string;
    locale: string;
    timezoneOffset: string;
    device: { versionCode: string; manufacturer: string; model: string; androidVersion: string; androidRelease: string };
    session: Session | null;
  }

  /** The headers instagrapi's base_headers sends on every private call (and dilame's getDefaultHeaders mostly too). */
  function checkAppHeaders(request: IncomingMessage, pathname: string): Caller {
    const h = request.headers;
    const header = (name: string) => (typeof h[name] === 'string' ? (h[name] as string) : '');
    const ua = USER_AGENT.exec(header('user-agent'));
    if (!ua) throw violation(`User-Agent is not the Instagram Android form: ${header('user-agent')}`);
    const [, appVersion, androidVersion, androidRelease, , , , manufacturer, model, , , uaLocale, versionCode] = ua as unknown as string[];
    if (Number(appVersion!.split('.')[0]) < MIN_APP_MAJOR) {
      throw fail(400, {
        message: 'Your version of Instagram is out of date. Please upgrade your app to log in to Instagram.',
        error_type: 'needs_upgrade',
      });
    }
    const known = KNOWN_APPS[appVersion!];
    if (known && known.versionCode !== versionCode)
      throw violation(`app ${appVersion} has version code ${known.versionCode}, not ${versionCode}`);
    const bloks = header('x-bloks-version-id');
    if (!/^[0-9a-f]{64}$/.test(bloks)) throw violation('X-Bloks-Version-Id is missing');
    if (known && known.bloks !== bloks) throw violation(`X-Bloks-Version-Id does not belong to app ${appVersion}`);
    if (!ANDROID_RELEASES[androidVersion!]?.includes(androidRelease!))
      throw violation(`Android ${androidVersion}/${androidRelease} is not a real API level/release pair`);
    if (header('x-ig-app-id') !== APP_ID) throw violation('X-IG-App-ID is not the Instagram Android app id');
    const uuid = header('x-ig-device-id');
    const androidId = header('x-ig-android-id');
    const phoneId = header('x-ig-family-device-id');
    if (!UUID.test(uuid)) throw violation('X-IG-Device-ID is not a uuid');
    if (!/^android-[0-9a-f]{16}$/.test(androidId)) throw violation('X-IG-Android-ID is not android-<16 hex>');
    if (!UUID.test(phoneId)) throw violation('X-IG-Family-Device-ID is not a uuid');
    const locales = ['x-ig-app-locale', 'x-ig-device-locale', 'x-ig-mapped-locale'].map(header);
    if (!LOCALE.test(locales[0]!) || locales.some((value) => value !== locales[0]))
      throw violation(`X-IG-App-Locale / Device-Locale / Mapped-Locale differ or are missing: ${locales.join(', ')}`);
    if (uaLocale !== locales[0]) throw violation('the User-Agent locale is not the X-IG-App-Locale');
    const offset = header('x-ig-timezone-offset');
    if (!/^-?\d+$/.test(offset) || Math.abs(Number(offset)) > 14 * 3600 || Number(offset) % 900 !== 0)
      throw violation(`X-IG-Timezone-Offset is not an offset in seconds: ${offset}`);
    if (!/^UFS-[0-9a-f-]{36}-\d+$/.test(header('x-pigeon-session-id'))) throw violation('X-Pigeon-Session-Id is missing');
    const rawTime = header('x-pigeon-rawclienttime');
    if (!/^\d+\.\d{3}$/.test(rawTime) || Math.abs(Number(rawTime) - Date.now() / 1000) > 600)
      throw violation(`X-Pigeon-Rawclienttime is not the current time: ${rawTime}`);
    for (const name of ['x-ig-capabilities', 'x-ig-connection-type', 'accept-language']) {
      if (!header(name)) throw violation(`${name} is missing`);
    }
    if (!/^\d+$/.test(header('ig-intended-user-id'))) throw violation('IG-INTENDED-USER-ID is missing');
    // X-MID: once Instagram set one for this device (ig-set-x-mid), every call carries it back.
    const mid = mids.get(uuid);
    const sentMid = header('x-mid');
    const isSync = pathname === '/api/v1/launcher/sync/' || pathname === '/api/v1/qe/sync/';
    if (mid !== undefined && sentMid !== mid && !(isSync && sentMid === ''))
      throw violation(sentMid ? 'X-MID is not the one Instagram set for this device' : 'X-MID is missing after Instagram set it');
    if (mid === undefined && sentMid !== '') throw violation('X-MID was never set for this device');
    const claim = header('x-ig-www-claim');
    if (!claim) throw violation('X-IG-WWW-Claim is missing (0 before Instagram sets one)');
    return {
      uuid,
      androidId,
      phoneId,
      userAgent: header('user-agent'),
      locale: locales[0]!,
      timezoneOffset: offset,
      device: {
        versionCode: versionCode!,
        manufacturer: manufacturer!,
        model: model!,
        androidVersion: androidVersion!,
        androidRelease: androidRelease!,
      },
      session: null,
    };
  }

  /** The session behind `Authorization: Bearer IGT:2:<base64 JSON>` (parsed, as instagrapi re-encodes it). */
  function authorize(request: IncomingMessage, caller: Caller): Session {
    const authorization = String(request.headers.authorization ?? '');
    let sessionId = '';
    if (authorization.startsWith('Bearer IGT:2:')) {
      try {
        const data = JSON.parse(Buffer.from(authorization.slice('Bearer IGT:2:'.length), 'base64').toString('utf8')) as {
          sessionid?: unknown;
          ds_user_id?: unknown;
        };
        sessionId = typeof data.sessionid === 'string' ? data.sessionid : '';
      } catch {
        sessionId = '';
      }
    }
    const session = sessions.get(sessionId);
    if (!session) throw fail(403, { message: 'login_required', logout_reason: 2 });
    if (session.state === 'expired') throw fail(403, { message: 'login_required', logout_reason: 2 });
    if (session.state === 'logged_out') {
      throw fail(403, {
        message: 'user_has_logged_out',
        error_title: "You've been logged out",
        error_body: 'Please log back in.',
        logout_reason: 8,
      });
    }
    if (session.uuid !== caller.uuid || session.androidId !== caller.androidId || session.phoneId !== caller.phoneId) {
      // A session that moves to another device is dropped (fake's choice; Instagram logs such sessions out).
      deviceMismatches += 1;
      session.state = 'expired';
      throw fail(403, { message: 'login_required', logout_reason: 2 });
    }
    const h = request.headers;
    if (h['x-ig-www-claim'] !== session.wwwClaim) throw violation('X-IG-WWW-Claim is not the one Instagram set (x-ig-set-www-claim)');
    if (h['ig-u-rur'] !== session.rur && (session.previousRur === null || h['ig-u-rur'] !== session.previousRur)) {
      throw violation('IG-U-RUR is not the one Instagram set last (ig-set-ig-u-rur)');
    }
    if (h['ig-intended-user-id'] !== session.userId) throw violation('IG-INTENDED-USER-ID is not the logged-in user');
    caller.session = session;
    return session;
  }

  const newRur = (userId: string) =>
    `${['CLN', 'RVA', 'EAG', 'NCG'][randomBytes(1)[0]! % 4]},${userId},${Math.floor(Date.now() / 1000) + 31536000}:01f7${randomBytes(34).toString('hex')}`;

  /** A new logged-in session: the headers Instagram sets on a successful login. */
  function issueSession(pending: Pending): { headers: Record<string, string>; body: Record<string, unknown> } {
    const sessionId = `${pending.userId}%3A${randomBytes(10).toString('hex')}%3A${randomBytes(1)[0]! % 30}%3AAY${randomBytes(16).toString('base64url')}`;
    const session: Session = {
      sessionId,
      ...pending,
      wwwClaim: `hmac.AR${randomBytes(30).toString('base64url')}`,
      rur: newRur(pending.userId),
      previousRur: null,
      state: 'active',
    };
    sessions.set(sessionId, session);
    logins += 1;
    const authorization = `Bearer IGT:2:${Buffer.from(toJson({ ds_user_id: pending.userId, sessionid: sessionId, should_use_header_over_cookies: true })).toString('base64')}`;
    return {
      headers: {
        'ig-set-authorization': authorization,
        'ig-set-ig-u-rur': session.rur,
        'x-ig-set-www-claim': session.wwwClaim,
        'ig-set-ig-u-ds-user-id': pending.userId,
      },
      body: {
        logged_in_user: {
          pk: BigInt(pending.userId),
          pk_id: pending.userId,
          username: profile.username,
          full_name: profile.full_name,
          is_private: false,
          is_verified: false,
          has_anonymous_profile_picture: true,
          can_boost_post: false,
          is_business: false,
        },
        session_flush_nonce: null,
        status: 'ok',
      },
    };
  }

  function keyHeaders(caller: Caller | null, sentMid: string): Record<string, string> {
    const headers: Record<string, string> = {
      'ig-set-password-encryption-key-id': String(passwordKey.id),
      'ig-set-password-encryption-pub-key': passwordKey.publicKey,
    };
    if (caller && (!mids.has(caller.uuid) || sentMid === '')) {
      const mid = mids.get(caller.uuid) ?? `${randomBytes(4).toString('base64url')}AABAF${randomBytes(14).toString('base64url')}`;
      mids.set(caller.uuid, mid);
      headers['ig-set-x-mid'] = mid;
    }
    return headers;
  }

  /** password_encrypt in reverse; refuses anything but version 4. */
  function decryptPassword(encrypted: string): string {
    const parts = /^#PWD_INSTAGRAM:(\d+):(\d+):(.+)$/s.exec(encrypted);
    if (!parts) throw violation('enc_password is not #PWD_INSTAGRAM:<version>:<time>:<payload>');
    if (parts[1] !== '4')
      throw violation(`enc_password version ${parts[1]} (plaintext :0: or other) is refused; version 4 is RSA + AES-GCM`);
    if (Math.abs(Number(parts[2]) - Date.now() / 1000) > PASSWORD_TIME_SKEW_SECONDS)
      throw violation('enc_password time is not the current time');
    const payload = Buffer.from(parts[3]!, 'base64');
    if (payload[0] !== 1) throw violation('enc_password payload does not start with 1');
    if (payload[1] !== passwordKey.id)
      throw violation(`enc_password key id ${payload[1]} is not ${passwordKey.id} (the ig-set-password-encryption-key-id)`);
    const iv = payload.subarray(2, 14);
    const size = payload.readUInt16LE(14);
    const sealedKey = payload.subarray(16, 16 + size);
    const tag = payload.subarray(16 + size, 32 + size);
    const ciphertext = payload.subarray(32 + size);
    let key: Buffer | null;
    try {
      key = pkcs1Unpad(privateDecrypt({ key: passwordKey.privateKey, padding: constants.RSA_NO_PADDING }, sealedKey));
    } catch {
      key = null;
    }
    if (!key || key.length !== 32) throw violation('enc_password: the AES key is not RSA-PKCS1v15 encrypted with the served public key');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(parts[2]!));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw violation('enc_password: AES-256-GCM does not authenticate (the time must be the additional data)');
    }
  }

  const jazoest = (symbols: string) => `2${[...symbols].reduce((sum, char) => sum + char.charCodeAt(0), 0)}`;

  async function launcherSync(request: IncomingMessage, response: ServerResponse, caller: Caller, record: RecordedRequest) {
    const form = await readSignedForm(request, record);
    if (form.id !== caller.uuid) throw violation('launcher/sync id is not the X-IG-Device-ID');
    if (form.server_config_retrieval !== '1') throw violation('launcher/sync without server_config_retrieval=1');
    send(response, 200, { configs: {}, status: 'ok' }, keyHeaders(caller, String(request.headers['x-mid'] ?? '')));
  }

  async function login(request: IncomingMessage, response: ServerResponse, caller: Caller, record: RecordedRequest) {
    const form = await readSignedForm(request, record);
    if (!mids.has(caller.uuid)) throw violation('login without the pre-login flow (launcher/sync set no X-MID for this device)');
    for (const field of [
      'jazoest',
      'country_codes',
      'phone_id',
      'enc_password',
      'username',
      'adid',
      'guid',
      'device_id',
      'google_tokens',
      'login_attempt_count',
    ]) {
      if (form[field] === undefined) throw violation(`login without ${field}`);
    }
    if (form.guid !== caller.uuid) throw violation('login guid is not the X-IG-Device-ID');
    if (form.device_id !== caller.androidId) throw violation('login device_id is not the X-IG-Android-ID');
    if (form.phone_id !== caller.phoneId) throw violation('login phone_id is not the X-IG-Family-Device-ID');
    if (!UUID.test(String(form.adid))) throw violation('login adid is not a uuid');
    if (form.jazoest !== jazoest(caller.phoneId)) throw violation('login jazoest is not 2 + the sum of the phone id characters');
    const log = (result: string) =>
      loginLog.push({
        username: String(form.username),
        uuid: caller.uuid,
        androidId: caller.androidId,
        phoneId: caller.phoneId,
        adid: String(form.adid),
        userAgent: caller.userAgent,
        locale: caller.locale,
        timezoneOffset: caller.timezoneOffset,
        result,
      });
    if (pleaseWaitLogins > 0) {
      pleaseWaitLogins -= 1;
      log('please_wait');
      throw fail(429, { message: 'Please wait a few minutes before you try again.' });
    }
    if (sentryBlocks > 0) {
      sentryBlocks -= 1;
      log('sentry_block');
      throw fail(400, { message: 'Sorry, there was a problem with your request.', error_type: 'sentry_block' });
    }
    const password = decryptPassword(String(form.enc_password));
    if (String(form.username).trim().toLowerCase() !== account.username) {
      log('invalid_user');
      throw fail(400, {
        message: "The username you entered doesn't appear to belong to an account. Please check your username and try again.",
        invalid_credentials: true,
        error_title: 'Incorrect Username',
        error_type: 'invalid_user',
      });
    }
    if (password !== account.password) {
      log('bad_password');
      throw fail(400, {
        message: 'The password you entered is incorrect. Please try again.',
        invalid_credentials: true,
        two_factor_required: false,
        error_title: 'Incorrect Password for ' + account.username,
        buttons: [{ title: 'Try Again', action: 'dismiss' }],
        error_type: 'bad_password',
      });
    }
    const pending: Pending = { userId: account.userId, uuid: caller.uuid, androidId: caller.androidId, phoneId: caller.phoneId };
    const waiting = [...challenges.entries()].find(([, item]) => item.uuid === caller.uuid && !item.approved);
    if (challengeNext || waiting) {
      const kind = waiting?.[1].kind ?? challengeNext!;
      challengeNext = null;
      const nonce = waiting?.[0] ?? randomBytes(5).toString('base64url');
      if (!waiting) challenges.set(nonce, { ...pending, step: 'select', kind, approved: false });
      log('challenge_required');
      const apiPath = `/challenge/${account.userId}/${nonce}/`;
      throw fail(400, {
        message: 'challenge_required',
        challenge: {
          url: `https://i.instagram.com${apiPath}`,
          api_path: apiPath,
          hide_webview_header: true,
          lock: true,
          logout: false,
          native_flow: kind === 'app',
          flow_render_type: 0,
        },
        error_type: 'checkpoint_challenge_required',
      });
    }
    if (twoFactorCode !== null && !trustedDevices.has(caller.uuid)) {
      const identifier = randomBytes(24).toString('base64url');
      twoFactorPending.set(identifier, pending);
      log('two_factor_required');
      const settings = { max_sms_count: 2, resend_sms_delay_sec: 60, robocall_count_down_time_sec: 30, robocall_after_max_sms: true };
      throw fail(400, {
        message: '',
        two_factor_required: true,
        two_factor_info: {
          username: account.username,
          sms_two_factor_on: true,
          totp_two_factor_on: false,
          obfuscated_phone_number: '12',
          two_factor_identifier: identifier,
          show_messenger_code_option: false,
          show_new_login_screen: true,
          show_trusted_device_option: true,
          phone_verification_settings: settings,
          pk: BigInt(account.userId),
        },
        phone_verification_settings: settings,
        error_type: 'two_factor_required',
      });
    }
    log('ok');
    const issued = issueSession(pending);
    send(response, 200, issued.body, issued.headers);
  }

  async function twoFactorLogin(request: IncomingMessage, response: ServerResponse, caller: Caller, record: RecordedRequest) {
    const form = await readSignedForm(request, record);
    for (const field of [
      'verification_code',
      'two_factor_identifier',
      'username',
      'trust_this_device',
      'guid',
      'device_id',
      'verification_method',
    ]) {
      if (form[field] === undefined) throw violation(`two_factor_login without ${field}`);
    }
    const pending = twoFactorPending.get(String(form.two_factor_identifier));
    if (!pending) throw fail(400, { message: 'Invalid parameters', error_type: 'invalid_parameters' });
    if (form.guid !== caller.uuid || form.device_id !== caller.androidId || pending.uuid !== caller.uuid)
      throw violation('two_factor_login from another device than the login');
    if (String(form.username).trim().toLowerCase() !== account.username)
      throw fail(400, { message: 'Invalid parameters', error_type: 'invalid_parameters' });
    if (String(form.verification_code) !== twoFactorCode) {
      throw fail(400, { message: 'Please check the security code and try again.', error_type: 'sms_code_validation_code_invalid' });
    }
    twoFactorPending.delete(String(form.two_factor_identifier));
    if (String(form.trust_this_device) === '1') trustedDevices.add(caller.uuid);
    loginLog.push({
      username: account.username,
      uuid: caller.uuid,
      androidId: caller.androidId,
      phoneId: caller.phoneId,
      adid: '',
      userAgent: caller.userAgent,
      locale: caller.locale,
      timezoneOffset: caller.timezoneOffset,
      result: 'ok',
    });
    const issued = issueSession(pending);
    send(response, 200, issued.body, issued.headers);
  }

  /** challenge_resolve / challenge_resolve_simple (instagrapi), challenge.repository (dilame). */
  async function challenge(
    request: IncomingMessage,
    response: ServerResponse,
    caller: Caller,
    record: RecordedRequest,
    nonce: string,
    url: URL,
  ) {
    const item = challenges.get(nonce);
    if (!item || item.approved) throw fail(404, { message: 'Page not found' });
    if (item.uuid !== caller.uuid) throw violation('the challenge is answered from another device than the login');
    const apiPath = `/challenge/${item.userId}/${nonce}/`;
    if (item.kind === 'app') {
      // native_flow: confirmed in the official app, not through this endpoint.
      throw fail(400, {
        message: 'challenge_required',
        challenge: { url: `https://i.instagram.com${apiPath}`, api_path: apiPath, lock: true, logout: false, native_flow: true },
      });
    }
    const contact = { email: 's****o@e*****e.com', phone_number: '+380 ** *** ** 12' };
    if (request.method === 'GET') {
      if (url.searchParams.get('guid') !== caller.uuid || url.searchParams.get('device_id') !== caller.androidId)
        throw violation('challenge GET without guid / device_id of the device');
      if (item.step === 'select') {
        return send(response, 200, {
          step_name: 'select_verify_method',
          step_data: {
            choice: '1',
            fb_access_token: 'None',
            big_blue_token: 'None',
            google_oauth_token: 'true',
            vetted_device: 'None',
            ...contact,
          },
          nonce_code: nonce,
          user_id: BigInt(item.userId),
          status: 'ok',
        });
      }
      return send(response, 200, {
        step_name: 'verify_email',
        step_data: { security_code: 'None', resend_delay: 60, contact_point: contact.email, form_type: 'email' },
        nonce_code: nonce,
        user_id: BigInt(item.userId),
        status: 'ok',
      });
    }
    const form = await readSignedForm(request, record);
    if (form.choice !== undefined && form.security_code === undefined) {
      if (String(form.choice) !== '0' && String(form.choice) !== '1') throw fail(400, { message: 'Select a valid choice.' });
      item.step = 'code';
      const email = String(form.choice) === '1';
      return send(response, 200, {
        step_name: email ? 'verify_email' : 'verify_phone',
        step_data: {
          security_code: 'None',
          resend_delay: 60,
          contact_point: email ? contact.email : contact.phone_number,
          form_type: email ? 'email' : 'phone_number',
        },
        nonce_code: nonce,
        user_id: BigInt(item.userId),
        status: 'ok',
      });
    }
    if (form.security_code !== undefined) {
      if (item.step !== 'code') throw violation('security_code before a verification method was chosen');
      if (String(form.security_code).trim() !== challengeCode)
        throw fail(400, { message: 'Please check the code we sent you and try again.' });
      item.approved = true;
      trustedDevices.add(caller.uuid);
      loginLog.push({
        username: account.username,
        uuid: caller.uuid,
        androidId: caller.androidId,
        phoneId: caller.phoneId,
        adid: '',
        userAgent: caller.userAgent,
        locale: caller.locale,
        timezoneOffset: caller.timezoneOffset,
        result: 'ok',
      });
      const issued = issueSession(item);
      return send(response, 200, { ...issued.body, action: 'close' }, issued.headers);
    }
    throw violation('challenge POST without choice or security_code');
  }

  function ruploadParams(request: IncomingMessage): Record<string, unknown> {
    try {
      const params = JSON.parse(String(request.headers['x-instagram-rupload-params'])) as unknown;
      if (typeof params === 'object' && params !== null) return params as Record<string, unknown>;
    } catch {
      // refused below
    }
    throw violation('X-Instagram-Rupload-Params is not JSON');
  }

  /** `{upload_id}_0_{rand}` (instagrapi video/photo, dilame) or `{uuid hex}-0-{length}-{ts}-{ts}` (instagrapi clip). */
  function nameUploadId(name: string): string | null {
    return /^(\d+)_0_-?\d+$/.exec(name)?.[1] ?? /^[0-9a-f]{32}-0-\d+-(\d+)-\1$/.exec(name)?.[1] ?? null;
  }

  function videoParams(request: IncomingMessage, name: string): Record<string, unknown> {
    const params = ruploadParams(request);
    const missing = REQUIRED_VIDEO_PARAMS.filter((key) => params[key] === undefined);
    if (missing.length) throw violation(`rupload_igvideo params without ${missing.join(', ')}`);
    if (params.media_type !== '2' || params.is_clips_video !== '1') throw violation('a reel is media_type 2 with is_clips_video 1');
    if (nameUploadId(name) !== String(params.upload_id)) throw violation('the rupload name does not carry the upload_id');
    for (const key of ['upload_media_duration_ms', 'upload_media_width', 'upload_media_height']) {
      if (!/^\d+$/.test(String(params[key])) || Number(params[key]) <= 0) throw violation(`rupload ${key} is not a positive whole number`);
    }
    return params;
  }

  function probeVideo(request: IncomingMessage, response: ServerResponse, name: string) {
    const params = videoParams(request, name);
    let upload = videos.get(name);
    if (!upload) {
      upload = { name, uploadId: String(params.upload_id), length: 0, received: [], bytes: 0, params, probed: true };
      videos.set(name, upload);
    }
    upload.probed = true;
    send(response, 200, { offset: upload.bytes, status: 'ok' });
  }

  async function receiveVideo(request: IncomingMessage, response: ServerResponse, name: string) {
    const params = videoParams(request, name);
    const upload = videos.get(name);
    if (!upload?.probed) throw violation('rupload_igvideo POST before the GET that asks for the offset');
    if (upload.uploadId !== String(params.upload_id)) throw violation('the upload_id changed between GET and POST');
    if (request.headers['x-entity-name'] !== name) throw violation('X-Entity-Name is not the rupload name');
    if (request.headers['x-entity-type'] !== 'video/mp4') throw violation('X-Entity-Type is not video/mp4');
    if (request.headers['content-type'] !== 'application/octet-stream') throw violation('Content-Type is not application/octet-stream');
    const length = Number(request.headers['x-entity-length']);
    if (!Number.isInteger(length) || length <= 0) throw violation('X-Entity-Length is not the file size');
    if (upload.length === 0) upload.length = length;
    if (upload.length !== length) throw violation('X-Entity-Length changed');
    const offset = Number(request.headers.offset);
    if (request.headers.offset === undefined || offset !== upload.bytes)
      throw violation(`Offset ${String(request.headers.offset)} is not ${upload.bytes} (what the GET answered)`);
    const cutAt = cuts.find((at) => at > upload.bytes && at <= upload.length);
    for await (const chunk of request as AsyncIterable<Buffer>) {
      const room = (cutAt ?? upload.length) - upload.bytes;
      const kept = chunk.subarray(0, Math.max(0, room));
      upload.received.push(kept);
      upload.bytes += kept.length;
      if (cutAt !== undefined && upload.bytes >= cutAt) {
        cuts.splice(cuts.indexOf(cutAt), 1);
        request.socket.destroy();
        return;
      }
    }
    if (upload.bytes !== upload.length) throw fail(400, { message: 'Upload is incomplete.' });
    send(response, 200, { upload_id: upload.uploadId, xsharing_nonces: {}, status: 'ok' });
  }

  /** photo_rupload for the cover: its own name, media_type 1, the video's upload_id. */
  async function receiveCover(request: IncomingMessage, response: ServerResponse, name: string) {
    const params = ruploadParams(request);
    for (const key of ['retry_context', 'media_type', 'xsharing_user_ids', 'upload_id', 'image_compression']) {
      if (params[key] === undefined) throw violation(`rupload_igphoto params without ${key}`);
    }
    if (params.media_type !== '1') throw violation('the cover is uploaded with media_type 1');
    const uploadId = String(params.upload_id);
    if (nameUploadId(name) !== uploadId || !/^\d+_0_-?\d+$/.test(name)) throw violation('the cover name is not {upload_id}_0_{random}');
    if (videos.has(name)) throw violation('the cover reuses the video entity name');
    if (![...videos.values()].some((video) => video.uploadId === uploadId)) throw violation('a cover for an upload_id with no video');
    if (request.headers['x-entity-name'] !== name) throw violation('X-Entity-Name is not the cover name');
    if (request.headers['x-entity-type'] !== 'image/jpeg') throw violation('the cover X-Entity-Type is not image/jpeg');
    if (String(request.headers.offset) !== '0') throw violation('the cover is sent whole with Offset 0');
    const body = await readBody(request);
    if (body.length === 0 || body.length !== Number(request.headers['x-entity-length']))
      throw violation('the cover X-Entity-Length is not its size');
    if (body[0] !== 0xff || body[1] !== 0xd8 || body[2] !== 0xff)
      throw fail(400, { message: "Uploaded image isn't in an allowed aspect ratio or is not a JPEG." });
    covers.set(uploadId, body);
    coverNames.set(uploadId, name);
    send(response, 200, { upload_id: uploadId, xsharing_nonces: {}, status: 'ok' });
  }

  const mediaJson = (item: FakeMedia) => {
    const json: Record<string, unknown> = {
      taken_at: item.takenAt,
      pk: BigInt(item.pk),
      id: `${item.pk}_${account.userId}`,
      media_type: 2,
      code: item.code,
      product_type: 'clips',
      video_duration: item.durationSec,
      original_width: item.width,
      original_height: item.height,
      caption: {
        pk: BigInt(item.pk) + 7n,
        user_id: BigInt(account.userId),
        text: item.caption,
        type: 1,
        created_at: item.takenAt,
        status: 'Active',
      },
      user: { pk: BigInt(account.userId), pk_id: account.userId, username: profile.username, full_name: profile.full_name },
      like_count: 0,
      comment_count: 0,
      play_count: 0,
    };
    if (feedUploadIdField === 'upload_id') json.upload_id = item.uploadId;
    if (feedUploadIdField === 'device_timestamp') json.device_timestamp = BigInt(item.uploadId);
    return json;
  };

  async function configure(request: IncomingMessage, response: ServerResponse, caller: Caller, record: RecordedRequest, url: URL) {
    if (url.searchParams.get('video') !== '1') throw violation('configure_to_clips without ?video=1');
    const form = await readSignedForm(request, record);
    const required = [
      'upload_id',
      'caption',
      'source_type',
      'timezone_offset',
      'device',
      'length',
      'clips',
      'extra',
      'audio_muted',
      'poster_frame_index',
      'filter_type',
      'date_time_original',
      '_uuid',
      'device_id',
    ];
    const missing = required.filter((field) => form[field] === undefined);
    if (missing.length) throw violation(`configure_to_clips without ${missing.join(', ')}`);
    if (form._uuid !== caller.uuid || form.device_id !== caller.androidId)
      throw violation('configure _uuid / device_id are not the device of the headers');
    if (String(form.source_type) !== '4') throw violation('configure_to_clips source_type is not 4');
    if (String(form.timezone_offset) !== caller.timezoneOffset)
      throw violation('configure timezone_offset is not the X-IG-Timezone-Offset');
    const device = objectField(form.device) as Record<string, unknown> | null;
    if (
      !device ||
      String(device.model) !== caller.device.model ||
      String(device.android_version) !== caller.device.androidVersion ||
      String(device.android_release) !== caller.device.androidRelease ||
      String(device.manufacturer).split('/')[0]!.toLowerCase() !== caller.device.manufacturer.split('/')[0]!.toLowerCase()
    ) {
      throw violation('configure device is not the device of the User-Agent');
    }
    if (typeof form.audio_muted !== 'boolean') throw violation('configure audio_muted is not a boolean');
    if (typeof form.caption !== 'string') throw violation('configure caption is not text');
    if (rateLimit && rateLimit.times > 0) {
      rateLimit.times -= 1;
      if (rateLimit.kind === '429')
        throw fail(
          429,
          { message: 'Please wait a few minutes before you try again.' },
          rateLimit.retryAfter ? { 'retry-after': String(rateLimit.retryAfter) } : {},
        );
      throw fail(400, {
        message: 'feedback_required',
        spam: true,
        feedback_title: 'Try Again Later',
        feedback_message: 'We restrict certain activity to protect our community. Tell us if you think we made a mistake.',
        feedback_url: 'repute/report_problem/scraping/',
        feedback_appeal_label: 'Tell us',
        feedback_ignore_label: 'OK',
        feedback_action: 'report_problem',
      });
    }
    const uploadId = String(form.upload_id);
    const video = [...videos.values()].find((upload) => upload.uploadId === uploadId && upload.length > 0);
    if (!video || video.bytes !== video.length) throw fail(400, { message: 'media_needs_reupload', error_title: 'staged_media_not_found' });
    if (!covers.has(uploadId)) throw fail(400, { message: 'media_needs_reupload', error_title: 'cover photo missing' });
    const durationSec = Number(video.params.upload_media_duration_ms) / 1000;
    const clips = objectField(form.clips);
    if (
      !Array.isArray(clips) ||
      clips.length !== 1 ||
      String((clips[0] as Record<string, unknown>).source_type) !== '4' ||
      Math.abs(Number((clips[0] as Record<string, unknown>).length) - durationSec) > 1
    ) {
      throw violation('configure clips is not [{length, source_type 4}] of the uploaded video');
    }
    if (Math.abs(Number(form.length) - durationSec) > 1) throw violation('configure length is not the uploaded duration in seconds');
    const extra = objectField(form.extra) as Record<string, unknown> | null;
    if (
      !extra ||
      String(extra.source_width) !== String(video.params.upload_media_width) ||
      String(extra.source_height) !== String(video.params.upload_media_height)
    ) {
      throw violation('configure extra.source_width / source_height are not the uploaded size');
    }
    if ([...form.caption].length > 2200) throw fail(400, { message: 'The caption is too long.' });
    if (transcodePending > 0) {
      transcodePending -= 1;
      throw fail(202, { message: 'Transcode not finished yet.' });
    }
    const item: FakeMedia = {
      pk: (3_300_000_000_000_000_001n + BigInt(media.length) * 1_013n).toString(),
      code: `C${randomBytes(5).toString('hex')}`,
      uploadId,
      // Instagram keeps a caption without trailing blanks and with \n line ends (fake's choice).
      caption: form.caption.replace(/\r\n?/g, '\n').trimEnd(),
      takenAt: Math.floor(Date.now() / 1000),
      durationSec,
      width: Number(video.params.upload_media_width),
      height: Number(video.params.upload_media_height),
    };
    media.push(item);
    if (dropConfigure > 0) {
      dropConfigure -= 1;
      request.socket.destroy();
      return;
    }
    // Instagram rotates IG-U-RUR now and then; the client only learns it from an answer that arrives.
    const session = caller.session!;
    session.previousRur = session.rur;
    session.rur = newRur(session.userId);
    send(response, 200, { media: mediaJson(item), upload_id: uploadId, status: 'ok' }, { 'ig-set-ig-u-rur': session.rur });
  }

  function mediaInfo(response: ServerResponse, id: string) {
    const item = media.find((candidate) => candidate.pk === id.split('_')[0]);
    if (!item) throw fail(400, { message: 'Media not found or unavailable' });
    send(response, 200, {
      items: [
        {
          ...mediaJson(item),
          play_count: counts.plays,
          ig_play_count: counts.plays,
          like_count: counts.likes,
          comment_count: counts.comments,
        },
      ],
      num_results: 1,
      more_available: false,
      auto_load_more_enabled: false,
      status: 'ok',
    });
  }

  function userFeed(response: ServerResponse, url: URL) {
    const newest = [...media].reverse();
    const maxId = url.searchParams.get('max_id');
    const start = maxId ? newest.findIndex((item) => `${item.pk}_${account.userId}` === maxId) + 1 : 0;
    const page = newest.slice(start, start + 12);
    const more = start + 12 < newest.length;
    send(response, 200, {
      items: page.map(mediaJson),
      num_results: page.length,
      more_available: more,
      ...(more ? { next_max_id: `${page.at(-1)!.pk}_${account.userId}` } : {}),
      auto_load_more_enabled: true,
      status: 'ok',
    });
  }

  const userJson = () => ({
    pk: BigInt(account.userId),
    pk_id: account.userId,
    ...profile,
    is_private: false,
    is_verified: false,
    gender: 3,
  });

  async function editProfile(request: IncomingMessage, response: ServerResponse, caller: Caller, record: RecordedRequest) {
    const form = await readSignedForm(request, record);
    if (form._uuid !== caller.uuid || form.device_id !== caller.androidId)
      throw violation('edit_profile _uuid / device_id are not the device of the headers');
    if (!form.email && !form.phone_number) throw fail(400, { message: 'You need an email or confirmed phone number.' });
    for (const field of ['username', 'first_name', 'biography', 'external_url', 'email', 'phone_number']) {
      if (typeof form[field] !== 'string') throw violation(`edit_profile without ${field}`);
    }
    Object.assign(profile, {
      username: form.username,
      full_name: form.first_name,
      biography: form.biography,
      external_url: form.external_url,
      email: form.email,
      phone_number: form.phone_number,
    });
    send(response, 200, { user: userJson(), status: 'ok' });
  }

  /**
   * Test control, not part of Instagram's API: the browser tests run this fake in another process
   * (vitest's global setup) and reach the same switches over HTTP.
   */
  async function testControl(request: IncomingMessage, response: ServerResponse, key: string) {
    if (key === 'POST /__test/transcode-pending') {
      const count = Number((JSON.parse((await readBody(request)).toString('utf8') || '{}') as { count?: unknown }).count ?? 0);
      if (!Number.isInteger(count) || count < 0) throw fail(400, { message: 'count must be a whole number ≥ 0' });
      transcodePending = count;
      return send(response, 200, { transcodePending, status: 'ok' });
    }
    if (key === 'GET /__test/media') {
      return send(response, 200, {
        count: media.length,
        media: media.map((item) => ({ code: item.code, caption: item.caption })),
        logins,
        transcodePending,
        violations,
        status: 'ok',
      });
    }
    throw fail(404, { message: 'Page not found' });
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://i.instagram.com');
    const key = `${request.method} ${url.pathname}`;
    if (url.pathname.startsWith('/__test/')) return testControl(request, response, key);
    const record: RecordedRequest = { method: request.method ?? '', path: `${url.pathname}${url.search}`, headers: request.headers };
    requests.push(record);
    // password_publickeys reads the key from a plain GET of qe/sync (instagrapi's public session: no app headers).
    if (key === 'GET /api/v1/qe/sync/' && !request.headers['x-ig-device-id'])
      return send(response, 200, { status: 'ok' }, keyHeaders(null, ''));
    const caller = checkAppHeaders(request, url.pathname);
    if (key === 'POST /api/v1/launcher/sync/') return launcherSync(request, response, caller, record);
    if (url.pathname === '/api/v1/qe/sync/') {
      if (request.method === 'POST') await readSignedForm(request, record);
      return send(response, 200, { experiments: [], status: 'ok' }, keyHeaders(caller, String(request.headers['x-mid'] ?? '')));
    }
    if (key === 'POST /api/v1/accounts/login/') return login(request, response, caller, record);
    if (key === 'POST /api/v1/accounts/two_factor_login/') return twoFactorLogin(request, response, caller, record);
    const challengePath = /^\/api\/v1\/challenge\/(\d+)\/([\w-]+)\/$/.exec(url.pathname);
    if (challengePath) return challenge(request, response, caller, record, challengePath[2]!, url);

    authorize(request, caller);
    const rupload = /^\/rupload_ig(video|photo)\/([\w-]+)$/.exec(url.pathname);
    if (rupload?.[1] === 'video' && request.method === 'GET') return probeVideo(request, response, rupload[2]!);
    if (rupload?.[1] === 'video' && request.method === 'POST') return receiveVideo(request, response, rupload[2]!);
    if (rupload?.[1] === 'photo' && request.method === 'POST') return receiveCover(request, response, rupload[2]!);
    if (/^\/upload_settings\/[\w-]+$/.test(url.pathname) && request.method === 'POST') {
      await readBody(request);
      return send(response, 200, { status: 'ok' });
    }
    if (key === 'POST /api/v1/media/configure_to_clips/') return configure(request, response, caller, record, url);
    const info = /^\/api\/v1\/media\/(\d+(?:_\d+)?)\/info\/$/.exec(url.pathname);
    if (info && request.method === 'GET') return mediaInfo(response, info[1]!);
    if (key === `GET /api/v1/feed/user/${account.userId}/`) return userFeed(response, url);
    if (key === 'GET /api/v1/accounts/current_user/') {
      if (url.searchParams.get('edit') !== 'true') throw violation('current_user without ?edit=true');
      return send(response, 200, { user: userJson(), status: 'ok' });
    }
    if (key === 'POST /api/v1/accounts/edit_profile/') return editProfile(request, response, caller, record);
    if (key === 'POST /api/v1/accounts/set_biography/') {
      profile.biography = String((await readSignedForm(request, record)).raw_text ?? '');
      return send(response, 200, { user: userJson(), status: 'ok' });
    }
    throw fail(404, { message: 'Page not found' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent || request.socket.destroyed) return;
      // Drain what the client still sends so the answer is read, not a reset.
      request.resume();
      if (error instanceof Refusal) return send(response, error.status, error.body, error.headers);
      send(response, 500, { message: String(error), status: 'fail' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Requests a real client would not send (each also answered 400 fake_protocol_violation). */
    violations,
    videos,
    covers,
    coverNames,
    media,
    profile,
    account,
    passwordKey: { id: passwordKey.id, publicKey: passwordKey.publicKey },
    /** Every login attempt with the device it came from. */
    loginLog,
    /** Successful logins (password, two-factor or challenge). */
    logins: () => logins,
    /** The device of each session Instagram issued. */
    sessions: () =>
      [...sessions.values()].map(({ userId, uuid, androidId, phoneId, state }) => ({ userId, uuid, androidId, phoneId, state })),
    deviceMismatches: () => deviceMismatches,
    /** The code Instagram "sent" for a challenge. */
    challengeCode,
    /** Ends every issued session: the next call answers 403 login_required. */
    expireSessions: () => sessions.forEach((session) => (session.state = 'expired')),
    /** Instagram logged every session out: the next call answers 403 user_has_logged_out. */
    logOutSessions: () => sessions.forEach((session) => (session.state = 'logged_out')),
    /** The next login answers challenge_required ('code': by e-mail/SMS code; 'app': approve in the app). */
    challengeNextLogin: (kind: 'code' | 'app' = 'code') => {
      challengeNext = kind;
    },
    /** The owner approved the login in the app: the device's next login goes through. */
    approveChallenge: () => challenges.forEach((item) => (item.approved = true)),
    /** Two-factor on (with the code two_factor_login accepts) or off. */
    setTwoFactor: (code: string | null) => {
      twoFactorCode = code;
    },
    sentryBlockNextLogins: (count: number) => {
      sentryBlocks = count;
    },
    pleaseWaitNextLogins: (count: number) => {
      pleaseWaitLogins = count;
    },
    setPassword: (password: string) => {
      account.password = password;
    },
    setTranscodePending: (count: number) => {
      transcodePending = count;
    },
    rateLimitNextConfigures: (kind: '429' | 'feedback_required', times: number, retryAfter?: number) => {
      rateLimit = { kind, times, retryAfter };
    },
    /** Feed items carry the upload id (as `upload_id` or `device_timestamp`), or not (default). */
    setFeedUploadIdField: (field: 'upload_id' | 'device_timestamp' | null) => {
      feedUploadIdField = field;
    },
    /** The next `count` configures create their media, then drop the connection unanswered. */
    dropNextConfigureResponses: (count: number) => {
      dropConfigure = count;
    },
    /** Cut the connection once when a stored video reaches `bytes`. */
    cutVideoAt: (bytes: number) => {
      cuts.push(bytes);
      cuts.sort((a, b) => a - b);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type InstagramFake = Awaited<ReturnType<typeof startInstagramFake>>;
