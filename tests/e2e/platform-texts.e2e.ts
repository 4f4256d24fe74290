import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
import { shellText } from '@client/app/text';
import { publishingText } from '@client/features/publishing/text';
import { commonText } from '@client/lib/text';
import { connectOverHttp } from '../server/helpers/connect-flow';
import { E2E_ADMIN, E2E_PLATFORMS } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { baseUrl, e2ePlatforms, expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';
import { createPhotoFolder, createPhotoRequest, waitForRendered } from './helpers/requests';

/**
 * Texts per platform on the publishing form, in Chromium against `npm start` and the platform fakes:
 * the YouTube title, TikTok and Instagram captions typed in their disclosures, a variable previewed
 * for a chosen profile, and after publishing each fake holds exactly the previewed text, filled per profile.
 */

let browser: Browser;
let page: Page;
let token = '';
const platforms = e2ePlatforms();
const suffix = Date.now() % 100000;
const clip = makeVerticalClip(`texts-${suffix}.mp4`);
const media = makeBrowserMedia();
const t = publishingText.publication;
const pt = publishingText.platformTexts;
const SHOTS = process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, 'platform-texts') : '';
const RENDER_TIMEOUT_MS = 240_000;
const PUBLISH_TIMEOUT_MS = 90_000;

const morningName = `Ранок ${suffix}`;
const eveningName = `Вечір ${suffix}`;
const morningGroup = `Кавові ${suffix}`;
const eveningGroup = `Вечірні ${suffix}`;
let morning = 0;
let evening = 0;
let request = '';

const switchOf = (name: string) => page.getByRole('switch', { name, exact: true });
const preview = (platform: string) => page.getByRole('region', { name: `${pt.preview}: ${platform}`, exact: true });

