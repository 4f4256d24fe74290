import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { E2E_ADMIN } from './global-setup';
import { apiCreateUser, apiLogin } from './helpers/api';
import { expectToast, launchBrowser, newPage, signIn } from './helpers/browser';

let browser: Browser;
let page: Page;
const suffix = Date.now() % 100000;
const operator = { login: `import${suffix}`, password: 'import-pass-1' };

const SHOTS = process.env.E2E_SHOTS_DIR ?? '';

/** Screenshots at 1366 and 390 px when E2E_SHOTS_DIR names a folder (to look at, not compared). */
async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `import-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 850 });
}

const comment = (n: number) => `Харків ${suffix} №${n}`;
/** A CSV as Excel saves it in a Ukrainian locale: BOM, `;`. Rows 2–5 are good, 6 and 7 refused by their proxy. */
const csv = (rows: number) =>
  Buffer.from(
    '\uFEFF' +
      [
        'Проксі;Коментар;YouTube;TikTok;Доступи TikTok',
        ...Array.from({ length: rows }, (_, i) => `http://8.8.${i % 200}.${(i % 250) + 1}:3128;${comment(i + 1)};ні;так;tok${suffix}x${i}`),
        `просто текст;${comment(900001)};ні;ні;`,
        `http://169.254.169.254:80;${comment(900002)};ні;ні;`,
      ].join('\r\n'),
    'utf8',
  );

beforeAll(async () => {
  const token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await apiCreateUser(token, operator.login, operator.password);
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe("'Імпорт профілів'", () => {
  it('checks a file (refusals by row and column), applies it, and the profiles appear in the list', async () => {
    await signIn(page, operator.login, operator.password);
    await expectToast(page, messages.authorized);
    await page.goto('/accounts/list');
    await page.getByRole('link', { name: 'Імпорт', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Імпорт профілів' }).count()).toBe(1);
    await shoot('empty');

    await page.getByLabel('Файл CSV або XLSX').setInputFiles({ name: 'профілі.csv', mimeType: 'text/csv', buffer: csv(4) });
    await page.getByRole('radio', { name: 'За коментарем' }).check({ force: true });
    await page.getByRole('button', { name: 'Перевірити' }).click();
    await expect.poll(() => page.getByText('Буде створено: 4 · змінено: 0 · без змін: 0 · відмов: 2').count(), { timeout: 15_000 }).toBe(1);
    const refused = page.getByRole('row').filter({ hasText: comment(900001) });
    await expect.poll(() => refused.textContent()).toContain(`Проксі: ${messages.proxyInvalid}`);
    expect(await refused.getByRole('cell').first().textContent()).toBe('6');
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: comment(900002) })
          .textContent(),
      )
      .toContain(`Проксі: ${messages.proxyForbiddenAddress}`);
    await shoot('preview');

    await page.getByRole('button', { name: 'Застосувати: 4' }).click();
    await expect
      .poll(() => page.getByText('Створено: 4 · змінено: 0 · без змін: 0 · пропущено через відмови: 2').count(), { timeout: 30_000 })
      .toBe(1);
    await shoot('done');

    await page.getByRole('link', { name: 'До списку профілів' }).click();
    for (const n of [1, 2, 3, 4]) await expect.poll(() => page.getByText(comment(n), { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText(comment(900001)).count()).toBe(0);
  });

  it('exports the list as a file without secrets', async () => {
    await page.goto('/accounts/list');
    await expect.poll(() => page.getByText(comment(1), { exact: true }).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Експорт CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('profiles.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain(comment(4));
    expect(text).toContain('"TikTok: доступи задано"');
    expect(text).not.toContain(`tok${suffix}`);
  });

  it('shows the progress of a long apply', async () => {
    if (!SHOTS) return;
    await page.goto('/accounts/import');
    await page.getByLabel('Файл CSV або XLSX').setInputFiles({ name: 'багато.csv', mimeType: 'text/csv', buffer: csv(4000) });
    await page.getByRole('button', { name: 'Перевірити' }).click();
    await page.getByRole('button', { name: /^Застосувати/ }).click({ timeout: 60_000 });
    await page.getByText(/^Оброблено \d+ з 4002 рядків$/).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(/^Оброблено [1-9]\d* з 4002/).count(), { timeout: 30_000 }).toBe(1);
    await shoot('progress');
    await page.getByText('Імпорт завершено').waitFor({ timeout: 120_000 });
  });
});
