import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@server/messages';
import { videoStatusLabels } from '@shared/status';
import { shellText } from '@client/app/text';
import { videoText } from '@client/components/videos/text';
import { accountsText } from '@client/features/accounts/text';
import { publishingText } from '@client/features/publishing/text';
import { commonText } from '@client/lib/text';
import { formatCount } from '@client/lib/format-number';
import { connectOverHttp } from '../server/helpers/connect-flow';
import { E2E_ADMIN, E2E_PLATFORMS } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { baseUrl, e2ePlatforms, expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';
import { createPhotoFolder, createPhotoRequest, waitForRendered } from './helpers/requests';

/**
 * SPEC §2 publishing, in the browser against `npm start` pointed at the local platform fakes
 * (global-setup): the publishing form of a rendered request with its TikTok and YouTube options, the
 * 'YouTube' list, the published item with its rows per video × platform, a refused upload and its
 * retry, the counts on the profile, and a row waiting out YouTube's daily upload cap.
 */

let browser: Browser;
let page: Page;
let token = '';
const platforms = e2ePlatforms();
const suffix = Date.now() % 100000;
const clip = makeVerticalClip(`publish-${suffix}.mp4`);
const media = makeBrowserMedia();
const t = publishingText.publication;
const pub = publishingText.published;
const po = publishingText.platformOptions;
const S = videoStatusLabels;
/** Screenshots at 1366 and 390 px only when E2E_SHOTS_DIR names a folder (to look at, not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, 'publishing') : '';

/** Rendering runs ffmpeg on small machines (two requests here, three variants): allow for it. */
const RENDER_TIMEOUT_MS = 240_000;
/** Publishing runs in jobs (0.5 s poll), the item page refreshes every 5 s while a row is in progress. */
const PUBLISH_TIMEOUT_MS = 60_000;

const title = `Ранкова кава ${suffix}`;
const editedTitle = `Вечірня кава ${suffix}`;
const secondTitle = `Друга публікація ${suffix}`;
const thirdTitle = `Третя публікація ${suffix}`;
const fourthTitle = `Четверта публікація ${suffix}`;

let ytIg = 0;
let tiktok = 0;
/**
 * The request published to both profiles (2 videos), the one whose YouTube upload is refused once
 * (1 video), the one that meets the channel's daily upload cap (1 video), and the one YouTube rejects
 * after processing it (1 video, through a profile of its own).
 */
let first = '';
let second = '';
let third = '';
let fourth = '';
let youtubeOnly = 0;

const heading = (name: string) => page.getByRole('heading', { name, exact: true });
const statusPattern = new RegExp(`^(${Object.values(S).join('|')})$`);
/** A row of the published item: one video on one platform, named 'Відео k · Platform'. */
const platformRow = (video: number, platform: 'YouTube' | 'TikTok' | 'Instagram') =>
  page.getByRole('listitem', { name: `${pub.videoLabel(video)} · ${platform}`, exact: true });
const statusOf = async (row: Locator) => (await row.getByText(statusPattern).first().textContent()) ?? '';
const switchOf = (name: string) => page.getByRole('switch', { name, exact: true });

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

/** A profile through the API, on the fakes' proxy; YouTube is connected through the real OAuth callback. */
async function createProfile(comments: string, platformsOn: { youtube?: boolean; tiktok?: boolean; instagram?: boolean }): Promise<number> {
  const created = await apiCall<{ id: number }>('/api/accounts', {
    method: 'POST',
    token,
    body: {
      proxy: platforms.proxy,
      comments,
      inYouTube: platformsOn.youtube ?? false,
      YouTubeAuthClientId: platformsOn.youtube ? 'client-id.apps.googleusercontent.com' : '',
      YouTubeAuthClientSecret: platformsOn.youtube ? 'client-secret' : '',
      inTikTok: platformsOn.tiktok ?? false,
      TikTokAccess: platformsOn.tiktok ? E2E_PLATFORMS.tiktokToken : '',
      inInstagram: platformsOn.instagram ?? false,
      InstagramLogin: platformsOn.instagram ? E2E_PLATFORMS.instagram.login : '',
      InstagramPassword: platformsOn.instagram ? E2E_PLATFORMS.instagram.password : '',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  if (platformsOn.youtube) {
    // Google's consent (the fake) sends the browser back with a code; the state's cookie goes with it.
    const callback = await connectOverHttp(baseUrl(), token, id, 'youtube');
    const html = await callback.text();
    expect(callback.status, html).toBe(200);
    expect(html).toContain(messages.youtubeConnected);
  }
  return id;
}

/** The fakes' test-only control routes (they run in the global-setup process). */
async function control(url: string, body: unknown) {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Picks the profiles in this order from the multi-select (it stays open between picks). */
async function chooseProfiles(...ids: number[]) {
  await page.getByRole('combobox', { name: t.accounts, exact: true }).click();
  for (const id of ids) await page.getByRole('option', { name: new RegExp(`^#${id} `) }).click();
  await page.keyboard.press('Escape');
}

async function switchOn(name: string) {
  await page.locator('label', { has: switchOf(name) }).click();
  expect(await switchOf(name).isChecked()).toBe(true);
}

beforeAll(
  async () => {
    token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
    const folderId = await createPhotoFolder(token, `Фон публікації ${suffix}`, media.png(`publish-bg-${suffix}.png`));
    first = await createPhotoRequest(token, { folderId, clip, count: 2 });
    second = await createPhotoRequest(token, { folderId, clip, count: 1 });
    third = await createPhotoRequest(token, { folderId, clip, count: 1 });
    fourth = await createPhotoRequest(token, { folderId, clip, count: 1 });

    ytIg = await createProfile(`YouTube і Instagram ${suffix}`, { youtube: true, instagram: true });
    tiktok = await createProfile(`TikTok ${suffix}`, { tiktok: true });
    youtubeOnly = await createProfile(`Лише YouTube ${suffix}`, { youtube: true });

    await waitForRendered(token, first, RENDER_TIMEOUT_MS);
    await waitForRendered(token, second, RENDER_TIMEOUT_MS);
    await waitForRendered(token, third, RENDER_TIMEOUT_MS);
    await waitForRendered(token, fourth, RENDER_TIMEOUT_MS);

    browser = await launchBrowser();
    page = await newPage(browser, { width: 1366, height: 800 });
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await page.getByRole('navigation', { name: shellText.nav.mainNavigation }).waitFor();
  },
  4 * RENDER_TIMEOUT_MS + 60_000,
);

afterAll(async () => {
  await browser?.close();
});

describe('publishing a rendered request (SPEC §2 /video/request/{idUpload}, /video/list, /video/youtube/{idUpload})', () => {
  it('fills the publishing form: video 1 goes to profile 1, video 2 to profile 2; submit sends it and returns to the requests', async () => {
    await page.goto(`/video/request/${first}`);
    await expect.poll(() => heading(publishingText.publication.videosTitle(2)).count()).toBe(1);

    await page.getByLabel(t.title, { exact: true }).fill(title);
    await page.getByLabel(t.description, { exact: true }).fill('Опис для платформ');
    const tags = page.getByLabel(t.tags, { exact: true });
    await tags.pressSequentially('кава');
    await tags.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: commonText.tagInput.removeTag('кава') }).count()).toBe(1);

    await chooseProfiles(ytIg, tiktok);
    const chips = page.getByRole('button', { name: /^Прибрати #\d+ / });
    await expect
      .poll(() => chips.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))))
      .toEqual([expect.stringMatching(new RegExp(`^Прибрати #${ytIg} `)), expect.stringMatching(new RegExp(`^Прибрати #${tiktok} `))]);
    await expect.poll(() => page.getByText(t.accountsHint(2, 2), { exact: true }).count()).toBe(1);

    await switchOn(commonText.platforms.youtube);
    await switchOn(commonText.platforms.tiktok);
    await switchOn(commonText.platforms.instagram);

    // SPEC §4: the k-th video shows the k-th chosen profile.
    const card = (k: number) => page.getByRole('listitem', { name: t.videoLabel(k), exact: true });
    await expect
      .poll(() =>
        card(1)
          .getByText(new RegExp(`^#${ytIg} · `))
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        card(2)
          .getByText(new RegExp(`^#${tiktok} · `))
          .count(),
      )
      .toBe(1);
    expect(
      await card(1)
        .getByText(new RegExp(`^#${tiktok} · `))
        .count(),
    ).toBe(0);

    // YouTube's block: made for kids answered 'Ні', subscribers notified, 'Люди й блоги'; the tags counted as YouTube does.
    const youtubeBlock = page.getByRole('group', { name: po.youtube, exact: true });
    expect(await youtubeBlock.getByRole('radio', { name: po.no, exact: true }).isChecked()).toBe(true);
    expect(await youtubeBlock.getByRole('radio', { name: po.yes, exact: true }).isChecked()).toBe(false);
    expect(await youtubeBlock.getByRole('switch', { name: po.notifySubscribers, exact: true }).isChecked()).toBe(true);
    expect(await youtubeBlock.getByRole('combobox', { name: po.category, exact: true }).inputValue()).toBe('Люди й блоги');
    expect(await page.getByText(po.youtubeTagsCount(4, 500), { exact: true }).count()).toBe(1);

    // TikTok's block (Content Sharing Guidelines): the TikTok profile's creator from creator_info, the other
    // profile has no TikTok; privacy has no default and the form refuses to publish without it.
    const tiktokBlock = page.getByRole('group', { name: po.tiktok, exact: true });
    await expect
      .poll(() => tiktokBlock.getByText(`(@${E2E_PLATFORMS.tiktokUsername})`, { exact: false }).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => tiktokBlock.getByText(messages.tiktokNotActive, { exact: true }).count()).toBe(1);
    const privacy = tiktokBlock.getByRole('combobox', { name: po.privacy, exact: true });
    expect(await privacy.inputValue()).toBe('');
    for (const name of [po.allowComments, po.allowDuet, po.allowStitch])
      expect(await tiktokBlock.getByRole('switch', { name, exact: true }).isChecked()).toBe(false);
    expect(await tiktokBlock.getByRole('link', { name: po.musicLink, exact: true }).getAttribute('href')).toBe(po.musicUrl);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect.poll(() => tiktokBlock.getByText(messages.tiktokPrivacyRequired, { exact: true }).count()).toBe(1);
    expect(page.url()).toContain(`/video/request/${first}`);

    await privacy.click();
    // The privacy list's options (the texts' profile picker below has options of its own).
    const offered = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => offered.allTextContents()).toEqual(['Усі', 'Друзі (взаємні підписки)', 'Лише я']);
    await page.getByRole('option', { name: 'Усі', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => privacy.inputValue()).toBe('Усі');
    await expect.poll(() => tiktokBlock.getByText(messages.tiktokPrivacyRequired, { exact: true }).count()).toBe(0);
    const comments = tiktokBlock.getByRole('switch', { name: po.allowComments, exact: true });
    await tiktokBlock.locator('label', { has: page.getByRole('switch', { name: po.allowComments, exact: true }) }).click();
    expect(await comments.isChecked()).toBe(true);
    await shoot('1-publication-form');

    // Instagram keeps the first post "transcoding" for a few configure rounds (3 s each): the rows are
    // still in progress when the item page opens, whatever the machine's speed.
    await control(`${platforms.instagram}/__test/transcode-pending`, { count: 5 });
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expectToast(page, messages.sentToPublishing);
    await page.waitForURL(/\/video\/request-create$/);
    await expect.poll(() => heading(commonText.screens.creationRequests).count()).toBe(1);
  });

  it(
    "the 'YouTube' list leads to the item, whose three rows go from in progress to 'Опубліковано' with links to the posts",
    async () => {
      await page.goto('/video/list');
      await expect.poll(() => heading(publishingText.pages.videoList).count()).toBe(1);
      const listRow = page.getByRole('row').filter({ hasText: title });
      await expect.poll(() => listRow.count(), { timeout: 15_000 }).toBe(1);
      expect([S.publication, S.loading, S.success]).toContain(await statusOf(listRow));
      await shoot('2-video-list-in-progress');
      await listRow.getByRole('link', { name: title }).click();
      await page.waitForURL(`**/video/youtube/${first}`);
      await expect.poll(() => heading(pub.rowsTitle(3)).count()).toBe(1);

      const rows = [platformRow(1, 'YouTube'), platformRow(1, 'Instagram'), platformRow(2, 'TikTok')];
      for (const row of rows) await expect.poll(() => row.count()).toBe(1);
      // Instagram is still transcoding: the row shows it is in progress, and the page says it refreshes itself.
      expect([S.publication, S.loading]).toContain(await statusOf(platformRow(1, 'Instagram')));
      expect(await page.getByText(pub.autoRefresh, { exact: true }).count()).toBe(1);
      await shoot('3-published-item-in-progress');

      for (const row of rows) {
        await expect.poll(() => statusOf(row), { timeout: PUBLISH_TIMEOUT_MS, interval: 500 }).toBe(S.success);
      }
      const postLink = (row: Locator) => row.getByRole('link', { name: new RegExp(`^${pub.openPost}`) }).getAttribute('href');
      expect(await postLink(platformRow(1, 'YouTube'))).toMatch(/^https:\/\/www\.youtube\.com\/shorts\/vid_\w+$/);
      expect(await postLink(platformRow(1, 'Instagram'))).toMatch(/^https:\/\/www\.instagram\.com\/reel\/C[0-9a-f]+\/$/);
      expect(await postLink(platformRow(2, 'TikTok'))).toMatch(
        new RegExp(`^https://www\\.tiktok\\.com/@${E2E_PLATFORMS.tiktokUsername.replace('.', '\\.')}/video/\\d+$`),
      );
      for (const row of rows) expect(await row.getByText(statusPattern).textContent()).toBe(S.success);
      // No row offers to publish again ('Опублікувати ще раз так само' is the item's own button, not a row's).
      expect(await page.getByRole('button', { name: new RegExp(`^${pub.retry}($| ще раз (YouTube|TikTok|Instagram):)`) }).count()).toBe(0);
      await expect.poll(() => page.getByText(pub.progressOf(3, 3), { exact: true }).count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => page.getByText(pub.autoRefresh, { exact: true }).count()).toBe(0);
      await shoot('4-published-item-success');

      // The uploads really reached the fakes: one YouTube video with the form's title.
      const uploaded = (await (await fetch(`${platforms.youtube}/__test/videos`)).json()) as { videos: Array<{ title: string | null }> };
      expect(uploaded.videos.map((video) => video.title)).toContain(title);
    },
    PUBLISH_TIMEOUT_MS * 3 + 30_000,
  );

  it("edits the published item's title: 'Оновлено дані', and the list shows the new title", async () => {
    await page.goto(`/video/youtube/${first}`);
    const titleField = page.getByLabel(pub.title, { exact: true });
    await expect.poll(() => titleField.inputValue()).toBe(title);
    await titleField.fill(editedTitle);
    await page.getByRole('button', { name: commonText.actions.save, exact: true }).click();
    await expectToast(page, messages.dataUpdated);
    await page.reload();
    await expect.poll(() => page.getByLabel(pub.title, { exact: true }).inputValue()).toBe(editedTitle);

    await page.goto('/video/list');
    await expect.poll(() => page.getByRole('row').filter({ hasText: editedTitle }).count()).toBe(1);
    expect(await page.getByRole('row').filter({ hasText: title }).count()).toBe(0);
    expect(await statusOf(page.getByRole('row').filter({ hasText: editedTitle }))).toBe(S.success);
  });

  it(
    "a refused YouTube upload shows 'Помилка' with the Ukrainian error; 'Опублікувати' publishes it again",
    async () => {
      await control(`${platforms.youtube}/__test/reject-next-starts`, { count: 1, kind: 'invalid' });
      const before = ((await (await fetch(`${platforms.youtube}/__test/videos`)).json()) as { count: number }).count;

      await page.goto(`/video/request/${second}`);
      await expect.poll(() => heading(publishingText.publication.videosTitle(1)).count()).toBe(1);
      await page.getByLabel(t.title, { exact: true }).fill(secondTitle);
      const tags = page.getByLabel(t.tags, { exact: true });
      await tags.pressSequentially('ранок');
      await tags.press('Enter');
      await chooseProfiles(ytIg);
      await switchOn(commonText.platforms.youtube);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expectToast(page, messages.sentToPublishing);
      await page.waitForURL(/\/video\/request-create$/);

      await page.goto(`/video/youtube/${second}`);
      const row = platformRow(1, 'YouTube');
      await expect.poll(() => statusOf(row), { timeout: PUBLISH_TIMEOUT_MS, interval: 500 }).toBe(S.error);
      await expect.poll(() => row.getByText(messages.youtubeTitleRejected, { exact: true }).count()).toBe(1);
      expect(await row.getByText(/invalidTitle|The request metadata/).count()).toBe(0);
      expect(await row.getByRole('link', { name: new RegExp(`^${pub.openPost}`) }).count()).toBe(0);
      await shoot('5-published-item-error');

      // On a phone: nothing wider than the screen ('Повторити невдалі' stays in its card), and the rows come before the form.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.getByRole('button', { name: new RegExp(commonText.retryFailed.label) }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const retryAll = (await page.getByRole('button', { name: new RegExp(commonText.retryFailed.label) }).boundingBox())!;
      expect(retryAll.x + retryAll.width).toBeLessThanOrEqual(390);
      const rowsTop = (await heading(pub.rowsTitle(1)).boundingBox())!.y;
      const formTop = (await heading(pub.editSection).boundingBox())!.y;
      expect(rowsTop).toBeLessThan(formTop);
      await page.setViewportSize({ width: 1366, height: 800 });

      await row.getByRole('button', { name: pub.retryLabel('YouTube', pub.videoLabel(1)), exact: true }).click();
      await expectToast(page, messages.publishRetried);
      await expect.poll(() => statusOf(row), { timeout: PUBLISH_TIMEOUT_MS, interval: 500 }).toBe(S.success);
      await expect.poll(() => row.getByText(pub.attempts(2), { exact: true }).count()).toBe(1);
      expect(await row.getByRole('link', { name: new RegExp(`^${pub.openPost}`) }).getAttribute('href')).toMatch(
        /^https:\/\/www\.youtube\.com\/shorts\/vid_\w+$/,
      );
      expect(await row.getByRole('button', { name: new RegExp(`^${pub.retry}`) }).count()).toBe(0);
      expect(((await (await fetch(`${platforms.youtube}/__test/videos`)).json()) as { count: number }).count).toBe(before + 1);
    },
    PUBLISH_TIMEOUT_MS * 2 + 30_000,
  );

  it("the YouTube + Instagram profile's videos show the counts of both platforms added up", async () => {
    const yt = E2E_PLATFORMS.youtubeCounts;
    const ig = E2E_PLATFORMS.instagramCounts;
    await page.goto(`/accounts/${ytIg}`);
    await expect.poll(() => heading(accountsText.pages.accountDetail(ytIg, `YouTube і Instagram ${suffix}`)).count()).toBe(1);
    const section = page.locator('section', { has: page.getByRole('heading', { name: accountsText.profile.videos, exact: true }) });
    const items = section.getByRole('listitem').filter({ has: page.locator('time') });
    const withInstagram = items.filter({ has: page.getByRole('link', { name: videoText.openInstagram, exact: true }) });
    const youtubeOnly = items.filter({ hasNot: page.getByRole('link', { name: videoText.openInstagram, exact: true }) });
    const counts = (item: Locator) => item.getByRole('definition').allTextContents();
    // The stats job runs right after each post; the page does not poll, so look again until it has run.
    await expect
      .poll(
        async () => {
          await page.reload();
          await section.waitFor();
          return { both: await counts(withInstagram), youtube: await counts(youtubeOnly) };
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toEqual({
        both: [formatCount(yt.views + ig.plays), formatCount(yt.likes + ig.likes), formatCount(yt.comments + ig.comments)],
        youtube: [formatCount(yt.views), formatCount(yt.likes), formatCount(yt.comments)],
      });
    expect(await withInstagram.getByText(S.success, { exact: true }).count()).toBe(1);
    expect(await withInstagram.getByRole('link', { name: videoText.openYouTube, exact: true }).getAttribute('href')).toMatch(
      /^https:\/\/www\.youtube\.com\/shorts\//,
    );
    await shoot('6-account-videos');
  });

  it(
    "a channel at YouTube's daily upload cap: the row stays 'На публікації' with the reason and the next attempt",
    async () => {
      await control(`${platforms.youtube}/__test/reject-next-starts`, { count: 1, kind: 'uploadLimit' });
      await page.goto(`/video/request/${third}`);
      await expect.poll(() => heading(publishingText.publication.videosTitle(1)).count()).toBe(1);
      await page.getByLabel(t.title, { exact: true }).fill(thirdTitle);
      const tags = page.getByLabel(t.tags, { exact: true });
      await tags.pressSequentially('вечір');
      await tags.press('Enter');
      await chooseProfiles(ytIg);
      await switchOn(commonText.platforms.youtube);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expectToast(page, messages.sentToPublishing);
      await page.waitForURL(/\/video\/request-create$/);

      await page.goto(`/video/youtube/${third}`);
      const row = platformRow(1, 'YouTube');
      await expect
        .poll(() => row.getByText(messages.youtubeUploadLimit, { exact: true }).count(), { timeout: PUBLISH_TIMEOUT_MS, interval: 500 })
        .toBe(1);
      expect(await statusOf(row)).toBe(S.publication);
      // About a day later, on the Kyiv clock.
      const next = row.getByText(new RegExp(`^${pub.nextAttempt}: \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2}:\\d{2}$`));
      expect(await next.count()).toBe(1);
      const at = Date.parse((await next.locator('time').getAttribute('datetime')) ?? '');
      expect(at - Date.now()).toBeGreaterThan(20 * 3600_000);
      expect(await row.getByRole('button', { name: new RegExp(`^${pub.retry}`) }).count()).toBe(0);
      await shoot('7-published-item-waiting');
    },
    PUBLISH_TIMEOUT_MS + 30_000,
  );

  it(
    "a video still processing on YouTube: 'В обробці' with 'Обробляється на YouTube', the next check and no link",
    async () => {
      // YouTube takes its time here (an hour by the fake's clock), so the row stays in processing
      // while the page is read; how a rejection after processing ends is the integration suite's
      // (tests/server/jobs/youtube-processing.test.ts, with the fake's clock moved by the test).
      await control(`${platforms.youtube}/__test/next-outcome`, {
        uploadStatus: 'rejected',
        rejectionReason: 'duplicate',
        processingMs: 3_600_000,
      });
      await page.goto(`/video/request/${fourth}`);
      await expect.poll(() => heading(publishingText.publication.videosTitle(1)).count()).toBe(1);
      await page.getByLabel(t.title, { exact: true }).fill(fourthTitle);
      const tags = page.getByLabel(t.tags, { exact: true });
      await tags.pressSequentially('дубль');
      await tags.press('Enter');
      await chooseProfiles(youtubeOnly);
      await switchOn(commonText.platforms.youtube);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expectToast(page, messages.sentToPublishing);
      await page.waitForURL(/\/video\/request-create$/);

      await page.goto(`/video/youtube/${fourth}`);
      const row = platformRow(1, 'YouTube');
      await expect
        .poll(() => row.getByText(messages.youtubeProcessing, { exact: true }).count(), { timeout: PUBLISH_TIMEOUT_MS, interval: 500 })
        .toBe(1);
      expect(await statusOf(row)).toBe(S.loading);
      expect(await row.getByText(new RegExp(`^${pub.nextCheck}: \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2}:\\d{2}$`)).count()).toBe(1);
      expect(await row.getByRole('link', { name: new RegExp(`^${pub.openPost}`) }).count()).toBe(0);
      await shoot('8-published-item-processing');
    },
    PUBLISH_TIMEOUT_MS + 30_000,
  );
});
