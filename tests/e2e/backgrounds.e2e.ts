import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { backgroundsText } from '@client/features/backgrounds/text';
import { commonText } from '@client/lib/text';
import { queueText } from '@client/offline/text';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, type BrowserFile } from './helpers/media-fixtures';

interface MediaRow {
  id: number;
  name: string;
  type: 'image' | 'video';
  url: string;
  previewUrl: string;
}

let browser: Browser;
let page: Page;
let context: BrowserContext;
let token = '';
let folderId = 0;
const suffix = Date.now() % 100000;
const user = { login: `media${suffix}`, password: 'media-pass-1' };
const folderName = `Фони ${suffix}`;
const media = makeBrowserMedia();

const heading = (name: string) => page.getByRole('heading', { name, exact: true });
const save = () => page.getByRole('button', { name: commonText.actions.save }).click();
const queueButton = () => page.getByRole('button', { name: /^Черга завантажень/ });

/** The folder's media as the server has them (all pages), oldest first. */
async function serverMedia(): Promise<MediaRow[]> {
  const rows: MediaRow[] = [];
  for (let p = 1; ; p += 1) {
    const { status, body } = await apiCall<{ data: MediaRow[]; totalPages: number }>(`/api/photo-bg/${folderId}?page=${p}`, { token });
    expect(status).toBe(200);
    rows.push(...body.data);
    if (p >= body.totalPages) break;
  }
  return rows.sort((a, b) => a.id - b.id);
}

const namesOnServer = async (prefix: string) => (await serverMedia()).filter((m) => m.name.startsWith(prefix)).map((m) => m.name);

/** Stages one upload from the folder page through the upload screen (works offline: client-side navigation). */
async function queueUpload(files: BrowserFile[]) {
  await page.getByRole('link', { name: commonText.actions.create, exact: true }).click();
  await expect.poll(() => heading(backgroundsText.pages.backgroundUpload).count()).toBe(1);
  await page.locator('input[name="files"]').setInputFiles(files);
  await expect.poll(() => page.getByRole('button', { name: commonText.media.removeFile(files[0]!.name) }).count()).toBe(1);
  await save();
  await page.waitForURL(new RegExp(`/photos/${folderId}$`));
  await expectToast(page, queueText.queued);
}

async function dropOn(zoneLabel: string, file: BrowserFile) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.mimeType, base64: file.buffer.toString('base64') },
  );
  const zone = page.getByRole('region', { name: zoneLabel });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

beforeAll(async () => {
  const adminToken = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await apiCreateUser(adminToken, user.login, user.password);
  token = await apiLogin(user.login, user.password);
  browser = await launchBrowser();
  page = await newPage(browser);
  context = page.context();
});

afterAll(async () => {
  await browser?.close();
});

