import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { accountsText } from '@client/features/accounts/text';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { CONNECT_VIEWPORTS, createYouTubeProfile, operatorPage } from './helpers/connect-setup';
import { baseUrl, expectToast, launchBrowser } from './helpers/browser';

/**
 * 'Підключення акаунтів' in a real browser: two profiles picked on the connect page get one
 * invitation each in one action; one link opened in a second browser context (the owner's, no
 * session) goes through Google's consent (the local fake) and connects; the page shows the state
 * turn 'Підключено' by itself, and the same link is then refused. Set CONNECT_SHOTS=<dir> to keep
 * screenshots at 1366 and 390 px.
 */

const SHOTS = process.env.CONNECT_SHOTS;
const t = accountsText.connectMany;

let browser: Browser;
let token = '';
const contexts: BrowserContext[] = [];
const suffix = Date.now() % 100000;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('the connect page for many profiles', () => {
  it('makes invitations for two profiles; one opened elsewhere connects, shows up live, and is refused a second time', async () => {
    const first = await createYouTubeProfile(token, `Пакет перший ${suffix}`);
    const second = await createYouTubeProfile(token, `Пакет другий ${suffix}`);
    const page = await operatorPage(browser, contexts, 'desktop');

    // From the profiles list's header.
    await page.goto('/accounts/list');
    await shot(page, 'connect-many-list-desktop');
    await page.getByRole('link', { name: t.openAction }).click();
    await page.waitForURL('**/accounts/connect');
    // Both profiles are found by the search (their comments end with the run's suffix), not connected yet.
    await page.getByRole('searchbox', { name: t.search }).fill(String(suffix));
    const pick = (id: number) => page.getByRole('checkbox', { name: new RegExp(`^Вибрати профіль #${id} `) });
    await pick(first).waitFor();
    await pick(second).waitFor();
    await shot(page, 'connect-many-picker-desktop');
    expect(await noSidewaysScroll(page)).toBe(true);
    await pick(first).check();
    await pick(second).check();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: t.willMake(2) })
          .count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: t.create }).click();

    await page.waitForURL(/\/accounts\/connect\?batch=\d+$/);
    const links = page.getByTestId('invitation-link');
    await expect.poll(() => links.count()).toBe(2);
    const states = page.getByTestId('invitation-state');
    await expect.poll(() => states.allTextContents()).toEqual(['Не відкрите', 'Не відкрите']);
    await page.getByRole('button', { name: t.copyAll }).click();
    await expectToast(page, t.copiedAll(2));
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
    expect(copied).toHaveLength(2);
    expect(copied[0]).toMatch(
      new RegExp(`^#${first} · Пакет перший ${suffix} · .+ — YouTube: ${baseUrl()}/api/connect/[A-Za-z0-9_-]{43}$`),
    );
    const link = copied[0]!.split(': ').at(-1)!;
    expect(await links.first().textContent()).toBe(link);
    await shot(page, 'connect-many-batch-desktop');
    expect(await noSidewaysScroll(page)).toBe(true);

    // The owner's phone: no session, only the link.
    const owner = await browser.newContext({ viewport: CONNECT_VIEWPORTS.phone, locale: 'uk-UA', timezoneId: 'Europe/Kyiv' });
    contexts.push(owner);
    const phone = await owner.newPage();
    await phone.goto(link);
    await expect.poll(() => phone.getByRole('heading', { level: 1 }).textContent()).toBe('Запрошення для підключення YouTube');
    await phone.getByRole('button', { name: 'Продовжити в Google' }).click();
    await expect.poll(() => phone.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(messages.youtubeConnected);

    // The operator's page follows by itself (no reload).
    await expect.poll(() => states.allTextContents(), { timeout: 15_000 }).toEqual(['Підключено', 'Не відкрите']);
    await shot(page, 'connect-many-connected-desktop');

    // The same link again, in the owner's browser and in a fresh one: refused, nothing attached.
    await phone.goto(link);
    await expect.poll(() => phone.getByRole('heading', { level: 1 }).textContent()).toBe(messages.invitationUsed);
    const stranger = await browser.newContext({ viewport: CONNECT_VIEWPORTS.phone, locale: 'uk-UA' });
    contexts.push(stranger);
    const other = await stranger.newPage();
    const again = await other.goto(link);
    expect(again?.status()).toBe(410);
    expect(await other.textContent('body')).toContain(messages.invitationUsed);
    const profile = await apiCall<{ isActiveYouTube: boolean }>(`/api/accounts/${second}`, { token });
    expect(profile.body.isActiveYouTube).toBe(false);

    // 'Скасувати всі невикористані' asks first, then the other link is revoked.
    await page.getByRole('button', { name: t.revokeAll }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.revokeAllConfirm }).click();
    await expectToast(page, t.revokedAll(1));
    await expect.poll(() => states.allTextContents()).toEqual(['Підключено', 'Скасоване']);
  });

  it('opens with a selection from the list (?ids=) and reads well on a phone', async () => {
    const first = await createYouTubeProfile(token, `Телефон перший ${suffix}`);
    const second = await createYouTubeProfile(token, `Телефон другий ${suffix}`);
    const page = await operatorPage(browser, contexts, 'phone');
    await page.goto('/accounts/list');
    await page.getByRole('link', { name: t.openAction }).waitFor();
    await shot(page, 'connect-many-list-phone');
    await page.goto(`/accounts/connect?ids=${first},${second}`);
    await expect.poll(() => page.getByText(t.fromList(2)).count()).toBe(1);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: t.willMake(2) })
          .count(),
      )
      .toBe(1);
    await shot(page, 'connect-many-picker-phone');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole('button', { name: t.create }).click();
    await page.waitForURL(/\/accounts\/connect\?batch=\d+$/);
    await expect.poll(() => page.getByTestId('invitation-link').count()).toBe(2);
    await shot(page, 'connect-many-batch-phone');
    expect(await noSidewaysScroll(page)).toBe(true);
    // The CSV: BOM, ';', every field quoted, one line per invitation with its link.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.downloadCsv }).click()]);
    expect(download.suggestedFilename()).toMatch(/^zaproshennia-\d+\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Профіль";"Платформа";"Посилання";"Стан";"Діє до"');
    expect(lines.slice(1).filter(Boolean)).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"#\\d+ · Телефон (другий|перший) ${suffix} · [^"]+";"YouTube";"${baseUrl()}/api/connect/[A-Za-z0-9_-]{43}";"Не відкрите";"[^"]+"$`,
      ),
    );
    // After a reload the links are gone (only their hashes are kept); the states remain.
    await page.reload();
    await expect.poll(() => page.getByTestId('invitation-state').count()).toBe(2);
    expect(await page.getByTestId('invitation-link').count()).toBe(0);
    await expect.poll(() => page.getByText(t.linksGone).count()).toBe(1);
    await shot(page, 'connect-many-batch-reloaded-phone');
  });
});
