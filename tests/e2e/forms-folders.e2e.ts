import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { accountsText } from '@client/features/accounts/text';
import { backgroundsText } from '@client/features/backgrounds/text';
import { creationText } from '@client/features/creation/text';
import { commonText } from '@client/lib/text';
import { connectOverHttp } from '../server/helpers/connect-flow';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { baseUrl, e2ePlatforms, expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia } from './helpers/media-fixtures';

/**
 * Issue 15 (part E) in a real browser at 1366 and 390 px: a server refusal shows under its field, a new
 * folder opens on its own page, the creation form's folder picker shows counts and refuses a folder
 * without the chosen kind before queuing, the profile names its connected YouTube channel, and the
 * OAuth result page loads without a 404. Set FORMS_SHOTS=<dir> to keep screenshots.
 */

const SHOTS = process.env.FORMS_SHOTS;
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
type ViewportName = keyof typeof VIEWPORTS;

let browser: Browser;
let token = '';
const pages = {} as Record<ViewportName, Page>;
const suffix = Date.now() % 100000;
const media = makeBrowserMedia();
const photoFolder = `Лише фото ${suffix}`;
const emptyFolder = `Порожня ${suffix}`;

/** The background kind is a segmented control: its label is what a person clicks. */
const chooseKind = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function newFolder(name: string): Promise<number> {
  const folder = await apiCall<{ id: number }>('/api/folder/photo-bg', { method: 'POST', token, body: { name } });
  expect(folder.status).toBe(201);
  return folder.body.id;
}

