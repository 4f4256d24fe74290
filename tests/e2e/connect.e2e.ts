import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { accountsText } from '@client/features/accounts/text';
import { E2E_ADMIN } from './global-setup';
import { apiLogin } from './helpers/api';
import { CONNECT_VIEWPORTS, type ConnectViewport, createYouTubeProfile, operatorPage } from './helpers/connect-setup';
import { baseUrl, expectToast, launchBrowser } from './helpers/browser';

/**
 * The profile's connect actions in a real browser at 1366 and 390 px: 'Запрошення для підключення'
 * copies a single-use invitation link (toast 'Посилання скопійоване в буфер обміну') and lists it, it
 * can be revoked; the invitation opened in another browser (the owner's) goes through Google's consent
 * (the fake) and connects; 'Підключити YouTube' does the consent in this browser. Set
 * CONNECT_SHOTS=<dir> to keep screenshots.
 */

const SHOTS = process.env.CONNECT_SHOTS;

let browser: Browser;
let token = '';
const contexts: BrowserContext[] = [];
const suffix = Date.now() % 100000;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

beforeAll(async () => {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('connecting YouTube from the profile page', () => {
  it("'Запрошення для підключення' copies a one-time link, lists it, and 'Скасувати' revokes it", async () => {
    for (const viewport of Object.keys(CONNECT_VIEWPORTS) as ConnectViewport[]) {
      const id = await createYouTubeProfile(token, `Запрошення ${viewport} ${suffix}`);
      const page = await operatorPage(browser, contexts, viewport);
      await page.goto(`/accounts/${id}`);
      await page.getByRole('button', { name: accountsText.profile.connectInvite }).click();
      await expectToast(page, messages.linkCopied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^${baseUrl()}/api/connect/[A-Za-z0-9_-]{43}$`));
      const row = page.getByTestId('connect-invitation').first();
      await expect.poll(() => row.textContent()).toContain('Не відкрите');
      // Nothing needs a sideways scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `connect-invitation-${viewport}`);
      await row.getByRole('button', { name: /Скасувати запрошення/ }).click();
      await expectToast(page, messages.invitationRevokedDone);
      await expect.poll(() => row.textContent()).toContain('Скасоване');
    }
  });

  it("the owner's browser opens the invitation, goes through Google's consent and connects the profile", async () => {
    const id = await createYouTubeProfile(token, `Власник ${suffix}`);
    const page = await operatorPage(browser, contexts, 'desktop');
    await page.goto(`/accounts/${id}`);
    await page.getByRole('button', { name: accountsText.profile.connectInvite }).click();
    await expectToast(page, messages.linkCopied);
    const link = await page.evaluate(() => navigator.clipboard.readText());

    // Another browser (the owner's phone): no session of ours, only the link.
    const owner = await browser.newContext({ viewport: CONNECT_VIEWPORTS.phone, locale: 'uk-UA', timezoneId: 'Europe/Kyiv' });
    contexts.push(owner);
    const phone = await owner.newPage();
    await phone.goto(link);
    await expect.poll(() => phone.getByRole('heading', { level: 1 }).textContent()).toBe('Запрошення для підключення YouTube');
    await shot(phone, 'connect-invitation-page-phone');
    await phone.getByRole('button', { name: 'Продовжити в Google' }).click();
    await expect.poll(() => phone.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(messages.youtubeConnected);
    expect(await phone.textContent('body')).toContain('Цю сторінку можна закрити');
    await shot(phone, 'connect-invitation-done-phone');

    await page.reload();
    await expect.poll(() => page.getByTestId('youtube-channel').count()).toBe(1);
    await expect.poll(() => page.getByTestId('connect-invitation').first().textContent()).toContain('Підключено');
    await shot(page, 'connect-connected-desktop');
  });

  it("'Підключити YouTube' runs the consent in this browser and comes back connected", async () => {
    const id = await createYouTubeProfile(token, `Тут ${suffix}`);
    const page = await operatorPage(browser, contexts, 'phone');
    await page.goto(`/accounts/${id}`);
    await page.getByRole('button', { name: accountsText.profile.connectYouTube }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(messages.youtubeConnected);
    await page.getByRole('link', { name: 'Повернутися до профілю' }).click();
    await expect.poll(() => page.getByRole('button', { name: accountsText.profile.reconnectYouTube }).count()).toBe(1);
    await shot(page, 'connect-here-phone');
  });
});
