import { vacuumDatabase } from '@server/db/maintenance';
import { ensureFirstAdmin } from '@server/services/users/first-admin';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openAppDatabase } from './container';
import { firstAdminNotice } from './cli/first-admin-notice';

export async function main(config: Config = loadConfig()) {
  const db = await openAppDatabase(config);
  // The embedded database has no autovacuum: start with fresh statistics and visibility map (after the migrations).
  await vacuumDatabase(db);
  const admin = await ensureFirstAdmin(db, config.adminLogin, config.adminPassword);

  const app = await buildApp({ config, db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await db.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The log writes asynchronously: let its start-up lines ('Server listening …') out first.
  // (pino's logger has flush(callback); Fastify's logger type does not name it.)
  const log = app.log as typeof app.log & { flush?: (done: () => void) => void };
  await new Promise<void>((resolve) => (log.flush ? log.flush(() => resolve()) : resolve()));
  process.stdout.write(`Shorts Publisher is running at ${config.publicUrl} (database: ${db.kind})\n`);
  // Last, after every start-up line: the one-time password must not drown in the log.
  if (admin) process.stdout.write(firstAdminNotice(admin, config.publicUrl));
  return app;
}

const isEntryPoint = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isEntryPoint) {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exit(1);
  });
}
