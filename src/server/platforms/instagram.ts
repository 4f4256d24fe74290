import { createHash, randomInt } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import type { ProxyGuardOptions } from './proxy-guard';
import { type ProxiedResponse, requestThroughProxy } from './proxied-fetch';
import {
  type LoginSessionStore,
  type ProfileContext,
  PlatformError,
  type PublishInput,
  type PublishResult,
  type Stats,
  type UploadSessionStore,
} from './platform';

export interface InstagramOptions {
  /** `https://i.instagram.com` */
  apiBase: string;
  guard: ProxyGuardOptions;
  /** Pause between configure attempts while Instagram is still transcoding. */
  configureRetryMs?: number;
  configureAttempts?: number;
  /** How many times a cut video upload is resumed within one call before giving up to the job's retry. */
  resumeAttempts?: number;
}

export interface InstagramCredentials {
  login: string;
  password: string;
}

export interface InstagramProfileUpdate {
  name?: string;
  biography?: string;
}

/** What `LoginSessionStore` keeps (sealed by the caller): the bearer and the device it was issued to. */
export interface InstagramLoginSession {
  authorization: string;
  userId: string;
  username: string;
  deviceId: string;
  uuid: string;
}

/** What `UploadSessionStore` keeps between attempts of one publication. */
export interface InstagramUploadState {
  uploadId: string;
  uploadName: string;
  stage: 'video' | 'cover' | 'configure';
  /** Epoch ms when the publication began: a post found after it with the same caption is ours. */
  startedAt: number;
}

const APP_ID = '567067343352427';
const USER_AGENT = 'Instagram 269.0.0.18.75 Android (29/10; 420dpi; 1080x2220; samsung; SM-G973F; beyond1; exynos9820; uk_UA; 443209281)';
const DEVICE = { manufacturer: 'samsung', model: 'SM-G973F', android_version: 29, android_release: '10' };
const CAPTION_LIMIT = 2200;
const HASHTAG_LIMIT = 30;
/** Instagram's clock and ours may disagree; a same-caption post this close before the start still counts. */
const CLOCK_SKEW_SECONDS = 120;
const BASE_TIMEOUT_MS = 120_000;
/** One whole-file POST must not be cut by the per-request timeout on a slow proxy: allow ~64 KB/s. */
const UPLOAD_MS_PER_BYTE = 1000 / (64 * 1024);

type Form = Record<string, unknown>;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Sent as `signed_body=SIGNATURE.{json}`, with the device and user fields every mobile call carries. */
  form?: Form;
  body?: Buffer;
  timeoutMs?: number;
}

interface InstagramBody {
  status?: string;
  message?: string;
  error_type?: string;
  invalid_credentials?: boolean;
  two_factor_required?: boolean;
  spam?: boolean;
}

interface InstagramMedia {
  pk?: number | string;
  id?: string;
  code?: string;
  taken_at?: number;
  caption?: { text?: string } | null;
}

/** The connection through the proxy broke before an answer came: the request may or may not have landed. */
class ConnectionLost extends PlatformError {
  constructor(what: string, cause: unknown) {
    super(`Instagram: зв'язок через проксі профілю перервано (${what}), спробуємо ще раз`, 'unavailable', String((cause as { cause?: unknown })?.cause ?? cause));
    this.name = 'ConnectionLost';
  }
}

const bodyOf = (response: ProxiedResponse): InstagramBody => (typeof response.body === 'object' && response.body !== null ? (response.body as InstagramBody) : {});
const rawOf = (response: ProxiedResponse) => `${response.status} ${typeof response.body === 'string' ? response.body : JSON.stringify(response.body)}`.slice(0, 500);

function isLoginRequired(response: ProxiedResponse): boolean {
  const body = bodyOf(response);
  return (response.status === 401 || response.status === 403) && (body.message === 'login_required' || body.error_type === 'login_required');
}

function isTranscodePending(response: ProxiedResponse): boolean {
  return response.status === 202 || /transcode not finished/i.test(bodyOf(response).message ?? '');
}

function retryAfter(response: ProxiedResponse): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 3600;
}

