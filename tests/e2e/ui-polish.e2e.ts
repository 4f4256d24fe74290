import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { shellText } from '@client/app/text';
import { backgroundsText } from '@client/features/backgrounds/text';
import { commonText } from '@client/lib/text';
import { E2E_ADMIN, E2E_PLATFORMS } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { baseUrl, e2ePlatforms, launchBrowser, newPage } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';

/**
 * Issue 15 (part B): phone tables as cards, pagination past the end, the skip link, the first field
 * focused on create pages, logout's loading toast, the drop zone's placeholder for an undecodable
 * image, portrait background previews and aligned folder counts.
 */

const platforms = e2ePlatforms();
const suffix = Date.now() % 100000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 850 };
const RENDER_TIMEOUT_MS = 240_000;
const operator = { login: `polish${suffix}`, password: 'polish-operator-pass' };
const ffmpeg = process.env.FFMPEG_PATH ?? path.resolve('node_modules/@ffmpeg-installer/linux-x64/ffmpeg');

let browser: Browser;
let token = '';
const seed = { adminId: 0, profileId: 0, folderId: 0, idUpload: '' };
const pages: Page[] = [];

async function post<T>(apiPath: string, body: unknown): Promise<T> {
  const response = await apiCall<T>(apiPath, { method: 'POST', token, body });
  if (response.status !== 201) throw new Error(`POST ${apiPath} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

async function upload(
  apiPath: string,
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; buffer: Buffer }[],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.buffer)], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl()}${apiPath}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status !== 201) throw new Error(`POST ${apiPath} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A 9:16 PNG, as a background for a vertical short is. */
function portraitPng(): Buffer {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'sp-e2e-polish-')), 'portrait.png');
  execFileSync(ffmpeg, ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=180x320:rate=1', '-frames:v', '1', out]);
  return readFileSync(out);
}

/**
 * Everything the screens need: a user, a profile of that user's, 21 tag sets (two pages), a folder
 * with a portrait and a landscape image, a creation request and a publication of its video (the
 * requests list and the 'YouTube' list).
 */
async function seedData() {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await apiCreateUser(token, operator.login, operator.password);
  const users = await apiCall<{ data: { id: number; login: string }[] }>('/api/users', { token });
  seed.adminId = users.body.data.find((user) => user.login === E2E_ADMIN.login)?.id ?? 0;

  seed.profileId = (
    await post<{ id: number }>('/api/accounts', {
      proxy: platforms.proxy,
      comments: `Київ, кавʼярні та ранкові прогулянки ${suffix}`,
      inTikTok: true,
      TikTokAccess: E2E_PLATFORMS.tiktokToken,
    })
  ).id;
  await post('/api/accounts-group', { name: `Група ${suffix}`, accounts: [seed.profileId] });
  for (let i = 1; i <= 21; i += 1) await post('/api/tags', { name: `Набір ${suffix}-${String(i).padStart(2, '0')}`, tags: ['кава'] });

  seed.folderId = (await post<{ id: number }>('/api/folder/photo-bg', { name: `Фон ${suffix}` })).id;
  await post('/api/folder/photo-bg', { name: `Дуже довга назва папки з фонами для вертикальних відео ${suffix}` });
  const media = makeBrowserMedia();
  const landscape = media.png(`landscape-${suffix}.png`);
  await upload('/api/photo-bg', { folderId: String(seed.folderId) }, [
    { field: 'files', name: `portrait-${suffix}.png`, type: 'image/png', buffer: portraitPng() },
    { field: 'files', name: landscape.name, type: landscape.mimeType, buffer: landscape.buffer },
  ]);

  const clip = makeVerticalClip(`polish-${suffix}.mp4`);
  const created = await upload(
    '/api/create-video/create',
    { countVideo: '1', isVideo: 'false', isPhoto: 'true', 'folders[]': String(seed.folderId) },
    [{ field: 'file', name: clip.name, type: clip.mimeType, buffer: clip.buffer }],
  );
  seed.idUpload = String(created.idUpload);

  interface Detail {
    status: string;
    error: string | null;
    video: { id: number; url: string; idUpload: string; createdAt: string }[];
  }
  const deadline = Date.now() + RENDER_TIMEOUT_MS;
  let detail: Detail | undefined;
  while (Date.now() < deadline) {
    detail = (await apiCall<Detail>(`/api/create-video/request/${seed.idUpload}`, { token })).body;
    if (detail.status === 'success' || detail.status === 'error') break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (detail?.status !== 'success') throw new Error(`rendering ${seed.idUpload} did not succeed: ${detail?.error ?? detail?.status ?? ''}`);
  // TikTok a day away: the publication exists and waits.
  await post(`/api/publication/create/${seed.idUpload}`, {
    title: `Ранкова кава на Подолі ${suffix}`,
    description: 'Опис',
    tags: ['кава'],
    accounts: [{ id: seed.profileId, title: `#${seed.profileId}`, value: seed.profileId }],
    video: detail.video.map(({ id, url, idUpload, createdAt }) => ({ id, url, idUpload, createdAt })),
    inYouTube: false,
    inTikTok: true,
    inInstagram: false,
    date: new Date(Date.now() + 24 * 3600_000).toISOString(),
    tiktok: { privacyLevel: 'SELF_ONLY', allowComments: false, allowDuet: false, allowStitch: false },
  });
}

/** A signed-in page (the session written the way the app keeps it, without going through the form). */
async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser, viewport);
  pages.push(page);
  const login = await apiCall<{ accessToken: string; refreshToken: string; user: { id: number; login: string; role: string } }>(
    '/api/auth/login',
    {
      method: 'POST',
      body: { login: E2E_ADMIN.login, password: E2E_ADMIN.password },
    },
  );
  const { accessToken, refreshToken, user } = login.body;
  await page.goto('/');
  await page.evaluate((state) => localStorage.setItem('authStore', JSON.stringify({ state, version: 1 })), {
    isAuthenticated: true,
    isLoading: false,
    user: { id: user.id, login: user.login, role: user.role },
    accessToken,
    refreshToken,
  });
  return page;
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
}

