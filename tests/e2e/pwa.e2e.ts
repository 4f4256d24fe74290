import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { expectToast, launchBrowser, launchPersistentContext, signIn } from './helpers/browser';
import { deriveSecondBuild, serveBuild } from './helpers/static-build';

const PROXY = 'http://8.8.4.4:3130';

/** The persisted React Query cache as idb-keyval stores it (database 'keyval-store', store 'keyval'). */
function readPersistedCache(page: Page): Promise<{ buster: string; clientState: { queries: Array<{ queryKey: unknown[] }> } } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('keyval', 'readonly').objectStore('keyval').get('query-cache');
          read.onsuccess = () => {
            db.close();
            resolve(typeof read.result === 'string' ? JSON.parse(read.result) : null);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

describe('installable, offline-tolerant PWA', () => {
  let context: BrowserContext;
  let page: Page;
  let profileDir: string;

  beforeAll(async () => {
    const token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
    const created = await apiCall('/api/accounts', { method: 'POST', token, body: { proxy: PROXY } });
    expect(created.status).toBe(201);
    // A persistent profile: Chromium never offers to install from an incognito context.
    profileDir = await mkdtemp(path.join(tmpdir(), 'sp-pwa-profile-'));
    context = await launchPersistentContext(profileDir);
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await context?.close();
    if (profileDir) await rm(profileDir, { recursive: true, force: true });
  });

  it('the service worker controls the page after the first load; Chromium reports no installability errors', async () => {
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await page.waitForURL('**/accounts/list');
    await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ lang: 'uk', display: 'standalone', start_url: '/', scope: '/' });
  });

  it('going offline, an action that needs the server says so at once and keeps the form', async () => {
    await page.getByRole('cell', { name: PROXY }).waitFor();
    // The persister writes at most once a second: wait until the list is in IndexedDB, for the next test.
    await expect
      .poll(
        async () =>
          (await readPersistedCache(page))?.clientState.queries.some((q) => q.queryKey[0] === 'accounts' && q.queryKey[1] === 'list'),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await page.getByRole('link', { name: 'Створити' }).click();
    const proxy = page.locator('input[name="proxy"]');
    await proxy.fill('http://8.8.8.8:3199');
    await context.setOffline(true);
    await expect.poll(() => page.getByText('Офлайн', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Зберегти' }).first().click();
    await expectToast(page, messages.offlineActionBlocked);
    expect(await proxy.inputValue()).toBe('http://8.8.8.8:3199');
    expect(new URL(page.url()).pathname).toBe('/accounts/create');
  });

  it('offline, a reload renders the shell, the sidebar and the last-seen profiles list with its age', async () => {
    await page.goto('/accounts/list');
    await page.getByRole('navigation').first().waitFor();
    await page.getByRole('cell', { name: PROXY }).waitFor();
    await expect.poll(() => page.getByText(/Показано збережені дані станом на/).count(), { timeout: 15_000 }).toBe(1);
  });

  it('offline, a deep link (/tags) renders its screen from the shell', async () => {
    await page.goto('/tags');
    await page.getByRole('heading', { name: 'Теги', level: 1 }).waitFor();
    await page.getByRole('navigation').first().waitFor();
    await context.setOffline(false);
  });

  it('after logout the persisted cache is empty', async () => {
    await page.goto('/accounts/list');
    await page.getByRole('cell', { name: PROXY }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(E2E_ADMIN.login) })
      .first()
      .click();
    await page
      .getByRole('menuitem', { name: 'Вийти' })
      .or(page.getByRole('button', { name: 'Вийти' }))
      .first()
      .click();
    await page.locator('input[name="login"]').waitFor();
    // Give a throttled save (at most 1 s) the chance to land, then nothing of the user may remain.
    await page.waitForTimeout(1500);
    const cache = await readPersistedCache(page);
    expect(cache?.clientState.queries ?? []).toEqual([]);
  });
});

describe('updating to a second build', () => {
  let browser: Browser;
  let workDir: string;
  let server: Server;

  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('an open page is offered the update in Ukrainian and, once accepted, runs the new version', async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'sp-pwa-'));
    const first = path.join(workDir, 'first');
    const second = path.join(workDir, 'second');
    // The build the suite's global setup made (CLIENT_DIR when a run keeps its own).
    const built = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
    await deriveSecondBuild(built, first, 'first');
    await deriveSecondBuild(built, second, 'second');
    const served = await serveBuild(first);
    server = served.server;
    browser = await launchBrowser();
    const page = await browser.newPage({ baseURL: served.url });
    page.setDefaultTimeout(15_000);
    await page.goto('/');
    await page.locator('input[name="login"]').waitFor();
    await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('meta[name="app-build"]').getAttribute('content')).toBe('first');

    served.setRoot(second);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('alert').filter({ hasText: 'Доступна нова версія застосунку.' });
    await prompt.waitFor({ timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Оновити' }).click();
    await expect
      .poll(
        () =>
          page
            .locator('meta[name="app-build"]')
            .getAttribute('content')
            .catch(() => null),
        { timeout: 30_000 },
      )
      .toBe('second');
    await page.locator('input[name="login"]').waitFor();
  });
});
