import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishedItem } from '@shared/schemas/publications';
import { shellText } from '@client/app/text';
import { publishingText } from '@client/features/publishing/text';
import { connectOverHttp } from '../server/helpers/connect-flow';
import { E2E_ADMIN, E2E_PLATFORMS } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { baseUrl, e2ePlatforms, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';
import { createPhotoFolder, createPhotoRequest, waitForRendered } from './helpers/requests';

/**
 * The operator's daily job in Chromium: one request of 20 variants to 20 profiles on YouTube, TikTok
 * and Instagram, where 2 profiles have YouTube switched on but not connected. The form marks them and
 * counts before the click; 'Пропустити 2 неготових' sends exactly the ready rows (58, not 60, and
 * not a 422). The clicks from the open request page to the published item are counted.
 */

const PROFILES = 20;
const UNREADY = 2;
const RENDER_TIMEOUT_MS = 400_000;
const platforms = e2ePlatforms();
const suffix = Date.now() % 100000;
const clip = makeVerticalClip(`ready-${suffix}.mp4`);
const media = makeBrowserMedia();
const t = publishingText.publication;
const r = publishingText.readiness;
const SHOTS = process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, 'publish-readiness') : '';

let browser: Browser;
let page: Page;
let token = '';
let idUpload = '';
let groupName = '';
const profileIds: number[] = [];
/** The profiles whose YouTube is on but never connected. */
let unready: number[] = [];
let clicks = 0;

const viewport = (width: number) => ({ width, height: width === 390 ? 844 : 900 });

async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
}

/** A click of the daily job, counted. */
async function click(target: Locator) {
  clicks += 1;
  await target.click();
}

