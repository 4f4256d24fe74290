import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { launchBrowser, newPage, signIn } from './helpers/browser';

/**
 * The 'Знайти' box on the profiles list (issue 15): typing filters the list on the server, the URL
 * keeps q and the page (reload and back/forward included), and clearing brings the whole list back.
 * Set E2E_SCREENSHOTS=<dir> to also save the screen at 1366 and 390 px.
 */

let browser: Browser;
const suffix = Date.now() % 100000;
const operator = { login: `searcher${suffix}`, password: 'searcher-pass-1' };
const KYIV = 22;
const shots = process.env.E2E_SCREENSHOTS;

/** The profiles the server was asked for, by the q of each request. */
function watchListRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/accounts') asked.push(url.searchParams.get('q') ?? '');
  });
  return asked;
}

const rows = (page: Page) => page.locator('tbody tr').filter({ has: page.locator('a') });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Знайти' });
const params = (page: Page) => new URL(page.url()).searchParams;

beforeAll(async () => {
  const admin = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await apiCreateUser(admin, operator.login, operator.password);
  const token = await apiLogin(operator.login, operator.password);
  // Public IP literals: the server checks the address on save but never connects to it.
  for (let i = 1; i <= KYIV; i += 1) {
    const created = await apiCall('/api/accounts', {
      method: 'POST',
      token,
      body: { proxy: `http://8.8.${i}.8:3128`, comments: `Київ ${i}` },
    });
    expect(created.status).toBe(201);
  }
  expect(
    (await apiCall('/api/accounts', { method: 'POST', token, body: { proxy: 'http://1.1.1.1:1080', comments: 'Одеса порт' } })).status,
  ).toBe(201);
  browser = await launchBrowser();
  if (shots) await mkdir(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
])('profiles list search at $width px', (viewport) => {
  let page: Page;
  let asked: string[];

  beforeAll(async () => {
    page = await newPage(browser, viewport);
    asked = watchListRequests(page);
    await signIn(page, operator.login, operator.password);
    await page.waitForURL((url) => url.pathname !== '/');
    await page.goto('/accounts/list');
    await rows(page).nth(19).waitFor();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('filters on the server as one types, and keeps q in the URL on page 1', async () => {
    const box = searchBox(page);
    await expect.poll(async () => (await box.boundingBox())?.width ?? 0).toBeGreaterThan(180);
    const boxRight = ((await box.boundingBox())?.x ?? 0) + ((await box.boundingBox())?.width ?? 0);
    expect(boxRight).toBeLessThanOrEqual(viewport.width);

    await page.goto('/accounts/list?page=2');
    await expect.poll(() => rows(page).count()).toBe(3);
    await box.pressSequentially('КИЇВ', { delay: 20 });
    await expect.poll(() => params(page).get('q')).toBe('КИЇВ');
    expect(params(page).get('page')).toBeNull();
    await expect.poll(() => page.getByText(`Знайдено: ${KYIV}`).count()).toBe(1);
    await expect.poll(() => rows(page).count()).toBe(20);
    expect(await rows(page).filter({ hasText: 'Одеса' }).count()).toBe(0);
    // The server did the filtering: it was asked for exactly what was typed.
    expect(asked.at(-1)).toBe('КИЇВ');
    if (shots) await page.screenshot({ path: `${shots}/profiles-search-${viewport.width}.png`, fullPage: true });
  });

  it('keeps q with the page across a page link, a reload and back/forward', async () => {
    await page.getByRole('link', { name: 'Сторінка 2' }).click();
    await expect.poll(() => params(page).get('page')).toBe('2');
    expect(params(page).get('q')).toBe('КИЇВ');
    await expect.poll(() => rows(page).count()).toBe(KYIV - 20);

    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(KYIV - 20);
    expect(await searchBox(page).inputValue()).toBe('КИЇВ');
    expect(params(page).get('page')).toBe('2');

    await page.goBack();
    await expect.poll(() => params(page).get('page')).toBeNull();
    expect(params(page).get('q')).toBe('КИЇВ');
    await expect.poll(() => rows(page).count()).toBe(20);
    await page.goForward();
    await expect.poll(() => params(page).get('page')).toBe('2');
    await expect.poll(() => rows(page).count()).toBe(KYIV - 20);
    expect(await searchBox(page).inputValue()).toBe('КИЇВ');
  });

  it('a new search starts on page 1; nothing found says so with the query, and clearing restores the whole list', async () => {
    const box = searchBox(page);
    await box.fill('одеса');
    await expect.poll(() => params(page).get('q')).toBe('одеса');
    expect(params(page).get('page')).toBeNull();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('Одеса порт');

    await box.fill('немає такого');
    await expect.poll(() => page.getByText('Нічого не знайдено за запитом «немає такого»').count()).toBe(1);
    expect(await page.locator('table').count()).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/profiles-search-empty-${viewport.width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Очистити пошук' }).last().click();
    await expect.poll(() => params(page).get('q')).toBeNull();
    expect(await searchBox(page).inputValue()).toBe('');
    await expect.poll(() => rows(page).count()).toBe(20);
    await expect.poll(() => page.getByText(/Знайдено:/).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Сторінка 2' }).count()).toBe(1);
  });
});

describe.each([
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
])('every list has the box at $width px', (viewport) => {
  const word = `пошук${suffix}`;
  let page: Page;

  beforeAll(async () => {
    const admin = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
    if (viewport.width === 1366) {
      const profile = await apiCall<{ id: number }>('/api/accounts', {
        method: 'POST',
        token: admin,
        body: { proxy: 'http://9.9.9.9:3128', comments: `Профіль ${word}` },
      });
      expect(
        (
          await apiCall('/api/accounts-group', {
            method: 'POST',
            token: admin,
            body: { name: `Група ${word}`, accounts: [profile.body.id] },
          })
        ).status,
      ).toBe(201);
      expect(
        (await apiCall('/api/tags', { method: 'POST', token: admin, body: { name: `Набір ${word}`, tags: ['подорожі'] } })).status,
      ).toBe(201);
      expect((await apiCall('/api/folder/photo-bg', { method: 'POST', token: admin, body: { name: `Папка ${word}` } })).status).toBe(201);
    }
    page = await newPage(browser, viewport);
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname !== '/');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each([
    ['accounts-group', '/accounts/group/list', 1],
    ['tags', '/tags', 1],
    ['photos', '/photos', 1],
    ['users', '/users', 0],
    ['requests', '/video/request-create', 0],
    ['youtube', '/video/list', 0],
  ])('%s: the search in the URL reaches the server and the box', async (name, path, found) => {
    await page.goto(`${path}?q=${encodeURIComponent(word)}`);
    await expect.poll(() => searchBox(page).inputValue()).toBe(word);
    const answer = found === 0 ? `Нічого не знайдено за запитом «${word}»` : `Знайдено: ${found}`;
    await expect.poll(() => page.getByText(answer).count()).toBe(1);
    if (found > 0) await expect.poll(() => page.getByText(word, { exact: false }).count()).toBeGreaterThan(0);
    if (shots) await page.screenshot({ path: `${shots}/${name}-search-${viewport.width}.png` });
  });
});
