import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { baseUrl, expectToast, launchBrowser, signIn } from './helpers/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const suffix = Date.now() % 100000;
const owner = { login: `loader${suffix}`, password: 'loader-pass-1' };
const tagSetName = `Набір завантаження ${suffix}`;
let tagSetId = 0;

/** The tag set page's lazy chunk (Vite names a chunk after its module). */
const TAG_DETAIL_CHUNK = /\/assets\/tag-detail-page-[\w-]+\.js$/;

beforeAll(async () => {
  const adminToken = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await apiCreateUser(adminToken, owner.login, owner.password);
  const token = await apiLogin(owner.login, owner.password);
  const created = await apiCall<{ id: number }>('/api/tags', { method: 'POST', token, body: { name: tagSetName, tags: ['море'] } });
  expect(created.status).toBe(201);
  tagSetId = created.body.id;
  browser = await launchBrowser();
  // No service worker: it would answer the chunk from its precache, out of the test's sight.
  context = await browser.newContext({
    viewport: { width: 1366, height: 850 },
    baseURL: baseUrl(),
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    serviceWorkers: 'block',
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
});

describe('route loaders (issue 14): a detail page loads its data in parallel with its code', () => {
  it("asks for the tag set while the page's chunk is still held back, once, and then shows it", async () => {
    await signIn(page, owner.login, owner.password);
    await expectToast(page, messages.authorized);
    await page.goto('/tags');
    await expect.poll(() => page.getByRole('link', { name: tagSetName }).count(), { timeout: 15_000 }).toBe(1);

    const detailPath = `/api/tags/${tagSetId}`;
    const isDetailRequest = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === detailPath;
    let detailRequests = 0;
    page.on('request', (request) => {
      if (isDetailRequest(request)) detailRequests += 1;
    });

    // The chunk is held until the detail request has gone out (or for at most 10 s): with the loader,
    // the request starts beside the chunk; a page that asked only once mounted would never start it.
    let chunkHeld = false;
    let requestedWhileChunkHeld = false;
    await page.route(TAG_DETAIL_CHUNK, async (route) => {
      chunkHeld = true;
      requestedWhileChunkHeld = await page
        .waitForRequest(isDetailRequest, { timeout: 10_000 })
        .then(() => true)
        .catch(() => detailRequests > 0);
      await route.continue();
    });

    await page.getByRole('link', { name: tagSetName }).click();
    await expect.poll(() => page.locator('input[name="name"]').inputValue(), { timeout: 15_000 }).toBe(tagSetName);
    expect(chunkHeld).toBe(true);
    expect(requestedWhileChunkHeld).toBe(true);
    // The page's own query found the loader's answer in the cache: one request, not two.
    expect(detailRequests).toBe(1);
    await page.unroute(TAG_DETAIL_CHUNK);
  });

  it('still shows the 404 page for a tag set that does not exist (the loader swallows the failure)', async () => {
    await page.goto('/tags');
    await expect.poll(() => page.getByRole('link', { name: tagSetName }).count(), { timeout: 15_000 }).toBe(1);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/tags/2000000000');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.getByRole('heading', { name: 'Сторінку не знайдено' }).count(), { timeout: 15_000 }).toBe(1);
  });
});
