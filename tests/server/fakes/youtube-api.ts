/**
 * A strict copy of the parts of Google's YouTube Data API v3 and OAuth 2.0 token endpoint that the
 * product uses, written from Google's public documentation and from Google's own client, not from
 * our adapter:
 *
 * - Resumable upload protocol: https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol
 *   (POST …/upload/youtube/v3/videos?uploadType=resumable&part=… with X-Upload-Content-Length/Type → 200 +
 *   Location; PUT with Content-Range → 308 + Range (no Range when nothing arrived) or 201 with the video;
 *   `bytes *\/TOTAL` status queries that repeat a finished upload's answer; chunks in multiples of 256 KiB
 *   except the last; a block that overlaps or skips bytes uploads nothing; 404 for an expired session).
 *   googleapis/google-api-python-client googleapiclient/http.py (HttpRequest.next_chunk, _process_response:
 *   200/201 done, 308 + `range` → next offset, no `range` → 0; _should_retry_response: 5xx, 429, 403
 *   rateLimitExceeded/userRateLimitExceeded). The 256 KiB rule for a short non-final chunk and keeping only
 *   whole 256 KiB units of a longer one follow Google's upload service (Cloud Storage resumable uploads).
 * - videos.insert: https://developers.google.com/youtube/v3/docs/videos/insert (part, notifySubscribers,
 *   errors invalidTitle, invalidDescription, invalidTags, invalidCategoryId, invalidPublishAt,
 *   uploadLimitExceeded, mediaBodyRequired, forbiddenPrivacySetting; "videos from unverified API projects
 *   created after 28 July 2020 are restricted to private viewing mode"; the Video Uploads quota bucket).
 * - videos resource: https://developers.google.com/youtube/v3/docs/videos (title ≤ 100 characters, no < >;
 *   description ≤ 5000 bytes, no < >; tags ≤ 500 characters with the commas, a tag with a space counted
 *   with its quotes; publishAt only with privacyStatus private; status.uploadStatus deleted/failed/processed/
 *   rejected/uploaded, failureReason, rejectionReason; processingDetails; statistics counts as strings).
 * - Processing after the upload: the same page, `status.uploadStatus` ("uploaded" while YouTube processes the
 *   video, then processed | rejected with `rejectionReason` claim, copyright, duplicate, inappropriate, legal,
 *   length, termsOfUse, trademark, uploaderAccountClosed, uploaderAccountSuspended | failed with
 *   `failureReason` codec, conversion, emptyFile, invalidFile, tooSmall, uploadAborted | deleted) and
 *   `processingDetails` (only when `part=processingDetails` is asked, and only for the owner:
 *   `processingStatus` processing | succeeded | failed | terminated, `processingFailureReason` other |
 *   streamingFailed | transcodeFailed | uploadFailed, and `processingProgress` with partsTotal,
 *   partsProcessed and timeLeftMs, "an estimate of the amount of time … that YouTube needs to finish
 *   processing the video", uint64 values sent as strings). Field names and values as in
 *   googleapis/google-api-nodejs-client src/apis/youtube/v3.ts (Schema$VideoStatus,
 *   Schema$VideoProcessingDetails, Schema$VideoProcessingDetailsProcessingProgress).
 * - videoCategories (assignable ids): https://developers.google.com/youtube/v3/docs/videoCategories/list
 * - Errors: https://developers.google.com/youtube/v3/docs/errors and …/core_errors (401 authError with the
 *   UNAUTHENTICATED body, 401 youtubeSignupRequired, 403 quotaExceeded in domain youtube.quota,
 *   403 insufficientPermissions, 403/429 rateLimitExceeded, userRateLimitExceeded; 400 uploadLimitExceeded
 *   "The user has exceeded the number of videos they may upload." in domain youtube.video).
 * - Quota: https://developers.google.com/youtube/v3/determine_quota_cost (reset at midnight Pacific time,
 *   videos.list/channels.list 1 unit, channels.update 50, 10,000 units a day; videos.insert in its own
 *   "Video Uploads" bucket of 100 calls a day).
 * - channels.list / channels.update brandingSettings: https://developers.google.com/youtube/v3/docs/channels/update
 *   (part brandingSettings, id required, the update replaces every mutable property of the part).
 * - OAuth 2.0 for web server apps: https://developers.google.com/identity/protocols/oauth2/web-server
 *   (the consent page GET /o/oauth2/v2/auth with client_id, redirect_uri, response_type=code, scope, state,
 *   access_type, prompt, code_challenge and code_challenge_method S256 or plain, answering the redirect URI
 *   with code, scope and state, or error=access_denied; "Error 400: redirect_uri_mismatch" for a redirect URI
 *   the client did not register; POST /token with the authorization_code grant: a code is good once and
 *   for a few minutes, for its client and the redirect_uri it was issued with (redirect_uri_mismatch otherwise),
 *   with code_verifier when the consent carried a challenge (PKCE, RFC 7636 §4.6: BASE64URL(SHA256(verifier))
 *   must equal the challenge); refresh_token grant, expires_in 3599, invalid_grant "Token has been expired or
 *   revoked.", invalid_client, unsupported_grant_type; no rotation of refresh tokens). Google's words for a
 *   missing or wrong verifier ("Missing code verifier.", "Invalid code verifier.", both invalid_grant) are as
 *   googleapis/google-api-java-client#1479 and onaio/onadata#3068 quote them; a reused code answers
 *   invalid_grant "Bad Request" (RFC 6749 §5.2: the code was already used).
 *
 * Not documented, modelled and marked as knobs: how long a session URI lives (`expireSession`), whether
 * the upload host checks the access token on every PUT (it does here), how an unverified project's lock
 * shows (privacyStatus private on videos.list although public was asked), whether "character" means
 * a code point or a UTF-16 unit (`countUtf16`), how long processing takes (`processingMs`, counted on the
 * fake's clock from the end of the upload, whatever the number of reads), and which processingStatus a
 * rejected video shows (terminated here).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

const UNIT = 256 * 1024;
const DAY_MS = 86_400_000;
const SCOPE_UPLOAD = 'https://www.googleapis.com/auth/youtube.upload';
const SCOPE_YOUTUBE = 'https://www.googleapis.com/auth/youtube';
const READ_SCOPES = [
  SCOPE_YOUTUBE,
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtubepartner',
];
const UPLOAD_SCOPES = [
  SCOPE_UPLOAD,
  SCOPE_YOUTUBE,
  'https://www.googleapis.com/auth/youtube.force-ssl',
  'https://www.googleapis.com/auth/youtubepartner',
];
const WRITE_SCOPES = [SCOPE_YOUTUBE, 'https://www.googleapis.com/auth/youtube.force-ssl', 'https://www.googleapis.com/auth/youtubepartner'];
/** videoCategories.list?regionCode=US: the assignable ones. */
const ASSIGNABLE_CATEGORIES = new Set(['1', '2', '10', '15', '17', '19', '20', '22', '23', '24', '25', '26', '27', '28', '29']);
const VIDEO_PARTS = new Set([
  'contentDetails',
  'fileDetails',
  'id',
  'liveStreamingDetails',
  'localizations',
  'paidProductPlacementDetails',
  'player',
  'processingDetails',
  'recordingDetails',
  'snippet',
  'statistics',
  'status',
  'suggestions',
  'topicDetails',
]);
const CHANNEL_PARTS = new Set([
  'auditDetails',
  'brandingSettings',
  'contentDetails',
  'contentOwnerDetails',
  'id',
  'localizations',
  'snippet',
  'statistics',
  'status',
  'topicDetails',
]);
const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