describe('background media', () => {
  it("creates a folder under 'folder for background': 'Папка создана', then its own page; the folder list has it", async () => {
    await signIn(page, user.login, user.password);
    await expectToast(page, messages.authorized);
    await page.goto('/photos');
    await expect.poll(() => heading(commonText.screens.backgrounds).count()).toBe(1);
    const existing = await apiCall<{ total: number }>('/api/folder/photo-bg', { token });
    if (existing.body.total === 0) await expect.poll(() => page.getByText(messages.notFound, { exact: true }).count()).toBe(1);

    await page.getByRole('link', { name: backgroundsText.pages.createFolder }).click();
    await expect.poll(() => heading(backgroundsText.folderFormTitle).count()).toBe(1);
    await save();
    await expect.poll(() => page.getByText(messages.required, { exact: true }).count()).toBe(1);
    await page.locator('input[name="name"]').fill(folderName);
    await save();
    await expectToast(page, messages.folderCreated);
    // The new folder opens on its own page (one click less before uploading into it)…
    await page.waitForURL(/\/photos\/\d+$/);
    folderId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(folderId).toBeGreaterThan(0);
    await expect.poll(() => heading(backgroundsText.titleWithTotal(0)).count()).toBe(1);
    // …which replaced the form in history: Back is the folder list, where it is listed.
    await page.goBack();
    await page.waitForURL(/\/photos$/);
    const link = page.getByRole('link', { name: new RegExp(folderName) });
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe(`/photos/${folderId}`);
  });

  it("uploads two images and a video through the UI and shows 'Задній фон (3)' with previews", async () => {
    await page.getByRole('link', { name: new RegExp(folderName) }).click();
    await expect.poll(() => heading(backgroundsText.titleWithTotal(0)).count()).toBe(1);
    await expect.poll(() => page.getByText(messages.notFound, { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: commonText.actions.create, exact: true }).click();
    await expect.poll(() => heading(backgroundsText.pages.backgroundUpload).count()).toBe(1);

    // Nothing chosen: the schema's message.
    await save();
    await expect.poll(() => page.getByText(messages.atLeastOneMedia, { exact: true }).count()).toBe(1);

    await page.locator('input[name="files"]').setInputFiles([media.png('first.png'), media.otherPng('second.png')]);
    await page.locator('input[name="videos"]').setInputFiles([media.webm('clip.webm')]);
    // A thumbnail per file; the video's is a JPEG made in the browser (its loading text goes away).
    await expect.poll(() => page.getByRole('region', { name: backgroundsText.photosZone }).locator('img').count()).toBe(2);
    await expect.poll(() => page.getByText(commonText.media.thumbnailLoading).count()).toBe(0);
    const videoThumb = page.getByRole('region', { name: backgroundsText.videosZone }).locator('img');
    await expect.poll(() => videoThumb.count()).toBe(1);
    const thumbType = await videoThumb.evaluate(async (img: HTMLImageElement) => (await (await fetch(img.src)).blob()).type);
    expect(thumbType).toBe('image/jpeg');

    // Remove one and add it back: the remove control works.
    await page.getByRole('button', { name: commonText.media.removeFile('second.png') }).click();
    await expect.poll(() => page.getByRole('region', { name: backgroundsText.photosZone }).locator('img').count()).toBe(1);
    await page.locator('input[name="files"]').setInputFiles([media.otherPng('second.png')]);

    await save();
    await page.waitForURL(new RegExp(`/photos/${folderId}$`));
    await expectToast(page, queueText.queued);
    await expect.poll(() => heading(backgroundsText.titleWithTotal(3)).count(), { timeout: 30_000 }).toBe(1);

    const previews = page.getByRole('list', { name: backgroundsText.mediaCaption }).locator('img');
    await expect.poll(() => previews.count()).toBe(3);
    await expect
      .poll(() =>
        previews.evaluateAll((imgs) =>
          imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    // The tile's name carries the duration it shows.
    const [before, after] = backgroundsText
      .openVideo('clip.webm', '\u0000')
      .split('\u0000')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const videoLink = page.getByRole('link', { name: new RegExp(`^${before}\\d+:\\d{2}${after}$`) });
    expect(await videoLink.getAttribute('target')).toBe('_blank');
    expect(await videoLink.getAttribute('href')).toMatch(/^\/api\/media\//);
    expect((await serverMedia()).map((m) => [m.name, m.type])).toEqual(
      expect.arrayContaining([
        ['first.png', 'image'],
        ['second.png', 'image'],
        ['clip.webm', 'video'],
      ]),
    );
  });

  it('a PDF dropped on the photo zone gives the exact rejection toast', async () => {
    await page.getByRole('link', { name: commonText.actions.create, exact: true }).click();
    await expect.poll(() => heading(backgroundsText.pages.backgroundUpload).count()).toBe(1);
    await dropOn(backgroundsText.photosZone, media.pdf('notes.pdf'));
    await expectToast(page, 'Файл "notes.pdf" не прийнято: File type must be image/*');
    expect(await page.getByRole('button', { name: commonText.media.removeFile('notes.pdf') }).count()).toBe(0);
    await page.goBack();
    await page.waitForURL(new RegExp(`/photos/${folderId}$`));
  });

  /**
   * A reload under emulated offline. Debian's Chromium 150 keeps requests failing but hands the new
   * document `navigator.onLine === true`; emulation is applied again (with every request refused
   * meanwhile, so nothing slips out while it is briefly lifted) to give the page what a real
   * network loss gives it.
   */
  async function reloadWhileOffline() {
    await page.reload();
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await context.setOffline(true);
    await context.unroute('**/*');
  }

  it('saved offline, survives a reload while offline, waits in the queue panel and arrives exactly once when online', async () => {
    // The service worker must control the page for an offline reload: wait until it is active, then reload once online.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => heading(backgroundsText.titleWithTotal(3)).count()).toBe(1);

    await context.setOffline(true);
    await expect.poll(() => page.getByText(queueText.offline, { exact: true }).count()).toBe(1);
    await queueUpload([media.png('offline.png')]);

    await reloadWhileOffline();
    await expect.poll(() => page.getByText(queueText.offline, { exact: true }).count()).toBe(1);
    await expect.poll(() => queueButton().getAttribute('aria-label')).toBe(queueText.button(1));
    await queueButton().click();
    const panelItem = page.getByRole('list', { name: queueText.title }).getByRole('listitem');
    await expect.poll(() => panelItem.count()).toBe(1);
    // Queued, or waiting to retry when the reloaded page (told it is online) tried once before emulation came back.
    const waiting = [queueText.states.queued, queueText.states.retrying];
    await expect
      .poll(async () => {
        const text = (await panelItem.first().textContent()) ?? '';
        return waiting.some((state) => text.includes(state));
      })
      .toBe(true);
    expect(await panelItem.first().textContent()).toContain(folderName);
    expect(await namesOnServer('offline')).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => namesOnServer('offline'), { timeout: 30_000 }).toEqual(['offline.png']);
    await expect.poll(() => panelItem.first().textContent()).toContain(queueText.states.done);
    await expect.poll(() => queueButton().getAttribute('aria-label')).toBe(queueText.button(0));
    await page.keyboard.press('Escape');
    await expect.poll(() => heading(backgroundsText.titleWithTotal(4)).count(), { timeout: 20_000 }).toBe(1);
    // Exactly once, also after the panel and the runner have settled.
    await page.waitForTimeout(1500);
    expect(await namesOnServer('offline')).toEqual(['offline.png']);
  });

  it('five uploads queued offline reach the server in the order they were queued', async () => {
    await context.setOffline(true);
    const names = [1, 2, 3, 4, 5].map((n) => `order-${n}.png`);
    for (const name of names) await queueUpload([media.png(name)]);
    await expect.poll(() => queueButton().getAttribute('aria-label')).toBe(queueText.button(5));
    await context.setOffline(false);
    // Ascending ids in the order queued: the server received them one after another, first to last.
    await expect.poll(() => namesOnServer('order-'), { timeout: 45_000 }).toEqual(names);
    await expect.poll(() => queueButton().getAttribute('aria-label')).toBe(queueText.button(0));
  });

  it('an upload whose answer is lost mid-way is retried with the same Idempotency-Key and stored once', async () => {
    const posts: Request[] = [];
    let cut = false;
    // The queue's commit (the files themselves went over resumable uploads before it).
    await page.route('**/api/photo-bg/from-uploads', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts.push(route.request());
      if (!cut) {
        cut = true;
        // The server receives and stores the upload, but the connection drops before the browser gets the answer.
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await queueUpload([media.png('lost-answer.png')]);
    await expect.poll(() => posts.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => queueButton().getAttribute('aria-label'), { timeout: 30_000 }).toBe(queueText.button(0));
    const keys = await Promise.all(posts.map((request) => request.headerValue('idempotency-key')));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(await namesOnServer('lost-answer')).toEqual(['lost-answer.png']);
    await page.unroute('**/api/photo-bg/from-uploads');
  });

  it("a file the server refuses stops as 'Потребує уваги' with the server's message, and can be removed", async () => {
    await queueUpload([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') }]);
    await queueButton().click();
    const item = page
      .getByRole('list', { name: queueText.title })
      .getByRole('listitem')
      .filter({ hasText: queueText.states['needs-attention'] });
    await expect.poll(() => item.count(), { timeout: 20_000 }).toBe(1);
    expect(await item.textContent()).toContain(`«fake.png»: ${messages.fileMustBeImage}`);
    await item.getByRole('button', { name: queueText.removeLabel(folderName) }).click();
    await expect.poll(() => item.count()).toBe(0);
    await expect.poll(() => queueButton().getAttribute('aria-label')).toBe(queueText.button(0));
    expect(await namesOnServer('fake')).toEqual([]);
  });
});
