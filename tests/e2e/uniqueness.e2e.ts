import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellText } from '@client/app/text';
import { creationText } from '@client/features/creation/text';
import { publishingText } from '@client/features/publishing/text';
import { commonText } from '@client/lib/text';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';
import { createPhotoFolder } from './helpers/requests';

let browser: Browser;
let page: Page;
let token = '';
const suffix = Date.now() % 100000;
const folderName = `Фон для унікалізації ${suffix}`;
const clip = makeVerticalClip(`unique-${suffix}.mp4`);
const media = makeBrowserMedia();
const u = publishingText.uniqueness;
const RENDER_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await createPhotoFolder(token, folderName, media.png(`bg-${suffix}.png`));
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
  await page.getByRole('navigation', { name: shellText.nav.mainNavigation }).waitFor();
});

afterAll(async () => {
  await browser?.close();
});

describe("uniqueness (issue 18): 'Додатково' → 'Унікалізація', and the verdicts on the request's page", () => {
  it(
    'sends the chosen level with the request and shows each variant its verdict with the numbers on hover',
    async () => {
      await page.goto('/video/create');
      const more = page.locator('summary', { hasText: creationText.uniqueness.more });
      await more.waitFor();
      // Folded until asked for: not one of the spec's required fields.
      expect(await page.getByRole('radio', { name: 'Висока' }).isVisible()).toBe(false);
      await more.click();
      expect(await page.getByRole('radio', { name: 'Середня' }).isChecked()).toBe(true);
      await page.getByText('Висока', { exact: true }).click();
      expect(await page.getByRole('radio', { name: 'Висока' }).isChecked()).toBe(true);

      await page.getByLabel('Кількість відео').fill('2');
      await page.getByRole('combobox').click();
      await page.getByRole('option', { name: folderName }).click();
      await page.keyboard.press('Escape');
      await page.locator('input[name="video"]').setInputFiles(clip);
      await page.getByRole('button', { name: commonText.actions.create, exact: true }).click();
      await page.waitForURL(/\/video\/request-create$/);

      // The request the server took has the level chosen in the form.
      let idUpload = '';
      await expect
        .poll(
          async () => {
            const list = await apiCall<{ data: Array<{ idUpload: string; sourceName: string; status: string }> }>(
              '/api/create-video?page=1',
              { token },
            );
            const row = list.body.data.find((item) => item.sourceName === clip.name);
            idUpload = row?.idUpload ?? '';
            return row?.status;
          },
          { timeout: RENDER_TIMEOUT_MS, interval: 1000 },
        )
        .toBe('success');
      const detail = await apiCall<{ uniqueness: string; video: Array<{ score: { verdict: string } | null }> }>(
        `/api/create-video/request/${idUpload}`,
        { token },
      );
      expect(detail.body.uniqueness).toBe('high');

      await page.goto(`/video/request/${idUpload}`);
      const verdicts = page.getByText(/^Відмінність між варіантами: (висока|середня|низька)$/);
      await expect.poll(() => verdicts.count()).toBeGreaterThanOrEqual(2);
      const title = await verdicts.first().getAttribute('title');
      expect(title).toMatch(/^Відмінність від джерела: \d+,\d з 64; від найближчого сусіднього відео: \d+,\d з 64/);
      expect(await page.getByText(u.levelFact, { exact: true }).count()).toBe(1);
      expect(await page.getByText(u.weakestPair, { exact: true }).count()).toBe(1);
    },
    RENDER_TIMEOUT_MS + 60_000,
  );
});