beforeAll(async () => {
  await seedData();
  browser = await launchBrowser();
}, RENDER_TIMEOUT_MS + 60_000);

afterAll(async () => {
  for (const page of pages)
    await page
      .context()
      .close()
      .catch(() => undefined);
  await browser?.close();
});

interface CellBox {
  role: string;
  left: number;
  right: number;
  width: number;
  height: number;
  text: string;
}

/** Every table row's head-line cells (ID, title, status, actions) with their boxes, and any sideways scroll. */
function measureTables(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const rows: CellBox[][] = [];
    for (const row of document.querySelectorAll('main table tbody tr')) {
      const cells = [...row.querySelectorAll<HTMLElement>('td[data-card]')]
        .filter((cell) => ['id', 'title', 'status', 'actions'].includes(cell.dataset.card ?? ''))
        .map((cell) => {
          const box = cell.getBoundingClientRect();
          return {
            role: cell.dataset.card ?? '',
            left: box.left,
            right: box.right,
            width: box.width,
            height: box.height,
            text: (cell.textContent ?? '').trim(),
          };
        });
      if (cells.length > 0) rows.push(cells);
    }
    const page = document.scrollingElement!;
    const scrollers = [...document.querySelectorAll('main table')].map(
      (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
    );
    return { viewport, rows, pageScroll: page.scrollWidth - page.clientWidth, tableScroll: Math.max(0, ...scrollers) };
  });
}

