import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { shellText } from '@client/app/text';
import { accountsText } from '@client/features/accounts/text';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { expectToast, launchBrowser, newPage, signIn } from './helpers/browser';

let browser: Browser;
let page: Page;
const operator = { login: `operator${Date.now() % 100000}`, password: 'operator-pass' };

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('users (admin)', () => {
  it('creates a user, after refusing a mismatched confirmation', async () => {
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectToast(page, messages.authorized);
    await page.getByRole('link', { name: 'Користувачі' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Користувачі' }).count()).toBe(1);
    await page.goto('/users/create');
    await expect.poll(() => page.getByRole('heading', { name: 'Створити користувача' }).count()).toBe(1);

    await page.locator('input[name="login"]').fill(operator.login);
    await page.locator('input[name="password"]').fill(operator.password);
    await page.locator('input[name="password_confirmation"]').fill('something-else');
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.getByText(messages.passwordsMismatch).count()).toBeGreaterThan(0);

    await page.locator('input[name="password_confirmation"]').fill(operator.password);
    await page.locator('form button[type="submit"]').click();
    await expectToast(page, messages.userCreated);
    await expect.poll(() => page.getByRole('heading', { name: /Користувач #\d+/ }).count()).toBe(1);

    await page.goto('/users');
    const row = page.getByRole('row').filter({ hasText: operator.login });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('link').first().click();
    await expect.poll(() => page.getByRole('heading', { name: /Користувач #\d+/ }).count()).toBe(1);
  });

  it("lets that user sign in without seeing 'Користувачі'", async () => {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, operator.login, operator.password);
    await expectToast(page, messages.authorized);
    await expect.poll(() => page.getByRole('link', { name: 'Задній фон' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Користувачі' }).count()).toBe(0);
    await page.goto('/users');
    expect(await page.getByRole('heading', { name: 'Користувачі' }).count()).toBe(0);
  });

  it('deleting a user takes their profiles off the profiles list at once, though that list was loaded seconds ago', async () => {
    const owner = { login: `leaving${Date.now() % 100000}`, password: 'leaving-pass' };
    const admin = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
    await apiCreateUser(admin, owner.login, owner.password);
    const created = await apiCall<{ id: number }>('/api/accounts', {
      method: 'POST',
      token: await apiLogin(owner.login, owner.password),
      body: { proxy: 'http://8.8.4.4:3128', comments: `Профіль ${owner.login}` },
    });
    expect(created.status).toBe(201);
    const profileLink = page.locator(`a[href="/accounts/${created.body.id}"]`);

    await page.evaluate(() => localStorage.clear());
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectToast(page, messages.authorized);
    await page.goto('/accounts/list');
    await expect.poll(() => profileLink.count()).toBeGreaterThan(0);

    // In-app navigation only: the profiles list stays in the cache, fresh for another 30 s.
    await page.getByRole('link', { name: shellText.nav.users, exact: true }).click();
    await page.getByRole('searchbox', { name: 'Знайти' }).fill(owner.login);
    const remove = page.getByRole('button', { name: `Видалити користувача ${owner.login}`, exact: true });
    await remove.waitFor();
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Видалити', exact: true }).click();
    await expectToast(page, messages.userDeleted);

    await page.getByRole('link', { name: shellText.nav.accountsList, exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: accountsText.pages.accountsList }).count()).toBe(1);
    await expect.poll(() => profileLink.count(), { timeout: 5000 }).toBe(0);
  });
});