/** Turns a failed answer into a PlatformError a person can act on; the raw answer is kept for the log. */
function failure(response: ProxiedResponse, what: string): PlatformError {
  const body = bodyOf(response);
  const reason = `${body.error_type ?? ''} ${body.message ?? ''}`;
  const raw = rawOf(response);
  if (body.invalid_credentials || /bad_password|invalid_user/.test(reason)) {
    return new PlatformError('Instagram: невірний логін або пароль профілю', 'auth', raw);
  }
  if (body.two_factor_required || /checkpoint|challenge_required|two_factor_required/.test(reason)) {
    return new PlatformError('Instagram вимагає підтвердження входу: відкрийте Instagram на пристрої власника профілю, підтвердіть вхід і повторіть', 'auth', raw);
  }
  if (isLoginRequired(response)) return new PlatformError('Instagram: сесію профілю завершено, а повторний вхід не прийнято', 'auth', raw);
  if (response.status === 429 || body.spam || /feedback_required|please wait a few minutes/i.test(reason)) {
    return new PlatformError('Instagram: забагато дій з профілю, спробуємо пізніше', 'quota', raw, retryAfter(response));
  }
  if (response.status >= 500) return new PlatformError('Instagram тимчасово недоступний', 'unavailable', raw);
  return new PlatformError(`Instagram відхилив ${what}: ${body.message ?? response.status}`, 'rejected', raw);
}

/** undici reports a broken connection as a TypeError carrying the socket error, and a timeout by name. */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return error.cause !== undefined;
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

const isFailure = (response: ProxiedResponse) => response.status !== 200 || bodyOf(response).status === 'fail';

/** A stable device per Instagram login, so re-logins look like the same phone. */
function deviceFor(login: string): Pick<InstagramLoginSession, 'deviceId' | 'uuid'> {
  const hash = (salt: string) => createHash('sha256').update(`${salt}:${login}`).digest('hex');
  return { deviceId: `android-${hash('device').slice(0, 16)}`, uuid: asUuid(hash('uuid')) };
}

function asUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function parseJson<T>(text: string | null, valid: (value: Partial<T>) => boolean): T | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<T>;
    return valid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

/** One profile's authenticated conversation with the mobile API: the saved bearer, or a login when it is gone. */
class InstagramConnection {
  private session: InstagramLoginSession | null = null;

  constructor(
    private readonly options: InstagramOptions,
    private readonly profile: ProfileContext,
    private readonly credentials: InstagramCredentials,
    private readonly store: LoginSessionStore,
  ) {}

  async me(): Promise<InstagramLoginSession> {
    this.session ??= parseJson<InstagramLoginSession>(await this.store.load(), (saved) => Boolean(saved.authorization && saved.userId && saved.deviceId && saved.uuid));
    this.session ??= await this.logIn();
    return this.session;
  }

  /** Sends an authenticated call; on `login_required` logs in again and repeats it once. */
  async request(call: Call, what: string): Promise<ProxiedResponse> {
    const response = await this.send(call, await this.me(), what);
    if (!isLoginRequired(response)) return response;
    this.session = await this.logIn();
    return this.send(call, this.session, what);
  }

  /** An authenticated call that must answer 200 with `status: ok`. */
  async json<T>(call: Call, what: string): Promise<T> {
    const response = await this.request(call, what);
    if (isFailure(response)) throw failure(response, what);
    return response.body as T;
  }

  private async logIn(): Promise<InstagramLoginSession> {
    const device = this.session ? { deviceId: this.session.deviceId, uuid: this.session.uuid } : deviceFor(this.credentials.login);
    const response = await this.send(
      {
        method: 'POST',
        path: '/api/v1/accounts/login/',
        form: {
          username: this.credentials.login,
          enc_password: `#PWD_INSTAGRAM:0:${Math.floor(Date.now() / 1000)}:${this.credentials.password}`,
          guid: device.uuid,
          phone_id: asUuid(createHash('sha256').update(`phone:${device.deviceId}`).digest('hex')),
          device_id: device.deviceId,
          adid: asUuid(createHash('sha256').update(`adid:${device.deviceId}`).digest('hex')),
          google_tokens: '[]',
          login_attempt_count: '0',
          country_codes: JSON.stringify([{ country_code: '380', source: ['default'] }]),
        },
      },
      { ...device, authorization: '', userId: '', username: '' },
      'вхід',
    );
    const user = (response.body as { logged_in_user?: { pk?: number | string; pk_id?: string; username?: string } }).logged_in_user;
    const authorization = response.headers.get('ig-set-authorization') ?? '';
    if (isFailure(response) || !user || !authorization.startsWith('Bearer ')) throw failure(response, 'вхід');
    const session = { authorization, userId: String(user.pk_id ?? user.pk), username: user.username ?? this.credentials.login, ...device };
    await this.store.save(JSON.stringify(session));
    return session;
  }

