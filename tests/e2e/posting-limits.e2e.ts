import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountLimits } from '@shared/schemas/posting-limits';
import type { PublishedItem } from '@shared/schemas/publications';
import { formatDateTime } from '@client/lib/dates';
import { postingLimitsText } from '@client/components/posting-limits/text';
import { publishingText } from '@client/features/publishing/text';
import { commonText } from '@client/lib/text';
import { E2E_ADMIN, E2E_PLATFORMS } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { baseUrl, e2ePlatforms, expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';
import { createPhotoFolder, createPhotoRequest, waitForRendered } from './helpers/requests';

/**
 * Posting limits in the browser (issue 13): a profile's own limits set on its page, the admin's
 * defaults on the settings page, and a publication of 12 videos to 3 profiles at 2 a day (an hour
 * apart) whose rows show their planned times over two days, in Kyiv time.
 */

let browser: Browser;
let page: Page;
let token = '';
let idUpload = '';
const profiles: number[] = [];
const platforms = e2ePlatforms();
const suffix = Date.now() % 100000;
const clip = makeVerticalClip(`limits-${suffix}.mp4`);
const media = makeBrowserMedia();
const L = postingLimitsText;
/** Screenshots at 1366 and 390 px only when E2E_SHOTS_DIR names a folder (to look at, not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, 'posting-limits') : '';
const RENDER_TIMEOUT_MS = 480_000;

async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

beforeAll(async () => {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  const folderId = await createPhotoFolder(token, `Фон лімітів ${suffix}`, media.png(`limits-bg-${suffix}.png`));
  idUpload = await createPhotoRequest(token, { folderId, clip, count: 12 });

  for (let k = 1; k <= 3; k += 1) {
    const profile = await apiCall<{ id: number }>('/api/accounts', {
      method: 'POST',
      token,
      body: { proxy: platforms.proxy, comments: `Ліміти ${k} · ${suffix}`, inTikTok: true, TikTokAccess: E2E_PLATFORMS.tiktokToken },
    });
    expect(profile.status).toBe(201);
    profiles.push(profile.body.id);
  }

  await waitForRendered(token, idUpload, RENDER_TIMEOUT_MS);

  browser = await launchBrowser();
  page = await newPage(browser, { width: 1366, height: 800 });
  await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
  await page.locator('input[name="login"]').waitFor({ state: 'detached' });
}, RENDER_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('posting limits', () => {
  it("an admin sees the product defaults under 'Ліміти публікацій' in the settings", async () => {
    await page.goto(`${baseUrl()}/setting`);
    await page.getByRole('heading', { name: L.title, exact: true }).waitFor();
    await page.getByRole('group', { name: L.platforms.tiktok, exact: true }).getByLabel(L.fields.dailyCap, { exact: true }).waitFor();
    await shoot('settings');
  });

  it("a profile's own TikTok limit is set on its page: 2 a day, an hour apart; bad input is refused in Ukrainian", async () => {
    const [first] = profiles;
    await page.goto(`${baseUrl()}/accounts/${first}`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: L.title, exact: true }) });
    const tiktok = section.getByRole('group', { name: L.platforms.tiktok, exact: true });
    const save = section.getByRole('button', { name: commonText.actions.save, exact: true });
    await tiktok.getByRole('switch').waitFor();
    await tiktok.locator('label', { has: page.getByRole('switch') }).click();
    expect(await tiktok.getByRole('switch').isChecked()).toBe(false);
    await tiktok.getByLabel(L.fields.dailyCap, { exact: true }).fill('0');
    await save.click();
    await tiktok.getByText('Публікацій за добу: ціле число від 1 до 100', { exact: true }).waitFor();

    await tiktok.getByLabel(L.fields.dailyCap, { exact: true }).fill('2');
    await tiktok.getByLabel(L.fields.minGapMinutes, { exact: true }).fill('60');
    await tiktok.getByLabel(L.fields.jitterMinutes, { exact: true }).fill('0');
    await save.click();
    await expectToast(page, L.saved);
    const saved = await apiCall<AccountLimits>(`/api/accounts/${first}/limits`, { token });
    expect(saved.body.overrides.tiktok).toEqual({ dailyCap: 2, minGapMinutes: 60, jitterMinutes: 0 });
    await shoot('profile');

    for (const other of profiles.slice(1)) {
      const response = await apiCall(`/api/accounts/${other}/limits`, {
        method: 'PUT',
        token,
        body: { youtube: null, tiktok: { dailyCap: 2, minGapMinutes: 60, jitterMinutes: 0 }, instagram: null },
      });
      expect(response.status).toBe(200);
    }
  });

  it('12 videos to 3 profiles at 2 a day: accepted, and the rows show their planned times over two days', async () => {
    const detail = (
      await apiCall<{ video: Array<{ id: number; url: string; idUpload: string; createdAt: string }> }>(
        `/api/create-video/request/${idUpload}`,
        { token },
      )
    ).body;
    expect(detail.video).toHaveLength(12);
    // Video k to profile k mod 3: four videos each.
    const accounts = detail.video.map((_, index) => ({
      id: profiles[index % 3]!,
      title: `#${profiles[index % 3]}`,
      value: profiles[index % 3]!,
    }));
    const created = await apiCall<PublishedItem>(`/api/publication/create/${idUpload}`, {
      method: 'POST',
      token,
      body: {
        title: `Ліміти ${suffix}`,
        description: '',
        tags: ['ліміти'],
        accounts,
        video: detail.video.map((video) => ({ id: video.id, url: video.url, idUpload: video.idUpload, createdAt: video.createdAt })),
        inTikTok: true,
        tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE', allowComments: true, allowDuet: false, allowStitch: false },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rows = created.body.video;
    expect(rows).toHaveLength(12);

    // Per profile: now, an hour later, then the same a day after the first.
    const kyivDay = (iso: string) => formatDateTime(iso).slice(0, 10);
    for (const profile of profiles) {
      const times = rows
        .filter((row) => row.account.id === profile)
        .map((row) => new Date(row.plannedAt!).getTime())
        .sort((a, b) => a - b);
      expect(times).toHaveLength(4);
      expect(times[1]! - times[0]!).toBe(60 * 60_000);
      expect(times[2]! - times[0]!).toBe(24 * 3600_000);
      expect(times[3]! - times[1]!).toBe(24 * 3600_000);
    }
    // Two days of posts (a third calendar date only when the first hour straddles Kyiv midnight).
    const days = new Set(rows.map((row) => kyivDay(row.plannedAt!)));
    expect(days.size).toBeGreaterThanOrEqual(2);
    expect(days.size).toBeLessThanOrEqual(3);

    await page.goto(`${baseUrl()}/video/youtube/${idUpload}`);
    const waiting = rows.filter((row) => new Date(row.plannedAt!).getTime() > Date.now() + 30 * 60_000);
    expect(waiting).toHaveLength(9);
    for (const row of waiting) {
      const position = detail.video.findIndex((video) => video.id === row.video.id) + 1;
      const item = page.getByRole('listitem', { name: `${publishingText.published.videoLabel(position)} · TikTok`, exact: true });
      await item
        .getByText(`${publishingText.published.plannedAt} ${formatDateTime(row.plannedAt!)}`, { exact: true })
        .waitFor({ timeout: 15_000 });
    }
    // The rows due now go out; the page then shows them published and the others still planned.
    await page
      .getByText(`${publishingText.published.plannedAt} ${formatDateTime(waiting.at(-1)!.plannedAt!)}`)
      .first()
      .waitFor();
    await shoot('published-item');
  });
});