describe('tables at 390 px are cards: ID, name, status and row actions in view, no sideways scroll', () => {
  const screens: [string, () => string, string[]][] = [
    ['profiles', () => '/accounts/list', ['id', 'title', 'status', 'actions']],
    ['groups', () => '/accounts/group/list', ['id', 'title', 'actions']],
    // Whether a user's own row shows a (disabled) delete or none is the users list's business: not required here.
    ['users', () => '/users', ['id', 'title']],
    ['tag sets', () => '/tags', ['id', 'title', 'actions']],
    ['creation requests', () => '/video/request-create', ['id', 'title', 'status']],
    ['video list', () => '/video/list', ['id', 'title', 'status']],
    ["user detail (the user's profiles)", () => `/users/${seed.adminId}`, ['id', 'title', 'status']],
  ];
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(PHONE);
  });

  it.each(screens)('%s', async (_name, url, roles) => {
    await open(page, url());
    await expect.poll(async () => (await measureTables(page)).rows.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const { viewport, rows, pageScroll, tableScroll } = await measureTables(page);
    expect(viewport).toBe(PHONE.width);
    expect(pageScroll, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(tableScroll, 'the table scrolls sideways').toBeLessThanOrEqual(0);
    for (const cells of rows) {
      for (const role of roles) {
        const cell = cells.find((candidate) => candidate.role === role);
        expect(cell, `${role} cell`).toBeDefined();
        expect(cell!.width, `${role} cell is shown`).toBeGreaterThan(0);
        expect(cell!.height, `${role} cell is shown`).toBeGreaterThan(0);
        if (role !== 'actions') expect(cell!.text, `${role} cell has content`).not.toBe('');
      }
      for (const cell of cells) {
        expect(cell.left, `${cell.role} cell starts inside the viewport`).toBeGreaterThanOrEqual(0);
        expect(cell.right, `${cell.role} cell ends inside the viewport`).toBeLessThanOrEqual(viewport);
      }
      const id = cells.find((cell) => cell.role === 'id')!;
      expect(id.text).toMatch(/\d/);
      // The name is readable, not squeezed to a letter per line by wide row actions.
      const title = cells.find((cell) => cell.role === 'title')!;
      expect(title.width).toBeGreaterThan(100);
    }
  });
});

describe('pagination', () => {
  it('a ?page= past the end lands on the last page, with previous/next arrows beside the window', async () => {
    const page = await signedInPage(DESKTOP);
    await open(page, '/tags?page=999');
    await expect.poll(() => new URL(page.url()).search).toBe('?page=2');
    const nav = page.getByRole('navigation', { name: commonText.pagination.label });
    await expect.poll(() => nav.getByRole('link', { name: commonText.pagination.page(2) }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('main tbody tr').count()).toBeGreaterThan(0);
    expect(await nav.getByRole('link', { name: commonText.pagination.previous }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: commonText.pagination.next }).count()).toBe(0);

    await nav.getByRole('link', { name: commonText.pagination.previous }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => nav.getByRole('link', { name: commonText.pagination.page(1) }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: commonText.pagination.previous }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: commonText.pagination.next }).count()).toBe(1);
  });
});

describe('keyboard', () => {
  it("'Перейти до вмісту' is the first Tab stop, shows when focused, and puts the next Tab inside the page", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signedInPage(viewport);
      await open(page, '/tags');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: shellText.nav.skipToContent });
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      const box = await skip.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('main')) && document.activeElement?.tagName !== 'MAIN'),
      ).toBe(true);
      // Not visible once it has lost the focus.
      const after = await skip.boundingBox();
      expect(after === null || after.y + after.height <= 0).toBe(true);
    }
  });

  it('create pages open with their first field focused, loaded directly or reached from the menu', async () => {
    const page = await signedInPage(DESKTOP);
    const createPages: [string, string][] = [
      ['/accounts/create', 'proxy'],
      ['/accounts/group/create', 'name'],
      ['/tags/create', 'name'],
      ['/users/create', 'login'],
      ['/photos/create-folder', 'name'],
      ['/video/create', 'countVideo'],
    ];
    const focusedField = () =>
      page.evaluate(() => (document.activeElement?.closest('main form') ? document.activeElement.getAttribute('name') : null));
    for (const [url, field] of createPages) {
      await open(page, url);
      await expect.poll(focusedField, { message: url }).toBe(field);
    }
    // Reached inside the app (no page load): the list's 'Створити' link.
    await open(page, '/tags');
    await page
      .locator('main')
      .getByRole('link', { name: /Створити/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tags/create');
    await expect.poll(focusedField).toBe('name');
  });
});

