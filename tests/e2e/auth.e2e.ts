import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { E2E_ADMIN } from './global-setup';
import { expectToast, launchBrowser, newPage, signIn } from './helpers/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in and out', () => {
  it('shows the server message in a toast for a wrong password', async () => {
    await signIn(page, E2E_ADMIN.login, 'definitely-wrong');
    await expectToast(page, messages.invalidCredentials);
    await expect.poll(() => page.locator('input[name="login"]').isVisible()).toBe(true);
  });

  it('shows the field rules before calling the server', async () => {
    await page.goto('/');
    await page.locator('input[name="login"]').fill('a');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect.poll(() => page.getByText(messages.tooShort).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(messages.required).count()).toBeGreaterThan(0);
  });

  it("signs in with 'Авторизований' and shows the sidebar", async () => {
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectToast(page, messages.authorized);
    const nav = page.getByRole('navigation').first();
    await expect.poll(() => nav.getByRole('link', { name: 'Користувачі' }).count()).toBe(1);
    await expect.poll(() => nav.getByRole('link', { name: 'Задній фон' }).count()).toBe(1);
    await expect.poll(() => nav.getByRole('link', { name: 'Теги' }).count()).toBe(1);
  });

  it('keeps the session across a reload, persisted under authStore', async () => {
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Користувачі' }).count()).toBe(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authStore') ?? 'null'));
    expect(stored.version).toBe(1);
    expect(stored.state).toMatchObject({ isAuthenticated: true, user: { login: E2E_ADMIN.login, role: 'admin' } });
  });

  it("shows '404' for an unknown path", async () => {
    await page.goto('/no/such/screen');
    await expect.poll(() => page.getByText('404', { exact: true }).count()).toBeGreaterThan(0);
  });

  it("signs out with 'Ви вийшли із системи' and returns to the login screen", async () => {
    await page.goto('/users');
    await page
      .getByRole('button', { name: new RegExp(E2E_ADMIN.login) })
      .first()
      .click();
    await page
      .getByRole('menuitem', { name: 'Вийти' })
      .or(page.getByRole('button', { name: 'Вийти' }))
      .first()
      .click();
    await expectToast(page, messages.loggedOut);
    await expect.poll(() => page.locator('input[name="login"]').isVisible()).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authStore') ?? 'null'));
    expect(stored.state).toMatchObject({ isAuthenticated: false, accessToken: null, refreshToken: null });
  });

  it('a sign-in on a directly opened /login lands on the start page, or on ?next=, never on 404', async () => {
    await page.goto('/login');
    await page.locator('input[name="login"]').fill(E2E_ADMIN.login);
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Увійти' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/accounts/list');
    expect(await page.getByText('404', { exact: true }).count()).toBe(0);
    await page.goto('/login?next=%2Ftags');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tags');
    await page.goto('/login?next=%2F%2Fevil.example');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/accounts/list');
  });
});