async function createProfile(comments: string, on: { youtube?: boolean; tiktok?: boolean; instagram?: boolean }): Promise<number> {
  const created = await apiCall<{ id: number }>('/api/accounts', {
    method: 'POST',
    token,
    body: {
      proxy: platforms.proxy,
      comments,
      inYouTube: on.youtube ?? false,
      YouTubeAuthClientId: on.youtube ? 'client-id.apps.googleusercontent.com' : '',
      YouTubeAuthClientSecret: on.youtube ? 'client-secret' : '',
      inTikTok: on.tiktok ?? false,
      TikTokAccess: on.tiktok ? E2E_PLATFORMS.tiktokToken : '',
      inInstagram: on.instagram ?? false,
      InstagramLogin: on.instagram ? E2E_PLATFORMS.instagram.login : '',
      InstagramPassword: on.instagram ? E2E_PLATFORMS.instagram.password : '',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (on.youtube) {
    const callback = await connectOverHttp(baseUrl(), token, created.body.id, 'youtube');
    expect(callback.status, await callback.text()).toBe(200);
  }
  return created.body.id;
}

async function createGroup(name: string, accountId: number) {
  const created = await apiCall('/api/accounts-group', { method: 'POST', token, body: { name, accounts: [accountId] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function switchOn(name: string) {
  await page.locator('label', { has: switchOf(name) }).click();
  expect(await switchOf(name).isChecked()).toBe(true);
}

async function fakeJson<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

beforeAll(async () => {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  const folderId = await createPhotoFolder(token, `Фон текстів ${suffix}`, media.png(`texts-bg-${suffix}.png`));
  request = await createPhotoRequest(token, { folderId, clip, count: 2 });
  morning = await createProfile(morningName, { youtube: true, tiktok: true, instagram: true });
  evening = await createProfile(eveningName, { tiktok: true });
  await createGroup(morningGroup, morning);
  await createGroup(eveningGroup, evening);
  await waitForRendered(token, request, RENDER_TIMEOUT_MS);
  browser = await launchBrowser();
  page = await newPage(browser, { width: 1366, height: 900 });
  await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
  await page.getByRole('navigation', { name: shellText.nav.mainNavigation }).waitFor();
}, RENDER_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('texts per platform and per profile on the publishing form', () => {
  it(
    'types the platform texts, previews a variable for a chosen profile, and each fake gets exactly that text per profile',
    async () => {
      await page.goto(`/video/request/${request}`);
      await page.getByLabel(t.title, { exact: true }).fill('Кава {профіль}');
      const tags = page.getByLabel(t.tags, { exact: true });
      await tags.pressSequentially('кава');
      await tags.press('Enter');
      await page.getByRole('combobox', { name: t.accounts, exact: true }).click();
      for (const id of [morning, evening]) await page.getByRole('option', { name: new RegExp(`^#${id} `) }).click();
      await page.keyboard.press('Escape');
      for (const name of [commonText.platforms.youtube, commonText.platforms.tiktok, commonText.platforms.instagram]) await switchOn(name);

      // TikTok's privacy, which the operator must choose.
      const tiktokBlock = page.getByRole('group', { name: publishingText.platformOptions.tiktok, exact: true });
      const privacy = tiktokBlock.getByRole('combobox', { name: publishingText.platformOptions.privacy, exact: true });
      await expect
        .poll(() => tiktokBlock.getByText(`(@${E2E_PLATFORMS.tiktokUsername})`, { exact: false }).count(), { timeout: 15_000 })
        .toBe(2);
      await privacy.click();
      await page.getByRole('option', { name: 'Усі', exact: true }).click();
      await page.keyboard.press('Escape');
      // Each platform's disclosure, opened and typed into.
      for (const label of Object.values(pt.disclosure)) await page.locator('summary', { hasText: label }).click();
      await page.getByLabel(pt.youtubeTitle, { exact: true }).fill('{профіль}: ранкова кава');
      // A variable no chosen profile can fill on TikTok (its page is not kept) stops the click, naming both profiles.
      await page.getByLabel(pt.tiktok, { exact: true }).fill('Дивіться {посилання}');
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Змінну {посилання} нічим заповнити для профілів' });
      await expect.poll(() => refusal.textContent()).toContain(`#${evening} · ${eveningName}`);
      expect(await refusal.textContent()).toContain(`#${morning} · ${morningName}`);
      expect(page.url()).toContain(`/video/request/${request}`);
      await page.getByLabel(pt.tiktok, { exact: true }).fill('Кава для {профіль} із групи «{група}» 🇺🇦');
      await page.getByLabel(pt.instagram, { exact: true }).fill('Підпис від {профіль}');

      // The preview follows the profile chosen for it: the first by default, then 'Вечір'.
      const caption = (platform: string, field = 'caption') => preview(platform).locator(`[data-preview="${field}"]`).textContent();
      await expect.poll(() => caption('YouTube', 'title')).toBe(`${morningName}: ранкова кава`);
      await expect.poll(() => caption('TikTok')).toBe(`Кава для ${morningName} із групи «${morningGroup}» 🇺🇦\n\n#кава`);
      const picker = page.getByLabel(pt.previewProfile, { exact: true });
      const eveningOption = await picker.locator('option', { hasText: `#${evening} ` }).getAttribute('value');
      await picker.selectOption(eveningOption!);
      await expect.poll(() => caption('TikTok')).toBe(`Кава для ${eveningName} із групи «${eveningGroup}» 🇺🇦\n\n#кава`);
      // 'Вечір' has no YouTube: its preview says no row is made there.
      await expect.poll(() => preview('YouTube').getByText(pt.profileWithoutPlatform('YouTube'), { exact: true }).count()).toBe(1);
      await picker.selectOption(String(morning));

      await shoot('1-form-with-platform-texts');

      const youtubeBefore = (await fakeJson<{ count: number }>(`${platforms.youtube}/__test/videos`)).count;
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expectToast(page, messages.sentToPublishing);

      // The fakes hold exactly what was previewed, the variables filled for each profile.
      await expect
        .poll(
          async () =>
            (await fakeJson<{ videos: Array<{ title: string | null }> }>(`${platforms.youtube}/__test/videos`)).videos.map(
              (video) => video.title,
            ),
          {
            timeout: PUBLISH_TIMEOUT_MS,
            interval: 500,
          },
        )
        .toContain(`${morningName}: ранкова кава`);
      expect((await fakeJson<{ count: number }>(`${platforms.youtube}/__test/videos`)).count).toBe(youtubeBefore + 1);
      await expect
        .poll(
          async () =>
            (await fakeJson<{ published: Array<{ title: string }> }>(`${platforms.tiktok}/__test/published`)).published.map(
              (post) => post.title,
            ),
          {
            timeout: PUBLISH_TIMEOUT_MS,
            interval: 500,
          },
        )
        .toEqual(
          expect.arrayContaining([
            `Кава для ${morningName} із групи «${morningGroup}» 🇺🇦\n\n#кава`,
            `Кава для ${eveningName} із групи «${eveningGroup}» 🇺🇦\n\n#кава`,
          ]),
        );
      await expect
        .poll(
          async () =>
            (await fakeJson<{ media: Array<{ caption: string }> }>(`${platforms.instagram}/__test/media`)).media.map(
              (item) => item.caption,
            ),
          {
            timeout: PUBLISH_TIMEOUT_MS,
            interval: 500,
          },
        )
        .toContain(`Підпис від ${morningName}\n\n#кава`);

      // The published item's row shows the caption it went out with.
      await page.goto(`/video/youtube/${request}`);
      const row = page.getByRole('listitem', { name: `${publishingText.published.videoLabel(2)} · TikTok`, exact: true });
      await row.getByText(publishingText.rowPostText.willSend).or(row.getByText(publishingText.rowPostText.sent)).first().click();
      await expect
        .poll(() => row.locator('[data-row-text="caption"]').textContent())
        .toBe(`Кава для ${eveningName} із групи «${eveningGroup}» 🇺🇦\n\n#кава`);
      await shoot('2-published-row-text');
    },
    PUBLISH_TIMEOUT_MS * 3 + 30_000,
  );
});
