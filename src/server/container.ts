import type { FastifyBaseLogger } from 'fastify';
import { type Database, openDatabase } from '@server/db/database';
import { keepVacuumed } from '@server/db/maintenance';
import { migrate } from '@server/db/migrate';
import { eventDispatch } from '@server/jobs/event-dispatch-job';
import { JobQueue } from '@server/jobs/job-queue';
import { longestJobSeconds, startJobs } from '@server/jobs/start-jobs';
import { resolveMediaBinaries } from '@server/media/binaries';
import { MediaTools } from '@server/media/media-tools';
import { publishersFor } from '@server/platforms/publishers';
import { AccountCredentials } from '@server/services/accounts/account-credentials';
import { AccountRepository } from '@server/services/accounts/account-repository';
import { AccountService } from '@server/services/accounts/account-service';
import { ProfileLabelService } from '@server/services/accounts/label-service';
import { BulkActionRepository } from '@server/services/accounts/bulk-action-repository';
import { BulkActionService } from '@server/services/accounts/bulk-action-service';
import { bulkActionJob } from '@server/jobs/bulk-action-job';
import { ProfileImportRepository } from '@server/services/accounts/profile-import-repository';
import { ProfileImportService } from '@server/services/accounts/profile-import-service';
import { type EventConsumer, EventConsumers } from '@server/services/events/event-consumers';
import { EventReadRepository } from '@server/services/events/event-read-repository';
import { EventRepository } from '@server/services/events/event-repository';
import { EventService } from '@server/services/events/event-service';
import { NotificationRepository } from '@server/services/events/notification-repository';
import { loadVapidKeys, WebPushConsumer } from '@server/services/events/web-push';
import { RenderRepository } from '@server/services/creation/render-repository';
import { PostStatsRepository } from '@server/services/publishing/post-stats-repository';
import { PublicationRowRepository } from '@server/services/publishing/publication-row-repository';
import { AuthService } from '@server/services/users/auth-service';
import { BackgroundRepository } from '@server/services/catalog/background-repository';
import { BackgroundService } from '@server/services/catalog/background-service';
import { ConnectBatchRepository } from '@server/services/accounts/connect-batch-repository';
import { ConnectInvitationRepository } from '@server/services/accounts/connect-invitation-repository';
import { ConnectService } from '@server/services/accounts/connect-service';
import { ConnectStateRepository } from '@server/services/accounts/connect-state-repository';
import { CreationRepository } from '@server/services/creation/creation-repository';
import { CreationService } from '@server/services/creation/creation-service';
import { GroupRepository } from '@server/services/catalog/group-repository';
import { GroupService } from '@server/services/catalog/group-service';
import { databaseExclusive, databasePacer } from '@server/services/publishing/platform-pacer';
import { PostingLimitsRepository } from '@server/services/publishing/posting-limits-repository';
import { PostingLimitsService } from '@server/services/publishing/posting-limits-service';
import { PostingSlotsRepository } from '@server/services/publishing/posting-slots-repository';
import { PostingSlotsService } from '@server/services/publishing/posting-slots-service';
import { ProfileActionsService } from '@server/services/accounts/profile-actions-service';
import { ProxyCheckService } from '@server/services/accounts/proxy-check-service';
import { PublicationRepository } from '@server/services/publishing/publication-repository';
import { PublicationService } from '@server/services/publishing/publication-service';
import { RetryFailedService } from '@server/services/publishing/retry-failed-service';
import { CalendarService } from '@server/services/publishing/calendar-service';
import { RowActionsService } from '@server/services/publishing/row-actions-service';
import { SecretBox } from '@server/services/common/secret-box';
import { loadOrCreateSecret } from '@server/services/common/secrets';
import { StatsService } from '@server/services/publishing/stats-service';
import { TagRepository } from '@server/services/catalog/tag-repository';
import { TagService } from '@server/services/catalog/tag-service';
import { PresetRepository } from '@server/services/publishing/preset-repository';
import { PresetService } from '@server/services/publishing/preset-service';
import { TikTokConnectService } from '@server/services/accounts/tiktok-connect-service';
import { TikTokCreatorService } from '@server/services/accounts/tiktok-creator-service';
import { AccessTokens } from '@server/services/users/tokens';
import { SessionRepository } from '@server/services/users/session-repository';
import { UserRepository } from '@server/services/users/user-repository';
import { UserService } from '@server/services/users/user-service';
import { videosOfAccount, videosOfUser } from '@server/services/publishing/video-queries';
import { YouTubeConnectService } from '@server/services/accounts/youtube-connect-service';
import { openStorage } from '@server/storage/open-storage';
import type { MediaStorage } from '@server/storage/storage';
import { keepTempClean } from '@server/storage/temp-folder';
import { keepProxiesWatched } from '@server/jobs/proxy-watch';
import { keepAuditSwept } from '@server/jobs/audit-sweep';
import { AuditRepository } from '@server/services/users/audit-repository';
import { AuditService } from '@server/services/users/audit-service';
import { createTusDataStore } from '@server/uploads/tus-store';
import { UploadService } from '@server/uploads/upload-service';
import type { SessionUser } from '@shared/schemas/auth';
import type { HostLookup } from '@server/services/webhooks/webhook-address';
import { startWebhooks } from '@server/jobs/start-webhooks';
import { SealedColumnRepository } from './services/accounts/sealed-column-repository';
import type { Config } from './config';

