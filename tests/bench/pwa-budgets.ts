import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { AUTH_STORE_KEY, AUTH_STORE_VERSION } from '@shared/constants';
import type { LoginResponse } from '@shared/schemas/auth';
import { buildApp } from '@server/app';
import { ensureClientBuild } from '@server/cli/client-build';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { ensureFirstAdmin } from '@server/services/users/first-admin';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const ROUTES = ['/accounts/list', '/accounts/group/list', '/video/list', '/video/calendar', '/photos', '/tags', '/users', '/setting'];
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The precache manifest Workbox injected into sw.js, summed over the files it names. */
async function precacheSize(clientDir: string) {
  const sw = await readFile(path.join(clientDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  const sizes = await Promise.all(urls.map(async (url) => (await stat(path.join(clientDir, url))).size));
  return { entries: urls.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

function authScript(session: LoginResponse): string {
  const state = {
    isAuthenticated: true,
    isLoading: false,
    user: session.user,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  };
  return `localStorage.setItem(${JSON.stringify(AUTH_STORE_KEY)}, ${JSON.stringify(JSON.stringify({ state, version: AUTH_STORE_VERSION }))});`;
}

/** gzip -9 of every script a fresh page (no service worker) loads for `route` until the network is idle. */
async function routeScripts(
  context: BrowserContext,
  baseUrl: string,
  clientDir: string,
  route: string,
  ready: (page: Page) => Promise<unknown>,
) {
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && pathname !== '/sw.js') scripts.add(pathname);
  });
  await page.goto(`${baseUrl}${route}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  let gzip = 0;
  for (const pathname of scripts) gzip += gzipSync(await readFile(path.join(clientDir, pathname)), { level: 9 }).length;
  return gzip;
}

async function lighthouseScores(baseUrl: string, session: LoginResponse) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    const scores = (result: Awaited<ReturnType<typeof lighthouse>>) => {
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(result?.lhr.audits ?? {})
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map(
          (audit) =>
            `${audit.id}: ${JSON.stringify((audit.details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items?.map((item) => item.node?.snippet) ?? [])}`,
        );
      return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), failing };
    };
    const login = scores(await lighthouse(`${baseUrl}/login`, flags, desktopConfig));
    // Signed in: put the session into localStorage through the same browser, then keep storage for the run.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(authScript(session));
    await page.close();
    await browser.close();
    const accounts = scores(await lighthouse(`${baseUrl}/accounts/list`, { ...flags, disableStorageReset: true }, desktopConfig));
    return { login, accounts };
  } finally {
    chrome.kill();
  }
}

/** Navigation → first profile row visible: offline from the persisted cache vs online (no cache) against a warm server. */
async function offlineVsOnline(baseUrl: string, session: LoginResponse) {
  const profileDir = await mkdtemp(path.join(tmpdir(), 'sp-bench-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await context.addInitScript(authScript(session));
    const page = context.pages()[0] ?? (await context.newPage());
    const row = () => page.locator('tbody tr a').first().waitFor();
    const clearPersisted = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const open = indexedDB.open('keyval-store');
            open.onsuccess = () => {
              const tx = open.result.transaction('keyval', 'readwrite');
              tx.objectStore('keyval').delete('query-cache');
              tx.oncomplete = () => resolve();
            };
            open.onerror = () => resolve();
          }),
      );
    const timed = async () => {
      const start = performance.now();
      await page.goto(`${baseUrl}/accounts/list`);
      await row();
      return performance.now() - start;
    };
    await page.goto(`${baseUrl}/accounts/list`);
    await row();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const online: number[] = [];
    const offline: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await clearPersisted();
      online.push(await timed());
      await page.waitForTimeout(1500); // the persister's throttled save lands
      await context.setOffline(true);
      offline.push(await timed());
      await context.setOffline(false);
    }
    return { onlineMs: median(online), offlineMs: median(offline), ratio: median(offline) / median(online) };
  } finally {
    await context.close();
    await rm(profileDir, { recursive: true, force: true });
  }
}

/**
 * The PWA's budgets (issue 7): Lighthouse on /login and signed-in /accounts/list, the precache size,
 * the gzip size of the JavaScript each top-level route loads, and offline-vs-online time to the list.
 */
export async function pwaBudgets() {
  const clientDir = path.resolve('dist/client');
  ensureClientBuild(clientDir);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sp-bench-'));
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  await ensureFirstAdmin(db, 'admin', 'bench-password');
  for (let i = 0; i < 20; i += 1) await db.query('INSERT INTO accounts (user_id, proxy) VALUES (1, $1)', [`http://10.0.${i}.1:3128`]);
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef', CLIENT_DIR: clientDir });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.addresses()[0] as { port: number }).port}`;
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'admin', password: 'bench-password' } });
  const session = login.json() as LoginResponse;
  try {
    const precache = await precacheSize(clientDir);
    const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    const routes: Array<{ route: string; gzip: number }> = [];
    try {
      const signedOut = await browser.newContext({ serviceWorkers: 'block' });
      routes.push({
        route: '/login',
        gzip: await routeScripts(signedOut, baseUrl, clientDir, '/login', (page) => page.locator('input[name="password"]').waitFor()),
      });
      const signedIn = await browser.newContext({ serviceWorkers: 'block' });
      await signedIn.addInitScript(authScript(session));
      for (const route of ROUTES) {
        routes.push({
          route,
          gzip: await routeScripts(signedIn, baseUrl, clientDir, route, (page) => page.locator('main h1').first().waitFor()),
        });
      }
    } finally {
      await browser.close();
    }
    const timing = await offlineVsOnline(baseUrl, session);
    const scores = await lighthouseScores(baseUrl, session);
    return { precache, routes, timing, scores };
  } finally {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
