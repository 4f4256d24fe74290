import { availableParallelism } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { DEFAULT_MAX_UPLOAD_BYTES } from '@shared/constants';

const port = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number between 0 and 65535`),
    v.transform(Number),
    v.maxValue(65_535, `${name} must be a whole number between 0 and 65535`),
  );

const positiveInt = (name: string) =>
  v.pipe(v.string(), v.regex(/^[1-9]\d*$/, `${name} must be a positive whole number`), v.transform(Number));

/** The longest delay a Node.js timer holds (2^31 − 1 ms, about 24.8 days); a longer one fires at once, in a loop. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A positive whole number of `unit`s that a timer can wait for (an interval, a timeout, a retry delay). */
const timerDuration = (name: string, unitMs: number, unit: string) => {
  const max = Math.floor(MAX_TIMER_MS / unitMs);
  return v.pipe(
    positiveInt(name),
    v.maxValue(max, `${name} must be at most ${max} ${unit} (the longest delay a timer can hold, about 24 days)`),
  );
};

/** A whole number of hours from 0 (off) to a month. */
const hoursOrOff = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number of hours (0 switches it off)`),
    v.transform(Number),
    v.maxValue(720, `${name} must be at most 720 hours (30 days); 0 switches it off`),
  );

const flag = (name: string) =>
  v.pipe(
    v.picklist(['true', 'false', '1', '0'], `${name} must be true or false`),
    v.transform((value) => value === 'true' || value === '1'),
  );

const url = (name: string) => v.pipe(v.string(), v.url(`${name} must be an absolute URL`));

const EnvSchema = v.object({
  PORT: v.optional(port('PORT'), '8080'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('DATA_DIR must not be empty')), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'))),
  PGLITE_THREAD: v.optional(v.picklist(['worker', 'main'], 'PGLITE_THREAD must be worker or main'), 'worker'),
  PUBLIC_URL: v.optional(url('PUBLIC_URL')),
  CLIENT_DIR: v.optional(v.string(), './dist/client'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters long'))),
  ACCESS_TOKEN_TTL_SECONDS: v.optional(positiveInt('ACCESS_TOKEN_TTL_SECONDS'), '900'),
  REFRESH_TOKEN_TTL_DAYS: v.optional(positiveInt('REFRESH_TOKEN_TTL_DAYS'), '30'),
  LOGIN_RATE_LIMIT: v.optional(positiveInt('LOGIN_RATE_LIMIT'), '10'),
  PASSWORD_CHANGE_RATE_LIMIT: v.optional(positiveInt('PASSWORD_CHANGE_RATE_LIMIT'), '5'),
  PROXY_CHECK_RATE_LIMIT: v.optional(positiveInt('PROXY_CHECK_RATE_LIMIT'), '10'),
  BODY_LIMIT_BYTES: v.optional(positiveInt('BODY_LIMIT_BYTES'), String(1024 * 1024)),
  ADMIN_LOGIN: v.optional(
    v.pipe(v.string(), v.minLength(2, 'ADMIN_LOGIN must be 2–50 characters'), v.maxLength(50, 'ADMIN_LOGIN must be 2–50 characters')),
  ),
  ADMIN_PASSWORD: v.optional(
    v.pipe(v.string(), v.minLength(6, 'ADMIN_PASSWORD must be 6–50 characters'), v.maxLength(50, 'ADMIN_PASSWORD must be 6–50 characters')),
  ),
  TRUST_PROXY: v.optional(flag('TRUST_PROXY'), 'false'),
  SECRET_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'SECRET_KEY must be at least 32 characters long'))),
  ALLOW_PRIVATE_PROXY: v.optional(flag('ALLOW_PRIVATE_PROXY'), 'false'),
  ALLOW_PRIVATE_WEBHOOKS: v.optional(flag('ALLOW_PRIVATE_WEBHOOKS'), 'false'),
  // Web Push: the VAPID private key (a P-256 key, 32 bytes in base64url) shared by every process; else one is generated into DATA_DIR/secrets.
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be 32 bytes in base64url (43 characters)')),
  ),
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: URL'))),
  MAX_UPLOAD_BYTES: v.optional(positiveInt('MAX_UPLOAD_BYTES'), String(DEFAULT_MAX_UPLOAD_BYTES)),
  UPLOAD_EXPIRY_HOURS: v.optional(timerDuration('UPLOAD_EXPIRY_HOURS', 3_600_000, 'hours'), '24'),
  FFMPEG_PATH: v.optional(v.pipe(v.string(), v.nonEmpty())),
  FFPROBE_PATH: v.optional(v.pipe(v.string(), v.nonEmpty())),
  RUN_WORKERS: v.optional(flag('RUN_WORKERS'), 'true'),
  RENDER_CONCURRENCY: v.optional(positiveInt('RENDER_CONCURRENCY')),
  RENDER_TIMEOUT_SECONDS: v.optional(timerDuration('RENDER_TIMEOUT_SECONDS', 1000, 'seconds'), '600'),
  JOB_POLL_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d+)?$/, 'JOB_POLL_SECONDS must be a number of seconds'),
      v.transform(Number),
      v.minValue(0.5, 'JOB_POLL_SECONDS must be at least 0.5'),
      v.maxValue(
        MAX_TIMER_MS / 1000,
        `JOB_POLL_SECONDS must be at most ${MAX_TIMER_MS / 1000} seconds (the longest delay a timer can hold, about 24 days)`,
      ),
    ),
    '2',
  ),
  MAX_SOURCE_SECONDS: v.optional(positiveInt('MAX_SOURCE_SECONDS'), '180'),
  MAX_SOURCE_DIMENSION: v.optional(positiveInt('MAX_SOURCE_DIMENSION'), '4096'),
  GOOGLE_AUTH_URL: v.optional(url('GOOGLE_AUTH_URL'), 'https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: v.optional(url('GOOGLE_TOKEN_URL'), 'https://oauth2.googleapis.com/token'),
  YOUTUBE_API_URL: v.optional(url('YOUTUBE_API_URL'), 'https://www.googleapis.com'),
  TIKTOK_API_URL: v.optional(url('TIKTOK_API_URL'), 'https://open.tiktokapis.com'),
  TIKTOK_AUTH_URL: v.optional(url('TIKTOK_AUTH_URL'), 'https://www.tiktok.com/v2/auth/authorize/'),
  INSTAGRAM_API_URL: v.optional(url('INSTAGRAM_API_URL'), 'https://i.instagram.com'),
  TELEGRAM_API_URL: v.optional(url('TELEGRAM_API_URL'), 'https://api.telegram.org'),
  PROXY_CHECK_URL: v.optional(url('PROXY_CHECK_URL'), 'https://api.ipify.org?format=json'),
  PROXY_CHECK_INTERVAL_HOURS: v.optional(hoursOrOff('PROXY_CHECK_INTERVAL_HOURS'), '6'),
  PUBLISH_CONCURRENCY: v.optional(positiveInt('PUBLISH_CONCURRENCY'), '2'),
  PUBLISH_CHUNK_MB: v.optional(positiveInt('PUBLISH_CHUNK_MB'), '8'),
  PUBLISH_RETRY_SECONDS: v.optional(timerDuration('PUBLISH_RETRY_SECONDS', 1000, 'seconds'), '30'),
  WEBHOOK_RETRY_SECONDS: v.optional(timerDuration('WEBHOOK_RETRY_SECONDS', 1000, 'seconds'), '56'),
  STATS_INTERVAL_MINUTES: v.optional(timerDuration('STATS_INTERVAL_MINUTES', 60_000, 'minutes'), '60'),
  AUDIT_RETENTION_DAYS: v.optional(
    v.pipe(positiveInt('AUDIT_RETENTION_DAYS'), v.maxValue(36_500, 'AUDIT_RETENTION_DAYS must be at most 36500 days (100 years)')),
    '365',
  ),
  AUDIT_SWEEP_INTERVAL_MINUTES: v.optional(timerDuration('AUDIT_SWEEP_INTERVAL_MINUTES', 60_000, 'minutes'), '60'),
  S3_ENDPOINT: v.optional(url('S3_ENDPOINT')),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens'),
    ),
  ),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as us-east-1')), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_FORCE_PATH_STYLE: v.optional(flag('S3_FORCE_PATH_STYLE'), 'false'),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ),
    'info',
  ),
});