describe('logout', () => {
  it("paints 'Завантаження ...' before the session is cleared, then 'Ви вийшли із системи'", async () => {
    const page = await signedInPage(DESKTOP);
    await open(page, '/tags');
    // Every frame (a requestAnimationFrame callback runs right before its paint) notes the toasts and whether the session is still held.
    await page.evaluate(() => {
      const frames: { toasts: string[]; signedIn: boolean }[] = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      const note = () => {
        const toasts = [...document.querySelectorAll('[role="status"]')].map((node) => (node.textContent ?? '').trim()).filter(Boolean);
        const signedIn = JSON.parse(localStorage.getItem('authStore') ?? '{}')?.state?.isAuthenticated === true;
        frames.push({ toasts, signedIn });
        requestAnimationFrame(note);
      };
      requestAnimationFrame(note);
    });
    await page.getByRole('button', { name: new RegExp(shellText.nav.userMenu) }).click();
    await page.getByRole('menuitem', { name: shellText.nav.logout }).click();
    await page.locator('input[name="login"]').waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: messages.loggedOut }).count()).toBeGreaterThan(0);

    const frames = await page.evaluate(() => (window as unknown as { __frames: { toasts: string[]; signedIn: boolean }[] }).__frames);
    const loading = frames.findIndex((frame) => frame.toasts.includes(messages.loggingOut));
    const done = frames.findIndex((frame) => frame.toasts.includes(messages.loggedOut));
    expect(loading, "'Завантаження ...' was never painted").toBeGreaterThanOrEqual(0);
    expect(done).toBeGreaterThan(loading);
    // Painted while the session was still there: it is shown before, not after, the state is cleared.
    expect(frames[loading]!.signedIn).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('authStore') ?? '{}')?.state?.isAuthenticated)).toBe(false);
  });
});

describe('media', () => {
  it("an undecodable image in the drop zone shows the product placeholder, not the browser's broken image", async () => {
    const page = await signedInPage(DESKTOP);
    await open(page, `/photos/create/${seed.folderId}`);
    await page.locator('input[name="files"]').setInputFiles([
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a png') },
      { name: 'fine.png', mimeType: 'image/png', buffer: makeBrowserMedia().png().buffer },
    ]);
    const zone = page.getByRole('region', { name: backgroundsText.photosZone });
    const brokenTile = zone.getByRole('listitem').filter({ hasText: 'broken.png' });
    await expect.poll(() => brokenTile.getByText(commonText.media.thumbnailFailed).isVisible()).toBe(true);
    expect(await brokenTile.locator('img').count()).toBe(0);
    // The decodable one is shown as an image that did load.
    const fineImage = zone.getByRole('listitem').filter({ hasText: 'fine.png' }).locator('img');
    await expect.poll(() => fineImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('folder media previews are portrait frames: a 9:16 image is shown whole, a landscape one letterboxed, none cropped', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signedInPage(viewport);
      await open(page, `/photos/${seed.folderId}`);
      const grid = page.getByRole('list', { name: backgroundsText.mediaCaption });
      const images = grid.locator('img');
      await expect.poll(() => images.count()).toBe(2);
      await expect
        .poll(() => images.evaluateAll((all: HTMLImageElement[]) => all.every((img) => img.complete && img.naturalWidth > 0)))
        .toBe(true);
      const shown = await images.evaluateAll((all: HTMLImageElement[]) =>
        all.map((img) => {
          const box = img.getBoundingClientRect();
          return { ratio: box.height / box.width, natural: img.naturalHeight / img.naturalWidth, fit: getComputedStyle(img).objectFit };
        }),
      );
      for (const image of shown) {
        expect(image.ratio).toBeCloseTo(16 / 9, 1);
        expect(image.fit).toBe('contain');
      }
      expect(shown.some((image) => Math.abs(image.natural - 16 / 9) < 0.05)).toBe(true);
    }
  });

  it('folder cards of a row show their counts at the same height, whatever the length of the name', async () => {
    const page = await signedInPage(DESKTOP);
    await open(page, '/photos');
    const grid = page.getByRole('list', { name: backgroundsText.foldersCaption });
    const card = (name: RegExp) => grid.getByRole('listitem').filter({ hasText: name });
    const short = card(new RegExp(`^Фон ${suffix}`));
    const long = card(/Дуже довга назва папки/);
    await expect.poll(() => long.count()).toBe(1);
    const photosCount = async (item: ReturnType<typeof card>) => (await item.getByText(/^Фото: \d+$/).boundingBox())!;
    const [a, b] = [await photosCount(short), await photosCount(long)];
    const [cardA, cardB] = [(await short.boundingBox())!, (await long.boundingBox())!];
    expect(cardA.y).toBe(cardB.y);
    expect(a.y).toBeCloseTo(b.y, 0);
    expect(a.x - cardA.x).toBeCloseTo(b.x - cardB.x, 0);
  });
});