  private async send(call: Call, session: InstagramLoginSession, what: string): Promise<ProxiedResponse> {
    const headers: Record<string, string> = {
      'user-agent': USER_AGENT,
      'x-ig-app-id': APP_ID,
      'x-ig-device-id': session.uuid,
      'x-ig-android-id': session.deviceId,
      'x-ig-app-locale': 'uk_UA',
      'x-ig-connection-type': 'WIFI',
      'x-ig-capabilities': '3brTv10=',
      'accept-language': 'uk-UA, en-US',
      ...(session.authorization ? { authorization: session.authorization, 'ig-u-ds-user-id': session.userId } : {}),
      ...call.headers,
    };
    let body: string | Buffer | undefined = call.body;
    if (call.form) {
      const fields = { ...(session.userId ? { _uid: session.userId } : {}), _uuid: session.uuid, device_id: session.deviceId, ...call.form };
      body = new URLSearchParams({ signed_body: `SIGNATURE.${JSON.stringify(fields)}` }).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    }
    try {
      return await requestThroughProxy(
        this.profile.proxy,
        `${this.options.apiBase}${call.path}`,
        { method: call.method, headers, body, signal: AbortSignal.timeout(call.timeoutMs ?? BASE_TIMEOUT_MS) },
        this.options.guard,
      );
    } catch (error) {
      if (isNetworkFailure(error)) throw new ConnectionLost(what, error);
      throw error;
    }
  }
}

