import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { E2E_ADMIN } from './global-setup';
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
});
