import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const clientSources = ['index.html', 'vite.config.ts', 'src/client', 'src/shared', 'public', 'sw'];

function newestMtime(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, child) => Math.max(max, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

/** Builds the PWA into `clientDir` when it is missing or older than its sources. */
export async function ensureClientBuild(clientDir: string, root = process.cwd()): Promise<void> {
  const built = path.join(clientDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...clientSources.map((entry) => newestMtime(path.join(root, entry))));
  if (builtAt >= sourcesAt) return;
  process.stdout.write(builtAt ? 'Client sources changed: rebuilding…\n' : 'Building the client (first start)…\n');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir: clientDir } });
}
