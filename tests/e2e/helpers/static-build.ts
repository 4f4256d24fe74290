import { cp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Makes a "second build" from a built client without running vite again: the same hashed assets, an
 * index.html marked with `build`, and a sw.js whose precache entry for index.html has a new revision,
 * which is exactly what a new deploy looks like to an open page.
 */
export async function deriveSecondBuild(fromDir: string, toDir: string, build: string): Promise<void> {
  await cp(fromDir, toDir, { recursive: true });
  const indexPath = path.join(toDir, 'index.html');
  const index = await readFile(indexPath, 'utf8');
  await writeFile(indexPath, index.replace('<head>', `<head>\n    <meta name="app-build" content="${build}" />`));
  const swPath = path.join(toDir, 'sw.js');
  const sw = await readFile(swPath, 'utf8');
  const revised = sw.replace(/("revision":")[0-9a-f]+(","url":"index\.html")/, `$1${build}$2`);
  if (revised === sw) throw new Error('index.html precache entry not found in sw.js');
  await writeFile(swPath, revised);
}

/** A minimal static server for a built client whose root can be switched (a deploy), with SPA fallback. */
export function serveBuild(initialRoot: string): Promise<{ server: Server; url: string; setRoot: (root: string) => void }> {
  let root = initialRoot;
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const candidate = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
      let file = candidate;
      let body: Buffer;
      try {
        body = await readFile(candidate);
      } catch {
        if (pathname.startsWith('/api/') || path.extname(pathname)) {
          response.writeHead(404).end();
          return;
        }
        file = path.join(root, 'index.html');
        body = await readFile(file);
      }
      response.writeHead(200, {
        'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(body);
    })().catch(() => response.writeHead(500).end());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}`, setRoot: (next) => (root = next) });
    });
  });
}
