/**
 * A strict copy of TikTok's Content Posting API (direct post, FILE_UPLOAD) and OAuth v2, for tests.
 *
 * Written from TikTok's public documentation and from clients nobody here wrote, NOT from our adapter:
 * - Direct Post: https://developers.tiktok.com/doc/content-posting-api-reference-direct-post
 *   (POST /v2/post/publish/video/init/, post_info + source_info, "Each user access_token is limited to 6 requests
 *   per minute", unaudited clients may only post privately)
 * - Query Creator Info: https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info
 *   (creator_username, creator_nickname, privacy_level_options, comment/duet/stitch_disabled,
 *   max_video_post_duration_sec; 20 requests per minute)
 * - Media Transfer Guide: https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide
 *   (chunk rules: 5–64 MB chunks, the final chunk up to 128 MB, files under 5 MB whole, files over 64 MB in several
 *   chunks, total_chunk_count = floor(video_size / chunk_size), 1–1000 chunks, sequential PUTs with Content-Range;
 *   206 for a chunk, 201 when all parts are in; upload_url valid for one hour)
 * - Get Post Status: https://developers.tiktok.com/doc/content-posting-api-reference-get-video-status
 *   (POST /v2/post/publish/status/fetch/, 30 requests per minute; PROCESSING_UPLOAD / PROCESSING_DOWNLOAD /
 *   SEND_TO_USER_INBOX / PUBLISH_COMPLETE / FAILED, fail_reason, uploaded_bytes, publicaly_available_post_id as a
 *   list of int64 given only for public posts once moderation is done; moderation "may take a few hours")
 * - API v2 errors: https://developers.tiktok.com/doc/tiktok-api-v2-error-handling ({data, error:{code,message,log_id}}
 *   with the HTTP statuses of its table: access_token_invalid 401, scope_not_authorized 401, invalid_params 400,
 *   rate_limit_exceeded 429, internal_error 500) and the direct-post error table (spam_risk_* / reached_active_user_cap /
 *   unaudited_client_can_only_post_to_private_accounts / privacy_level_option_mismatch / url_ownership_unverified 403)
 * - OAuth v2: https://developers.tiktok.com/doc/oauth-user-access-token-management and
 *   https://developers.tiktok.com/docs/en/oauth-refresh-a-user-access-token (POST /v2/oauth/token/, form-encoded
 *   client_key / client_secret / grant_type / code / redirect_uri / refresh_token; expires_in 86400,
 *   refresh_expires_in; refresh tokens rotate, the previous one stops working), error shape
 *   https://developers.tiktok.com/doc/oauth-error-handling ({error, error_description, log_id}), Login Kit for Web
 *   https://developers.tiktok.com/doc/login-kit-web (https://www.tiktok.com/v2/auth/authorize/ with client_key, scope,
 *   response_type=code, redirect_uri, state; the code comes back with scopes and state; PKCE is for desktop/mobile)
 * - Reference clients: docs.rs crate `tiktok_rust` (src/direct_post/model.rs, src/creator/model.rs) and crate
 *   `tiktok-api` (src/endpoints/v2/video_upload_init.rs) for field names and request shapes.
 *
 * Where the docs are silent the fake takes the reading that is hardest on a client, and says so:
 * "MB" is read as 5 MiB for minimums and 64,000,000 / 128,000,000 bytes for maximums (TikTok's own example uses a
 * 10,000,000-byte chunk); a PUT that repeats an accepted range answers 416; an upload left incomplete when its
 * upload_url expires stays PROCESSING_UPLOAD with its uploaded_bytes (it can never become a post); OAuth errors use
 * RFC 6749 statuses (400 / 401). Post ids are int64 bigger than 2^53, written bare in the JSON text by hand.
 *
 * The fake runs on loopback with its own clock (`advance(ms)`), and has test knobs: expire or refuse tokens,
 * fail the next N calls of an endpoint (HTTP error, cut connection, a request left hanging), cut a chunk upload
 * midway, hold moderation, finish with FAILED, change the creator's options.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const MiB = 1024 * 1024;

/** The documented limits, with "MB" read the way that is hardest on a client. */
export const TIKTOK_RULES = {
  chunkMin: 5 * MiB,
  chunkMax: 64_000_000,
  finalChunkMax: 128_000_000,
  wholeBelow: 5 * MiB,
  multipleAbove: 64_000_000,
  maxChunks: 1000,
  titleMaxUtf16: 2200,
  uploadUrlTtlMs: 60 * 60 * 1000,
  accessTtlSec: 86_400,
  refreshTtlSec: 31_536_000,
  codeTtlMs: 10 * 60 * 1000,
} as const;