beforeAll(async () => {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  const photos = await newFolder(photoFolder);
  const form = new FormData();
  form.append('folderId', String(photos));
  const image = media.png(`bg-${suffix}.png`);
  form.append('files', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  const upload = await fetch(`${baseUrl()}/api/photo-bg`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(upload.status).toBe(201);
  await newFolder(emptyFolder);

  browser = await launchBrowser();
  for (const name of Object.keys(VIEWPORTS) as ViewportName[]) {
    pages[name] = await newPage(browser, VIEWPORTS[name]);
    await signIn(pages[name], E2E_ADMIN.login, E2E_ADMIN.password);
    await pages[name].locator('h1').first().waitFor();
  }
});

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('forms and folders at %s width', (viewport) => {
  const page = () => pages[viewport];

  it('a proxy the server refuses shows under the proxy field as well as in the toast', async () => {
    await page().goto('/accounts/create');
    const proxy = page().locator('input[name="proxy"]');
    // A well-formed proxy at the cloud metadata address: only the server knows to refuse it.
    await proxy.fill('http://169.254.169.254:80');
    await page().getByRole('button', { name: commonText.actions.save, exact: true }).click();
    await expectToast(page(), messages.proxyForbiddenAddress);
    await expect.poll(() => page().locator('#proxy-error').textContent()).toBe(messages.proxyForbiddenAddress);
    expect(await proxy.getAttribute('aria-invalid')).toBe('true');
    expect(await proxy.inputValue()).toBe('http://169.254.169.254:80');
    expect(page().url()).toMatch(/\/accounts\/create$/);
    await shot(page(), `account-form-proxy-error-${viewport}`);
  });

  it('a new folder opens on its own page', async () => {
    const name = `Нова ${viewport} ${suffix}`;
    await page().goto('/photos/create-folder');
    await page().locator('input[name="name"]').fill(name);
    await page().getByRole('button', { name: commonText.actions.save, exact: true }).click();
    await expectToast(page(), messages.folderCreated);
    await expect.poll(() => new URL(page().url()).pathname).toMatch(/^\/photos\/\d+$/);
    // The folder's page: SPEC §2's 'Задній фон (N)' header with the folder's name under it, ready for an upload.
    await expect.poll(() => page().getByText(name, { exact: true }).count()).toBe(1);
    await expect.poll(() => page().getByRole('heading', { level: 1 }).first().textContent()).toBe(backgroundsText.titleWithTotal(0));
    await shot(page(), `folder-landing-${viewport}`);
  });

  it('the folder picker shows counts and refuses a folder without the chosen kind before queuing', async () => {
    await page().goto('/video/create');
    await chooseKind(page(), creationText.backgroundVideo);
    await page().getByRole('combobox').first().click();
    const option = page().getByRole('option', { name: new RegExp(`^${photoFolder}`) });
    await expect.poll(() => option.textContent()).toBe(`${photoFolder}${creationText.folderCounts(1, 0)}`);
    await expect
      .poll(() =>
        page()
          .getByRole('option', { name: new RegExp(`^${emptyFolder}`) })
          .textContent(),
      )
      .toBe(`${emptyFolder}${creationText.folderCounts(0, 0)}`);
    await shot(page(), `creation-folder-picker-open-${viewport}`);
    await option.click();
    await page().keyboard.press('Escape');
    const queued: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/api/create-video/create')) queued.push(request.url());
    };
    page().on('request', onRequest);
    await page().getByRole('button', { name: commonText.actions.create, exact: true }).click();
    await expect.poll(() => page().locator('#folders-error').textContent()).toBe(`${messages.folderWithoutVideos}: «${photoFolder}»`);
    await shot(page(), `creation-folder-refused-${viewport}`);
    // A picture background fits the folder: the message goes.
    await chooseKind(page(), creationText.backgroundPicture);
    await expect.poll(() => page().locator('#folders-error').count()).toBe(0);
    page().off('request', onRequest);
    expect(queued).toEqual([]);
  });
});

describe('YouTube connection and the OAuth result page', () => {
  it('the profile names the connected channel and offers "Перепідключити"', async () => {
    const created = await apiCall<{ id: number }>('/api/accounts', {
      method: 'POST',
      token,
      body: {
        proxy: e2ePlatforms().proxy,
        comments: `Канал ${suffix}`,
        inYouTube: true,
        YouTubeAuthClientId: 'client-e2e.apps.googleusercontent.com',
        YouTubeAuthClientSecret: 'client-e2e-secret',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const callback = await connectOverHttp(baseUrl(), token, id, 'youtube');
    expect(callback.status).toBe(200);

    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      const page = pages[viewport];
      await page.goto(`/accounts/${id}`);
      const channel = page.getByTestId('youtube-channel');
      await expect.poll(() => channel.textContent()).toContain('Канал');
      expect(await channel.textContent()).toContain('UCfakeChannel0000000000a');
      expect(await channel.getByRole('link').getAttribute('href')).toBe('https://www.youtube.com/@kanal-studio');
      expect(await page.getByRole('button', { name: accountsText.profile.reconnectYouTube }).count()).toBe(1);
      await shot(page, `account-detail-channel-${viewport}`);
    }
  });

  it('the OAuth result page and /favicon.ico never answer 404', async () => {
    const page = pages.desktop;
    const missing: string[] = [];
    const onResponse = (response: Response) => {
      if (response.status() === 404) missing.push(response.url());
    };
    page.on('response', onResponse);
    const answer = await page.goto('/api/accounts/youtube/callback?error=access_denied');
    expect(answer?.status()).toBe(400);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(messages.oauthDenied);
    const icon = await page.evaluate(async () => (await fetch('/favicon.ico')).status);
    page.off('response', onResponse);
    expect(icon).toBe(200);
    expect(missing).toEqual([]);
  });
});

describe('a create form sends once per intent', () => {
  /** How many objects of a list carry this unique text (the list's own search). */
  const countFound = async (path: string, text: string) =>
    (await apiCall<{ total: number }>(`${path}?page=1&q=${encodeURIComponent(text)}`, { token })).body.total;
  const save = (page: Page) => page.getByRole('button', { name: commonText.actions.save, exact: true });
  /** A person's double click: two clicks 60 ms apart (playwright's dblclick is the instant one). */
  const humanDoubleClick = async (page: Page) => {
    const box = (await save(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(60);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };

  it('a human double click on a new tag set, and an instant one on a new profile, create one each', async () => {
    const page = pages.desktop;
    const tagName = `Подвійний ${suffix}`;
    await page.goto('/tags/create');
    await page.locator('input[name="name"]').fill(tagName);
    await page.locator('input[name="tags"]').pressSequentially('раз ');
    await humanDoubleClick(page);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/tags\/\d+$/);
    await expect.poll(() => countFound('/api/tags', tagName)).toBe(1);

    const comment = `двічі-${suffix}`;
    await page.goto('/accounts/create');
    await page.locator('input[name="proxy"]').fill('http://8.8.8.8:3128');
    await page.locator('[name="comments"]').fill(comment);
    await save(page).dblclick();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/accounts\/\d+$/);
    await expect.poll(() => countFound('/api/accounts', comment)).toBe(1);
  });
});
