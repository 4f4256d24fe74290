import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ListPage } from '@shared/schemas/common';
import { messages } from '@shared/messages';
import type { PublishedItem } from '@shared/schemas/publications';
import { E2E_ADMIN, E2E_PLATFORMS } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';
import { renderedRequest } from './helpers/requests';

let browser: Browser;
let page: Page;
let token: string;
const suffix = Date.now() % 100000;
const operator = { login: `bulk${suffix}`, password: 'bulk-pass-1' };
const NEW_PROXY = 'http://127.0.0.2:9';
/** Proxies on closed loopback ports: a page that asks a platform through one (TikTok's creator info) reaches nothing off this machine. */
const CLOSED_PROXY = 'http://127.0.0.1:9';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '';

/** Screenshots at 1366 and 390 px when E2E_SHOTS_DIR names a folder (to look at, not compared). */
async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `bulk-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 850 });
}

beforeAll(async () => {
  const admin = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await apiCreateUser(admin, operator.login, operator.password);
  token = await apiLogin(operator.login, operator.password);
  // 45 profiles: pages of 20, so page 1 and page 2 are full. Their proxies are closed loopback ports (nothing checks them).
  for (let n = 1; n <= 45; n += 1) {
    const { status } = await apiCall('/api/accounts', {
      method: 'POST',
      token,
      body: {
        proxy: CLOSED_PROXY,
        comments: `Оптом ${n}`,
        inTikTok: n % 3 === 0,
        TikTokAccess: n % 3 === 0 ? 'act.bulk' : '',
      },
    });
    if (status !== 201) throw new Error(`profile ${n}: ${status}`);
  }
  browser = await launchBrowser();
  page = await newPage(browser);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('bulk actions on the profiles list', () => {
  it('changes the proxy of 40 profiles chosen on two pages, shows the progress and the results, and the list shows the new proxies', async () => {
    await signIn(page, operator.login, operator.password);
    await expectToast(page, messages.authorized);
    await page.goto('/accounts/list');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Вибрати профіль #', exact: false }).count()).toBe(20);
    await page.getByRole('checkbox', { name: 'Вибрати всі на сторінці' }).check();
    await expect.poll(() => page.getByText('Вибрано: 20 профілів').count()).toBe(1);
    await shoot('list-selected');

    await page.getByRole('link', { name: 'Сторінка 2', exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: /«Оптом 25»/ }).count()).toBe(1);
    // The choice survives paging; the page's own rows are not chosen yet.
    await expect.poll(() => page.getByText('Вибрано: 20 профілів').count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Вибрати всі на сторінці' }).check();
    await expect.poll(() => page.getByText('Вибрано: 40 профілів').count()).toBe(1);

    await page.getByRole('combobox', { name: 'Дія' }).selectOption('setProxy');
    await page.getByRole('button', { name: 'Далі' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('… та ще 35').count()).toBe(1);
    // A list whose length differs from the choice is refused before anything is sent.
    await dialog.getByRole('radio', { name: 'Список, по одному в рядку' }).check();
    await dialog.getByLabel('Проксі, по одному в рядку').fill('http://127.0.0.3:9\nhttp://127.0.0.4:9');
    await expect.poll(() => dialog.getByText('Кількість не збігається: у списку 2, а вибрано 40', { exact: false }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Виконати' }).isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Одне проксі для всіх' }).check();
    await dialog.getByLabel('Нове проксі').fill(NEW_PROXY);
    // Enter in the field does nothing irreversible.
    await dialog.getByLabel('Нове проксі').press('Enter');
    await expect.poll(() => dialog.getByText(`Змінити проксі 40 профілів на ${NEW_PROXY}?`, { exact: false }).count()).toBe(1);
    await shoot('confirm');
    await dialog.getByRole('button', { name: 'Виконати' }).click();

    await expect.poll(() => page.getByRole('dialog').getByText('Оброблено', { exact: false }).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByRole('dialog').getByText('Виконано: 40. Відмовлено: 0.').count(), { timeout: 60_000 }).toBe(1);
    await shoot('results');
    await page.getByRole('dialog').getByRole('button', { name: 'Закрити' }).click();
    await expect.poll(() => page.getByText('Нічого не вибрано').count()).toBe(1);
    await expect.poll(() => page.getByRole('cell', { name: '127.0.0.2:9', exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    const all = (await apiCall<ListPage<{ proxy: string }>>('/api/accounts?page=1&q=%D0%9E%D0%BF%D1%82%D0%BE%D0%BC', { token })).body;
    expect(all.total).toBe(45);
    const changed = [1, 2, 3].map(
      async (n) => (await apiCall<ListPage<{ proxy: string }>>(`/api/accounts?page=${n}`, { token })).body.data,
    );
    const proxies = (await Promise.all(changed)).flat().map((row) => row.proxy);
    expect(proxies.filter((proxy) => proxy === NEW_PROXY)).toHaveLength(40);
  }, 180_000);

  it("the health board: 'вибрати всі знайдені' by its filter, with the count of profiles it finds", async () => {
    await page.goto('/accounts/health?platform=tiktok');
    await expect.poll(() => page.getByRole('button', { name: 'Вибрати всі знайдені (15)' }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Вибрати всі знайдені (15)' }).click();
    await expect.poll(() => page.getByText('Вибрано всі знайдені: 15 профілів').count()).toBe(1);
    await shoot('health-all-found');
    await page.getByRole('button', { name: 'Скасувати вибір' }).click();
    await expect.poll(() => page.getByText('Нічого не вибрано').count()).toBe(1);
  }, 60_000);
});

describe("a published item's rows", () => {
  it('deletes two chosen planned rows after a confirmation; the others stay', async () => {
    const media = makeBrowserMedia();
    const { idUpload, videos } = await renderedRequest(token, {
      folderName: `Оптом фон ${suffix}`,
      image: media.png(`bulk-${suffix}.png`),
      clip: makeVerticalClip(),
      count: 2,
      timeoutMs: 120_000,
    });
    const profiles: number[] = [];
    for (const n of [1, 2]) {
      const created = await apiCall<{ id: number }>('/api/accounts', {
        method: 'POST',
        token,
        body: {
          proxy: CLOSED_PROXY,
          comments: `Рядки ${n}`,
          inTikTok: true,
          TikTokAccess: E2E_PLATFORMS.tiktokToken,
          inInstagram: true,
          InstagramLogin: E2E_PLATFORMS.instagram.login,
          InstagramPassword: E2E_PLATFORMS.instagram.password,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      profiles.push(created.body.id);
    }
    // Tomorrow: every row waits, planned, nothing sent.
    const created = await apiCall<PublishedItem>(`/api/publication/create/${idUpload}`, {
      method: 'POST',
      token,
      body: {
        title: `Оптом ${suffix}`,
        description: '',
        tags: ['оптом'],
        accounts: profiles.map((id) => ({ id, title: `#${id}`, value: id })),
        video: videos.map((video) => ({ id: video.id, url: video.url, idUpload: video.idUpload, createdAt: video.createdAt })),
        inTikTok: true,
        inInstagram: true,
        tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE', allowComments: true, allowDuet: false, allowStitch: false },
        date: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.video).toHaveLength(4);

    await page.goto(`/video/youtube/${idUpload}`);
    await page.getByRole('checkbox', { name: 'Вибрати рядок: Відео 1 · TikTok' }).check();
    await page.getByRole('checkbox', { name: 'Вибрати рядок: Відео 2 · TikTok' }).check();
    await expect.poll(() => page.getByText('Вибрано рядків: 2').count()).toBe(1);
    await shoot('rows-selected');
    await page.getByRole('button', { name: 'Видалити заплановані (2)' }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('2 запланованих рядків буде видалено', { exact: false }).count()).toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Видалити' }).click();
    await expectToast(page, 'Видалено рядків: 2');
    const after = (await apiCall<PublishedItem>(`/api/publication/${idUpload}`, { token })).body;
    expect(after.video.map((row) => row.platform).sort()).toEqual(['instagram', 'instagram']);
  }, 240_000);
});
