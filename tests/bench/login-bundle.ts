import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { ensureClientBuild } from '@server/cli/client-build';
import { openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { launchBrowser } from '../e2e/helpers/browser';

/**
 * Opens the login screen in Chromium with no session and adds up the gzip size of every
 * JavaScript file the page loaded: what a signed-out visitor downloads, however the chunks are cut.
 */
export async function loginBundle() {
  const clientDir = path.resolve('dist/client');
  ensureClientBuild(clientDir);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sp-bench-'));
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef', CLIENT_DIR: clientDir });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js') && url.pathname !== '/sw.js') scripts.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${(app.addresses()[0] as { port: number }).port}/`);
    await page.locator('input[name="password"]').waitFor();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(
      [...scripts].map(async (pathname) => {
        const bytes = await readFile(path.join(clientDir, pathname));
        return { pathname, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      }),
    );
    return { files, gzipTotal: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await browser.close();
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
