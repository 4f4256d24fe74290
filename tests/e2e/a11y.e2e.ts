import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellText } from '@client/app/text';
import { backgroundsText } from '@client/features/backgrounds/text';
import { usersText } from '@client/features/users/text';
import { commonText } from '@client/lib/text';
import { queueText } from '@client/offline/text';
import { E2E_ADMIN, E2E_PLATFORMS } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { baseUrl, e2ePlatforms, launchBrowser, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';

/**
 * Accessibility of every screen (SPEC §2) and of the menus and dialogs that matter, checked by
 * axe-core at desktop (1366×900) and phone (390×844) sizes against `npm start`: no violation of
 * impact 'serious' or 'critical' under WCAG 2.0/2.1 A and AA and axe's best practices. Lists are
 * seeded (admin) and empty (a new operator who owns nothing). Set A11Y_SHOTS=<dir> to also keep a
 * screenshot of every checked state.
 */

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const SHOTS = process.env.A11Y_SHOTS;
const RENDER_TIMEOUT_MS = 240_000;

const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}
interface Finding {
  screen: string;
  viewport: ViewportName;
  rule: string;
  impact: string;
  help: string;
  target: string;
  summary: string;
}

const platforms = e2ePlatforms();
const suffix = Date.now() % 100000;
const operator = { login: `a11y${suffix}`, password: 'a11y-operator-pass' };

let browser: Browser;
let token = '';
const contexts: BrowserContext[] = [];
/** Signed-in pages: the admin with seeded data, and the operator who owns nothing (empty states). */
const admin = {} as Record<ViewportName, Page>;
const empty = {} as Record<ViewportName, Page>;
const seed = { operatorId: 0, profileId: 0, groupId: 0, tagSetId: 0, folderId: 0, emptyFolderId: 0, published: '', unpublished: '' };

async function openPage(viewport: ViewportName): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: baseUrl(),
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function signedIn(viewport: ViewportName, login: string, password: string): Promise<Page> {
  const page = await openPage(viewport);
  await signIn(page, login, password);
  await page.locator('h1').first().waitFor();
  return page;
}

/**
 * Every finite CSS transition and animation has ended (a colour half-way through its fade fails the
 * contrast check): waited for as the page reports them, not for a fixed time.
 */
async function transitionsEnded(page: Page) {
  // Two frames first: a transition a click just caused starts with the next style update.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The screen has its heading, nothing is loading any more, and transitions have ended. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await expect.poll(() => page.getByRole('status').filter({ hasText: commonText.loading }).count(), { timeout: 15_000 }).toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await transitionsEnded(page);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function describeTarget(target: unknown[]): string {
  return target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' → ');
}

/** Runs axe-core in the page (page.evaluate is not subject to the page's CSP) and returns the serious and critical findings. */
async function audit(page: Page, screen: string, viewport: ViewportName): Promise<Finding[]> {
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${screen.replace(/[^a-z0-9]+/gi, '-')}-${viewport}.png`), fullPage: true });
  }
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe
        .run(document, { runOnly: tags, resultTypes: ['violations'] })
        .then((result) => result.violations),
    AXE_TAGS,
  )) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        screen,
        viewport,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        target: describeTarget(node.target),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    );
}

function report(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.impact}] ${f.rule} on "${f.screen}" (${f.viewport} ${VIEWPORTS[f.viewport].width}px)\n    target: ${f.target}\n    ${f.help}. ${f.summary}`,
    )
    .join('\n');
}

function expectClean(findings: Finding[]) {
  expect(findings.length, `${findings.length} serious/critical accessibility violation(s):\n${report(findings)}\n`).toBe(0);
}

/** Visits `url` at both sizes, optionally does something there (opens a menu, fills a form), and audits what shows. */
async function checkScreen(
  pages: Record<ViewportName, Page>,
  screen: string,
  url: string,
  prepare?: (page: Page, viewport: ViewportName) => Promise<void>,
) {
  const findings: Finding[] = [];
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    const page = pages[viewport];
    await page.goto(url);
    await settle(page);
    if (prepare) await prepare(page, viewport);
    findings.push(...(await audit(page, screen, viewport)));
  }
  expectClean(findings);
}

/** On a phone the sidebar is behind the menu toggle. */
async function openSidebar(page: Page, viewport: ViewportName) {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: shellText.nav.openMenu }).click();
    await transitionsEnded(page);
  }
}

