import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args });
}

/**
 * This worker's stack (global-setup.ts): its product and its platform fakes. Vitest numbers a
 * project's workers from 1 (VITEST_POOL_ID).
 */
function stack() {
  const stacks = inject('stacks');
  return stacks[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % stacks.length]!;
}

export const baseUrl = () => stack().baseUrl;

/** This worker's platform fakes and profile proxy. */
export const e2ePlatforms = () => stack().platforms;

/** A non-incognito profile in `userDataDir` (what installability and a real installed app need). */
export function launchPersistentContext(userDataDir: string, viewport = { width: 1366, height: 850 }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args,
    viewport,
    baseURL: baseUrl(),
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
  });
}

export async function newPage(browser: Browser, viewport = { width: 1366, height: 850 }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'uk-UA', timezoneId: 'Europe/Kyiv' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export async function signIn(page: Page, login: string, password: string) {
  await page.goto('/');
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Увійти' }).click();
}

/** Waits until a toast (react-hot-toast renders role=status) with exactly this text is shown. */
export async function expectToast(page: Page, text: string) {
  await expect.poll(() => page.getByRole('status').filter({ hasText: text }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}