export const TIKTOK_SCOPES = ['user.info.basic', 'video.publish', 'video.upload'] as const;
export type TikTokFakePrivacy = 'PUBLIC_TO_EVERYONE' | 'MUTUAL_FOLLOW_FRIENDS' | 'FOLLOWER_OF_CREATOR' | 'SELF_ONLY';
const PRIVACY_LEVELS: TikTokFakePrivacy[] = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];

export interface TikTokFakeCreator {
  creator_avatar_url: string;
  creator_username: string;
  creator_nickname: string;
  privacy_level_options: TikTokFakePrivacy[];
  comment_disabled: boolean;
  duet_disabled: boolean;
  stitch_disabled: boolean;
  max_video_post_duration_sec: number;
}

/** One video/init: the task TikTok keeps for a publish_id. */
export interface TikTokFakeUpload {
  publishId: string;
  openId: string;
  uploadId: string;
  uploadToken: string;
  size: number;
  chunkSize: number;
  chunks: number;
  received: Buffer[];
  bytes: number;
  title: string;
  postInfo: Record<string, unknown>;
  createdAt: number;
  completedAt: number | null;
  /** Status checks answered since every byte arrived. */
  polls: number;
  moderation: ModerationPlan;
  status: 'PROCESSING_UPLOAD' | 'PUBLISH_COMPLETE' | 'FAILED';
  failReason: string | null;
  /** The int64 post id as decimal text (only for public posts). */
  postId: string | null;
}

export interface ModerationPlan {
  /** Status checks after the upload that still answer "processing"; 'hold' until releaseModeration(). */
  polls: number | 'hold';
  /** How it ends: published, or FAILED with this fail_reason. */
  failReason: string | null;
  /** Status checks after PUBLISH_COMPLETE that still come without the post id. */
  postIdLagPolls: number;
}

/** How one call is made to fail. */
export type TikTokFakeFailure =
  | { status: number; code?: string; message?: string }
  /** The connection is cut before any answer (for an upload: midway through the chunk, nothing stored). */
  | 'cut'
  /** The work is done (task created, chunk stored), then the connection is cut before the answer. */
  | 'cut-after'
  /** No answer at all until the client gives up. */
  | 'hang';

export type TikTokFakeEndpoint = 'creator' | 'init' | 'upload' | 'status' | 'token' | 'authorize';

interface AccessToken {
  openId: string;
  clientKey: string;
  scopes: string[];
  expiresAt: number;
}
interface RefreshToken {
  openId: string;
  clientKey: string;
  scopes: string[];
  expiresAt: number;
}
interface AuthCode {
  clientKey: string;
  redirectUri: string;
  scopes: string[];
  openId: string;
  expiresAt: number;
  used: boolean;
}
interface Client {
  clientKey: string;
  clientSecret: string;
  /** Registered redirect URIs; empty accepts any (tests that never authorize). */
  redirectUris: string[];
}

export interface TikTokTokenSet {
  access_token: string;
  expires_in: number;
  open_id: string;
  refresh_expires_in: number;
  refresh_token: string;
  scope: string;
  token_type: 'Bearer';
}

export interface TikTokFakeOptions {
  /** A bare user access token that works for 24 h of the fake's clock (all scopes). */
  accessToken?: string;
  /** The default app (client) the fake knows. */
  client?: { clientKey: string; clientSecret: string; redirectUris?: string[] };
  creator?: Partial<TikTokFakeCreator>;
  /** Unaudited app: only SELF_ONLY posts (the creator's options then list SELF_ONLY only). */
  unaudited?: boolean;
  /** Per access token, per minute. */
  limits?: { init?: number; status?: number; creator?: number };
  moderation?: Partial<ModerationPlan>;
}

const logId = () => `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(10).toString('hex').toUpperCase()}`;
const token = (prefix: string) => `${prefix}.${randomBytes(24).toString('base64url')}`;

function hasLoneSurrogate(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return true;
    }
  }
  return false;
}