/** Title, description and up to 30 hashtags; the text gives way so the tags survive the 2200 limit. */
export function instagramCaption(input: Pick<PublishInput, 'title' | 'description' | 'tags'>): string {
  const tags = input.tags
    .map((tag) => tag.replace(/^#/, '').replace(/\s+/g, ''))
    .filter(Boolean)
    .slice(0, HASHTAG_LIMIT)
    .map((tag) => `#${tag}`)
    .join(' ');
  const text = [input.title.trim(), input.description.trim()].filter(Boolean).join('\n\n');
  const room = CAPTION_LIMIT - (tags ? tags.length + 2 : 0);
  return [cutAt(text, room), tags].filter(Boolean).join('\n\n').slice(0, CAPTION_LIMIT);
}

function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, Math.max(0, length));
  // Never leave half of a surrogate pair (an emoji) at the end.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

const reelUrl = (code: string) => `https://www.instagram.com/reel/${code}/`;

/** Media pks exceed 2^53, so the exact digits come from the string `id` (`{pk}_{userId}`). */
function toResult(media: InstagramMedia): PublishResult {
  const pk = typeof media.id === 'string' ? media.id.split('_')[0] : media.pk !== undefined ? String(media.pk) : undefined;
  if (!pk || !media.code) throw new PlatformError('Instagram не повернув ідентифікатор публікації', 'rejected', JSON.stringify(media).slice(0, 500));
  return { externalId: pk, url: reelUrl(media.code) };
}

interface ReelMedia {
  file: string;
  sizeBytes: number;
  coverFile: string;
  durationMs: number;
  width: number;
  height: number;
}

function reelMedia(input: PublishInput): ReelMedia {
  if (!input.coverFile || !input.durationMs) {
    throw new PlatformError('Instagram: для Reels потрібні обкладинка і тривалість відео', 'rejected', 'publish input lacks coverFile or durationMs');
  }
  return { file: input.file, sizeBytes: input.sizeBytes, coverFile: input.coverFile, durationMs: input.durationMs, width: input.width ?? 1080, height: input.height ?? 1920 };
}

const retryContext = () => JSON.stringify({ num_step_auto_retry: 0, num_reupload: 0, num_step_manual_retry: 0 });

function videoHeaders(state: InstagramUploadState, media: ReelMedia): Record<string, string> {
  return {
    'x-instagram-rupload-params': JSON.stringify({
      retry_context: retryContext(),
      media_type: '2',
      xsharing_user_ids: '[]',
      upload_id: state.uploadId,
      upload_media_duration_ms: String(Math.round(media.durationMs)),
      upload_media_width: String(media.width),
      upload_media_height: String(media.height),
      is_clips_video: '1',
    }),
    'x-entity-type': 'video/mp4',
    'x-entity-name': state.uploadName,
    'x-entity-length': String(media.sizeBytes),
    x_fb_video_waterfall_id: `${state.uploadId}_video`,
  };
}

function newUploadState(): InstagramUploadState {
  const uploadId = String(Date.now());
  return { uploadId, uploadName: `${uploadId}_0_${randomInt(1_000_000_000, 9_999_999_999)}`, stage: 'video', startedAt: Date.now() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Instagram Reels through the private mobile API (profiles only have a login and a password),
 * over the profile's proxy: signed login whose bearer is kept in the profile's login store, rupload
 * of the video (resumable by offset) and its cover, configure_to_clips. The upload's stage is
 * remembered, and a retry after configure first looks for the post among the user's recent media,
 * so a lost answer never posts twice. Instagram has no scheduling here: the caller waits for the date.
 */
export class InstagramAdapter {
  private readonly configureRetryMs: number;
  private readonly configureAttempts: number;
  private readonly resumeAttempts: number;

  constructor(private readonly options: InstagramOptions) {
    this.configureRetryMs = options.configureRetryMs ?? 3000;
    this.configureAttempts = options.configureAttempts ?? 20;
    this.resumeAttempts = options.resumeAttempts ?? 3;
  }

  async publish(
    profile: ProfileContext,
    credentials: InstagramCredentials,
    login: LoginSessionStore,
    input: PublishInput,
    session: UploadSessionStore,
  ): Promise<PublishResult> {
    const media = reelMedia(input);
    const connection = this.connect(profile, credentials, login);
    const caption = instagramCaption(input);
    const remembered = parseJson<InstagramUploadState>(await session.load(), (saved) => Boolean(saved.uploadId && saved.uploadName && saved.stage && saved.startedAt));
    let state = remembered ?? newUploadState();
    const advance = async (stage: InstagramUploadState['stage']) => {
      state = { ...state, stage };
      await session.save(JSON.stringify(state));
    };

    if (state.stage === 'configure') {
      const existing = await this.findPosted(connection, caption, state.startedAt);
      if (existing) return this.finish(session, existing);
    }
    if (state.stage === 'video') {
      if (!remembered) await advance('video');
      await this.uploadVideo(connection, state, media, Boolean(remembered));
      await advance('cover');
    }
    if (state.stage === 'cover') {
      await this.uploadCover(connection, state, media);
      await advance('configure');
    }
    return this.finish(session, await this.configure(connection, state, media, caption));
  }

  async stats(profile: ProfileContext, credentials: InstagramCredentials, login: LoginSessionStore, mediaId: string): Promise<Stats> {
    const connection = this.connect(profile, credentials, login);
    const info = await connection.json<{ items?: Array<{ play_count?: number; view_count?: number; like_count?: number; comment_count?: number }> }>(
      { method: 'GET', path: `/api/v1/media/${encodeURIComponent(mediaId)}/info/` },
      'запит статистики',
    );
    const item = info.items?.[0] ?? {};
    return { views: Number(item.play_count ?? item.view_count ?? 0), likes: Number(item.like_count ?? 0), comments: Number(item.comment_count ?? 0) };
  }

  /** Like the app: read the current fields, then send them all back with the changed ones (Instagram wants an email or phone kept). */
  async updateProfile(profile: ProfileContext, credentials: InstagramCredentials, login: LoginSessionStore, update: InstagramProfileUpdate): Promise<void> {
    const connection = this.connect(profile, credentials, login);
    const { user } = await connection.json<{ user?: Record<string, unknown> }>({ method: 'GET', path: '/api/v1/accounts/current_user/?edit=true' }, 'запит профілю');
    const current = (field: string) => (typeof user?.[field] === 'string' ? (user[field] as string) : '');
    await connection.json(
      {
        method: 'POST',
        path: '/api/v1/accounts/edit_profile/',
        form: {
          username: current('username'),
          first_name: update.name ?? current('full_name'),
          biography: update.biography ?? current('biography'),
          external_url: current('external_url'),
          email: current('email'),
          phone_number: current('phone_number'),
        },
      },
      'зміну профілю',
    );
  }

  private connect(profile: ProfileContext, credentials: InstagramCredentials, login: LoginSessionStore) {
    return new InstagramConnection(this.options, profile, credentials, login);
  }

  private async finish(session: UploadSessionStore, result: PublishResult) {
    await session.save(null);
    return result;
  }

  /** Sends the video from where Instagram has it; a cut connection asks for the offset and goes on. */
  private async uploadVideo(connection: InstagramConnection, state: InstagramUploadState, media: ReelMedia, resuming: boolean) {
    let offset = resuming ? await this.videoOffset(connection, state, media) : 0;
    for (let resumes = 0; offset < media.sizeBytes; resumes += 1) {
      try {
        await this.sendVideoFrom(connection, state, media, offset);
        return;
      } catch (error) {
        if (!(error instanceof ConnectionLost) || resumes >= this.resumeAttempts) throw error;
        offset = await this.videoOffset(connection, state, media);
      }
    }
  }

  private async videoOffset(connection: InstagramConnection, state: InstagramUploadState, media: ReelMedia): Promise<number> {
    const response = await connection.request({ method: 'GET', path: `/rupload_igvideo/${state.uploadName}`, headers: videoHeaders(state, media) }, 'відновлення завантаження');
    if (response.status === 404) return 0;
    if (isFailure(response)) throw failure(response, 'відновлення завантаження');
    const offset = Number((response.body as { offset?: unknown }).offset);
    return Number.isInteger(offset) && offset >= 0 && offset <= media.sizeBytes ? offset : 0;
  }

  private async sendVideoFrom(connection: InstagramConnection, state: InstagramUploadState, media: ReelMedia, offset: number) {
    const rest = await readFrom(media.file, offset, media.sizeBytes - offset);
    const response = await connection.request(
      {
        method: 'POST',
        path: `/rupload_igvideo/${state.uploadName}`,
        headers: { ...videoHeaders(state, media), offset: String(offset), 'content-type': 'application/octet-stream' },
        body: rest,
        timeoutMs: Math.ceil(BASE_TIMEOUT_MS + rest.length * UPLOAD_MS_PER_BYTE),
      },
      'завантаження відео',
    );
    if (isFailure(response)) throw failure(response, 'завантаження відео');
  }

  private async uploadCover(connection: InstagramConnection, state: InstagramUploadState, media: ReelMedia) {
    const cover = await readFile(media.coverFile);
    await connection.json(
      {
        method: 'POST',
        path: `/rupload_igphoto/${state.uploadName}`,
        headers: {
          'x-instagram-rupload-params': JSON.stringify({
            retry_context: retryContext(),
            media_type: '2',
            xsharing_user_ids: '[]',
            upload_id: state.uploadId,
            image_compression: JSON.stringify({ lib_name: 'moz', lib_version: '3.1.m', quality: '80' }),
          }),
          'x-entity-type': 'image/jpeg',
          'x-entity-name': state.uploadName,
          'x-entity-length': String(cover.length),
          offset: '0',
          'content-type': 'application/octet-stream',
          x_fb_photo_waterfall_id: `${state.uploadId}_photo`,
        },
        body: cover,
      },
      'завантаження обкладинки',
    );
  }

  /** Instagram answers 202 "Transcode not finished yet" until the video is processed: wait and ask again. */
  private async configure(connection: InstagramConnection, state: InstagramUploadState, media: ReelMedia, caption: string): Promise<PublishResult> {
    const seconds = Math.round(media.durationMs / 100) / 10;
    const call: Call = {
      method: 'POST',
      path: '/api/v1/media/configure_to_clips/',
      form: {
        upload_id: state.uploadId,
        caption,
        clips_share_preview_to_feed: '1',
        source_type: '4',
        camera_position: 'unknown',
        filter_type: '0',
        audio_muted: false,
        poster_frame_index: 0,
        length: seconds,
        clips: [{ length: seconds, source_type: '4' }],
        extra: { source_width: media.width, source_height: media.height },
        device: DEVICE,
        timezone_offset: String(-new Date().getTimezoneOffset() * 60),
        client_timestamp: String(Math.floor(Date.now() / 1000)),
      },
    };
    for (let attempt = 1; ; attempt += 1) {
      const response = await connection.request(call, 'публікацію');
      if (!isTranscodePending(response)) {
        if (isFailure(response)) throw failure(response, 'публікацію');
        return toResult((response.body as { media?: InstagramMedia }).media ?? {});
      }
      if (attempt >= this.configureAttempts) throw new PlatformError('Instagram ще обробляє відео, спробуємо пізніше', 'unavailable', rawOf(response));
      await sleep(this.configureRetryMs);
    }
  }

  /** A post with our caption taken since the publication began: an earlier configure that landed. */
  private async findPosted(connection: InstagramConnection, caption: string, startedAt: number): Promise<PublishResult | null> {
    const { userId } = await connection.me();
    const feed = await connection.json<{ items?: InstagramMedia[] }>({ method: 'GET', path: `/api/v1/feed/user/${userId}/` }, 'перевірку публікацій');
    const since = Math.floor(startedAt / 1000) - CLOCK_SKEW_SECONDS;
    const found = feed.items?.find((item) => (item.taken_at ?? 0) >= since && item.caption?.text?.trim() === caption.trim());
    return found ? toResult(found) : null;
  }
}

async function readFrom(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
