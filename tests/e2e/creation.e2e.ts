import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { shellText } from '@client/app/text';
import { creationText } from '@client/features/creation/text';
import { publishingText } from '@client/features/publishing/text';
import { commonText } from '@client/lib/text';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { baseUrl, expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip, type BrowserFile } from './helpers/media-fixtures';

let browser: Browser;
let page: Page;
let token = '';
const suffix = Date.now() % 100000;
const folderName = `Фон для відео ${suffix}`;
const clip = makeVerticalClip(`clip-${suffix}.mp4`);
const media = makeBrowserMedia();
const t = creationText;

/** Rendering runs ffmpeg on small machines: allow for it. */
const RENDER_TIMEOUT_MS = 120_000;

const heading = (name: string) => page.getByRole('heading', { name, exact: true });
const requestRow = () => page.getByRole('row').filter({ hasText: clip.name });

async function uploadImage(folderId: number, image: BrowserFile) {
  const form = new FormData();
  form.append('folderId', String(folderId));
  form.append('files', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  const response = await fetch(`${baseUrl()}/api/photo-bg`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  const folder = await apiCall<{ id: number }>('/api/folder/photo-bg', { method: 'POST', token, body: { name: folderName } });
  expect(folder.status).toBe(201);
  await uploadImage(folder.body.id, media.png(`bg-${suffix}.png`));
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
  await page.getByRole('navigation', { name: shellText.nav.mainNavigation }).waitFor();
});

afterAll(async () => {
  await browser?.close();
});

describe('video creation (SPEC §2 /video/create, /video/request-create)', () => {
  it('refuses an empty form with the SPEC §5 messages', async () => {
    await page.goto('/video/create');
    await expect.poll(() => heading(commonText.screens.videoCreate).count()).toBe(1);
    await page.getByRole('button', { name: commonText.actions.create, exact: true }).click();
    await expect.poll(() => page.getByText(messages.minOneVideo, { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(messages.minOneFolder, { exact: true }).count()).toBe(1);
    expect(page.url()).toMatch(/\/video\/create$/);
    // SPEC §5: a rejected file gets the drop library's reason and is not added.
    await page.locator('input[name="video"]').setInputFiles(media.pdf('notes.pdf'));
    await expectToast(page, commonText.dropzone.rejected('notes.pdf', 'File type must be video/*'));
    expect(await page.getByRole('button', { name: commonText.media.removeFile('notes.pdf') }).count()).toBe(0);
  });

  it(
    'creates a request of 2 from a clip, follows it to success and opens its 2 videos',
    async () => {
      await page.goto('/video/create');
      await expect.poll(() => heading(commonText.screens.videoCreate).count()).toBe(1);
      const count = page.getByLabel(messages.countVideoRequired);
      await count.fill('2');
      await page.getByRole('combobox').click();
      await page.getByRole('option', { name: folderName }).click();
      await page.keyboard.press('Escape');
      await page.locator('input[name="video"]').setInputFiles(clip);
      await expect.poll(() => page.getByRole('button', { name: commonText.media.removeFile(clip.name) }).count()).toBe(1);

      await page.getByRole('button', { name: commonText.actions.create, exact: true }).click();
      await page.waitForURL(/\/video\/request-create$/);
      await expectToast(page, messages.creationRequestSent);

      // The confirmed request shows in the list (rendering may already be over on a fast machine).
      await expect.poll(() => requestRow().count(), { timeout: 30_000 }).toBe(1);
      const firstStatus = await requestRow()
        .getByText(/^(В обробці|Опубліковано)$/)
        .textContent();
      expect(['В обробці', 'Опубліковано']).toContain(firstStatus);

      // The list polls every 15 s on its own; the Publish button appears once both variants are done.
      await expect
        .poll(() => requestRow().getByRole('link', { name: t.publish }).count(), { timeout: RENDER_TIMEOUT_MS, interval: 1000 })
        .toBe(1);
      await expect.poll(() => requestRow().getByText('2 з 2').count()).toBe(1);

      await requestRow().getByRole('link', { name: t.publish }).click();
      await page.waitForURL(/\/video\/request\/[0-9a-f-]{36}$/);
      await expect.poll(() => heading(publishingText.publication.videosTitle(2)).count()).toBe(1);
      const videos = page.locator('video');
      await expect.poll(() => videos.count()).toBe(2);
      for (const video of await videos.all()) {
        expect(await video.getAttribute('controls')).not.toBeNull();
        // With a poster (rendered variants get one) nothing is fetched until played; without one, only the metadata.
        const poster = await video.getAttribute('poster');
        expect(await video.getAttribute('preload')).toBe(poster ? 'none' : 'metadata');
        if (poster) {
          const posterStatus = await page.evaluate(async (url) => (await fetch(url)).status, poster);
          expect(posterStatus).toBe(200);
        }
        const src = await video.getAttribute('src');
        expect(src).toBeTruthy();
        const status = await page.evaluate(async (url) => (await fetch(url, { headers: { Range: 'bytes=0-1' } })).status, src!);
        expect(status).toBe(206);
      }
    },
    RENDER_TIMEOUT_MS + 60_000,
  );

  it('the publishing route goes back to /video/request-create without a parameter or when the request cannot be loaded', async () => {
    await page.goto('/video/request');
    await page.waitForURL(/\/video\/request-create$/);
    await page.goto(`/video/request/${randomUUID()}`);
    await page.waitForURL(/\/video\/request-create$/);
    await expect.poll(() => heading(commonText.screens.creationRequests).count()).toBe(1);
  });
});