type Metadata = {
  snippet?: { title?: string; description?: string; tags?: string[]; categoryId?: string; defaultLanguage?: string };
  status?: {
    privacyStatus?: string;
    publishAt?: string;
    selfDeclaredMadeForKids?: boolean;
    embeddable?: boolean;
    license?: string;
    publicStatsViewable?: boolean;
    containsSyntheticMedia?: boolean;
  };
};

interface Session {
  id: string;
  /** X-Upload-Content-Length (NaN when the client did not say). */
  total: number;
  uploadType: string;
  parts: string[];
  metadata: Metadata;
  notifySubscribers: boolean;
  received: Buffer[];
  bytes: number;
  videoId: string | null;
  /** The answer that finished the upload; a status query repeats it. */
  final: { status: number; body: unknown } | null;
  /** Set by expireSession: every later PUT is answered with this status. */
  gone: 404 | 410 | null;
}

export type RejectionReason =
  | 'claim'
  | 'copyright'
  | 'duplicate'
  | 'inappropriate'
  | 'legal'
  | 'length'
  | 'termsOfUse'
  | 'trademark'
  | 'uploaderAccountClosed'
  | 'uploaderAccountSuspended';
export type FailureReason = 'codec' | 'conversion' | 'emptyFile' | 'invalidFile' | 'tooSmall' | 'uploadAborted';

/**
 * How a video ends, and after how long processing on the fake's clock (`processingMs`, default the
 * fake's own option). 'uploaded' never ends: processing goes on for good.
 */
export type VideoOutcome =
  | { uploadStatus: 'processed'; processingMs?: number }
  | { uploadStatus: 'uploaded' }
  | { uploadStatus: 'rejected'; rejectionReason: RejectionReason; processingMs?: number }
  | { uploadStatus: 'failed'; failureReason: FailureReason; processingMs?: number }
  | { uploadStatus: 'deleted'; processingMs?: number };

export interface FakeVideo {
  id: string;
  bytes: number;
  metadata: Metadata;
  notifySubscribers: boolean;
  /** What was asked (status.privacyStatus, public when not given) and what the video really is. */
  requestedPrivacy: string;
  privacyStatus: string;
  outcome: VideoOutcome;
  /** When the upload completed, on the fake's clock; processing is counted from here. */
  createdAt: number;
  /** How long processing takes (ms of the fake's clock); Infinity for an outcome that never comes. */
  processingMs: number;
  statistics: { viewCount: string; likeCount: string; favoriteCount: string; commentCount: string };
}

/** One injected answer for the next call of an operation. */
export interface Failure {
  status: number;
  reason?: string;
  message?: string;
  domain?: string;
  /** Seconds for a Retry-After header. */
  retryAfter?: number;
  /** A whole body instead of the Google error shape. */
  body?: unknown;
  /** Close the connection without an answer. */
  drop?: boolean;
}
export type Operation = 'token' | 'insert' | 'put' | 'status' | 'videos.list' | 'channels.list' | 'channels.update';