/** Values of these variables never appear in error messages or logs. */
const SECRET_KEYS = /SECRET|PASSWORD|DATABASE_URL|PRIVATE_KEY/;

/** An S3-compatible bucket for media (S3_*); without S3_BUCKET media stay on local disk. */
export interface S3Config {
  /** Null: AWS's own endpoint for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both null: the SDK's default credential chain (instance role, AWS_* variables, …). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers need it). */
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Where the embedded database runs: its own worker thread, or the server's thread (a fallback). */
  pgliteThread: 'worker' | 'main';
  publicUrl: string;
  clientDir: string;
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  loginRateLimit: number;
  passwordChangeRateLimit: number;
  /** Bulk proxy checks per user per 10 minutes (each goes out through up to 100 proxies). */
  proxyCheckRateLimit: number;
  bodyLimitBytes: number;
  adminLogin: string;
  adminPassword: string | null;
  trustProxy: boolean;
  logLevel: string;
  secretKey: string | null;
  allowPrivateProxy: boolean;
  /** Webhook endpoints may be on private and loopback addresses, and then over plain http (a receiver inside the network; tests). */
  allowPrivateWebhooks: boolean;
  /** The Telegram Bot API's base (a bot endpoint's messages go to `<base>/bot<token>/sendMessage`). */
  telegramApiUrl: string;
  /** The first retry delay of a webhook delivery; later ones double (about a day in all with the default). */
  webhookRetrySeconds: number;
  /** Web Push's VAPID private key from the environment (null: DATA_DIR/secrets/vapid.key, made once). */
  vapidPrivateKey: string | null;
  /** Who runs this server, for the push services (VAPID `sub`): VAPID_SUBJECT, else PUBLIC_URL when HTTPS, else a mailto: of its host. */
  vapidSubject: string;
  googleAuthUrl: string;
  googleTokenUrl: string;
  youtubeApiUrl: string;
  tiktokApiUrl: string;
  /** TikTok's authorization page ('Підключити TikTok'). */
  tiktokAuthUrl: string;
  instagramApiUrl: string;
  /** 'Перевірити проксі' asks this IP-echo URL through the profile's proxy (JSON `{ ip }` or the address as text). */
  proxyCheckUrl: string;
  /** Every profile's proxy is checked once per this many hours, spread over them (0: only when asked). */
  proxyCheckIntervalHours: number;
  publishConcurrency: number;
  publishChunkBytes: number;
  publishRetrySeconds: number;
  statsIntervalMinutes: number;
  /** Days an audit log entry is kept; the sweep deletes older ones. */
  auditRetentionDays: number;
  /** Minutes between two sweeps of the audit log's retention (in each process that works jobs). */
  auditSweepIntervalMinutes: number;
  maxUploadBytes: number;
  /** Hours after its creation an unfinished or uncommitted resumable (tus) upload is deleted. */
  uploadExpiryHours: number;
  ffmpegPath: string | null;
  ffprobePath: string | null;
  runWorkers: boolean;
  renderConcurrency: number;
  renderTimeoutSeconds: number;
  jobPollSeconds: number;
  maxSourceSeconds: number;
  maxSourceDimension: number;
  /** Media in an S3-compatible bucket; null: on local disk under DATA_DIR/media. */
  s3: S3Config | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads the environment once at start; every bad value is reported, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    throw new ConfigError(
      result.issues.map((issue) => {
        const key = issue.path?.map((item) => String(item.key)).join('.') ?? '?';
        const shown = SECRET_KEYS.test(key) ? '' : ` (got ${JSON.stringify(String(issue.input))})`;
        return `${key}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = result.output;
  const s3Problems = [
    ...(!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)
      ? ['S3_BUCKET: must be set when S3_ENDPOINT, S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY is (media go to that bucket)']
      : []),
    ...(Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)
      ? ['S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credential chain']
      : []),
  ];
  if (s3Problems.length > 0) throw new ConfigError(s3Problems);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteThread: e.PGLITE_THREAD,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    clientDir: path.resolve(e.CLIENT_DIR),
    jwtSecret: e.JWT_SECRET ?? null,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    passwordChangeRateLimit: e.PASSWORD_CHANGE_RATE_LIMIT,
    proxyCheckRateLimit: e.PROXY_CHECK_RATE_LIMIT,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    adminLogin: e.ADMIN_LOGIN ?? 'admin',
    adminPassword: e.ADMIN_PASSWORD ?? null,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    secretKey: e.SECRET_KEY ?? null,
    allowPrivateProxy: e.ALLOW_PRIVATE_PROXY,
    allowPrivateWebhooks: e.ALLOW_PRIVATE_WEBHOOKS,
    telegramApiUrl: e.TELEGRAM_API_URL.replace(/\/$/, ''),
    webhookRetrySeconds: e.WEBHOOK_RETRY_SECONDS,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY ?? null,
    vapidSubject: e.VAPID_SUBJECT ?? vapidSubjectOf(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    googleAuthUrl: e.GOOGLE_AUTH_URL,
    googleTokenUrl: e.GOOGLE_TOKEN_URL,
    youtubeApiUrl: e.YOUTUBE_API_URL.replace(/\/$/, ''),
    tiktokApiUrl: e.TIKTOK_API_URL.replace(/\/$/, ''),
    tiktokAuthUrl: e.TIKTOK_AUTH_URL,
    instagramApiUrl: e.INSTAGRAM_API_URL.replace(/\/$/, ''),
    proxyCheckUrl: e.PROXY_CHECK_URL,
    proxyCheckIntervalHours: e.PROXY_CHECK_INTERVAL_HOURS,
    publishConcurrency: e.PUBLISH_CONCURRENCY,
    publishChunkBytes: e.PUBLISH_CHUNK_MB * 1024 * 1024,
    publishRetrySeconds: e.PUBLISH_RETRY_SECONDS,
    statsIntervalMinutes: e.STATS_INTERVAL_MINUTES,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    auditSweepIntervalMinutes: e.AUDIT_SWEEP_INTERVAL_MINUTES,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    uploadExpiryHours: e.UPLOAD_EXPIRY_HOURS,
    ffmpegPath: e.FFMPEG_PATH ?? null,
    ffprobePath: e.FFPROBE_PATH ?? null,
    runWorkers: e.RUN_WORKERS,
    renderConcurrency: e.RENDER_CONCURRENCY ?? availableParallelism(),
    renderTimeoutSeconds: e.RENDER_TIMEOUT_SECONDS,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    maxSourceSeconds: e.MAX_SOURCE_SECONDS,
    maxSourceDimension: e.MAX_SOURCE_DIMENSION,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT?.replace(/\/$/, '') ?? null,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
  };
}

/** The VAPID subject when none is set: the public URL if it is HTTPS, else a mailto: address at its host. */
function vapidSubjectOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:admin@${url.hostname}`;
}
