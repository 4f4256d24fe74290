import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openAppDatabase } from './container';
import { vacuumDatabase } from '@server/db/maintenance';
import { ensureFirstAdmin, type FirstAdmin } from '@server/services/first-admin';

function printFirstAdmin(admin: FirstAdmin, url: string) {
  const lines = [
    'First admin created.',
    `  Sign in at ${url} as "${admin.login}"`,
    admin.generatedPassword
      ? `  with the generated password: ${admin.generatedPassword}\n  (shown only this once; change it in Налаштування)`
      : '  with the password from ADMIN_PASSWORD.',
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

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
  if (admin) printFirstAdmin(admin, config.publicUrl);
  process.stdout.write(`Shorts Publisher is running at ${config.publicUrl} (database: ${db.kind})\n`);
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