/** A profile with all three platforms switched on; YouTube connected through the fake's consent unless `connect` is false. */
async function createProfile(index: number, connect: boolean): Promise<number> {
  const created = await apiCall<{ id: number }>('/api/accounts', {
    method: 'POST',
    token,
    body: {
      proxy: platforms.proxy,
      comments: `Щодня ${index} ${suffix}`,
      inYouTube: true,
      YouTubeAuthClientId: 'client-e2e.apps.googleusercontent.com',
      YouTubeAuthClientSecret: 'client-e2e-secret',
      inTikTok: true,
      TikTokAccess: E2E_PLATFORMS.tiktokToken,
      inInstagram: true,
      InstagramLogin: E2E_PLATFORMS.instagram.login,
      InstagramPassword: E2E_PLATFORMS.instagram.password,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (connect) expect((await connectOverHttp(baseUrl(), token, created.body.id, 'youtube')).status).toBeLessThan(400);
  return created.body.id;
}

beforeAll(async () => {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  const folderId = await createPhotoFolder(token, `Щоденний фон ${suffix}`, media.png(`bg-ready-${suffix}.png`));
  idUpload = await createPhotoRequest(token, { folderId, clip, count: PROFILES });
  // The unready two sit among the others (3rd and 11th), as they would in a real group.
  for (let index = 1; index <= PROFILES; index += 1) profileIds.push(await createProfile(index, index !== 3 && index !== 11));
  unready = [profileIds[2]!, profileIds[10]!];
  groupName = `Щоденна ${suffix}`;
  const group = await apiCall('/api/accounts-group', {
    method: 'POST',
    token,
    body: { name: groupName, accounts: profileIds.map((id) => ({ id, title: `#${id}`, value: id })) },
  });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  await waitForRendered(token, idUpload, RENDER_TIMEOUT_MS);
  browser = await launchBrowser();
  page = await newPage(browser, viewport(1366));
  await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
  await page.getByRole('navigation', { name: shellText.nav.mainNavigation }).waitFor();
}, RENDER_TIMEOUT_MS + 120_000);

afterAll(async () => {
  await browser?.close();
});

const switchOf = (name: string) => page.getByRole('switch', { name, exact: true });
const summaryText = () => page.locator('#publication-summary').textContent();

describe('the daily job: 20 profiles × 3 platforms, 2 with YouTube not connected', () => {
  it("marks the two before the click, counts the rows, and 'Пропустити 2 неготових' makes exactly the 58 ready rows", async () => {
    await page.goto(`/video/request/${idUpload}`);
    const title = page.getByLabel(t.title, { exact: true });
    await title.waitFor();
    // The daily job: title, a tag, the group, three platforms, TikTok's privacy, publish.
    await click(title);
    await page.keyboard.type(`Щоденне ${suffix}`);
    await click(page.getByLabel(t.tags, { exact: true }));
    await page.keyboard.type('щодня ');
    await click(page.getByRole('combobox', { name: t.groups, exact: true }));
    await click(page.getByRole('option', { name: `${groupName} (${PROFILES})`, exact: true }));
    for (const name of ['YouTube', 'TikTok', 'Instagram']) await click(page.locator('label', { has: switchOf(name) }));
    // TikTok makes the operator choose who sees the post (its creators answer first).
    await click(page.getByRole('combobox', { name: publishingText.platformOptions.privacy, exact: true }));
    await click(page.getByRole('option', { name: 'Усі', exact: true }));

    // Before any click on 'Опублікувати': the counts per platform and the unready apart, the chips marked in words.
    await expect.poll(summaryText, { timeout: 15_000 }).toBe(
      `${t.summaryLabel}: ${r.summary(
        PROFILES,
        PROFILES,
        [
          { label: 'YouTube', count: PROFILES - UNREADY },
          { label: 'TikTok', count: PROFILES },
          { label: 'Instagram', count: PROFILES },
        ],
        UNREADY,
      )}`,
    );
    const marked = page.locator('li[data-warning="true"]');
    expect(await marked.count()).toBe(UNREADY);
    for (const id of unready) {
      const chip = marked.filter({ hasText: new RegExp(`^#${id} `) });
      expect(await chip.getAttribute('title')).toBe(r.chipWarning([r.pairReason('YouTube', ['Потрібно перепідключити'])]));
      expect(await chip.locator('.visually-hidden').textContent()).toContain(
        r.chipWarning([r.pairReason('YouTube', ['Потрібно перепідключити'])]),
      );
    }
    for (const width of [1366, 390]) {
      await page.setViewportSize(viewport(width));
      await shoot('1-form-marked');
    }
    await page.setViewportSize(viewport(1366));

    await click(page.getByRole('button', { name: t.submit, exact: true }));
    const dialog = page.getByRole('dialog', { name: r.dialogTitle(UNREADY) });
    // The dialog's root has no box of its own (its panel is fixed): wait for what it shows.
    await dialog.getByRole('button', { name: r.skip(UNREADY), exact: true }).waitFor();
    // Nothing was sent yet.
    expect((await apiCall(`/api/publication/${idUpload}`, { token })).status).toBe(404);
    for (const id of unready) {
      expect(await dialog.locator(`a[href="/accounts/${id}"]`).count()).toBe(1);
    }
    for (const width of [1366, 390]) {
      await page.setViewportSize(viewport(width));
      await shoot('2-choice');
    }
    await page.setViewportSize(viewport(1366));
    await click(dialog.getByRole('button', { name: r.skip(UNREADY), exact: true }));
    // The publication's rows are planned and written before the answer: generous on a loaded machine.
    await page.waitForURL('**/video/request-create', { timeout: 60_000 });

    // Exactly the ready rows: every platform of the 18, TikTok and Instagram of the 2.
    const item = (await apiCall<PublishedItem>(`/api/publication/${idUpload}`, { token })).body;
    const made = item.video.map((row) => `${row.account.id}:${row.platform}`).sort();
    const expected = profileIds
      .flatMap((id) =>
        (unready.includes(id) ? ['tiktok', 'instagram'] : ['youtube', 'tiktok', 'instagram']).map((platform) => `${id}:${platform}`),
      )
      .sort();
    expect(made).toEqual(expected);
    expect(made).toHaveLength(3 * PROFILES - UNREADY);
    // Open request page → published: the clicks of the daily job (reported).
    console.info(`daily job clicks (open request page → published): ${clicks}`);
    expect(clicks).toBe(11);
  });

  it("the published item counts its rows per status and filters them ('Лише помилки', 'Заплановані', 'Усі') in ?rows=", async () => {
    const p = publishingText.published;
    for (const width of [1366, 390]) {
      await page.setViewportSize(viewport(width));
      await page.goto(`/video/youtube/${idUpload}`);
      const filter = page.getByRole('group', { name: p.rowFilter, exact: true });
      await filter.waitFor();
      expect(await filter.getByRole('radio').count()).toBe(3);
      await filter.getByText(new RegExp(`^${p.rowFilters.error} \\(`)).click();
      await page.waitForURL(/\?rows=error$/);
      const rows = await apiCall<PublishedItem>(`/api/publication/${idUpload}`, { token });
      expect(rows.status).toBe(200);
      await shoot('3-published-errors');
      await filter.getByText(new RegExp(`^${p.rowFilters.all} \\(`)).click();
      await expect.poll(() => page.url()).not.toContain('rows=');
      await shoot('4-published-all');
      // Nothing needs a sideways scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});
