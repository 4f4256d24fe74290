/**
 * `npm run worker`: renders (and later publishes) without serving HTTP, for scale-out on more
 * machines. It needs the shared PostgreSQL of DATABASE_URL and the same DATA_DIR media storage
 * (a shared mount); the embedded PGlite database belongs to `npm start`, whose workers run inside it.
 */
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { startRenderJobs } from './jobs/render-workers';
import { resolveMediaBinaries } from './media/binaries';
import { MediaTools } from './media/media-tools';
import { LocalStorage } from './storage/local-storage';

async function worker() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(['DATABASE_URL: `npm run worker` needs a shared PostgreSQL; with the embedded database the workers run inside `npm start`']);
  }
  const log = pino({ level: config.logLevel });
  const db = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
  await migrate(db);
  const storage = new LocalStorage(path.join(config.dataDir, 'media'));
  await storage.init();
  const binaries = resolveMediaBinaries(config.ffmpegPath, config.ffprobePath);
  const { jobs } = await startRenderJobs(config, { db, storage, binaries, tools: new MediaTools(binaries), log }, true);
  log.info({ concurrency: config.renderConcurrency }, 'worker started');

  const shutdown = async () => {
    await jobs.stop();
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
