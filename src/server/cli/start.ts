/**
 * `npm start`: builds the client when dist/client is missing or older than its sources, then
 * starts the server. A newcomer's `npm ci && npm start` needs nothing else.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { main } from '../main';

const root = process.cwd();
const clientSources = ['index.html', 'vite.config.ts', 'src/client', 'src/shared', 'public', 'sw'];

function newestMtime(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, child) => Math.max(max, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

async function ensureClientBuild(clientDir: string) {
  const built = path.join(clientDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...clientSources.map((entry) => newestMtime(path.join(root, entry))));
  if (builtAt >= sourcesAt) return;
  process.stdout.write(builtAt ? 'Client sources changed: rebuilding…\n' : 'Building the client (first start)…\n');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir: clientDir } });
}

try {
  const config = loadConfig();
  await ensureClientBuild(config.clientDir);
  await main(config);
} catch (error) {
  process.stderr.write(
    error instanceof ConfigError ? `${error.message}\n` : `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
