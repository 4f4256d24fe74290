import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from '@server/db/database';
import { allowedMethodsPlugin } from '@server/plugins/allowed-methods';
import { auditContextPlugin } from '@server/plugins/audit-context';
import { authPlugin } from '@server/plugins/auth';
import { clientAppPlugin } from '@server/plugins/client-app';
import { errorsPlugin, frameworkErrors } from '@server/plugins/errors';
import { type IdempotencyFaults, idempotencyPlugin } from '@server/plugins/idempotency';
import { inputGuardPlugin } from '@server/plugins/input-guard';
import { openApiPlugin } from '@server/plugins/openapi';
import { securityHeadersPlugin } from '@server/plugins/security-headers';
import { validationPlugin } from '@server/plugins/validation';
import { accountImportRoutes } from '@server/routes/account-imports';
import { accountRoutes } from '@server/routes/accounts';
import { auditRoutes } from '@server/routes/audit';
import { authRoutes } from '@server/routes/auth';
import { backgroundRoutes } from '@server/routes/backgrounds';
import { bulkActionRoutes } from '@server/routes/bulk-actions';
import { eventRoutes } from '@server/routes/events';
import { connectRoutes } from '@server/routes/connect';
import { connectBatchRoutes } from '@server/routes/connect-batches';
import { creationRoutes } from '@server/routes/creation-requests';
import { faviconRoutes } from '@server/routes/favicon';
import { fleetRoutes } from '@server/routes/fleet';
import { calendarRoutes } from '@server/routes/calendar';
import { groupRoutes } from '@server/routes/groups';
import { mediaRoutes } from '@server/routes/media';
import { healthRoutes } from '@server/routes/health';
import { postingLimitRoutes } from '@server/routes/posting-limits';
import { postingSlotRoutes } from '@server/routes/posting-slots';
import { webhookRoutes } from '@server/routes/webhooks';
import type { HostLookup } from '@server/services/webhooks/webhook-address';
import { publicationRoutes } from '@server/routes/publications';
import { statsRoutes } from '@server/routes/stats';
import { tagRoutes } from '@server/routes/tags';
import { publicationPresetRoutes } from '@server/routes/publication-presets';
import { tusUploadRoutes } from '@server/routes/tus-uploads';
import { uploadLimitRoutes } from '@server/routes/upload-limits';
import { uploadCommitRoutes } from '@server/routes/upload-commits';
import { userRoutes } from '@server/routes/users';
import type { MediaStorage } from '@server/storage/storage';
import { type Container, createContainer } from './container';
import type { Config } from './config';
import { requestSerializer } from './request-log';

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
  /** Tests only: the clock of the time-limited connect links (OAuth states, invitations). */
  clock?: () => Date;
  /** Tests only: how often the worker sweeps for proxies due their scheduled check. */
  proxySweepTickMs?: number;
  /** Tests only: the host lookup of webhook address checks. */
  webhookLookup?: HostLookup;
}

/** Paths that never reach the logs: credentials and tokens, wherever they appear. */
const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  '*.password',
  '*.currentPassword',
  '*.password_confirmation',
  '*.accessToken',
  '*.refreshToken',
  '*.botToken',
  // A database error carries its query's parameters (password hashes, sealed secrets, logins).
  'err.params',
  'error.params',
];

export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: redactedLogPaths, censor: '[redacted]' },
  // OAuth codes and states in the callbacks' query, and invitation tokens in their path, never reach a log line.
  serializers: { req: requestSerializer },
});

/**
 * Builds the whole HTTP application; `main.ts` listens, tests `inject`. The services come from the
 * server's container (`container.ts`), built here on the app's logger; this only registers plugins
 * and routes, and stops the container's jobs and sweeps when the app closes.
 */
export async function buildApp({
  config,
  db,
  logger,
  storage,
  idempotencyFaults,
  idempotencyLeaseSeconds,
  clock,
  proxySweepTickMs,
  webhookLookup,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const container = await createContainer({
    config,
    db,
    log: app.log,
    ...(storage ? { storage } : {}),
    ...(clock ? { clock } : {}),
    ...(proxySweepTickMs ? { proxySweepTickMs } : {}),
    ...(webhookLookup ? { webhookLookup } : {}),
  });
  app.addHook('onClose', container.stop);
  await registerApp(app, container, { idempotencyFaults, idempotencyLeaseSeconds });
  return app;
}

/** The plugin tree and every route, on the container's services. */
async function registerApp(
  app: FastifyInstance,
  { config, db, storage, services }: Container,
  { idempotencyFaults, idempotencyLeaseSeconds }: Pick<AppDependencies, 'idempotencyFaults' | 'idempotencyLeaseSeconds'>,
) {
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
  // Before the sign-in check: each request's database work names its actor for the audit log.
  await app.register(auditContextPlugin);
  await app.register(authPlugin, { auth: services.auth });
  await app.register(idempotencyPlugin, {
    db,
    ...(idempotencyFaults ? { faults: idempotencyFaults } : {}),
    ...(idempotencyLeaseSeconds ? { leaseSeconds: idempotencyLeaseSeconds } : {}),
  });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 500, fields: 50, fieldSize: 64 * 1024 } });

  await app.register(healthRoutes, { db });
  await app.register(faviconRoutes);
  await app.register(authRoutes, {
    auth: services.auth,
    loginRateLimit: config.loginRateLimit,
    passwordChangeRateLimit: config.passwordChangeRateLimit,
  });
  await app.register(userRoutes, { users: services.users });
  await app.register(auditRoutes, { audit: services.audit });
  await app.register(accountRoutes, {
    accounts: services.accounts,
    labels: services.labels,
    profileActions: services.profileActions,
    tiktokCreator: services.tiktokCreator,
  });
  await app.register(connectRoutes, {
    connect: services.connect,
    publicUrl: config.publicUrl,
  });
  await app.register(connectBatchRoutes, { batches: services.connect.batches });
  await app.register(accountImportRoutes, { imports: services.profileImports });
  await app.register(groupRoutes, { groups: services.groups });
  await app.register(tagRoutes, { tags: services.tags });
  await app.register(backgroundRoutes, { backgrounds: services.backgrounds, storage });
  await app.register(creationRoutes, { creation: services.creation, storage });
  await app.register(tusUploadRoutes, { uploads: services.uploads });
  await app.register(uploadLimitRoutes, { maxUploadBytes: config.maxUploadBytes });
  await app.register(uploadCommitRoutes, { uploads: services.uploads, backgrounds: services.backgrounds, creation: services.creation });
  await app.register(publicationRoutes, { publications: services.publications });
  await app.register(statsRoutes, { stats: services.stats });
  await app.register(publicationPresetRoutes, { presets: services.presets });
  await app.register(postingLimitRoutes, { limits: services.postingLimits });
  await app.register(postingSlotRoutes, { slots: services.postingSlots });
  await app.register(fleetRoutes, {
    db,
    proxyChecks: services.proxyChecks,
    retryFailed: services.retryFailed,
    proxyCheckRateLimit: config.proxyCheckRateLimit,
  });
  await app.register(calendarRoutes, { calendar: services.calendar });
  await app.register(bulkActionRoutes, { bulkActions: services.bulkActions, rowActions: services.rowActions });
  await app.register(webhookRoutes, { webhooks: services.webhooks });
  await app.register(eventRoutes, { events: services.events });
  await app.register(mediaRoutes, { storage });

  await app.register(clientAppPlugin, { clientDir: config.clientDir });
}
