import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { expectToast, launchBrowser, newPage, signIn } from './helpers/browser';

/** 'Журнал дій': an admin finds who deleted a profile. */

let browser: Browser;
let page: Page;
const suffix = Date.now() % 100000;
const operator = { login: `auditor${suffix}`, password: 'auditor-pass-1' };
const comment = `На видалення ${suffix}`;
let profileId = 0;

const SHOTS = process.env.E2E_SHOTS_DIR ?? '';

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

beforeAll(async () => {
  const admin = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await apiCreateUser(admin, operator.login, operator.password);
  const token = await apiLogin(operator.login, operator.password);
  const created = await apiCall<{ id: number }>('/api/accounts', {
    method: 'POST',
    token,
    body: { proxy: 'http://8.8.8.8:3128', comments: comment },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  profileId = created.body.id;
  expect((await apiCall(`/api/accounts/${profileId}`, { method: 'DELETE', token })).status).toBe(204);

  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe("'Журнал дій'", () => {
  it('finds who deleted a profile, with the profile as it was', async () => {
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectToast(page, messages.authorized);
    await page.getByRole('link', { name: 'Журнал дій', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Журнал дій', exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    await shoot('audit-1-journal');

    await page.getByLabel('Обʼєкт', { exact: true }).selectOption('account');
    await page.getByLabel('Дія', { exact: true }).selectOption('delete');
    await expect.poll(() => new URL(page.url()).search).toContain('action=delete');
    const row = page.getByRole('row').filter({ hasText: `Профіль #${profileId}` });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(operator.login);
    expect(await row.textContent()).toContain('Видалення');
    expect(await row.textContent()).toContain(comment);
    expect(await row.textContent()).toContain('127.0.0.1');
    await shoot('audit-2-deleted-profile');

    await page.getByLabel('ID обʼєкта', { exact: true }).fill('999999');
    await page.getByLabel('ID обʼєкта', { exact: true }).press('Enter');
    await expect.poll(() => page.getByText('Нічого не знайдено').count()).toBe(1);
    await shoot('audit-3-empty');
  });

  it('is not there for an operator', async () => {
    const other = await newPage(browser);
    await signIn(other, operator.login, operator.password);
    await expectToast(other, messages.authorized);
    expect(await other.getByRole('link', { name: 'Журнал дій', exact: true }).count()).toBe(0);
    await other.close();
  });
});
