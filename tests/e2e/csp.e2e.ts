import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { accountsText } from '@client/features/accounts/text';
import { backgroundsText } from '@client/features/backgrounds/text';
import { tagsText } from '@client/features/tags/text';
import { commonText } from '@client/lib/text';
import { queueText } from '@client/offline/text';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia } from './helpers/media-fixtures';

/** What the page reports through `securitypolicyviolation` and the console, from the first byte on. */
interface Violation {
  source: 'event' | 'console';
  url: string;
  text: string;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let folderId = 0;
const violations: Violation[] = [];
const media = makeBrowserMedia();
const suffix = Date.now() % 100000;

const heading = (name: string) => page.getByRole('heading', { name, exact: true });

/** Every page of the context listens before any of its own scripts runs (an init script). */
async function watchForViolations(target: BrowserContext) {
  await target.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    violations.push({ source: 'event', url: frame.url(), text });
  });
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}: ${event.sample}`,
      );
    });
  });
  target.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Refused to/i.test(message.text())) {
      violations.push({ source: 'console', url: message.page()?.url() ?? '', text: message.text() });
    }
  });
}

/** Any violation so far fails the test that caused it, with what was blocked. */
const expectNoViolations = () => expect(violations).toEqual([]);

/** react-hot-toast's runtime <style> (goober) was allowed: it has a sheet with rules. */
const gooberStyleApplied = (target: Page) =>
  target.evaluate(() => {
    const style = document.getElementById('_goober') as HTMLStyleElement | null;
    return style !== null && style.sheet !== null && style.sheet.cssRules.length > 0;
  });

beforeAll(async () => {
  const token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  const folder = await apiCall<{ id: number }>('/api/folder/photo-bg', { method: 'POST', token, body: { name: `CSP ${suffix}` } });
  expect(folder.status).toBe(201);
  folderId = folder.body.id;
  browser = await launchBrowser();
  page = await newPage(browser);
  context = page.context();
  await watchForViolations(context);
});

afterAll(async () => {
  await browser?.close();
});

describe('the built app under its Content-Security-Policy', () => {
  it('the shell is served with a policy that has a nonce and no unsafe-inline; signing in shows the styled toast', async () => {
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/style-src 'self' 'sha256-[^']+' 'nonce-[^']+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(response?.headers()['x-frame-options']).toBe('DENY');

    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await expectToast(page, messages.authorized);
    await page.waitForURL('**/accounts/list');
    expect(await gooberStyleApplied(page)).toBe(true);
    expectNoViolations();
  });

  it('the service worker registers and controls the page', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    expectNoViolations();
  });

  it('screens load without a violation, also from the shell the service worker serves', async () => {
    // A reload now comes from the worker's precache: its headers and nonce must still match.
    await page.reload();
    await expect.poll(() => heading(accountsText.pages.accountsList).count()).toBe(1);
    for (const [path, title] of [
      ['/video/create', commonText.screens.videoCreate],
      ['/photos', commonText.screens.backgrounds],
      ['/tags', tagsText.pages.tags],
      ['/setting', null],
      ['/no/such/screen', null],
    ] as const) {
      await page.goto(path);
      await page.locator('#root *').first().waitFor();
      if (title) await expect.poll(() => heading(title).count()).toBe(1);
      await page.waitForLoadState('networkidle');
    }
    expect(await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce)).not.toBe(
      '__CSP_NONCE__',
    );
    expectNoViolations();
  });

  it('media previews: blob: thumbnails of chosen files (image and video) and stored previews from /api/media', async () => {
    await page.goto(`/photos/create/${folderId}`);
    await expect.poll(() => heading(backgroundsText.pages.backgroundUpload).count()).toBe(1);
    await page.locator('input[name="files"]').setInputFiles([media.png('csp.png')]);
    await page.locator('input[name="videos"]').setInputFiles([media.webm('csp.webm')]);
    const chosen = page.getByRole('region', { name: backgroundsText.photosZone }).locator('img');
    await expect.poll(() => chosen.count()).toBe(1);
    expect(await chosen.getAttribute('src')).toMatch(/^blob:/);
    // The video's thumbnail is a frame the browser draws from a blob: <video>.
    await expect.poll(() => page.getByText(commonText.media.thumbnailLoading).count()).toBe(0);
    await expect.poll(() => page.getByRole('region', { name: backgroundsText.videosZone }).locator('img').count()).toBe(1);
    await expect
      .poll(() =>
        page
          .locator('img[src^="blob:"]')
          .evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);

    await page.getByRole('button', { name: commonText.actions.save }).click();
    await page.waitForURL(new RegExp(`/photos/${folderId}$`));
    await expectToast(page, queueText.queued);
    const previews = page.getByRole('list', { name: backgroundsText.mediaCaption }).locator('img');
    await expect.poll(() => previews.count(), { timeout: 30_000 }).toBe(2);
    await expect
      .poll(() =>
        previews.evaluateAll((imgs) =>
          imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    expect(await previews.first().getAttribute('src')).toMatch(/^\/api\/media\//);
    expectNoViolations();
  });

  it('the OAuth result page is styled under the policy and has no script', async () => {
    const response = await page.goto('/api/accounts/youtube/callback?error=access_denied');
    expect(response?.status()).toBe(400);
    expect(await page.locator('script').count()).toBe(0);
    const colour = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).color);
    expect(colour).toBe('rgb(180, 35, 24)');
    expectNoViolations();
  });

  it('the app cannot be framed, not even by a page without a policy of its own', async () => {
    // A context of its own (nothing watches it): the refusal it logs is the expected outcome here.
    const outsider = await browser.newPage();
    try {
      const refused = new Promise<string>((resolve) => {
        outsider.on('console', (message) => {
          if (/frame-ancestors|X-Frame-Options/i.test(message.text())) resolve(message.text());
        });
      });
      await outsider.setContent(`<iframe src="${new URL('/accounts/list', page.url()).href}"></iframe>`);
      expect(await refused).toMatch(/frame-ancestors 'none'|X-Frame-Options/);
      const frame = outsider.frames()[1];
      expect(await frame?.evaluate(() => document.getElementById('root') !== null).catch(() => false)).toBe(false);
    } finally {
      await outsider.context().close();
    }
  });
});
