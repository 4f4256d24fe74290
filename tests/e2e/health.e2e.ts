import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { messages as serverMessages } from '@server/messages';
import { healthStateLabels } from '@shared/schemas/fleet-health';
import { shellText } from '@client/app/text';
import { accountText } from '@client/components/accounts/text';
import { accountsText } from '@client/features/accounts/text';
import { commonText } from '@client/lib/text';
import { E2E_ADMIN, E2E_PLATFORMS } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { e2ePlatforms, expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';
import { renderedRequest, renderedVideos } from './helpers/requests';

/**
 * The fleet in Chromium: 'Перевірити проксі' over the profiles list (a shared exit IP and a dead proxy
 * flagged), the health board 'Стан профілів' with its states, filters and search, and 'Повторити
 * невдалі' on a published item whose post failed because its proxy was down.
 */

let browser: Browser;
let page: Page;
let token = '';
const platforms = e2ePlatforms();
const suffix = Date.now() % 100000;
const owner = { login: `fleet${suffix}`, password: 'fleet-pass-1' };
const clip = makeVerticalClip(`fleet-${suffix}.mp4`);
const media = makeBrowserMedia();
const f = accountsText.health;
/** Screenshots only when E2E_SHOTS_DIR names a folder (to look at, not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, 'health') : '';
const names = { a: `Флот А ${suffix}`, b: `Флот Б ${suffix}`, dead: `Флот мертвий ${suffix}`, youtube: `Флот ютуб ${suffix}` };
const ids = { a: 0, b: 0, dead: 0, youtube: 0 };
let idUpload = '';
let deadProxy = '';

async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SHOTS, `health-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

/** A loopback port nothing listens on: a proxy that is down. */
const deadPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function createProfile(comments: string, proxy: string, on: { youtube?: boolean; tiktok?: boolean }) {
  const created = await apiCall<{ id: number }>('/api/accounts', {
    method: 'POST',
    token,
    body: {
      proxy,
      comments,
      inYouTube: on.youtube ?? false,
      YouTubeAuthClientId: on.youtube ? 'client-id.apps.googleusercontent.com' : '',
      YouTubeAuthClientSecret: on.youtube ? 'client-secret' : '',
      inTikTok: on.tiktok ?? false,
      TikTokAccess: on.tiktok ? E2E_PLATFORMS.tiktokToken : '',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

beforeAll(async () => {
  const admin = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await apiCreateUser(admin, owner.login, owner.password);
  token = await apiLogin(owner.login, owner.password);
  deadProxy = `http://127.0.0.1:${await deadPort()}`;
  ids.a = await createProfile(names.a, platforms.proxy, { tiktok: true });
  ids.b = await createProfile(names.b, platforms.proxy, { tiktok: true });
  ids.dead = await createProfile(names.dead, deadProxy, { tiktok: true });
  // YouTube switched on but never connected: it needs a (re)connect.
  ids.youtube = await createProfile(names.youtube, platforms.proxy, { youtube: true });
  // One rendered variant to publish (the render runs ffmpeg: allow for a slow machine).
  ({ idUpload } = await renderedRequest(token, {
    folderName: `Фон флоту ${suffix}`,
    image: media.jpeg(),
    clip,
    count: 1,
    timeoutMs: 240_000,
  }));
  browser = await launchBrowser();
  page = await newPage(browser);
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/** At 1366×768 the table does not scroll sideways: every column, the row actions included, is on screen. */
async function expectFitsAt1366() {
  await page.setViewportSize({ width: 1366, height: 768 });
  const widths = await page.evaluate(() => {
    const table = document.querySelector('table');
    const scroller = table?.parentElement;
    return { page: document.documentElement.scrollWidth, table: scroller?.scrollWidth ?? 0, visible: scroller?.clientWidth ?? 0 };
  });
  expect(widths.page).toBeLessThanOrEqual(1366);
  expect(widths.table).toBeLessThanOrEqual(widths.visible);
  await page.setViewportSize({ width: 1366, height: 800 });
}

/** UI waits: the list's chunk and data load after navigation (a slow shared machine). */
const poll = <T>(read: () => Promise<T> | T, options: { timeout?: number } = {}) => expect.poll(read, { timeout: 15_000, ...options });
const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });

describe('the fleet', () => {
  it("'Перевірити проксі' over the list flags the dead proxy and the shared exit IP", async () => {
    await signIn(page, owner.login, owner.password);
    await expectToast(page, messages.authorized);
    await page.goto('/accounts/list');
    await poll(() => rowOf(names.a).count()).toBe(1);
    await page.getByRole('button', { name: f.checkVisible, exact: true }).click();
    await expectToast(page, f.checkedAll(4, 1));
    await poll(() =>
      rowOf(names.a)
        .getByText(accountText.proxyCheck.sharedIp([ids.b, ids.youtube], 0))
        .count(),
    ).toBe(1);
    await poll(() => rowOf(names.dead).getByText(accountText.proxyCheck.proxyDownLine(messages.proxyCheckRefused)).count()).toBe(1);
    // Beside the status, in words: 'Активний' alone would hide the dead proxy.
    expect(await rowOf(names.dead).getByText(accountText.proxyState.down, { exact: true }).count()).toBe(1);
    expect(await rowOf(names.a).getByText(accountText.proxyState.ok, { exact: true }).count()).toBe(1);
    await expectFitsAt1366();
    await shoot('list');
    // One profile's own check, from its page: the panel shows the reason.
    await page.goto(`/accounts/${ids.dead}`);
    await poll(() => page.getByRole('heading', { name: f.proxyTitle, exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: f.checkProxy, exact: true }).click();
    await expectToast(page, accountText.proxyCheck.proxyDownLine(messages.proxyCheckRefused));
    await poll(() => page.getByText(f.proxyDown, { exact: true }).count()).toBe(1);
    await shoot('profile');
  });

  it('the health board shows the states; state, platform and search filters narrow it', async () => {
    await page.getByRole('link', { name: shellText.nav.health, exact: true }).click();
    await page.waitForURL(/\/accounts\/health$/);
    await poll(() => page.getByRole('heading', { name: f.title, exact: true }).count()).toBe(1);
    await poll(() => rowOf(names.dead).getByText(healthStateLabels.proxy_down, { exact: true }).count()).toBe(1);
    // When the proxy was last checked (Kyiv time), and that this server checks proxies only when asked (PROXY_CHECK_INTERVAL_HOURS=0).
    expect(await rowOf(names.dead).getByText(f.proxyCheckedAt('')).count()).toBe(1);
    expect(await rowOf(names.dead).getByText(f.proxyManualOnly, { exact: true }).count()).toBe(1);
    expect(await rowOf(names.youtube).getByText(healthStateLabels.reconnect, { exact: true }).count()).toBe(1);
    expect(await rowOf(names.a).getByText(healthStateLabels.shared_ip, { exact: true }).count()).toBe(1);
    expect(
      await rowOf(names.b)
        .getByText(accountText.proxyCheck.sharedIp([ids.a, ids.youtube], 0))
        .count(),
    ).toBe(1);
    // The most severe first: the profile to reconnect on top; its actions say what they do.
    await poll(() => page.getByRole('row').nth(1).getByText(healthStateLabels.reconnect, { exact: true }).count()).toBe(1);
    expect(
      await rowOf(names.dead)
        .getByRole('button', { name: f.checkProxyOf(names.dead) })
        .textContent(),
    ).toContain(f.checkProxy);
    await expectFitsAt1366();
    await shoot('board');

    // The summary counts each state; a count is a link to that filter, 'Усі' takes it off.
    const summary = page.getByRole('navigation', { name: f.summary });
    const proxyDown = summary.getByRole('link', { name: new RegExp(`^${healthStateLabels.proxy_down}`) });
    expect(await proxyDown.textContent()).toBe(`${healthStateLabels.proxy_down}1`);
    await proxyDown.click();
    await page.waitForURL(/state=proxy_down/);
    await poll(() => rowOf(names.a).count()).toBe(0);
    expect(await proxyDown.getAttribute('aria-current')).toBe('true');
    await summary.getByRole('link', { name: new RegExp(`^${f.summaryAll}`) }).click();
    await poll(() => rowOf(names.a).count()).toBe(1);

    await page.locator('select[name="state"]').selectOption('proxy_down');
    await page.waitForURL(/state=proxy_down/);
    await poll(() => rowOf(names.a).count()).toBe(0);
    await poll(() => rowOf(names.dead).count()).toBe(1);
    await page.locator('select[name="state"]').selectOption('');
    await page.locator('select[name="platform"]').selectOption('youtube');
    await poll(() => rowOf(names.dead).count()).toBe(0);
    await poll(() => rowOf(names.youtube).count()).toBe(1);
    await page.locator('select[name="platform"]').selectOption('');
    await page.getByRole('searchbox').fill(names.b);
    await poll(() => rowOf(names.a).count()).toBe(0);
    await poll(() => rowOf(names.b).count()).toBe(1);
    await page.getByRole('searchbox').fill('');
  });

  it("'Повторити невдалі' on a published item retries the post its dead proxy stopped, once the proxy is fixed", async () => {
    const [rendered] = await renderedVideos(token, idUpload);
    // The publishing form refuses a profile whose last check found its proxy down, so this one dies
    // after the check: a changed proxy forgets the check, and the new one does not answer either.
    const moved = await apiCall(`/api/accounts/${ids.dead}`, {
      method: 'PATCH',
      token,
      body: { proxy: `http://127.0.0.1:${await deadPort()}` },
    });
    expect(moved.status).toBe(200);
    const created = await apiCall('/api/publication/create/' + idUpload, {
      method: 'POST',
      token,
      body: {
        title: `Флот ${suffix}`,
        description: 'Опис',
        tags: ['флот'],
        accounts: [{ id: ids.dead, title: `#${ids.dead}`, value: ids.dead }],
        video: [rendered!],
        inYouTube: false,
        inTikTok: true,
        inInstagram: false,
        tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE', allowComments: true, allowDuet: false, allowStitch: false },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto(`/video/youtube/${idUpload}`);
    const retry = page.getByRole('button', { name: commonText.retryFailed.label, exact: true });
    // The job tries the platform through the dead proxy a few times (a second apart here), then the row fails.
    await poll(() => retry.count(), { timeout: 60_000 }).toBe(1);
    expect(await page.getByText(serverMessages.tiktokUnreachable, { exact: true }).count()).toBeGreaterThan(0);
    await shoot('item-failed');
    // The operator fixes the proxy; a changed proxy forgets the failed check.
    const fixed = await apiCall(`/api/accounts/${ids.dead}`, { method: 'PATCH', token, body: { proxy: platforms.proxy } });
    expect(fixed.status).toBe(200);
    await retry.click();
    await expectToast(page, commonText.retryFailed.done(1));
    await poll(() => page.getByText('Опубліковано', { exact: true }).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await poll(() => retry.count()).toBe(0);
  });
});
