/**
 * `npm run worker`: renders, publishes and refreshes counts without serving HTTP, for scale-out on more
 * machines. It needs the shared PostgreSQL of DATABASE_URL and the media storage the API uses: the
 * same S3 bucket (S3_*; then its own DATA_DIR holds only temporary files and its secret.key must be the
 * API's, via SECRET_KEY), or the same DATA_DIR on a shared mount. The embedded PGlite database belongs
 * to `npm start`, whose workers run inside it.
 */
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { createJobsContainer, openAppDatabase } from './container';

async function worker() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError([
      'DATABASE_URL: `npm run worker` needs a shared PostgreSQL; with the embedded database the workers run inside `npm start`',
    ]);
  }
  const log = pino({ level: config.logLevel });
  const db = await openAppDatabase(config);
  // The same wiring as the API's (container.ts), without the HTTP side, always working the jobs.
  const container = await createJobsContainer({ config, db, log, runWorkers: true });
  log.info({ render: config.renderConcurrency, publish: config.publishConcurrency }, 'worker started');

  const shutdown = async () => {
    await container.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

worker().catch((error: unknown) => {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `Worker failed: ${String(error)}\n`);
  process.exit(1);
});