async function readBody(request: IncomingMessage, limit = 200 * MiB): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of request) {
    length += (part as Buffer).length;
    if (length > limit) throw new Error('body too large');
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

export async function startTikTokFake(options: TikTokFakeOptions = {}) {
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const log: string[] = [];
  const uploads = new Map<string, TikTokFakeUpload>();
  const byUploadId = new Map<string, TikTokFakeUpload>();
  const published: Array<{ publishId: string; postId: string | null; title: string; privacy: string }> = [];
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, RefreshToken>();
  const codes = new Map<string, AuthCode>();
  const clients = new Map<string, Client>();
  const calls = new Map<string, number[]>();
  const failures = new Map<TikTokFakeEndpoint, Array<TikTokFakeFailure | null>>();
  const nextFailReasons: string[] = [];
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const limits = { init: 6, status: 30, creator: 20, ...options.limits };
  let creator: TikTokFakeCreator = {
    creator_avatar_url: 'https://p16-sign.tiktokcdn-us.com/avatar.jpeg',
    creator_username: 'studio.ua',
    creator_nickname: 'Студія',
    privacy_level_options: options.unaudited ? ['SELF_ONLY'] : ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
    comment_disabled: false,
    duet_disabled: false,
    stitch_disabled: false,
    max_video_post_duration_sec: 600,
    ...options.creator,
  };
  let unaudited = options.unaudited ?? false;
  let moderation: ModerationPlan = { polls: 1, failReason: null, postIdLagPolls: 0, ...options.moderation };
  let nextPostId = 7_351_234_567_890_123_457n + BigInt(Math.floor(Math.random() * 1_000_000)) * 1000n;

  const defaultClient: Client = {
    clientKey: options.client?.clientKey ?? 'awfakeclientkey01',
    clientSecret: options.client?.clientSecret ?? 'fake-client-secret-0123456789',
    redirectUris: options.client?.redirectUris ?? [],
  };
  clients.set(defaultClient.clientKey, defaultClient);
  const bareOpenId = `-000${randomBytes(12).toString('hex')}`;
  if (options.accessToken) {
    accessTokens.set(options.accessToken, {
      openId: bareOpenId,
      clientKey: defaultClient.clientKey,
      scopes: [...TIKTOK_SCOPES],
      expiresAt: now() + TIKTOK_RULES.accessTtlSec * 1000,
    });
  }

  function issue(clientKey: string, openId: string, scopes: string[]): TikTokTokenSet {
    const access = token('act');
    const refresh = token('rft');
    accessTokens.set(access, { openId, clientKey, scopes, expiresAt: now() + TIKTOK_RULES.accessTtlSec * 1000 });
    refreshTokens.set(refresh, { openId, clientKey, scopes, expiresAt: now() + TIKTOK_RULES.refreshTtlSec * 1000 });
    return {
      access_token: access,
      expires_in: TIKTOK_RULES.accessTtlSec,
      open_id: openId,
      refresh_expires_in: TIKTOK_RULES.refreshTtlSec,
      refresh_token: refresh,
      scope: scopes.join(','),
      token_type: 'Bearer',
    };
  }

  const takeFailure = (endpoint: TikTokFakeEndpoint) => failures.get(endpoint)?.shift() ?? null;

  function send(
    response: ServerResponse,
    status: number,
    body: string,
    contentType = 'application/json; charset=utf-8',
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, { 'content-type': contentType, 'x-tt-logid': logId(), ...headers });
    response.end(body);
  }
  const envelope = (data: unknown, code = 'ok', message = '') => JSON.stringify({ data, error: { code, message, log_id: logId() } });
  const apiError = (response: ServerResponse, status: number, code: string, message: string) =>
    send(response, status, envelope({}, code, message));
  const oauthError = (response: ServerResponse, status: number, error: string, description: string) =>
    send(response, status, JSON.stringify({ error, error_description: description, log_id: logId() }));

  /** Applies an injected failure; true when the request was answered (or dropped) by it. */
  function injected(
    endpoint: TikTokFakeEndpoint,
    request: IncomingMessage,
    response: ServerResponse,
    failure: TikTokFakeFailure | null,
  ): boolean {
    if (!failure || failure === 'cut-after') return false;
    log.push(`${endpoint}:injected:${typeof failure === 'string' ? failure : failure.status}`);
    if (failure === 'cut') {
      request.socket.destroy();
      return true;
    }
    if (failure === 'hang') {
      hanging.add(response);
      return true;
    }
    if (endpoint === 'upload') {
      send(response, failure.status, '', 'text/plain');
    } else if (endpoint === 'token') {
      oauthError(response, failure.status, failure.code ?? 'server_error', failure.message ?? 'Internal server error');
    } else {
      apiError(
        response,
        failure.status,
        failure.code ?? 'internal_error',
        failure.message ?? 'Something went wrong. Please try again later.',
      );
    }
    return true;
  }

  /** Per access token and endpoint, per sliding minute of the fake clock. */
  function overLimit(endpoint: 'init' | 'status' | 'creator', accessToken: string): boolean {
    const key = `${endpoint}:${accessToken}`;
    const window = (calls.get(key) ?? []).filter((at) => at > now() - 60_000);
    if (window.length >= limits[endpoint]) {
      calls.set(key, window);
      return true;
    }
    window.push(now());
    calls.set(key, window);
    return false;
  }

  function authorize(request: IncomingMessage, response: ServerResponse, scopes: string[]): { token: string; grant: AccessToken } | null {
    const match = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''));
    const grant = match ? accessTokens.get(match[1]!) : undefined;
    if (!match || !grant || grant.expiresAt <= now()) {
      apiError(response, 401, 'access_token_invalid', 'The access token is invalid or not found in the request.');
      return null;
    }
    if (!scopes.some((scope) => grant.scopes.includes(scope))) {
      apiError(response, 401, 'scope_not_authorized', `The user did not authorize the scope required for completing this request.`);
      return null;
    }
    return { token: match[1]!, grant };
  }

  async function jsonBody(request: IncomingMessage, response: ServerResponse): Promise<Record<string, unknown> | null> {
    if (!/^application\/json\b/i.test(String(request.headers['content-type'] ?? ''))) {
      apiError(response, 400, 'invalid_params', 'Content-Type must be application/json; charset=UTF-8.');
      return null;
    }
    const text = (await readBody(request, MiB)).toString('utf8');
    if (text.trim() === '') return {};
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // falls through
    }
    apiError(response, 400, 'invalid_params', 'The request body is not valid JSON.');
    return null;
  }

  function uploadBaseFor(): string {
    return `http://127.0.0.1:${(uploadServer.address() as AddressInfo).port}`;
  }

  async function creatorInfo(request: IncomingMessage, response: ServerResponse) {
    const auth = authorize(request, response, ['video.publish']);
    if (!auth) return;
    if (injected('creator', request, response, takeFailure('creator'))) return;
    if (overLimit('creator', auth.token))
      return apiError(response, 429, 'rate_limit_exceeded', 'The API rate limit was exceeded. Please try again later.');
    if ((await jsonBody(request, response)) === null) return;
    log.push('creator_info');
    send(response, 200, envelope(creator));
  }

  async function init(request: IncomingMessage, response: ServerResponse) {
    const auth = authorize(request, response, ['video.publish']);
    if (!auth) return;
    const failure = takeFailure('init');
    if (injected('init', request, response, failure)) return;
    if (overLimit('init', auth.token))
      return apiError(response, 429, 'rate_limit_exceeded', 'The API rate limit was exceeded. Please try again later.');
    const body = await jsonBody(request, response);
    if (!body) return;
    const postInfo = body.post_info as Record<string, unknown> | undefined;
    const source = body.source_info as Record<string, unknown> | undefined;
    const invalid = (message: string) => apiError(response, 400, 'invalid_params', message);
    if (!postInfo || typeof postInfo !== 'object') return invalid('post_info is required.');
    if (!source || typeof source !== 'object') return invalid('source_info is required.');
    const privacy = postInfo.privacy_level;
    if (typeof privacy !== 'string' || !PRIVACY_LEVELS.includes(privacy as TikTokFakePrivacy))
      return invalid('privacy_level is required and must be a valid value.');
    const title = postInfo.title ?? '';
    if (typeof title !== 'string') return invalid('title must be a string.');
    if (title.length > TIKTOK_RULES.titleMaxUtf16) return invalid(`title is longer than ${TIKTOK_RULES.titleMaxUtf16} UTF-16 runes.`);
    if (hasLoneSurrogate(title)) return invalid('title is not valid UTF-16.');
    for (const flag of ['disable_comment', 'disable_duet', 'disable_stitch', 'brand_content_toggle', 'brand_organic_toggle', 'is_aigc']) {
      if (postInfo[flag] !== undefined && typeof postInfo[flag] !== 'boolean') return invalid(`${flag} must be a boolean.`);
    }
    if (postInfo.video_cover_timestamp_ms !== undefined && !Number.isInteger(postInfo.video_cover_timestamp_ms))
      return invalid('video_cover_timestamp_ms must be an integer.');
    if (source.source === 'PULL_FROM_URL') {
      return apiError(response, 403, 'url_ownership_unverified', 'Please review our URL ownership verification rules.');
    }
    if (source.source !== 'FILE_UPLOAD') return invalid('source must be FILE_UPLOAD or PULL_FROM_URL.');
    const size = source.video_size;
    const chunkSize = source.chunk_size;
    const count = source.total_chunk_count;
    if (![size, chunkSize, count].every((value) => Number.isSafeInteger(value) && (value as number) > 0)) {
      return invalid('video_size, chunk_size and total_chunk_count are required for FILE_UPLOAD.');
    }
    const chunkRule = chunkRuleBroken(size as number, chunkSize as number, count as number);
    if (chunkRule) return invalid(chunkRule);
    if (unaudited && privacy !== 'SELF_ONLY') {
      return apiError(
        response,
        403,
        'unaudited_client_can_only_post_to_private_accounts',
        'Please review our integration guidelines at https://developers.tiktok.com/doc/content-sharing-guidelines/',
      );
    }
    if (!creator.privacy_level_options.includes(privacy as TikTokFakePrivacy)) {
      return apiError(
        response,
        403,
        'privacy_level_option_mismatch',
        'privacy_level is not among the privacy_level_options of the creator.',
      );
    }
    const uploadId = randomBytes(8).readBigUInt64BE().toString();
    const publishId = `v_pub_file~v2-1.${uploadId}`;
    const upload: TikTokFakeUpload = {
      publishId,
      openId: auth.grant.openId,
      uploadId,
      uploadToken: randomBytes(12).toString('base64url'),
      size: size as number,
      chunkSize: chunkSize as number,
      chunks: count as number,
      received: [],
      bytes: 0,
      title,
      postInfo,
      createdAt: now(),
      completedAt: null,
      polls: 0,
      moderation: { ...moderation, ...(nextFailReasons.length > 0 ? { failReason: nextFailReasons.shift()! } : {}) },
      status: 'PROCESSING_UPLOAD',
      failReason: null,
      postId: null,
    };
    uploads.set(publishId, upload);
    byUploadId.set(uploadId, upload);
    log.push('init');
    if (failure === 'cut-after') {
      log.push('init:injected:cut-after');
      request.socket.destroy();
      return;
    }
    const uploadUrl = `${uploadBaseFor()}/upload/?upload_id=${uploadId}&upload_token=${encodeURIComponent(upload.uploadToken)}`;
    send(response, 200, envelope({ publish_id: publishId, upload_url: uploadUrl }));
  }

  function chunkRuleBroken(size: number, chunkSize: number, count: number): string | null {
    if (size < TIKTOK_RULES.wholeBelow && (chunkSize !== size || count !== 1))
      return 'Videos under 5 MB must be uploaded whole, with chunk_size equal to video_size.';
    if (chunkSize > size) return 'chunk_size cannot exceed video_size.';
    if (size >= TIKTOK_RULES.wholeBelow && chunkSize < TIKTOK_RULES.chunkMin) return 'chunk_size must be at least 5 MB.';
    if (chunkSize > TIKTOK_RULES.chunkMax) return 'chunk_size must not exceed 64 MB.';
    if (count !== Math.floor(size / chunkSize)) return 'total_chunk_count must equal video_size divided by chunk_size, rounded down.';
    if (count < 1 || count > TIKTOK_RULES.maxChunks) return 'total_chunk_count must be between 1 and 1000.';
    if (size > TIKTOK_RULES.multipleAbove && count < 2) return 'Videos over 64 MB must be uploaded in several chunks.';
    if (size - chunkSize * (count - 1) > TIKTOK_RULES.finalChunkMax) return 'The final chunk must not exceed 128 MB.';
    return null;
  }

  async function put(request: IncomingMessage, response: ServerResponse, url: URL) {
    const upload = byUploadId.get(url.searchParams.get('upload_id') ?? '');
    if (!upload || url.searchParams.get('upload_token') !== upload.uploadToken) {
      await readBody(request).catch(() => undefined);
      return send(response, 404, '', 'text/plain');
    }
    const failure = takeFailure('upload');
    if (failure === 'cut') {
      // Take part of the chunk, then drop the connection: nothing of this chunk is kept.
      log.push('upload:injected:cut');
      const expected = Number(request.headers['content-length'] ?? 0);
      let seen = 0;
      request.on('data', (part: Buffer) => {
        seen += part.length;
        if (seen >= expected / 2) request.socket.destroy();
      });
      request.on('end', () => request.socket.destroy());
      return;
    }
    if (injected('upload', request, response, failure)) {
      request.resume();
      return;
    }
    const body = await readBody(request);
    if (upload.createdAt + TIKTOK_RULES.uploadUrlTtlMs <= now()) return send(response, 403, '', 'text/plain');
    if (!/^video\/(mp4|quicktime|webm)$/i.test(String(request.headers['content-type'] ?? ''))) return send(response, 400, '', 'text/plain');
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(request.headers['content-range'] ?? ''));
    if (!match) return send(response, 400, '', 'text/plain');
    const first = Number(match[1]);
    const last = Number(match[2]);
    const total = Number(match[3]);
    if (total !== upload.size || last - first + 1 !== body.length || Number(request.headers['content-length']) !== body.length) {
      return send(response, 400, '', 'text/plain');
    }
    if (first !== upload.bytes) return send(response, 416, '', 'text/plain');
    const index = upload.received.length;
    const isFinal = index === upload.chunks - 1;
    const expectedLength = isFinal ? upload.size - upload.chunkSize * (upload.chunks - 1) : upload.chunkSize;
    if (index >= upload.chunks || body.length !== expectedLength) return send(response, 400, '', 'text/plain');
    upload.received.push(body);
    upload.bytes += body.length;
    log.push(`put:${first}-${last}`);
    if (upload.bytes === upload.size) upload.completedAt = now();
    if (failure === 'cut-after') {
      log.push('upload:injected:cut-after');
      request.socket.destroy();
      return;
    }
    send(response, upload.bytes === upload.size ? 201 : 206, '', 'text/plain');
  }

  async function status(request: IncomingMessage, response: ServerResponse) {
    const auth = authorize(request, response, ['video.publish', 'video.upload']);
    if (!auth) return;
    if (injected('status', request, response, takeFailure('status'))) return;
    if (overLimit('status', auth.token))
      return apiError(response, 429, 'rate_limit_exceeded', 'The API rate limit was exceeded. Please try again later.');
    const body = await jsonBody(request, response);
    if (!body) return;
    const upload = typeof body.publish_id === 'string' ? uploads.get(body.publish_id) : undefined;
    if (!upload) return apiError(response, 400, 'invalid_publish_id', 'The publish_id does not exist.');
    if (upload.openId !== auth.grant.openId) {
      return apiError(response, 400, 'token_not_authorized_for_specified_publish_id', 'The publish_id was not created by this user.');
    }
    log.push('status');
    advanceModeration(upload);
    // Written by hand: the post ids are bare int64 numbers bigger than 2^53.
    const fields = [`"status":"${upload.status}"`, `"uploaded_bytes":${upload.bytes}`];
    if (upload.status === 'FAILED') fields.push(`"fail_reason":${JSON.stringify(upload.failReason)}`);
    const ids = upload.status === 'PUBLISH_COMPLETE' && upload.postId && upload.moderation.postIdLagPolls < 0 ? upload.postId : null;
    fields.push(`"publicaly_available_post_id":[${ids ?? ''}]`);
    send(response, 200, `{"data":{${fields.join(',')}},"error":{"code":"ok","message":"","log_id":"${logId()}"}}`);
  }

  function advanceModeration(upload: TikTokFakeUpload) {
    if (upload.completedAt === null) return;
    if (upload.status === 'FAILED') return;
    if (upload.status === 'PUBLISH_COMPLETE') {
      upload.moderation.postIdLagPolls -= 1;
      return;
    }
    upload.polls += 1;
    const plan = upload.moderation;
    if (plan.polls === 'hold' || upload.polls <= plan.polls) return;
    if (plan.failReason) {
      upload.status = 'FAILED';
      upload.failReason = plan.failReason;
      return;
    }
    upload.status = 'PUBLISH_COMPLETE';
    // Only posts for public viewership get a public id, once moderation is done.
    if (upload.postInfo.privacy_level === 'PUBLIC_TO_EVERYONE') {
      upload.postId = String(nextPostId);
      nextPostId += 7919n;
    }
    upload.moderation.postIdLagPolls -= 1;
    published.push({
      publishId: upload.publishId,
      postId: upload.postId,
      title: upload.title,
      privacy: String(upload.postInfo.privacy_level),
    });
  }

  async function oauthToken(request: IncomingMessage, response: ServerResponse) {
    if (injected('token', request, response, takeFailure('token'))) return;
    if (!/^application\/x-www-form-urlencoded\b/i.test(String(request.headers['content-type'] ?? ''))) {
      await readBody(request, MiB).catch(() => undefined);
      return oauthError(response, 400, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded.');
    }
    const form = new URLSearchParams((await readBody(request, MiB)).toString('utf8'));
    const grantType = form.get('grant_type');
    log.push(`token:${grantType}`);
    const client = clients.get(form.get('client_key') ?? '');
    if (!form.get('client_key') || !form.get('client_secret') || !grantType) {
      return oauthError(response, 400, 'invalid_request', 'client_key, client_secret and grant_type are required.');
    }
    if (!client || client.clientSecret !== form.get('client_secret')) {
      return oauthError(response, 401, 'invalid_client', 'Client key or secret is invalid.');
    }
    if (grantType === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      const grant = refreshTokens.get(presented);
      if (!presented) return oauthError(response, 400, 'invalid_request', 'refresh_token is required.');
      if (!grant || grant.expiresAt <= now() || grant.clientKey !== client.clientKey) {
        return oauthError(response, 400, 'invalid_grant', 'Refresh token is invalid or expired.');
      }
      // Rotation: the token just used stops working.
      refreshTokens.delete(presented);
      return send(response, 200, JSON.stringify(issue(client.clientKey, grant.openId, grant.scopes)));
    }
    if (grantType === 'authorization_code') {
      codeExchanges.push(Object.fromEntries(form));
      const code = codes.get(form.get('code') ?? '');
      if (!code || code.used || code.expiresAt <= now() || code.clientKey !== client.clientKey) {
        return oauthError(response, 400, 'invalid_grant', 'Authorization code is invalid or expired.');
      }
      if (code.redirectUri !== form.get('redirect_uri')) {
        return oauthError(response, 400, 'invalid_grant', 'redirect_uri does not match the one used for the authorization.');
      }
      code.used = true;
      return send(response, 200, JSON.stringify(issue(client.clientKey, code.openId, code.scopes)));
    }
    return oauthError(response, 400, 'unsupported_grant_type', 'The grant type is not supported.');
  }

  function authorizePage(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (injected('authorize', request, response, takeFailure('authorize'))) return;
    const query = url.searchParams;
    const client = clients.get(query.get('client_key') ?? '');
    const redirectUri = query.get('redirect_uri') ?? '';
    const scopes = (query.get('scope') ?? '').split(',').filter(Boolean);
    log.push('authorize');
    if (!client) return send(response, 400, 'client_key is invalid', 'text/plain');
    if (!redirectUri || (client.redirectUris.length > 0 && !client.redirectUris.includes(redirectUri))) {
      return send(response, 400, 'redirect_uri is not registered for this app', 'text/plain');
    }
    if (
      query.get('response_type') !== 'code' ||
      scopes.length === 0 ||
      scopes.some((scope) => !(TIKTOK_SCOPES as readonly string[]).includes(scope))
    ) {
      return send(response, 400, 'invalid request', 'text/plain');
    }
    const back = new URL(redirectUri);
    if (denyNext) {
      denyNext = false;
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the request.');
    } else {
      // Codes carry characters that must be URL-decoded before the exchange.
      const code = `${randomBytes(18).toString('base64url')}*0!${randomBytes(4).toString('hex')}`;
      // The creator may untick scopes on the consent page: the code carries only what they left on.
      const granted = nextGrantedScopes ? scopes.filter((scope) => nextGrantedScopes!.includes(scope)) : scopes;
      nextGrantedScopes = null;
      codes.set(code, {
        clientKey: client.clientKey,
        redirectUri,
        scopes: granted,
        openId: consentingOpenId,
        expiresAt: now() + TIKTOK_RULES.codeTtlMs,
        used: false,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scopes', granted.join(','));
    }
    if (query.get('state') !== null) back.searchParams.set('state', query.get('state')!);
    response.writeHead(302, { location: back.toString() });
    response.end();
  }
  let denyNext = false;
  let nextGrantedScopes: string[] | null = null;
  const consentOpenId = `-000${randomBytes(12).toString('hex')}`;
  let consentingOpenId = consentOpenId;
  /** Each authorization_code request's form as it arrived. */
  const codeExchanges: Array<Record<string, string>> = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const route = `${request.method} ${url.pathname}`;
    try {
      switch (route) {
        case 'POST /v2/post/publish/creator_info/query/':
          return await creatorInfo(request, response);
        case 'POST /v2/post/publish/video/init/':
          return await init(request, response);
        case 'POST /v2/post/publish/status/fetch/':
          return await status(request, response);
        case 'POST /v2/oauth/token/':
          return await oauthToken(request, response);
        case 'GET /v2/auth/authorize/':
          return authorizePage(request, response, url);
        // Test control, not part of TikTok's API: the browser tests run this fake in another process.
        case 'GET /__test/published':
          return send(response, 200, JSON.stringify({ published }), 'application/json');
        default:
          await readBody(request).catch(() => undefined);
          return apiError(response, 404, 'invalid_params', 'Not found.');
      }
    } catch (error) {
      if (!response.headersSent) apiError(response, 500, 'internal_error', String(error));
    }
  }

  async function handleUpload(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'PUT' && url.pathname === '/upload/') return put(request, response, url).catch(() => request.socket.destroy());
    await readBody(request).catch(() => undefined);
    send(response, 404, '', 'text/plain');
  }

  const track = (server: Server) =>
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
  const apiServer = createServer((request, response) => void handle(request, response));
  const uploadServer = createServer((request, response) => void handleUpload(request, response));
  track(apiServer);
  track(uploadServer);
  await Promise.all([
    new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => uploadServer.listen(0, '127.0.0.1', resolve)),
  ]);

  const queue = (endpoint: TikTokFakeEndpoint, failure: TikTokFakeFailure, times: number, afterCalls = 0) => {
    const list = failures.get(endpoint) ?? [];
    for (let index = 0; index < afterCalls; index += 1) list.push(null);
    for (let index = 0; index < times; index += 1) list.push(failure);
    failures.set(endpoint, list);
  };

  return {
    /** The API host (open.tiktokapis.com's stand-in); also serves /v2/auth/authorize/ (www.tiktok.com's). */
    base: `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`,
    /** The upload host the upload_url points at (a different origin, as open-upload.tiktokapis.com is). */
    uploadBase: uploadBaseFor(),
    uploads,
    /** Posts that reached PUBLISH_COMPLETE, in order. */
    published,
    log,
    client: { clientKey: defaultClient.clientKey, clientSecret: defaultClient.clientSecret },
    /** The open_id behind the bare `accessToken` option. */
    bareOpenId,
    /** The open_id of the creator who consents on the authorize page (until `consentAs`). */
    consentOpenId,
    /** Another TikTok account consents from now on. */
    consentAs(openId: string) {
      consentingOpenId = openId;
    },
    /** The next consent grants only these of the requested scopes (the creator unticked the rest). */
    grantOnlyNext(scopes: string[]) {
      nextGrantedScopes = scopes;
    },
    /** The authorization_code requests /v2/oauth/token/ received, as sent. */
    codeExchanges,
    now,
    /** Moves the fake's clock (token expiry, upload_url expiry, rate-limit windows). */
    advance(ms: number) {
      offsetMs += ms;
    },
    /** Tokens as if the creator had authorized the app: what /v2/oauth/token/ gives for a code. */
    grant(grantOptions: { clientKey?: string; scopes?: string[]; openId?: string } = {}): TikTokTokenSet {
      return issue(
        grantOptions.clientKey ?? defaultClient.clientKey,
        grantOptions.openId ?? `-000${randomBytes(12).toString('hex')}`,
        grantOptions.scopes ?? [...TIKTOK_SCOPES],
      );
    },
    registerClient(client: { clientKey: string; clientSecret: string; redirectUris?: string[] }) {
      clients.set(client.clientKey, { redirectUris: [], ...client });
    },
    /** Every access token issued so far expires now (TikTok answers access_token_invalid). */
    expireAccessTokens() {
      for (const grant of accessTokens.values()) grant.expiresAt = Math.min(grant.expiresAt, now());
    },
    /** Every refresh token stops working (the creator revoked the app, or they expired). */
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    isAccessTokenValid(accessToken: string) {
      const grant = accessTokens.get(accessToken);
      return Boolean(grant && grant.expiresAt > now());
    },
    isRefreshTokenValid(refreshToken: string) {
      const grant = refreshTokens.get(refreshToken);
      return Boolean(grant && grant.expiresAt > now());
    },
    /**
     * The next `times` calls of an endpoint fail this way (after the token check for the API endpoints),
     * once `afterCalls` more calls have been answered normally.
     */
    failNext(endpoint: TikTokFakeEndpoint, failure: TikTokFakeFailure, times = 1, afterCalls = 0) {
      queue(endpoint, failure, times, afterCalls);
    },
    /** Forgets every queued failure. */
    clearFailures() {
      failures.clear();
    },
    /** The post of the next video/init ends FAILED with this fail_reason (then posts go through again). */
    failNextPublish(failReason: string) {
      nextFailReasons.push(failReason);
    },
    /** The next video/init answers this documented error (e.g. spam_risk_too_many_posts, 403). */
    refuseNextInit(code: string, status = 403, message = 'Refused.') {
      queue('init', { status, code, message }, 1);
    },
    denyNextAuthorization() {
      denyNext = true;
    },
    setCreator(partial: Partial<TikTokFakeCreator>) {
      creator = { ...creator, ...partial };
    },
    setUnaudited(value: boolean) {
      unaudited = value;
    },
    /** Applies to the next video/init calls. */
    setModeration(partial: Partial<ModerationPlan>) {
      moderation = { ...moderation, ...partial };
    },
    /** Held posts finish at their next status check. */
    releaseModeration(publishId?: string) {
      for (const upload of uploads.values()) {
        if ((!publishId || upload.publishId === publishId) && upload.moderation.polls === 'hold') upload.moderation.polls = 0;
      }
    },
    /** A post still in processing ends FAILED with this reason at its next status check. */
    failPublish(publishId: string, failReason: string) {
      const upload = uploads.get(publishId);
      if (upload && upload.status === 'PROCESSING_UPLOAD') {
        upload.moderation = { ...upload.moderation, polls: 0, failReason };
        if (upload.completedAt === null) {
          upload.status = 'FAILED';
          upload.failReason = failReason;
        }
      }
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise<void>((resolve) => apiServer.close(() => resolve())),
        new Promise<void>((resolve) => uploadServer.close(() => resolve())),
      ]);
    },
  };
}

export type TikTokFake = Awaited<ReturnType<typeof startTikTokFake>>;
