import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const clientSources = ['index.html', 'vite.config.ts', 'src/client', 'src/shared', 'public', 'sw'];

function newestMtime(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, child) => Math.max(max, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

/** Builds the PWA into `clientDir` when it is missing or older than its sources. */
export function ensureClientBuild(clientDir: string, root = process.cwd()): void {
  const built = path.join(clientDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...clientSources.map((entry) => newestMtime(path.join(root, entry))));
  if (builtAt >= sourcesAt) return;
  process.stdout.write(builtAt ? 'Client sources changed: rebuilding…\n' : 'Building the client (first start)…\n');
  // A child process with NODE_ENV=production: the caller may run under NODE_ENV=test (vitest),
  // which would otherwise give a development build of React.
  const viteBin = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn', '--outDir', clientDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`The client build failed (vite exited with ${result.status ?? result.signal})`);
}
