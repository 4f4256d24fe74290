import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InstagramFakeOptions {
  username?: string;
  password?: string;
  userId?: string;
  /** Login answers `challenge_required` (a checkpoint the owner must confirm in the app). */
  challenge?: boolean;
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
}

interface VideoUpload {
  uploadId: string;
  length: number;
  received: Buffer[];
  bytes: number;
  params: Record<string, unknown>;
}

export interface FakeMedia {
  pk: string;
  code: string;
  uploadId: string;
  caption: string;
  takenAt: number;
}

const APP_ID = '567067343352427';
const REQUIRED_VIDEO_PARAMS = ['retry_context', 'media_type', 'xsharing_user_ids', 'upload_id', 'upload_media_duration_ms', 'upload_media_width', 'upload_media_height', 'is_clips_video'];

/**
 * Instagram's private mobile API, as the Android app and the well-known clients use it: signed
 * form login issuing an `IGT:2` bearer, rupload for the video (POST with Offset, GET for the
 * offset) and the cover, configure_to_clips, media info, the user feed and profile editing.
 * Media pks are sent as bare JSON integers beyond 2^53, as Instagram does.
 */
export async function startInstagramFake(options: InstagramFakeOptions = {}) {
  const account = { username: options.username ?? 'studio.ua', password: options.password ?? 'secret-pass', userId: options.userId ?? '58123456789' };
  const profile: Record<string, string> = { username: account.username, full_name: 'Студія', biography: 'Старий опис', external_url: 'https://example.com', email: 'studio@example.com', phone_number: '' };
  const counts = options.counts ?? { plays: 1234, likes: 56, comments: 7 };
  const tokens = new Set<string>();
  const requests: RecordedRequest[] = [];
  const videos = new Map<string, VideoUpload>();
  const covers = new Map<string, Buffer>();
  const media: FakeMedia[] = [];
  const cuts = [...(options.cutVideoAt ?? [])].sort((a, b) => a - b);
  let logins = 0;
  let transcodePending = options.transcodePending ?? 0;
  let dropConfigure = options.dropConfigureResponses ?? 0;
  let rateLimited = options.rateLimit?.times ?? 0;

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    // Media pks exceed 2^53: Instagram writes them as bare integers.
    const text = JSON.stringify(body).replace(/"pk":"(\d+)"/g, '"pk":$1');
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(text);
  };
  const fail = (response: ServerResponse, status: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
    send(response, status, { status: 'fail', ...body }, headers);

  const readBody = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });

  /** `signed_body=SIGNATURE.{json}` (or a plain form) → fields. */
  const readForm = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
    const form = new URLSearchParams((await readBody(request)).toString('utf8'));
    const signed = form.get('signed_body');
    if (signed === null) return Object.fromEntries(form);
    if (!signed.startsWith('SIGNATURE.')) throw new Error('unsigned body');
    return JSON.parse(signed.slice('SIGNATURE.'.length)) as Record<string, unknown>;
  };

  const mediaJson = (item: FakeMedia) => ({
    pk: item.pk,
    id: `${item.pk}_${account.userId}`,
    code: item.code,
    media_type: 2,
    product_type: 'clips',
    taken_at: item.takenAt,
    caption: { text: item.caption },
    user: { pk: account.userId, username: profile.username },
  });

  async function login(request: IncomingMessage, response: ServerResponse) {
    if (request.headers['x-ig-app-id'] !== APP_ID || !String(request.headers['user-agent']).startsWith('Instagram ')) {
      return fail(response, 400, { message: 'unsupported client' });
    }
    const body = await readForm(request);
    const password = /^#PWD_INSTAGRAM:0:\d+:(.*)$/s.exec(String(body.enc_password ?? ''))?.[1];
    if (!body.device_id || !body.guid || !body.phone_id) return fail(response, 400, { message: 'missing device' });
    if (body.username !== account.username) {
      return fail(response, 400, { message: "The username you entered doesn't appear to belong to an account.", invalid_credentials: true, error_type: 'invalid_user' });
    }
    if (password !== account.password) {
      return fail(response, 400, { message: 'The password you entered is incorrect. Please try again.', invalid_credentials: true, error_type: 'bad_password' });
    }
    if (options.challenge) {
      return fail(response, 400, { message: 'challenge_required', challenge: { api_path: `/challenge/${account.userId}/abc/`, lock: true }, error_type: 'checkpoint_challenge_required' });
    }
    logins += 1;
    const token = `Bearer IGT:2:${Buffer.from(JSON.stringify({ ds_user_id: account.userId, sessionid: randomBytes(12).toString('hex') })).toString('base64')}`;
    tokens.add(token);
    send(response, 200, { logged_in_user: { pk: account.userId, pk_id: account.userId, username: account.username, full_name: profile.full_name }, status: 'ok' }, {
      'ig-set-authorization': token,
      'ig-set-ig-u-ds-user-id': account.userId,
    });
  }

  function ruploadParams(request: IncomingMessage): Record<string, unknown> | null {
    try {
      return JSON.parse(String(request.headers['x-instagram-rupload-params'])) as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  function videoUpload(request: IncomingMessage, name: string): VideoUpload | string {
    const params = ruploadParams(request);
    if (!params || REQUIRED_VIDEO_PARAMS.some((key) => params[key] === undefined)) return 'bad X-Instagram-Rupload-Params';
    if (params.media_type !== '2' || params.is_clips_video !== '1' || !name.startsWith(`${String(params.upload_id)}_0_`)) return 'rupload params do not match the name';
    if (request.headers['x-entity-name'] !== name || request.headers['x-entity-type'] !== 'video/mp4') return 'bad X-Entity headers';
    const length = Number(request.headers['x-entity-length']);
    if (!Number.isInteger(length) || length <= 0) return 'bad X-Entity-Length';
    const existing = videos.get(name);
    if (existing) return existing.length === length ? existing : 'X-Entity-Length changed';
    const created = { uploadId: String(params.upload_id), length, received: [], bytes: 0, params };
    videos.set(name, created);
    return created;
  }

  async function receiveVideo(request: IncomingMessage, response: ServerResponse, name: string) {
    const upload = videoUpload(request, name);
    if (typeof upload === 'string') return fail(response, 400, { message: upload });
    const offset = Number(request.headers.offset);
    if (offset !== upload.bytes) return fail(response, 400, { message: `Offset ${String(request.headers.offset)} does not match ${upload.bytes}` });
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
    if (upload.bytes !== upload.length) return fail(response, 400, { message: 'incomplete body' });
    send(response, 200, { upload_id: upload.uploadId, xsharing_nonces: {}, status: 'ok' });
  }

  async function receiveCover(request: IncomingMessage, response: ServerResponse, name: string) {
    const params = ruploadParams(request);
    if (!params?.upload_id || params.media_type !== '2' || !params.image_compression || !params.retry_context) return fail(response, 400, { message: 'bad X-Instagram-Rupload-Params' });
    if (request.headers['x-entity-type'] !== 'image/jpeg' || request.headers['x-entity-name'] !== name) return fail(response, 400, { message: 'bad X-Entity headers' });
    const body = await readBody(request);
    if (body.length === 0 || body.length !== Number(request.headers['x-entity-length'])) return fail(response, 400, { message: 'bad X-Entity-Length' });
    covers.set(String(params.upload_id), body);
    send(response, 200, { upload_id: String(params.upload_id), xsharing_nonces: {}, status: 'ok' });
  }

  async function configure(request: IncomingMessage, response: ServerResponse) {
    const body = await readForm(request);
    if (rateLimited > 0) {
      rateLimited -= 1;
      if (options.rateLimit?.kind === '429') {
        const headers: Record<string, string> = options.rateLimit.retryAfter ? { 'retry-after': String(options.rateLimit.retryAfter) } : {};
        return fail(response, 429, { message: 'Please wait a few minutes before you try again.' }, headers);
      }
      return fail(response, 400, { message: 'feedback_required', spam: true, feedback_title: 'Try Again Later', feedback_message: 'We restrict certain activity to protect our community.' });
    }
    const uploadId = String(body.upload_id ?? '');
    const video = [...videos.values()].find((upload) => upload.uploadId === uploadId);
    if (!video || video.bytes !== video.length || !covers.has(uploadId)) return fail(response, 400, { message: 'Media upload is not complete.' });
    const caption = String(body.caption ?? '');
    if (caption.length > 2200) return fail(response, 400, { message: 'Caption is too long.' });
    if (transcodePending > 0) {
      transcodePending -= 1;
      return fail(response, 202, { message: 'Transcode not finished yet.' });
    }
    const item: FakeMedia = {
      pk: (3_300_000_000_000_000_001n + BigInt(media.length)).toString(),
      code: `C${randomBytes(6).toString('hex')}`,
      uploadId,
      caption,
      takenAt: Math.floor(Date.now() / 1000),
    };
    media.push(item);
    if (dropConfigure > 0) {
      dropConfigure -= 1;
      request.socket.destroy();
      return;
    }
    send(response, 200, { media: mediaJson(item), upload_id: uploadId, status: 'ok' });
  }

  function mediaInfo(response: ServerResponse, id: string) {
    const item = media.find((candidate) => candidate.pk === id.split('_')[0]);
    if (!item) return fail(response, 400, { message: 'Media not found or unavailable' });
    send(response, 200, { items: [{ ...mediaJson(item), play_count: counts.plays, like_count: counts.likes, comment_count: counts.comments }], num_results: 1, status: 'ok' });
  }

  async function editProfile(request: IncomingMessage, response: ServerResponse) {
    const body = await readForm(request);
    if (!body.email && !body.phone_number) return fail(response, 400, { message: 'You need an email or confirmed phone number.' });
    for (const field of ['username', 'first_name', 'biography', 'external_url', 'email', 'phone_number']) {
      if (typeof body[field] !== 'string') return fail(response, 400, { message: `${field} is missing` });
    }
    Object.assign(profile, { username: body.username, full_name: body.first_name, biography: body.biography, external_url: body.external_url, email: body.email, phone_number: body.phone_number });
    send(response, 200, { user: { pk: account.userId, ...profile }, status: 'ok' });
  }

  /**
   * Test control, not part of Instagram's API: the browser tests run this fake in another process
   * (vitest's global setup) and reach the same switches over HTTP.
   */
  async function testControl(request: IncomingMessage, response: ServerResponse, key: string) {
    if (key === 'POST /__test/transcode-pending') {
      const count = Number((JSON.parse((await readBody(request)).toString('utf8') || '{}') as { count?: unknown }).count ?? 0);
      if (!Number.isInteger(count) || count < 0) return fail(response, 400, { message: 'count must be a whole number ≥ 0' });
      transcodePending = count;
      return send(response, 200, { transcodePending, status: 'ok' });
    }
    if (key === 'GET /__test/media') {
      return send(response, 200, { count: media.length, media: media.map((item) => ({ code: item.code, caption: item.caption })), logins, transcodePending, status: 'ok' });
    }
    fail(response, 404, { message: 'Page not found' });
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://instagram.local');
    const key = `${request.method} ${url.pathname}`;
    if (url.pathname.startsWith('/__test/')) return testControl(request, response, key);
    requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, headers: request.headers });
    if (key === 'POST /api/v1/accounts/login/') return login(request, response);
    if (!tokens.has(String(request.headers.authorization))) return fail(response, 401, { message: 'login_required', logout_reason: 2 });

    const rupload = /^\/rupload_ig(video|photo)\/(\d+_0_-?\d+)$/.exec(url.pathname);
    if (rupload?.[1] === 'video' && request.method === 'POST') return receiveVideo(request, response, rupload[2]!);
    if (rupload?.[1] === 'video' && request.method === 'GET') return send(response, 200, { offset: videos.get(rupload[2]!)?.bytes ?? 0 });
    if (rupload?.[1] === 'photo' && request.method === 'POST') return receiveCover(request, response, rupload[2]!);
    if (key === 'POST /api/v1/media/configure_to_clips/') return configure(request, response);
    const info = /^\/api\/v1\/media\/([\d_]+)\/info\/$/.exec(url.pathname);
    if (info && request.method === 'GET') return mediaInfo(response, info[1]!);
    if (key === `GET /api/v1/feed/user/${account.userId}/`) {
      return send(response, 200, { items: [...media].reverse().map(mediaJson), num_results: media.length, more_available: false, status: 'ok' });
    }
    if (key === 'GET /api/v1/accounts/current_user/' && url.searchParams.get('edit') === 'true') return send(response, 200, { user: { pk: account.userId, ...profile }, status: 'ok' });
    if (key === 'POST /api/v1/accounts/edit_profile/') return editProfile(request, response);
    if (key === 'POST /api/v1/accounts/set_biography/') {
      profile.biography = String((await readForm(request)).raw_text ?? '');
      return send(response, 200, { status: 'ok' });
    }
    fail(response, 404, { message: 'Page not found' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent && !request.socket.destroyed) fail(response, 500, { message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    videos,
    covers,
    media,
    profile,
    logins: () => logins,
    /** Ends every issued session: the next call answers `login_required`. */
    expireSessions: () => tokens.clear(),
    /** The next `count` configures create their media, then drop the connection unanswered. */
    dropNextConfigureResponses: (count: number) => {
      dropConfigure = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
