import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { PublishedItem } from '@shared/schemas/publications';
import { shellText } from '@client/app/text';
import { accountsText } from '@client/features/accounts/text';
import { publishingText } from '@client/features/publishing/text';
import { E2E_ADMIN, E2E_PLATFORMS } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { e2ePlatforms, expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';
import { createPhotoFolder, createPhotoRequest, waitForRendered } from './helpers/requests';

/**
 * Labels in Chromium: given to profiles in the profile form (edit and create, 'київ' joining 'Київ'),
 * the profiles list and the health board filtered by a label through the URL, and 'Усі з міткою «…»'
 * in the publication form choosing the profiles that carry it, which the published item then holds.
 */

const RENDER_TIMEOUT_MS = 400_000;
const platforms = e2ePlatforms();
const suffix = Date.now() % 100000;
const city = `Київ-${suffix}`;
const niche = `beauty-${suffix}`;
const clip = makeVerticalClip(`labels-${suffix}.mp4`);
const media = makeBrowserMedia();
const SHOTS = process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, 'labels') : '';
const l = accountsText.labels;
const t = publishingText.publication;

let browser: Browser;
let page: Page;
let token = '';
let idUpload = '';
const ids: number[] = [];

const viewport = (width: number) => ({ width, height: width === 390 ? 844 : 900 });

/** The page at 1366 and 390 px, when E2E_SHOTS_DIR names a folder (to look at, not compared). */
async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize(viewport(width));
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(viewport(1366));
}

/** A profile publishing to Instagram (ready: login and password set), through the fakes' proxy. */
async function createProfile(comments: string): Promise<number> {
  const created = await apiCall<{ id: number }>('/api/accounts', {
    method: 'POST',
    token,
    body: {
      proxy: platforms.proxy,
      comments,
      inInstagram: true,
      InstagramLogin: E2E_PLATFORMS.instagram.login,
      InstagramPassword: E2E_PLATFORMS.instagram.password,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** Types labels into the profile form's 'Мітки' field, each ended by Enter (which never submits). */
async function typeLabels(labels: string[]) {
  const field = page.getByLabel(l.field, { exact: true });
  await field.click();
  for (const label of labels) {
    await page.keyboard.type(label);
    await page.keyboard.press('Enter');
  }
}

/** The profile form's own 'Зберегти' (the profile's page has other panels with theirs). */
const saveProfile = () =>
  page
    .locator('form', { has: page.getByLabel(l.field, { exact: true }) })
    .getByRole('button', { name: 'Зберегти', exact: true })
    .click();

const chipsOf = (scope = page.locator('main')) => scope.locator('ul[aria-label="Мітки"] li');
/** Each row's ID (its first cell that is a number: the selection's checkbox comes first). */
const rowIds = () =>
  page
    .locator('table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Number([...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.trim() ?? '').find((text) => /^\d+$/.test(text))),
      ),
    );

beforeAll(async () => {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  const folderId = await createPhotoFolder(token, `Фон міток ${suffix}`, media.png(`bg-labels-${suffix}.png`));
  idUpload = await createPhotoRequest(token, { folderId, clip, count: 3 });
  ids.push(await createProfile(`Мітки перший ${suffix}`), await createProfile(`Мітки другий ${suffix}`));
  await waitForRendered(token, idUpload, RENDER_TIMEOUT_MS);
  browser = await launchBrowser();
  page = await newPage(browser, viewport(1366));
  await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
  await page.getByRole('navigation', { name: shellText.nav.mainNavigation }).waitFor();
}, RENDER_TIMEOUT_MS + 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('labels on profiles', () => {
  it("are given in the profile form: Enter adds one and never submits; 'київ' joins the first spelling", async () => {
    await page.goto(`/accounts/${ids[0]}`);
    await typeLabels([city, niche]);
    // Enter added chips and saved nothing.
    expect((await apiCall<{ labels: string[] }>(`/api/accounts/${ids[0]}`, { token })).body.labels).toEqual([]);
    await saveProfile();
    await expectToast(page, messages.profileUpdated);
    expect((await apiCall<{ labels: string[] }>(`/api/accounts/${ids[0]}`, { token })).body.labels).toEqual([city, niche]);

    await page.goto(`/accounts/${ids[1]}`);
    await typeLabels([city.toLowerCase()]);
    await shoot('1-form');
    await saveProfile();
    await expectToast(page, messages.profileUpdated);
    expect((await apiCall<{ labels: string[] }>(`/api/accounts/${ids[1]}`, { token })).body.labels).toEqual([city]);

    // A new profile made in the form, with a label only it carries.
    await page.goto('/accounts/create');
    await page.getByLabel('Проксі', { exact: true }).fill('http://8.8.8.8:3128');
    await typeLabels([`Львів-${suffix}`]);
    await saveProfile();
    await expectToast(page, messages.profileCreated);
    await page.waitForURL(/\/accounts\/\d+$/);
    ids.push(Number(page.url().split('/').pop()));
    expect((await apiCall<{ labels: string[] }>(`/api/accounts/${ids[2]}`, { token })).body.labels).toEqual([`Львів-${suffix}`]);
  });

  it('filter the profiles list and the health board by a label kept in the URL', async () => {
    await page.goto('/accounts/list');
    await page.getByRole('combobox', { name: l.filter, exact: true }).click();
    await page.getByRole('option', { name: l.option(city, 2), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('label').includes(city));
    await page.keyboard.press('Escape');
    await expect.poll(rowIds).toEqual([ids[1], ids[0]]);
    const firstRow = page.locator('table tbody tr').filter({ hasText: `Мітки перший ${suffix}` });
    expect(await chipsOf(firstRow).allTextContents()).toEqual([city, niche]);
    await shoot('2-list-filtered');

    // A reload keeps the filter; the health board takes the same parameter.
    await page.reload();
    await expect.poll(rowIds).toEqual([ids[1], ids[0]]);
    await page.goto(`/accounts/health?label=${encodeURIComponent(niche)}`);
    await expect.poll(rowIds).toEqual([ids[0]]);
    expect(await chipsOf(page.locator('table tbody tr').first()).allTextContents()).toEqual([city, niche]);
    await shoot('3-health-filtered');
  });

  it("'Усі з міткою «…»' in the publication form chooses the profiles carrying it, and the post goes to them", async () => {
    await page.goto(`/video/request/${idUpload}`);
    const title = page.getByLabel(t.title, { exact: true });
    await title.waitFor();
    await title.fill(`Мітка як ціль ${suffix}`);
    await page.getByLabel(t.tags, { exact: true }).click();
    await page.keyboard.type('київ ');
    await page.getByRole('combobox', { name: t.labels, exact: true }).click();
    await page.getByRole('option', { name: t.labelOption(city, 2), exact: true }).click();
    await expect.poll(() => page.locator('#publication-summary').textContent()).toContain('2');
    await page.locator('label', { has: page.getByRole('switch', { name: 'Instagram', exact: true }) }).click();
    await shoot('4-publication-form');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    // The publication's rows are planned and written before the answer: generous on a loaded machine.
    await page.waitForURL('**/video/request-create', { timeout: 60_000 });
    const item = (await apiCall<PublishedItem>(`/api/publication/${idUpload}`, { token })).body;
    expect([...new Set(item.video.map((row) => row.account.id))].sort()).toEqual([ids[0], ids[1]].sort());
  });
});