async function seedData() {
  token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  const call = async <T>(apiPath: string, body: unknown, expected = 201) => {
    const response = await apiCall<T>(apiPath, { method: 'POST', token, body });
    if (response.status !== expected) throw new Error(`POST ${apiPath} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  };

  await apiCreateUser(token, operator.login, operator.password);
  const users = await apiCall<{ data: { id: number; login: string }[] }>('/api/users', { token });
  seed.operatorId = users.body.data.find((user) => user.login === operator.login)?.id ?? 0;
  if (!seed.operatorId) throw new Error(`user ${operator.login} not listed`);

  seed.profileId = (
    await call<{ id: number }>('/api/accounts', {
      proxy: platforms.proxy,
      comments: `Доступність ${suffix}`,
      inTikTok: true,
      TikTokAccess: E2E_PLATFORMS.tiktokToken,
    })
  ).id;
  seed.groupId = (await call<{ id: number }>('/api/accounts-group', { name: `Група ${suffix}`, accounts: [seed.profileId] })).id;
  // A second profile outside any group, so the group form's profile list has an option to show.
  await call('/api/accounts', {
    proxy: platforms.proxy,
    comments: `Без групи ${suffix}`,
    inTikTok: true,
    TikTokAccess: E2E_PLATFORMS.tiktokToken,
  });
  seed.tagSetId = (await call<{ id: number }>('/api/tags', { name: `Теги ${suffix}`, tags: ['кава', 'ранок'] })).id;
  seed.folderId = (await call<{ id: number }>('/api/folder/photo-bg', { name: `Фон ${suffix}` })).id;
  seed.emptyFolderId = (await call<{ id: number }>('/api/folder/photo-bg', { name: `Порожня ${suffix}` })).id;

  const media = makeBrowserMedia();
  const image = media.png(`a11y-${suffix}.png`);
  const clip = makeVerticalClip(`a11y-${suffix}.mp4`);
  // A photo and a video in the folder: the folder screen shows both kinds of tile (the video's with its duration).
  const form = new FormData();
  form.append('folderId', String(seed.folderId));
  form.append('files', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  form.append('videos', new Blob([new Uint8Array(clip.buffer)], { type: clip.mimeType }), clip.name);
  const uploaded = await fetch(`${baseUrl()}/api/photo-bg`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (uploaded.status !== 201) throw new Error(`background upload answered ${uploaded.status}: ${await uploaded.text()}`);

  const createRequest = async () => {
    const body = new FormData();
    body.append('countVideo', '1');
    body.append('isVideo', 'false');
    body.append('isPhoto', 'true');
    body.append('folders[]', String(seed.folderId));
    body.append('file', new Blob([new Uint8Array(clip.buffer)], { type: clip.mimeType }), clip.name);
    const response = await fetch(`${baseUrl()}/api/create-video/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body,
    });
    const json = (await response.json()) as { idUpload: string };
    if (response.status !== 201) throw new Error(`creation request answered ${response.status}: ${JSON.stringify(json)}`);
    return json.idUpload;
  };
  seed.published = await createRequest();
  seed.unpublished = await createRequest();

  interface Detail {
    status: string;
    error: string | null;
    video: { id: number; url: string; idUpload: string; createdAt: string }[];
  }
  const rendered = async (idUpload: string): Promise<Detail> => {
    const deadline = Date.now() + RENDER_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const detail = (await apiCall<Detail>(`/api/create-video/request/${idUpload}`, { token })).body;
      if (detail.status === 'success') return detail;
      if (detail.status === 'error') throw new Error(`rendering ${idUpload} failed: ${detail.error ?? ''}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error(`rendering ${idUpload} did not finish in time`);
  };
  const detail = await rendered(seed.published);
  await rendered(seed.unpublished);

  // TikTok at a date a day away: the publication exists and waits, no platform is called meanwhile.
  await call(`/api/publication/create/${seed.published}`, {
    title: `Доступна публікація ${suffix}`,
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

beforeAll(
  async () => {
    await seedData();
    browser = await launchBrowser();
    admin.desktop = await signedIn('desktop', E2E_ADMIN.login, E2E_ADMIN.password);
    admin.phone = await signedIn('phone', E2E_ADMIN.login, E2E_ADMIN.password);
    empty.desktop = await signedIn('desktop', operator.login, operator.password);
    empty.phone = await signedIn('phone', operator.login, operator.password);
  },
  2 * RENDER_TIMEOUT_MS + 60_000,
);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

describe('accessibility: no serious or critical axe-core violation (WCAG 2.1 A/AA + best practices, 1366 px and 390 px)', () => {
  it('login screen, with the password shown', async () => {
    const findings: Finding[] = [];
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      const page = await openPage(viewport);
      await page.goto('/');
      await page.locator('input[name="login"]').waitFor();
      await settle(page);
      findings.push(...(await audit(page, 'login', viewport)));
      await page.locator('input[name="login"]').fill('someone');
      await page.getByRole('button', { name: commonText.passwordInput.show }).click();
      findings.push(...(await audit(page, 'login (password shown)', viewport)));
      await page.context().close();
    }
    expectClean(findings);
  });

  const seeded: [string, () => string][] = [
    ['home (loader → profiles)', () => '/'],
    ['profiles list', () => '/accounts/list'],
    ['profile detail', () => `/accounts/${seed.profileId}`],
    ['profile groups list', () => '/accounts/group/list'],
    ['profile group create', () => '/accounts/group/create'],
    ['profile group detail', () => `/accounts/group/${seed.groupId}`],
    ['YouTube (publications list)', () => '/video/list'],
    ['video create', () => '/video/create'],
    ['creation requests list', () => '/video/request-create'],
    ['publication request form', () => `/video/request/${seed.unpublished}`],
    ['published item detail', () => `/video/youtube/${seed.published}`],
    ['background folders', () => '/photos'],
    ['background folder create', () => '/photos/create-folder'],
    ['background upload', () => `/photos/create/${seed.folderId}`],
    ['tag sets list', () => '/tags'],
    ['tag set create', () => '/tags/create'],
    ['tag set detail', () => `/tags/${seed.tagSetId}`],
    ['users list', () => '/users'],
    ['user create', () => '/users/create'],
    ['user detail (no profiles)', () => `/users/${seed.operatorId}`],
    ['settings', () => '/setting'],
    ['404', () => '/no-such-page'],
  ];
  for (const [screen, url] of seeded) {
    it(screen, async () => {
      await checkScreen(admin, screen, url());
    });
  }

  it('background folder contents, with a photo tile and a video tile showing its duration', async () => {
    await checkScreen(admin, 'background folder contents', `/photos/${seed.folderId}`, async (page) => {
      const [before, after] = backgroundsText.openVideo(`a11y-${suffix}.mp4`, '\u0000').split('\u0000').map(escapeRegExp);
      const videoTile = page.getByRole('link', { name: new RegExp(`^${before}\\d+:\\d{2}${after}$`) });
      await videoTile.waitFor();
      expect(await videoTile.innerText()).toMatch(/^\d+:\d{2}$/);
      await page.getByRole('link', { name: backgroundsText.openImage(`a11y-${suffix}.png`) }).waitFor();
    });
  });

  it('profile create, with every platform switched on', async () => {
    await checkScreen(admin, 'profile create (all platforms on)', '/accounts/create', async (page) => {
      for (const platform of ['YouTube', 'TikTok', 'Instagram']) {
        const toggle = page.getByRole('switch', { name: new RegExp(platform) }).first();
        if (!(await toggle.isChecked())) await page.locator('label', { has: toggle }).click();
      }
      await transitionsEnded(page);
    });
  });

  it('form errors shown (user create submitted empty)', async () => {
    await checkScreen(admin, 'user create (errors)', '/users/create', async (page) => {
      await page.locator('form button[type="submit"]').click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    });
  });

  const emptyStates: [string, string][] = [
    ['profiles list (empty)', '/accounts/list'],
    ['profile groups list (empty)', '/accounts/group/list'],
    ['YouTube list (empty)', '/video/list'],
    ['creation requests list (empty)', '/video/request-create'],
    ['background folder contents (empty)', '/photos/EMPTY'],
  ];
  for (const [screen, url] of emptyStates) {
    it(screen, async () => {
      await checkScreen(empty, screen, url.replace('EMPTY', String(seed.emptyFolderId)));
    });
  }

  it('sidebar open on a phone, user menu open', async () => {
    await checkScreen(admin, 'user menu', '/accounts/list', async (page, viewport) => {
      await openSidebar(page, viewport);
      await page.getByRole('button', { name: new RegExp(shellText.nav.userMenu) }).click();
      await page.getByRole('menuitem', { name: shellText.nav.settings }).waitFor();
    });
  });

  it('notifications popover open', async () => {
    await checkScreen(admin, 'notifications', '/accounts/list', async (page) => {
      await page.getByRole('button', { name: shellText.notifications.title }).click();
      await page.getByText(shellText.notifications.empty).waitFor();
    });
  });

  it('confirm-delete dialog open (users list)', async () => {
    await checkScreen(admin, 'confirm delete user', '/users', async (page) => {
      await page.getByRole('button', { name: usersText.deleteLabel(operator.login) }).click();
      await page.getByRole('dialog').getByRole('button', { name: commonText.actions.cancel }).waitFor();
      await transitionsEnded(page);
    });
  });

  it('upload queue popover open', async () => {
    await checkScreen(admin, 'upload queue', '/accounts/list', async (page) => {
      await page.getByRole('button', { name: new RegExp(queueText.title) }).click();
      await page.getByRole('heading', { name: queueText.title }).waitFor();
    });
  });

  it('profile multi-select open (group form), with options and with nothing matching', async () => {
    await checkScreen(admin, 'group form, profiles listbox open', '/accounts/group/create', async (page) => {
      await page.getByRole('combobox').first().click();
      await page.getByRole('option').first().waitFor();
    });
    await checkScreen(admin, 'group form, nothing matches', '/accounts/group/create', async (page) => {
      await page.getByRole('combobox').first().fill('жодного такого профілю');
      await page
        .getByRole('status')
        .filter({ hasText: /знайдено/ })
        .waitFor();
    });
  });
});