export interface ContainerOptions {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  /** Tests only: the media storage to use instead of the configured one (e.g. a full disk). */
  storage?: MediaStorage;
  /** Tests only: the clock of the time-limited connect links (OAuth states, invitations), of the audit log's retention sweep and of webhook deliveries' timestamps. */
  clock?: () => Date;
  /** Tests only: how often the worker sweeps for proxies due their scheduled check. */
  proxySweepTickMs?: number;
  /** Tests only: event consumers registered after the product's own. */
  eventConsumers?: EventConsumer[];
  /** Tests only: the host lookup of webhook address checks (a DNS answer that changes). */
  webhookLookup?: HostLookup;
}

/**
 * The opened database of a process: PostgreSQL when DATABASE_URL is set, else the embedded PGlite in
 * DATA_DIR/db; migrated before anything uses it.
 */
export async function openAppDatabase(config: Config): Promise<Database> {
  const db = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/db`, thread: config.pgliteThread },
  );
  await migrate(db);
  return db;
}

/**
 * What every process with jobs needs, built once: secrets, media storage and tools, platform
 * publishers, profiles, and the job queue with its definitions (worked here when `runWorkers`).
 * `npm run worker` builds only this; `createContainer` builds it and the services on top.
 */
export async function createJobsContainer({
  config,
  db,
  log,
  storage: givenStorage,
  runWorkers,
  proxySweepTickMs,
  eventConsumers: testConsumers = [],
  webhookLookup,
  clock,
}: ContainerOptions & { runWorkers: boolean }) {
  const stops: Array<() => unknown> = [];
  const box = new SecretBox(await loadOrCreateSecret(config.dataDir, 'secret.key', config.secretKey));
  const guard = { allowPrivate: config.allowPrivateProxy };
  // The job queue, started before anything that records events (they send their dispatch job through it).
  const queue = new JobQueue(db, config.jobPollSeconds, log);
  await queue.start();
  // Events and who hears of them: consumers register below before the workers hand any event out (see `eventConsumers.complete`).
  const events = new EventRepository(db);
  const eventConsumers = new EventConsumers();
  const { recordEvent, ...dispatch } = eventDispatch(queue, events, eventConsumers, log);
  // Profiles: the rows and the secrets, each built once and handed to whoever needs them.
  const accounts = new AccountRepository(db, recordEvent);
  const credentials = new AccountCredentials(new SealedColumnRepository(db), box, accounts);
  const rows = new PublicationRowRepository(db, recordEvent);
  const storage = givenStorage ?? openStorage(config);
  await storage.init();
  // Temporary files a killed process left: at start those of gone processes (all of them with the embedded database, no other
  // process), then any older than the longest job on a schedule; and stored files left without their row by a kill, once an
  // hour old (storage/orphan-sweep.ts).
  stops.push(await keepTempClean(storage, log, { onlyProcess: db.kind === 'pglite', db, maxAgeMs: longestJobSeconds(config) * 1000 }));
  // PGlite has no autovacuum: vacuum and analyze after bulk changes and hourly (db/maintenance.ts; nothing on PostgreSQL).
  stops.push(keepVacuumed(db, log));
  const binaries = resolveMediaBinaries(config.ffmpegPath, config.ffprobePath);
  const tools = new MediaTools(binaries);
  const publishers = publishersFor(config, { pacer: databasePacer(db), exclusive: databaseExclusive(db) });
  const jobs = await startJobs(
    config,
    {
      db,
      storage,
      tools,
      accounts,
      credentials,
      rows,
      renders: new RenderRepository(db, recordEvent),
      postStats: new PostStatsRepository(db),
      publishers,
      queue,
      events: { ...dispatch, recordEvent },
      log,
    },
    runWorkers,
  );
  stops.push(() => jobs.stop());
  // 'Перевірити проксі' and, in a process that works jobs, the schedule's checks (PROXY_CHECK_INTERVAL_HOURS).
  const proxyChecks = new ProxyCheckService(db, accounts, credentials, {
    guard,
    checkUrl: config.proxyCheckUrl,
    intervalHours: config.proxyCheckIntervalHours,
  });
  if (runWorkers && proxyChecks.scheduled) stops.push(keepProxiesWatched(proxyChecks, log, proxySweepTickMs));
  // The profiles' use cases and 'Повторити невдалі', here because the bulk actions' job (worked by `npm run worker` too) runs them.
  const profiles = new AccountService(db, accounts, credentials, guard, (accountId, page) => videosOfAccount(db, accountId, page));
  const labels = new ProfileLabelService(db, accounts);
  const publicationRecords = new PublicationRepository();
  const retryFailed = new RetryFailedService(db, accounts, publicationRecords, rows, jobs.publishScheduler);
  // Bulk actions on selected profiles: one job per action, one action at a time per process (each runs its own pace inside).
  const bulkTools = {
    db,
    accounts,
    profiles,
    proxyChecks,
    labels,
    retryFailed: async (user: SessionUser, accountId: number) => (await retryFailed.forAccount(user, accountId, undefined)).retried,
  };
  const bulkActions: BulkActionService = new BulkActionService(
    db,
    new BulkActionRepository(db, recordEvent),
    credentials,
    bulkTools,
    (actionId, tx) => sendBulkAction({ actionId }, `bulk:${actionId}`, tx),
  );
  const sendBulkAction = await jobs.add(bulkActionJob(bulkActions), 1);
  // 'Журнал дій': the entries the triggers write are kept AUDIT_RETENTION_DAYS, swept where jobs are worked.
  const audit = new AuditService(db, new AuditRepository(db), config.auditRetentionDays);
  if (runWorkers) stops.push(keepAuditSwept(audit, log, config.auditSweepIntervalMinutes * 60_000, clock));
  // Webhooks and Telegram bots (services/webhooks/): their delivery job, and the consumer that sends it per endpoint.
  const webhooks = await startWebhooks({
    db,
    config,
    box,
    events,
    jobs,
    ...(webhookLookup ? { lookup: webhookLookup } : {}),
    ...(clock ? { now: clock } : {}),
  });
  eventConsumers.register(webhooks.consumer);
  // Web Push: every event to the devices of its owner and the admins who chose its kind (VAPID_PRIVATE_KEY or DATA_DIR/secrets/vapid.key).
  const vapid = await loadVapidKeys(config.dataDir, config.vapidPrivateKey, config.vapidSubject);
  const notifications = new NotificationRepository(db);
  eventConsumers.register(new WebPushConsumer(notifications, vapid, log));
  for (const consumer of testConsumers) eventConsumers.register(consumer);
  // Every event consumer is registered above this line: the dispatch job may start handing events out.
  eventConsumers.complete();
  return {
    config,
    db,
    log,
    guard,
    accounts,
    credentials,
    rows,
    storage,
    tools,
    publishers,
    jobs,
    events,
    eventConsumers,
    /** Records an event in the caller's transaction with its dispatch job. */
    recordEvent,
    vapid,
    notifications,
    proxyChecks,
    profiles,
    labels,
    publicationRecords,
    retryFailed,
    bulkActions,
    audit,
    webhooks,
    /** Adds something for `stop` to end (a sweep started on top of this container). */
    onStop(stop: () => unknown) {
      stops.push(stop);
    },
    /** Stops what was started here, newest first: the job workers, then the sweeps (the database stays open: its owner closes it). */
    async stop() {
      for (const stop of [...stops].reverse()) await stop();
    },
  };
}

/**
 * The server's wiring, written once: the jobs container above, then every service of the HTTP API
 * built from it. `buildApp` only registers plugins and routes from this; `stop` ends the job
 * workers and the sweeps.
 */
export async function createContainer(options: ContainerOptions) {
  const { config, db, log } = options;
  const core = await createJobsContainer({ ...options, runWorkers: config.runWorkers });
  const {
    guard,
    accounts,
    credentials,
    rows,
    storage,
    tools,
    publishers,
    jobs,
    proxyChecks,
    profiles,
    labels,
    publicationRecords,
    retryFailed,
    bulkActions,
    audit,
    webhooks,
    vapid,
    notifications,
  } = core;
  const jwtSecret = await loadOrCreateSecret(config.dataDir, 'jwt.key', config.jwtSecret);

  // Users and their sign-in sessions: the rows, each built once and handed to the auth and users services.
  const userRows = new UserRepository(db);
  const sessions = new SessionRepository(db);
  const groups = new GroupService(db, new GroupRepository());
  const tags = new TagService(db, new TagRepository(db));
  const creation = new CreationService({
    db,
    requests: new CreationRepository(),
    storage,
    tools,
    renders: jobs.renderScheduler,
    limits: { maxDurationSeconds: config.maxSourceSeconds, maxDimension: config.maxSourceDimension },
    accounts: profiles,
    labels,
    groups,
    tags,
  });
  // Resumable (tus) uploads and their commits; expired and abandoned ones are swept at start and hourly.
  const uploads = new UploadService({ db, store: createTusDataStore(config), temp: storage, maxUploadBytes: config.maxUploadBytes, log });
  core.onStop(await uploads.keepSwept());

  const postingSlots = new PostingSlotsService(db, accounts, groups, new PostingSlotsRepository());
  const services = {
    auth: new AuthService(
      db,
      userRows,
      sessions,
      new AccessTokens(jwtSecret, config.accessTokenTtlSeconds),
      config.refreshTokenTtlDays,
      new AuditRepository(db),
    ),
    audit,
    users: new UserService(db, userRows, sessions, (userId, page) => videosOfUser(db, userId, page)),
    accounts: profiles,
    labels,
    connect: new ConnectService(
      db,
      accounts,
      credentials,
      { states: new ConnectStateRepository(), invitations: new ConnectInvitationRepository(), batches: new ConnectBatchRepository() },
      {
        youtube: new YouTubeConnectService(accounts, credentials, {
          publicUrl: config.publicUrl,
          authUrl: config.googleAuthUrl,
          tokenUrl: config.googleTokenUrl,
          apiBase: config.youtubeApiUrl,
          guard,
        }),
        tiktok: new TikTokConnectService(accounts, credentials, {
          publicUrl: config.publicUrl,
          authUrl: config.tiktokAuthUrl,
          apiBase: config.tiktokApiUrl,
          guard,
        }),
      },
      { publicUrl: config.publicUrl, ...(options.clock ? { now: options.clock } : {}) },
    ),
    tiktokCreator: new TikTokCreatorService(db, accounts, credentials, publishers.tiktok),
    profileActions: new ProfileActionsService(db, accounts, credentials, profiles, publishers),
    profileImports: new ProfileImportService(db, accounts, profiles, new ProfileImportRepository(db, core.recordEvent)),
    groups,
    tags,
    backgrounds: new BackgroundService(db, new BackgroundRepository(db), storage, tools),
    creation,
    uploads,
    publications: new PublicationService({
      db,
      accounts,
      rows,
      publications: publicationRecords,
      creation,
      tags,
      scheduler: jobs.publishScheduler,
    }),
    stats: new StatsService(db, accounts),
    presets: new PresetService(db, new PresetRepository(db)),
    postingLimits: new PostingLimitsService(db, accounts, new PostingLimitsRepository()),
    postingSlots,
    proxyChecks,
    retryFailed,
    bulkActions,
    rowActions: new RowActionsService(db, rows, jobs.publishScheduler),
    calendar: new CalendarService(db, jobs.publishScheduler, postingSlots),
    webhooks: webhooks.service,
    events: new EventService(db, new EventReadRepository(db), notifications, {
      publicKey: vapid.publicKey,
      allowPrivate: config.allowPrivateProxy,
    }),
  };

  return { config, db, storage, services, stop: core.stop };
}

export type JobsContainer = Awaited<ReturnType<typeof createJobsContainer>>;
export type Container = Awaited<ReturnType<typeof createContainer>>;