export interface YouTubeFakeOptions {
  /** A refresh token the account has already granted (the code flow adds its own). */
  refreshToken?: string;
  /** When set, the token endpoint checks client_id/client_secret against it (invalid_client otherwise). */
  client?: { id: string; secret: string };
  /** The client's registered redirect URIs; the consent page refuses any other (default: any). */
  redirectUris?: string[];
  /** Scopes the user granted. Default: youtube.upload and youtube, as the product's consent link asks. */
  scopes?: string[];
  /** expires_in of issued access tokens, in seconds of the fake clock. Default 3599. */
  accessTokenSeconds?: number;
  /** Drop the connection once, after this many bytes of uploaded content have arrived. */
  cutAtByte?: number;
  /** Answer every session start with 403 quotaExceeded. */
  quotaExceeded?: boolean;
  /** The project's daily quota (units) for everything but videos.insert. Default 10,000. */
  dailyUnits?: number;
  /** The project's "Video Uploads" bucket: videos.insert calls a day (Pacific). Default 100. */
  uploadsPerDay?: number;
  /** The channel's own cap: videos uploaded in a rolling 24 h; past it 400 uploadLimitExceeded. Default none. */
  channelUploadsPer24h?: number;
  /** The API project is not audited: every upload is locked private whatever was asked. */
  unverifiedProject?: boolean;
  /** The account has no YouTube channel: 401 youtubeSignupRequired. */
  noChannel?: boolean;
  /**
   * How long YouTube processes a new video, in ms of the fake's clock from the end of its upload, before
   * videos.list shows its outcome. Default 0: processed by the first read (what the browser tests expect).
   */
  processingMs?: number;
  /** The fake's clock (ms since the epoch). Default: the machine's clock, moved by `advanceClock`. */
  now?: () => number;
  /** Count title/tag characters as UTF-16 units (String.length) instead of code points. */
  countUtf16?: boolean;
  /** Status of the answer that completes an upload. Default 201 (the guide); Google's upload service may say 200. */
  completeStatus?: 200 | 201;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export async function startYouTubeFake(options: YouTubeFakeOptions = {}) {
  const sessions = new Map<string, Session>();
  const videos = new Map<string, FakeVideo>();
  const log: string[] = [];
  let clockOffset = 0;
  const baseClock = options.now ?? Date.now;
  const now = () => baseClock() + clockOffset;
  const pacificDay = () => dayFormat.format(new Date(now()));

  const grantedScopes = options.scopes ?? [SCOPE_UPLOAD, SCOPE_YOUTUBE];
  const refreshTokens = new Set<string>(options.refreshToken ? [options.refreshToken] : []);
  const accessTokens = new Map<string, { expiresAt: number; scopes: string[] }>();
  const failures = new Map<Operation, Failure[]>();
  /** Authorization codes the consent page issued. */
  const codes = new Map<
    string,
    {
      clientId: string;
      redirectUri: string;
      challenge: string | null;
      method: string;
      scopes: string[];
      account: string;
      expiresAt: number;
      used: boolean;
    }
  >();
  /** Each authorization_code request as it arrived (the tests read code_verifier from it). */
  const codeExchanges: Array<Record<string, string | undefined>> = [];
  /** The Google account behind each refresh token the code flow issued. */
  const refreshOwners = new Map<string, string>();
  let denyNextConsent = false;
  let consentAccount = 'owner@example.com';
  const outcomes: VideoOutcome[] = [];
  let chunkHook: ((info: { session: Session; chunk: number }) => void) | null = null;
  let chunkCount = 0;
  let cutDone = false;
  /** Session starts still to refuse (set by the test). */
  let rejectStarts = 0;
  let rejectKind: RejectKind = 'invalid';
  /** Stop answering once this many bytes of an upload have arrived (a worker killed mid-upload). */
  let hangAtByte: number | null = null;
  let hanging = false;
  let quota = { day: pacificDay(), units: 0, uploads: 0 };
  const channel = {
    id: 'UCfakeChannel0000000000a',
    title: 'Канал',
    // snippet.customUrl is the channel's handle ('@…', lowercase) and publishedAt its creation time
    // (developers.google.com/youtube/v3/docs/channels#snippet).
    customUrl: '@kanal-studio',
    publishedAt: '2024-03-01T09:00:00Z',
    brandingSettings: {
      channel: {
        title: 'Канал',
        description: '',
        keywords: 'студія відео',
        unsubscribedTrailer: '',
        country: 'UA',
        defaultLanguage: 'uk',
      } as Record<string, unknown>,
    },
  };

  // ---- helpers ------------------------------------------------------------------------------------

  const googleError = (code: number, reason: string, message: string, domain = 'global', extra: Record<string, unknown> = {}) => ({
    error: { code, message, errors: [{ message, domain, reason, ...extra }] },
  });
  const send = (reply: FastifyReply, code: number, reason: string, message: string, domain?: string, extra?: Record<string, unknown>) =>
    reply.status(code).send(googleError(code, reason, message, domain, extra));

  /** An injected failure for this operation, if the test queued one: answered (or dropped) here. */
  const injected = (operation: Operation, request: FastifyRequest, reply: FastifyReply): boolean => {
    const queue = failures.get(operation);
    const failure = queue?.shift();
    if (!failure) return false;
    log.push(`fail:${operation}:${failure.drop ? 'drop' : failure.status}`);
    if (failure.drop) {
      request.raw.socket.destroy();
      return true;
    }
    if (failure.retryAfter !== undefined) void reply.header('retry-after', String(failure.retryAfter));
    const body =
      failure.body ??
      googleError(
        failure.status,
        failure.reason ?? 'backendError',
        failure.message ?? 'Backend Error',
        failure.domain ??
          (failure.reason === 'quotaExceeded'
            ? 'youtube.quota'
            : failure.reason === 'uploadLimitExceeded'
              ? 'youtube.video'
              : failure.reason?.endsWith('RateLimitExceeded') || failure.reason === 'rateLimitExceeded'
                ? 'usageLimits'
                : 'global'),
      );
    void reply.status(failure.status).send(body);
    return true;
  };

  const rollQuota = () => {
    const day = pacificDay();
    if (quota.day !== day) quota = { day, units: 0, uploads: 0 };
  };
  /** Charges `units` to the project's daily quota; false (and a 403 sent) when it is spent. */
  const charge = (reply: FastifyReply, units: number): boolean => {
    rollQuota();
    if (quota.units + units > (options.dailyUnits ?? 10_000)) {
      log.push('quotaExceeded');
      void send(reply, 403, 'quotaExceeded', QUOTA_MESSAGE, 'youtube.quota');
      return false;
    }
    quota.units += units;
    return true;
  };

  /** Checks the bearer token and its scopes; answers 401/403 itself and returns false when it fails. */
  const authorize = (request: FastifyRequest, reply: FastifyReply, allowed: string[]): boolean => {
    const header = String(request.headers.authorization ?? '');
    const token = /^Bearer (.+)$/.exec(header)?.[1];
    const known = token ? accessTokens.get(token) : undefined;
    if (!known || known.expiresAt <= now()) {
      log.push(known ? 'expired-token' : 'no-token');
      void reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"')
        .send({
          error: {
            code: 401,
            message:
              'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
            errors: [
              { message: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' },
            ],
            status: 'UNAUTHENTICATED',
          },
        });
      return false;
    }
    if (!known.scopes.some((scope) => allowed.includes(scope))) {
      void send(reply, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
      return false;
    }
    return true;
  };

  const parseParts = (request: FastifyRequest, reply: FastifyReply, valid: Set<string>): string[] | null => {
    const raw = (request.query as Record<string, string | undefined>).part;
    if (!raw) {
      void send(reply, 400, 'required', 'Required parameter: part', 'global', { location: 'part', locationType: 'parameter' });
      return null;
    }
    const parts = raw.split(',').map((part) => part.trim());
    const unknown = parts.find((part) => !valid.has(part));
    if (unknown !== undefined) {
      void send(reply, 400, 'unknownPart', `'${unknown}'`, 'youtube.part', { location: 'part', locationType: 'parameter' });
      return null;
    }
    return parts;
  };

  const characters = (text: string) => (options.countUtf16 ? text.length : [...text].length);
  /** videos resource: "if a tag contains a space, … the quotation marks count toward the character limit". */
  const tagsLength = (tags: string[]) =>
    tags.reduce((sum, tag) => sum + characters(tag) + (tag.includes(' ') ? 2 : 0), 0) + Math.max(0, tags.length - 1);

  /** videos.insert validation of the request metadata; the error to answer, or null. */
  const metadataError = (metadata: Metadata, parts: string[]): [number, string, string, string?] | null => {
    const snippet = parts.includes('snippet') ? metadata.snippet : undefined;
    const status = parts.includes('status') ? metadata.status : undefined;
    const title = snippet?.title;
    if (typeof title !== 'string' || title.trim() === '' || characters(title) > 100 || /[<>]/.test(title)) {
      return [400, 'invalidTitle', 'The request metadata specifies an invalid or empty video title.', 'youtube.video'];
    }
    const description = snippet?.description ?? '';
    if (typeof description !== 'string' || Buffer.byteLength(description, 'utf8') > 5000 || /[<>]/.test(description)) {
      return [400, 'invalidDescription', 'The request metadata specifies an invalid video description.', 'youtube.video'];
    }
    const tags = snippet?.tags ?? [];
    if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string' || /[<>]/.test(tag)) || tagsLength(tags) > 500) {
      return [400, 'invalidTags', 'The request metadata specifies invalid video keywords.', 'youtube.video'];
    }
    if (snippet?.categoryId !== undefined && !ASSIGNABLE_CATEGORIES.has(String(snippet.categoryId))) {
      return [
        400,
        'invalidCategoryId',
        'The <code>snippet.categoryId</code> property specifies an invalid category ID. Use the <code><a href="/youtube/v3/docs/videoCategories/list">videoCategories.list</a></code> method to retrieve supported categories.',
        'youtube.video',
      ];
    }
    if (status?.privacyStatus !== undefined && !['public', 'private', 'unlisted'].includes(status.privacyStatus)) {
      return [403, 'forbiddenPrivacySetting', 'The request attempts to set an invalid privacy setting for the video.', 'youtube.video'];
    }
    if (status?.selfDeclaredMadeForKids !== undefined && typeof status.selfDeclaredMadeForKids !== 'boolean') {
      return [
        400,
        'invalid',
        `Invalid value at 'resource.status.self_declared_made_for_kids' (TYPE_BOOL), ${JSON.stringify(status.selfDeclaredMadeForKids)}`,
      ];
    }
    if (status?.publishAt !== undefined) {
      const at = Date.parse(String(status.publishAt));
      if (
        status.privacyStatus !== 'private' ||
        !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(String(status.publishAt)) ||
        Number.isNaN(at)
      ) {
        return [400, 'invalidPublishAt', 'The request metadata specifies an invalid scheduled publishing time.', 'youtube.video'];
      }
    }
    return null;
  };

  const newVideoId = () => {
    let id = 'vid_';
    for (const byte of randomBytes(7)) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    return id;
  };

  /** Where processing stands at this moment of the fake's clock: done (with the outcome) or how far it got. */
  const processingOf = (video: FakeVideo) => {
    const elapsed = Math.max(0, now() - video.createdAt);
    return { done: elapsed >= video.processingMs, elapsed };
  };

  /** processingDetails as the owner sees it (processingProgress only while processing). */
  const processingDetails = (video: FakeVideo, done: boolean, elapsed: number) => {
    const outcome = video.outcome;
    if (!done) {
      const partsTotal = 1000;
      if (!Number.isFinite(video.processingMs))
        return { processingStatus: 'processing', processingProgress: { partsTotal: String(partsTotal), partsProcessed: '0' } };
      const partsProcessed = Math.min(partsTotal - 1, Math.floor((partsTotal * elapsed) / video.processingMs));
      return {
        processingStatus: 'processing',
        processingProgress: {
          partsTotal: String(partsTotal),
          partsProcessed: String(partsProcessed),
          timeLeftMs: String(Math.ceil(video.processingMs - elapsed)),
        },
      };
    }
    if (outcome.uploadStatus === 'failed')
      return {
        processingStatus: 'failed',
        processingFailureReason: outcome.failureReason === 'uploadAborted' ? 'uploadFailed' : 'transcodeFailed',
      };
    if (outcome.uploadStatus === 'rejected') return { processingStatus: 'terminated' };
    return { processingStatus: 'succeeded' };
  };

  /** The video as videos.list / the upload's answer show it, limited to the asked parts. */
  const videoResource = (video: FakeVideo, parts: string[], afterUpload = false) => {
    const { done, elapsed } = processingOf(video);
    // The upload's own answer always says 'uploaded': processing starts only after it.
    const settled = !afterUpload && done;
    const uploadStatus = settled ? video.outcome.uploadStatus : 'uploaded';
    const resource: Record<string, unknown> = { kind: 'youtube#video', etag: randomUUID(), id: video.id };
    const snippet = video.metadata.snippet ?? {};
    const status = video.metadata.status ?? {};
    if (parts.includes('snippet')) {
      resource.snippet = {
        publishedAt: new Date(video.createdAt).toISOString(),
        channelId: channel.id,
        title: snippet.title,
        description: snippet.description ?? '',
        thumbnails: {},
        channelTitle: channel.title,
        ...(snippet.tags && snippet.tags.length > 0 ? { tags: snippet.tags } : {}),
        categoryId: snippet.categoryId ?? '22',
        liveBroadcastContent: 'none',
        localized: { title: snippet.title, description: snippet.description ?? '' },
      };
    }
    if (parts.includes('status')) {
      resource.status = {
        uploadStatus,
        ...(settled && video.outcome.uploadStatus === 'rejected' ? { rejectionReason: video.outcome.rejectionReason } : {}),
        ...(settled && video.outcome.uploadStatus === 'failed' ? { failureReason: video.outcome.failureReason } : {}),
        // The upload's answer echoes what was asked; the lock of an unverified project shows on the video.
        privacyStatus: afterUpload ? video.requestedPrivacy : video.privacyStatus,
        ...(status.publishAt ? { publishAt: status.publishAt } : {}),
        license: status.license ?? 'youtube',
        embeddable: status.embeddable ?? true,
        publicStatsViewable: status.publicStatsViewable ?? true,
        madeForKids: status.selfDeclaredMadeForKids ?? false,
        ...(status.selfDeclaredMadeForKids !== undefined ? { selfDeclaredMadeForKids: status.selfDeclaredMadeForKids } : {}),
      };
    }
    if (parts.includes('processingDetails')) resource.processingDetails = processingDetails(video, settled, elapsed);
    if (parts.includes('statistics')) resource.statistics = video.statistics;
    return resource;
  };

  // ---- server --------------------------------------------------------------------------------------

  // A hung upload must not keep close() waiting.
  const app = Fastify({ forceCloseConnections: true, bodyLimit: 64 * 1024 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const media = (request: FastifyRequest, payload: NodeJS.ReadableStream, done: (error: Error | null, body?: Buffer) => void) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const query = request.query as Record<string, string>;
    const session = sessions.get(String(query.upload_id));
    const range = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(String(request.headers['content-range'] ?? ''));
    // Only bytes that continue the session exactly can be kept when the connection breaks.
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const tokenValid = token !== undefined && (accessTokens.get(token)?.expiresAt ?? 0) > now();
    const continues = tokenValid && session && !session.gone && !session.final && range && Number(range[1]) === session.bytes;
    let hungHere = false;
    payload.on('data', (chunk: Buffer) => {
      const already = session?.bytes ?? 0;
      if (hungHere) return;
      if (hangAtByte !== null && already + length + chunk.length > hangAtByte) {
        // Keep nothing of this chunk and never answer: the client is left waiting mid-upload.
        hangAtByte = null;
        hanging = true;
        hungHere = true;
        log.push('hang');
        payload.pause();
        return;
      }
      if (options.cutAtByte !== undefined && !cutDone && already + length + chunk.length > options.cutAtByte) {
        cutDone = true;
        // What arrived before the cut is kept in whole 256 KiB units, as Google's upload service does.
        const kept = Math.floor((options.cutAtByte - already) / UNIT) * UNIT;
        const data = Buffer.concat([...chunks, chunk]).subarray(0, Math.max(0, kept));
        if (continues && data.length > 0) {
          session.received.push(Buffer.from(data));
          session.bytes += data.length;
        }
        log.push('cut');
        request.raw.socket.destroy();
        return;
      }
      chunks.push(chunk);
      length += chunk.length;
    });
    payload.on('end', () => done(null, Buffer.concat(chunks)));
    payload.on('error', () => undefined);
  };
  app.addContentTypeParser(/^video\//, media);
  app.addContentTypeParser('application/octet-stream', media);

  app.post('/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    log.push('token');
    if (injected('token', request, reply)) return reply;
    if (!body.client_id)
      return reply.status(400).send({ error: 'invalid_request', error_description: 'Could not determine client ID from request.' });
    if (options.client && body.client_id !== options.client.id)
      return reply.status(401).send({ error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    if (options.client && body.client_secret !== options.client.secret)
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Unauthorized' });
    const issue = () => {
      const token = `ya29.a0${randomBytes(24).toString('base64url')}`;
      const seconds = options.accessTokenSeconds ?? 3599;
      accessTokens.set(token, { expiresAt: now() + seconds * 1000, scopes: grantedScopes });
      return { access_token: token, expires_in: seconds, scope: grantedScopes.join(' '), token_type: 'Bearer' };
    };
    if (body.grant_type === 'authorization_code') {
      codeExchanges.push({ ...body });
      if (!body.code) return reply.status(400).send({ error: 'invalid_request', error_description: 'Missing required parameter: code' });
      if (!body.redirect_uri)
        return reply.status(400).send({ error: 'invalid_request', error_description: 'Missing required parameter: redirect_uri' });
      const code = codes.get(body.code);
      if (!code) return reply.status(400).send({ error: 'invalid_grant', error_description: 'Malformed auth code.' });
      if (code.used || code.expiresAt <= now() || code.clientId !== body.client_id) {
        return reply.status(400).send({ error: 'invalid_grant', error_description: 'Bad Request' });
      }
      if (code.redirectUri !== body.redirect_uri)
        return reply.status(400).send({ error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
      if (code.challenge !== null) {
        if (!body.code_verifier) return reply.status(400).send({ error: 'invalid_grant', error_description: 'Missing code verifier.' });
        const derived =
          code.method === 'S256' ? createHash('sha256').update(body.code_verifier, 'ascii').digest('base64url') : body.code_verifier;
        if (derived !== code.challenge)
          return reply.status(400).send({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
      }
      code.used = true;
      const refreshToken = options.refreshToken ?? `1//0g${randomBytes(30).toString('base64url')}`;
      refreshTokens.add(refreshToken);
      refreshOwners.set(refreshToken, code.account);
      return { ...issue(), refresh_token: refreshToken };
    }
    if (body.grant_type === 'refresh_token') {
      if (!body.refresh_token || !refreshTokens.has(body.refresh_token)) {
        return reply.status(400).send({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      }
      log.push('refresh');
      return issue();
    }
    return reply.status(400).send({ error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${body.grant_type ?? ''}` });
  });

  // Without the /upload prefix videos.insert has no media: the documented mediaBodyRequired.
  app.post('/youtube/v3/videos', async (request, reply) => {
    if (!authorize(request, reply, UPLOAD_SCOPES)) return reply;
    return send(reply, 400, 'mediaBodyRequired', 'The request does not include the video content.', 'youtube.video');
  });

  app.post('/upload/youtube/v3/videos', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (!authorize(request, reply, UPLOAD_SCOPES)) return reply;
    if (query.uploadType !== 'resumable') {
      return send(
        reply,
        400,
        'badRequest',
        `This copy of the upload service takes uploadType=resumable only (got ${query.uploadType ?? 'none'}).`,
      );
    }
    const parts = parseParts(request, reply, VIDEO_PARTS);
    if (!parts) return reply;
    if (options.noChannel)
      return send(reply, 401, 'youtubeSignupRequired', 'Unauthorized', 'youtube.header', {
        location: 'Authorization',
        locationType: 'header',
      });
    // Every call is charged, valid or not: one call of the "Video Uploads" bucket.
    rollQuota();
    if (options.quotaExceeded || quota.uploads >= (options.uploadsPerDay ?? 100)) {
      log.push('quotaExceeded');
      return send(reply, 403, 'quotaExceeded', QUOTA_MESSAGE, 'youtube.quota');
    }
    quota.uploads += 1;
    if (injected('insert', request, reply)) return reply;
    if (rejectStarts > 0) {
      rejectStarts -= 1;
      log.push('rejected');
      return rejectAnswer(reply, rejectKind);
    }
    const notify = query.notifySubscribers;
    if (notify !== undefined && notify !== 'true' && notify !== 'false') {
      return send(reply, 400, 'invalidParameter', `Invalid boolean value: '${notify}'.`, 'global', {
        location: 'notifySubscribers',
        locationType: 'parameter',
      });
    }
    const uploadType = String(request.headers['x-upload-content-type'] ?? 'application/octet-stream');
    if (!/^video\/[\w.+-]+$/.test(uploadType) && uploadType !== 'application/octet-stream') {
      return send(
        reply,
        400,
        'badContent',
        `Media type '${uploadType}' is not supported. Valid media types: [video/*, application/octet-stream]`,
      );
    }
    const lengthHeader = request.headers['x-upload-content-length'];
    const total = lengthHeader === undefined ? Number.NaN : Number(lengthHeader);
    if (lengthHeader !== undefined && (!Number.isSafeInteger(total) || total < 0)) {
      return send(reply, 400, 'badRequest', `Invalid X-Upload-Content-Length: ${String(lengthHeader)}`);
    }
    if (total === 0) return send(reply, 400, 'mediaBodyRequired', 'The request does not include the video content.', 'youtube.video');
    const metadata = (request.body ?? {}) as Metadata;
    const invalid = metadataError(metadata, parts);
    if (invalid) {
      log.push(`invalid:${invalid[1]}`);
      return send(reply, invalid[0], invalid[1], invalid[2], invalid[3]);
    }
    if (options.channelUploadsPer24h !== undefined) {
      const recent = [...videos.values()].filter((video) => video.createdAt > now() - DAY_MS).length;
      if (recent >= options.channelUploadsPer24h) {
        log.push('uploadLimitExceeded');
        return send(reply, 400, 'uploadLimitExceeded', 'The user has exceeded the number of videos they may upload.', 'youtube.video');
      }
    }
    const kept: Metadata = {
      ...(parts.includes('snippet') && metadata.snippet ? { snippet: metadata.snippet } : {}),
      ...(parts.includes('status') && metadata.status ? { status: metadata.status } : {}),
    };
    const session: Session = {
      id: randomUUID(),
      total,
      uploadType,
      parts,
      metadata: kept,
      notifySubscribers: notify !== 'false',
      received: [],
      bytes: 0,
      videoId: null,
      final: null,
      gone: null,
    };
    sessions.set(session.id, session);
    log.push('start');
    const { port } = app.server.address() as AddressInfo;
    return reply
      .status(200)
      .header(
        'location',
        `http://127.0.0.1:${port}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${session.id}&part=${encodeURIComponent(parts.join(','))}`,
      )
      .header('content-length', '0')
      .send();
  });

  app.put('/upload/youtube/v3/videos', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const range = String(request.headers['content-range'] ?? '');
    const isStatus = /^bytes \*\/(\d+|\*)$/.test(range);
    if (!authorize(request, reply, UPLOAD_SCOPES)) {
      log.push(isStatus ? 'status-401' : 'put-401');
      return reply;
    }
    const session = sessions.get(String(query.upload_id));
    if (!session) return send(reply, 404, 'notFound', 'Not Found');
    if (session.gone) {
      log.push(`gone:${session.gone}`);
      return send(
        reply,
        session.gone,
        session.gone === 404 ? 'notFound' : 'gone',
        session.gone === 404 ? 'Not Found' : 'The upload session has expired.',
      );
    }
    const incomplete = () => {
      if (session.bytes > 0) void reply.header('range', `bytes=0-${session.bytes - 1}`);
      return reply.status(308).header('content-length', '0').send();
    };

    if (isStatus) {
      if (injected('status', request, reply)) return reply;
      log.push(`status:${session.bytes}`);
      if (session.final) return reply.status(session.final.status).send(session.final.body);
      return incomplete();
    }
    if (injected('put', request, reply)) return reply;
    const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(range);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!match) return send(reply, 400, 'badRequest', `Invalid Content-Range header: '${range}'`);
    const [first, last] = [Number(match[1]), Number(match[2])];
    const total = match[3] === '*' ? Number.NaN : Number(match[3]);
    if (last < first || last - first + 1 !== body.length) {
      return send(reply, 400, 'badRequest', `Content-Range ${range} does not match the ${body.length} bytes of the request.`);
    }
    if (!Number.isNaN(session.total) && !Number.isNaN(total) && total !== session.total) {
      return send(reply, 400, 'badRequest', `The total size ${total} differs from X-Upload-Content-Length ${session.total}.`);
    }
    if (!Number.isNaN(total) && last >= total)
      return send(reply, 400, 'badRequest', `Content-Range ${range} goes past the end of the file.`);
    if (session.final) return reply.status(session.final.status).send(session.final.body);
    if (first !== session.bytes) {
      // "If the block overlaps, skips bytes or is not continuous, none of the remaining bytes are uploaded."
      log.push(`put-mismatch:${first}/${session.bytes}`);
      return incomplete();
    }
    const expectedTotal = Number.isNaN(session.total) ? total : session.total;
    const completes = !Number.isNaN(expectedTotal) && last + 1 === expectedTotal;
    let data = body;
    if (!completes) {
      if (body.length < UNIT) {
        return send(
          reply,
          400,
          'badRequest',
          `Invalid request. The number of bytes uploaded is required to be equal or greater than 262144, except for the final request (it's recommended to be the exact multiple of 262144). The received request contained ${body.length} bytes, which does not meet this requirement.`,
        );
      }
      data = body.subarray(0, Math.floor(body.length / UNIT) * UNIT);
    }
    session.received.push(Buffer.from(data));
    session.bytes += data.length;
    chunkCount += 1;
    log.push(`put:${first}-${last}`);
    chunkHook?.({ session, chunk: chunkCount });
    if (!completes) return incomplete();

    const outcome = outcomes.shift() ?? { uploadStatus: 'processed' as const };
    const requestedPrivacy = session.metadata.status?.privacyStatus ?? 'public';
    const video: FakeVideo = {
      id: newVideoId(),
      bytes: session.bytes,
      metadata: session.metadata,
      notifySubscribers: session.notifySubscribers,
      requestedPrivacy,
      privacyStatus: options.unverifiedProject ? 'private' : requestedPrivacy,
      outcome,
      createdAt: now(),
      processingMs: outcome.uploadStatus === 'uploaded' ? Infinity : (outcome.processingMs ?? options.processingMs ?? 0),
      statistics: { viewCount: '120', likeCount: '7', favoriteCount: '0', commentCount: '3' },
    };
    videos.set(video.id, video);
    session.videoId = video.id;
    session.final = { status: options.completeStatus ?? 201, body: videoResource(video, session.parts, true) };
    log.push(`done:${video.id}`);
    return reply.status(session.final.status).send(session.final.body);
  });

  app.get('/youtube/v3/videos', async (request, reply) => {
    if (!authorize(request, reply, READ_SCOPES)) return reply;
    const parts = parseParts(request, reply, VIDEO_PARTS);
    if (!parts) return reply;
    if (!charge(reply, 1)) return reply;
    if (injected('videos.list', request, reply)) return reply;
    const query = request.query as Record<string, string | undefined>;
    if (!query.id && !query.chart && !query.myRating) {
      return send(reply, 400, 'missingRequiredParameter', 'No filter selected. Expected one of: chart, id, myRating');
    }
    const ids = (query.id ?? '').split(',').filter(Boolean);
    if (ids.length > 50) return send(reply, 400, 'badRequest', 'Too many ids: at most 50.');
    log.push(`list:${ids.join(',')}`);
    const items = ids.flatMap((id) => {
      const video = videos.get(id);
      if (!video) return [];
      // A video deleted once processing ended is no longer listed.
      if (video.outcome.uploadStatus === 'deleted' && processingOf(video).done) return [];
      return [videoResource(video, parts)];
    });
    return {
      kind: 'youtube#videoListResponse',
      etag: randomUUID(),
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    };
  });

  app.get('/youtube/v3/channels', async (request, reply) => {
    if (!authorize(request, reply, READ_SCOPES)) return reply;
    const parts = parseParts(request, reply, CHANNEL_PARTS);
    if (!parts) return reply;
    if (!charge(reply, 1)) return reply;
    if (injected('channels.list', request, reply)) return reply;
    const query = request.query as Record<string, string | undefined>;
    const filters = ['id', 'mine', 'forHandle', 'forUsername', 'managedByMe', 'categoryId'].filter((name) => query[name] !== undefined);
    if (filters.length !== 1)
      return send(reply, 400, 'invalidCriteria', 'Exactly one filter (id, mine, forHandle, forUsername, managedByMe) must be given.');
    const mine = query.mine === 'true' || (query.id ?? '').split(',').includes(channel.id);
    const items =
      mine && !options.noChannel
        ? [
            {
              kind: 'youtube#channel',
              etag: randomUUID(),
              id: channel.id,
              ...(parts.includes('brandingSettings') ? { brandingSettings: structuredClone(channel.brandingSettings) } : {}),
              ...(parts.includes('snippet')
                ? {
                    snippet: {
                      title: channel.title,
                      description: channel.brandingSettings.channel.description ?? '',
                      customUrl: channel.customUrl,
                      publishedAt: channel.publishedAt,
                    },
                  }
                : {}),
            },
          ]
        : [];
    return { kind: 'youtube#channelListResponse', etag: randomUUID(), items, pageInfo: { totalResults: items.length, resultsPerPage: 5 } };
  });

  app.put('/youtube/v3/channels', async (request, reply) => {
    if (!authorize(request, reply, WRITE_SCOPES)) return reply;
    const query = request.query as Record<string, string | undefined>;
    if (!query.part)
      return send(reply, 400, 'required', 'Required parameter: part', 'global', { location: 'part', locationType: 'parameter' });
    const parts = query.part.split(',');
    if (parts.some((part) => !['brandingSettings', 'invideoPromotion', 'localizations'].includes(part))) {
      return send(reply, 400, 'unexpectedPart', `'${query.part}'`, 'youtube.part', { location: 'part', locationType: 'parameter' });
    }
    if (!charge(reply, 50)) return reply;
    if (injected('channels.update', request, reply)) return reply;
    const body = (request.body ?? {}) as { id?: string; brandingSettings?: { channel?: Record<string, unknown> } };
    if (!body.id) return send(reply, 400, 'channelIdRequired', 'The request metadata must specify a channel ID.', 'youtube.channel');
    if (body.id !== channel.id)
      return send(
        reply,
        403,
        'channelForbidden',
        'The channel identified in the request does not support the request or the request is not properly authorized.',
        'youtube.channel',
      );
    const next = body.brandingSettings?.channel ?? {};
    const description = next.description;
    if (description !== undefined && (typeof description !== 'string' || [...description].length > 1000 || /[<>]/.test(description))) {
      return send(reply, 400, 'invalidDescription', 'The channel description is invalid.', 'youtube.channel');
    }
    if (parts.includes('brandingSettings')) {
      // "This method overrides the existing values for all of the mutable properties in the part."
      channel.brandingSettings = { channel: { ...next } };
    }
    log.push('channel-update');
    return { kind: 'youtube#channel', etag: randomUUID(), id: channel.id, brandingSettings: structuredClone(channel.brandingSettings) };
  });

  type RejectKind = 'invalid' | 'quota' | 'uploadLimit' | 'rateLimit';
  const rejectAnswer = (reply: FastifyReply, kind: RejectKind) => {
    if (kind === 'quota') return send(reply, 403, 'quotaExceeded', QUOTA_MESSAGE, 'youtube.quota');
    if (kind === 'uploadLimit')
      return send(reply, 400, 'uploadLimitExceeded', 'The user has exceeded the number of videos they may upload.', 'youtube.video');
    if (kind === 'rateLimit')
      return reply
        .header('retry-after', '30')
        .status(429)
        .send(googleError(429, 'rateLimitExceeded', 'Too Many Requests', 'usageLimits'));
    return send(reply, 400, 'invalidTitle', 'The request metadata specifies an invalid or empty video title.', 'youtube.video');
  };

  // Test control, not part of YouTube's protocol: the browser tests run this fake in another process
  // (vitest's global setup) and reach the same switches over HTTP.
  app.post('/__test/reject-next-starts', async (request, reply) => {
    const body = (request.body ?? {}) as { count?: unknown; kind?: unknown };
    const count = Number(body.count ?? 1);
    const kinds = ['invalid', 'quota', 'uploadLimit', 'rateLimit'];
    if (!Number.isInteger(count) || count < 0 || (body.kind !== undefined && !kinds.includes(String(body.kind)))) {
      return reply.status(400).send({ error: `count must be a whole number ≥ 0, kind one of ${kinds.join(', ')}` });
    }
    rejectStarts = count;
    rejectKind = (body.kind as RejectKind | undefined) ?? 'invalid';
    return { rejectStarts, rejectKind };
  });
  app.post('/__test/next-outcome', async (request, reply) => {
    const body = (request.body ?? {}) as Partial<{
      uploadStatus: string;
      rejectionReason: string;
      failureReason: string;
      processingMs: number;
    }>;
    const statuses = ['processed', 'uploaded', 'rejected', 'failed', 'deleted'];
    const processingMs = body.processingMs === undefined ? undefined : Number(body.processingMs);
    if (!statuses.includes(String(body.uploadStatus)) || (processingMs !== undefined && !(processingMs >= 0))) {
      return reply.status(400).send({ error: `uploadStatus one of ${statuses.join(', ')}; processingMs a number ≥ 0` });
    }
    if (body.uploadStatus === 'rejected' && !body.rejectionReason) return reply.status(400).send({ error: 'rejectionReason required' });
    if (body.uploadStatus === 'failed' && !body.failureReason) return reply.status(400).send({ error: 'failureReason required' });
    outcomes.push({ ...body, ...(processingMs === undefined ? {} : { processingMs }) } as VideoOutcome);
    return { queued: outcomes.length };
  });
  app.post('/__test/advance-clock', async (request, reply) => {
    const seconds = Number((request.body as { seconds?: unknown } | null)?.seconds);
    if (!Number.isFinite(seconds) || seconds < 0) return reply.status(400).send({ error: 'seconds must be a number ≥ 0' });
    clockOffset += seconds * 1000;
    return { now: new Date(now()).toISOString() };
  });
  app.get('/__test/videos', async () => ({
    count: videos.size,
    videos: [...videos.values()].map((video) => ({
      id: video.id,
      bytes: video.bytes,
      title: video.metadata.snippet?.title ?? null,
      privacyStatus: video.privacyStatus,
      notifySubscribers: video.notifySubscribers,
      uploadStatus: processingOf(video).done ? video.outcome.uploadStatus : 'uploaded',
    })),
    rejectStarts,
  }));

  // Google's consent screen, as the browser meets it: the account consents (or declines) and is sent back.
  app.get('/o/oauth2/v2/auth', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    log.push('consent');
    if (!query.client_id || (options.client && query.client_id !== options.client.id)) {
      return reply.status(401).type('text/html').send('<h1>Error 401: invalid_client</h1><p>The OAuth client was not found.</p>');
    }
    if (!query.redirect_uri || (options.redirectUris && !options.redirectUris.includes(query.redirect_uri))) {
      return reply.status(400).type('text/html').send('<h1>Error 400: redirect_uri_mismatch</h1>');
    }
    const scopes = (query.scope ?? '').split(' ').filter(Boolean);
    const method = query.code_challenge_method ?? (query.code_challenge ? 'plain' : '');
    if (
      query.response_type !== 'code' ||
      scopes.length === 0 ||
      (query.code_challenge !== undefined &&
        (!/^[A-Za-z0-9._~-]{43,128}$/.test(query.code_challenge) || !['S256', 'plain'].includes(method)))
    ) {
      return reply.status(400).type('text/html').send('<h1>Error 400: invalid_request</h1>');
    }
    const back = new URL(query.redirect_uri);
    if (denyNextConsent) {
      denyNextConsent = false;
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = `4/0A${randomBytes(36).toString('base64url')}`;
      codes.set(code, {
        clientId: query.client_id,
        redirectUri: query.redirect_uri,
        challenge: query.code_challenge ?? null,
        method,
        scopes,
        account: consentAccount,
        expiresAt: now() + 10 * 60 * 1000,
        used: false,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', scopes.join(' '));
    }
    if (query.state !== undefined) back.searchParams.set('state', query.state);
    return reply.status(302).header('location', back.toString()).send();
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    sessions,
    videos,
    log,
    channelDescription: () => String(channel.brandingSettings.channel.description ?? ''),
    channelBranding: () => structuredClone(channel.brandingSettings),
    rejectNextStarts: (count: number, kind: RejectKind = 'invalid') => {
      rejectStarts = count;
      rejectKind = kind;
    },
    /** Queues injected answers for the next calls of an operation (one per call). */
    failNext: (operation: Operation, ...answers: Failure[]) => {
      failures.set(operation, [...(failures.get(operation) ?? []), ...answers]);
    },
    /** How the next uploaded videos end after processing (one per video; default processed after `processingMs`). */
    nextOutcome: (...next: VideoOutcome[]) => {
      outcomes.push(...next);
    },
    /** Called after each data chunk is stored, before it is answered. */
    afterChunk: (hook: ((info: { session: Session; chunk: number }) => void) | null) => {
      chunkHook = hook;
    },
    /** Every access token issued so far expires now. */
    expireAccessTokens: () => {
      for (const token of accessTokens.values()) token.expiresAt = Math.min(token.expiresAt, now());
    },
    /** The user revoked the app's access: the refresh token is refused with invalid_grant. */
    revokeRefreshToken: (token: string) => {
      refreshTokens.delete(token);
      accessTokens.clear();
    },
    /** The session URI stops working: every later PUT answers 404 (or 410). */
    expireSession: (id: string, status: 404 | 410 = 404) => {
      const session = sessions.get(id);
      if (session) session.gone = status;
    },
    /** The authorization_code requests the token endpoint received, as sent. */
    codeExchanges,
    /** The consent page's base: GOOGLE_AUTH_URL for the app under test. */
    authUrl: `http://127.0.0.1:${port}/o/oauth2/v2/auth`,
    /** The next consent is declined by the user (error=access_denied). */
    denyNextConsent: () => {
      denyNextConsent = true;
    },
    /** Which Google account consents from now on (each gets its own refresh tokens). */
    consentAs: (account: string) => {
      consentAccount = account;
    },
    /** The Google account a refresh token belongs to (undefined for one the code flow did not issue). */
    accountOf: (refreshToken: string) => refreshOwners.get(refreshToken),
    /** Moves the fake's clock (token expiry, quota days, the channel's 24 h window, processing). */
    advanceClock: (seconds: number) => {
      clockOffset += seconds * 1000;
    },
    hangAt: (byte: number) => {
      hangAtByte = byte;
    },
    isHanging: () => hanging,
    close: () => app.close(),
  };
}

export type YouTubeFake = Awaited<ReturnType<typeof startYouTubeFake>>;
