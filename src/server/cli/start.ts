/**
 * `npm start`: builds the client when dist/client is missing or older than its sources, then
 * starts the server. A newcomer's `npm ci && npm start` needs nothing else.
 */
import { ConfigError, loadConfig } from '@server/config';
import { main } from '@server/main';
import { ensureClientBuild } from './client-build';

try {
  const config = loadConfig();
  ensureClientBuild(config.clientDir);
  await main(config);
} catch (error) {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
