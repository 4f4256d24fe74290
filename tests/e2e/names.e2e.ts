import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { expectToast, launchBrowser, newPage, signIn } from './helpers/browser';

/** Issue 15 (part D): names instead of ids — the profiles list, detail titles, the tab title, and the deletes lists offer. */

let browser: Browser;
let page: Page;
let token = '';
const suffix = Date.now() % 100000;
const comment = `Київ · основний ${suffix}`;
const groupName = `Київ ${suffix}`;
const tagSetName = `travel${suffix}`;
const operator = { login: `olena${suffix}`, password: 'olena-pass-1' };
let namedId = 0;
let unnamedId = 0;
let groupId = 0;
let tagSetId = 0;
let operatorId = 0;

const SHOTS = process.env.E2E_SHOTS_DIR ?? '';
const APP = 'Shorts Publisher';

/** Screenshots at 1366 and 390 px when E2E_SHOTS_DIR names a folder (to look at, not compared). */
async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 850 });
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function createProfile(comments: string, proxy: string): Promise<number> {
  const created = await apiCall<{ id: number }>('/api/accounts', { method: 'POST', token, body: { proxy, comments } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

beforeAll(async () => {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  namedId = await createProfile(comment, 'http://8.8.8.8:3128');
  unnamedId = await createProfile('', 'http://8.8.4.4:3128');
  const group = await apiCall<{ id: number }>('/api/accounts-group', {
    method: 'POST',
    token,
    body: { name: groupName, accounts: [namedId] },
  });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  groupId = group.body.id;
  const tagSet = await apiCall<{ id: number }>('/api/tags', { method: 'POST', token, body: { name: tagSetName, tags: ['море', 'літо'] } });
  expect(tagSet.status, JSON.stringify(tagSet.body)).toBe(201);
  tagSetId = tagSet.body.id;
  await apiCreateUser(token, operator.login, operator.password);
  const users = await apiCall<{ data: Array<{ id: number; login: string }> }>('/api/users?page=1', { token });
  operatorId = users.body.data.find((user) => user.login === operator.login)?.id ?? 0;
  expect(operatorId).toBeGreaterThan(0);

  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('the profiles list names profiles by their comment', () => {
  it("shows the comment as the row's link, and 'Без коментаря' for a profile without one", async () => {
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectToast(page, messages.authorized);
    await page.goto('/accounts/list');
    await expect.poll(() => heading('Профіля').count()).toBe(1);
    await expect.poll(() => page.title()).toBe(`Профіля · ${APP}`);
    const named = page.getByRole('row').filter({ has: page.getByRole('link', { name: comment, exact: true }) });
    await expect.poll(() => named.count()).toBe(1);
    expect(await named.getByRole('link', { name: comment, exact: true }).getAttribute('href')).toBe(`/accounts/${namedId}`);
    const unnamed = page.getByRole('row').filter({ has: page.locator(`a[href="/accounts/${unnamedId}"]`) });
    expect(await unnamed.getByRole('link').textContent()).toBe('Без коментаря');
    await shoot('names-1-profiles-list');
  });

  it("deletes a profile from its row after the confirm: 'Видалення ...' → 'Акаунт видалено', and the list reloads without it", async () => {
    const rowLink = page.locator(`a[href="/accounts/${unnamedId}"]`);
    await page.getByRole('button', { name: `Видалити профіль #${unnamedId}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(`Профіль #${unnamedId} буде видалено`).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Видалити', exact: true }).click();
    await expectToast(page, messages.accountDeleted);
    await expect.poll(() => rowLink.count()).toBe(0);
    expect((await apiCall(`/api/accounts/${unnamedId}`, { token })).status).toBe(404);
    // The other profile stays, with its own delete.
    expect(await page.getByRole('button', { name: `Видалити профіль #${namedId} «${comment}»`, exact: true }).count()).toBe(1);
  });

  it('keeps the comment, the status and the delete visible on a phone (390 px)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/accounts/list');
    const link = page.getByRole('link', { name: comment, exact: true });
    await expect.poll(() => link.isVisible()).toBe(true);
    const remove = page.getByRole('button', { name: `Видалити профіль #${namedId} «${comment}»`, exact: true });
    expect(await remove.isVisible()).toBe(true);
    const box = await remove.boundingBox();
    expect(box && box.x + box.width <= 390).toBe(true);
    await page.setViewportSize({ width: 1366, height: 850 });
  });
});

describe('detail pages and the browser tab are titled by name', () => {
  it('a profile by its comment', async () => {
    await page.goto(`/accounts/${namedId}`);
    await expect.poll(() => heading(`Профіль «${comment}»`).count()).toBe(1);
    await expect.poll(() => page.title()).toBe(`Профіль «${comment}» · ${APP}`);
    await shoot('names-2-profile-detail');
  });

  it('a group and a tag set by their names', async () => {
    await page.goto(`/accounts/group/${groupId}`);
    await expect.poll(() => heading(`Група «${groupName}»`).count()).toBe(1);
    await expect.poll(() => page.title()).toBe(`Група «${groupName}» · ${APP}`);
    await shoot('names-3-group-detail');

    await page.goto(`/tags/${tagSetId}`);
    await expect.poll(() => heading(`Набір тегів «${tagSetName}»`).count()).toBe(1);
    await expect.poll(() => page.title()).toBe(`Набір тегів «${tagSetName}» · ${APP}`);
    await shoot('names-4-tag-set-detail');
  });

  it("a user by the spec's 'Користувач #{id}' and the login; their profiles list has no delete", async () => {
    await page.goto(`/users/${operatorId}`);
    await expect.poll(() => heading(`Користувач #${operatorId} «${operator.login}»`).count()).toBe(1);
    await expect.poll(() => page.title()).toBe(`Користувач #${operatorId} «${operator.login}» · ${APP}`);
    expect(await page.getByRole('button', { name: /^Видалити профіль/ }).count()).toBe(0);
    await shoot('names-5-user-detail');
  });

  it('list pages, the not-found page and the sign-in screen name the tab too', async () => {
    await page.goto('/accounts/group/list');
    await expect.poll(() => page.title()).toBe(`Групи профілів · ${APP}`);
    await page.goto('/no-such-page');
    await expect.poll(() => page.title()).toBe(`Сторінку не знайдено · ${APP}`);
    // Client-side navigation follows as well (no reload).
    await page.getByRole('navigation').getByRole('link', { name: 'Теги', exact: true }).click();
    await expect.poll(() => page.title()).toBe(`Теги · ${APP}`);

    const signedOut = await newPage(browser);
    await signedOut.goto('/');
    await expect.poll(() => signedOut.title()).toBe(`Вхід до системи · ${APP}`);
    await signedOut.context().close();
  });
});

describe('the users list offers no delete the server would refuse', () => {
  it('your own row has an unavailable delete that says why and opens nothing; another user can be deleted', async () => {
    await page.goto('/users');
    await expect.poll(() => heading('Користувачі').count()).toBe(1);
    const own = page.getByRole('button', {
      name: `Видалити користувача ${E2E_ADMIN.login} неможливо: ${messages.cannotDeleteSelf}`,
      exact: true,
    });
    await expect.poll(() => own.count()).toBe(1);
    expect(await own.getAttribute('aria-disabled')).toBe('true');
    expect(await own.getAttribute('title')).toBe(`Видалити користувача ${E2E_ADMIN.login} неможливо: ${messages.cannotDeleteSelf}`);
    // Playwright refuses to click what is marked disabled; a user's click reaches it, so force it.
    await own.click({ force: true });
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: messages.deleteFailed }).count()).toBe(0);

    const other = page.getByRole('button', { name: `Видалити користувача ${operator.login}`, exact: true });
    expect(await other.getAttribute('aria-disabled')).toBeNull();
    await other.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Скасувати' }).click();
    await shoot('names-6-users-list');
  });
});
