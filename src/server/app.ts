import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { keepVacuumed } from './db/maintenance';
import { startJobs } from './jobs/start-jobs';
import { resolveMediaBinaries } from './media/binaries';
import { MediaTools } from './media/media-tools';
import { allowedMethodsPlugin } from './plugins/allowed-methods';
import { authPlugin } from './plugins/auth';
import { clientAppPlugin } from './plugins/client-app';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { type IdempotencyFaults, idempotencyPlugin } from './plugins/idempotency';
import { inputGuardPlugin } from './plugins/input-guard';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { validationPlugin } from './plugins/validation';
import { publishersFor } from './platforms/publishers';
import { OAuthStates } from './platforms/youtube-oauth';
import { accountRoutes } from './routes/accounts';
import { authRoutes } from './routes/auth';
import { backgroundRoutes } from './routes/backgrounds';
import { creationRoutes } from './routes/creation-requests';
import { faviconRoutes } from './routes/favicon';
import { fleetRoutes } from './routes/fleet';
import { groupRoutes } from './routes/groups';
import { mediaRoutes } from './routes/media';
import { healthRoutes } from './routes/health';
import { postingLimitRoutes } from './routes/posting-limits';
import { publicationRoutes } from './routes/publications';
import { statsRoutes } from './routes/stats';
import { tagRoutes } from './routes/tags';
import { tusUploadRoutes } from './routes/tus-uploads';
import { uploadCommitRoutes } from './routes/upload-commits';
import { userRoutes } from './routes/users';
import { AccountService } from './services/account-service';
import { PostingLimitsService } from './services/posting-limits-service';
import { AuthService } from './services/auth-service';
import { BackgroundService } from './services/background-service';
import { CreationService } from './services/creation-service';
import { GroupService } from './services/group-service';
import { SecretBox } from './services/secret-box';
import { ProfileActionsService } from './services/profile-actions-service';
import { ProxyCheckService } from './services/proxy-check-service';
import { PublicationService } from './services/publication-service';
import { RetryFailedService } from './services/retry-failed-service';
import { StatsService } from './services/stats-service';
import { loadOrCreateSecret } from './services/secrets';
import { TagService } from './services/tag-service';
import { AccessTokens } from './services/tokens';
import { UserService } from './services/user-service';
import { YouTubeConnectService } from './services/youtube-connect-service';
import { TikTokConnectService } from './services/tiktok-connect-service';
import { TikTokCreatorService } from './services/tiktok-creator-service';
import { openStorage } from './storage/open-storage';
import type { MediaStorage } from './storage/storage';
import { keepTempClean } from './storage/temp-folder';
import { createTusDataStore } from './uploads/tus-store';
import { UploadService } from './uploads/upload-service';

export interface AppDependencies {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests only: the media storage to use instead of the configured one (e.g. a full disk). */
  storage?: MediaStorage;
  /** Tests only: failures injected around an idempotent effect (see IdempotencyFaults). */
  idempotencyFaults?: IdempotencyFaults;
  /** Tests only: a shorter idempotency claim lease than CLAIM_LEASE_SECONDS. */
  idempotencyLeaseSeconds?: number;
}

/** Paths that never reach the logs: credentials and tokens, wherever they appear. */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  '*.password',
  '*.currentPassword',
  '*.password_confirmation',
  '*.accessToken',
  '*.refreshToken',
  // A database error carries its query's parameters (password hashes, sealed secrets, logins).
  'err.params',
  'error.params',
];

export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: redactedLogPaths, censor: '[redacted]' },
});

