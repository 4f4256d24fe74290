/**
 * `npm run worker`: renders, publishes and refreshes counts without serving HTTP, for scale-out on more
 * machines. It needs the shared PostgreSQL of DATABASE_URL and the media storage the API uses: the
 * same S3 bucket (S3_*; then its own DATA_DIR holds only temporary files and its secret.key must be the
 * API's, via SECRET_KEY), or the same DATA_DIR on a shared mount. The embedded PGlite database belongs
 * to `npm start`, whose workers run inside it.
 */
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { startJobs } from './jobs/start-jobs';
import { resolveMediaBinaries } from './media/binaries';
import { MediaTools } from './media/media-tools';
import { publishersFor } from './platforms/publishers';
import { AccountService } from './services/account-service';
import { SecretBox } from './services/secret-box';
import { loadOrCreateSecret } from './services/secrets';
import { openStorage } from './storage/open-storage';
import { keepTempClean } from './storage/temp-folder';

async function worker() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(['DATABASE_URL: `npm run worker` needs a shared PostgreSQL; with the embedded database the workers run inside `npm start`']);
  }
  const log = pino({ level: config.logLevel });
  const db = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
  await migrate(db);
  const storage = openStorage(config);
  await storage.init();
  const stopTempSweep = await keepTempClean(storage, log, { onlyProcess: false, db });
  const binaries = resolveMediaBinaries(config.ffmpegPath, config.ffprobePath);
  const box = new SecretBox(await loadOrCreateSecret(config.dataDir, 'secret.key', config.secretKey));
  const guard = { allowPrivate: config.allowPrivateProxy };
  const publishers = publishersFor(config, db);
  const accounts = new AccountService(db, box, guard);
  const jobs = await startJobs(config, { db, storage, binaries, tools: new MediaTools(binaries), accounts, publishers, log }, true);
  log.info({ render: config.renderConcurrency, publish: config.publishConcurrency }, 'worker started');

  const shutdown = async () => {
    stopTempSweep();
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