/** Builds the whole HTTP application; `main.ts` listens, tests `inject`. */
export async function buildApp({
  config,
  db,
  logger,
  storage: givenStorage,
  idempotencyFaults,
  idempotencyLeaseSeconds,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const jwtSecret = await loadOrCreateSecret(config.dataDir, 'jwt.key', config.jwtSecret);
  const auth = new AuthService(db, new AccessTokens(jwtSecret, config.accessTokenTtlSeconds), config.refreshTokenTtlDays);
  const users = new UserService(db);
  const box = new SecretBox(await loadOrCreateSecret(config.dataDir, 'secret.key', config.secretKey));
  const guard = { allowPrivate: config.allowPrivateProxy };
  const accounts = new AccountService(db, box, guard);
  const storage = givenStorage ?? openStorage(config);
  await storage.init();
  // Temporary files a killed upload left: all of them now with the embedded database (no other process), old ones on a schedule;
  // and stored files left without their row by a kill, once an hour old (storage/orphan-sweep.ts).
  const stopTempSweep = await keepTempClean(storage, app.log, { onlyProcess: db.kind === 'pglite', db });
  app.addHook('onClose', async () => stopTempSweep());
  // PGlite has no autovacuum: vacuum and analyze after bulk changes and hourly (db/maintenance.ts).
  const stopVacuum = keepVacuumed(db, app.log);
  app.addHook('onClose', stopVacuum);
  const binaries = resolveMediaBinaries(config.ffmpegPath, config.ffprobePath);
  const tools = new MediaTools(binaries);
  const youtube = new YouTubeConnectService(db, accounts, new OAuthStates(jwtSecret), {
    publicUrl: config.publicUrl,
    authUrl: config.googleAuthUrl,
    tokenUrl: config.googleTokenUrl,
    apiBase: config.youtubeApiUrl,
    guard,
  });

  const groups = new GroupService(db);
  const tags = new TagService(db);
  const publishers = publishersFor(config, db);
  const { jobs, renderJob, scheduler, stop: stopJobs } = await startJobs(
    config,
    { db, storage, binaries, tools, accounts, publishers, log: app.log },
    config.runWorkers,
  );
  app.addHook('onClose', stopJobs);
  const creation = new CreationService({
    db,
    storage,
    tools,
    jobs,
    renderJob,
    limits: { maxDurationSeconds: config.maxSourceSeconds, maxDimension: config.maxSourceDimension },
    accounts,
    groups,
    tags,
  });

  // First: CSP, frame, referrer and nosniff headers on every answer (errors, 404s and the shell too).
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(allowedMethodsPlugin);
  // Operators are often on slow links: compress JSON and the app shell (br or gzip, ≥ 1 KB).
  await app.register(compress, { threshold: 1024 });
  await app.register(validationPlugin);
  await app.register(inputGuardPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { auth });
  await app.register(idempotencyPlugin, {
    db,
    ...(idempotencyFaults ? { faults: idempotencyFaults } : {}),
    ...(idempotencyLeaseSeconds ? { leaseSeconds: idempotencyLeaseSeconds } : {}),
  });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 500, fields: 50, fieldSize: 64 * 1024 } });

  await app.register(healthRoutes, { db });
  await app.register(faviconRoutes);
  await app.register(authRoutes, { auth, loginRateLimit: config.loginRateLimit, passwordChangeRateLimit: config.passwordChangeRateLimit });
  await app.register(userRoutes, { users });
  await app.register(accountRoutes, {
    accounts,
    youtube,
    profileActions: new ProfileActionsService(db, accounts, publishers),
    // Its own state key: a YouTube link's state is no good at the TikTok callback, and the other way round.
    tiktok: new TikTokConnectService(db, accounts, new OAuthStates(`${jwtSecret}:tiktok-connect`), {
      publicUrl: config.publicUrl,
      authUrl: config.tiktokAuthUrl,
      apiBase: config.tiktokApiUrl,
      guard,
    }),
    tiktokCreator: new TikTokCreatorService(db, accounts, publishers.tiktok),
  });
  await app.register(groupRoutes, { groups });
  await app.register(tagRoutes, { tags });
  await app.register(backgroundRoutes, { backgrounds: new BackgroundService(db, storage, tools), storage });
  await app.register(creationRoutes, { creation, storage });
  // Resumable (tus) uploads and their commits; expired and abandoned ones are swept at start and hourly.
  const uploads = new UploadService({ db, store: createTusDataStore(config), temp: storage, maxUploadBytes: config.maxUploadBytes, log: app.log });
  const stopUploadSweep = await uploads.keepSwept();
  app.addHook('onClose', async () => stopUploadSweep());
  await app.register(tusUploadRoutes, { uploads });
  await app.register(uploadCommitRoutes, { uploads, backgrounds: new BackgroundService(db, storage, tools), creation });
  await app.register(publicationRoutes, { publications: new PublicationService({ db, accounts, creation, tags, scheduler }) });
  await app.register(statsRoutes, { stats: new StatsService(db, accounts) });
  await app.register(postingLimitRoutes, { limits: new PostingLimitsService(db, accounts) });
  await app.register(fleetRoutes, {
    db,
    proxyChecks: new ProxyCheckService(db, accounts, { guard, checkUrl: config.proxyCheckUrl }),
    retryFailed: new RetryFailedService(db, accounts, scheduler),
  });
  await app.register(mediaRoutes, { storage });

  await app.register(clientAppPlugin, { clientDir: config.clientDir });
  return app;
}
