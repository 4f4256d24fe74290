import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationStats, StatsHistory } from '@shared/schemas/stats';
import { statsText } from '@client/components/stats/text';
import { videoText } from '@client/components/videos/text';
import { publishingText } from '@client/features/publishing/text';
import { formatCount, formatPointTime } from '@client/components/stats/stats-model';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { resolveMediaBinaries } from '@server/media/binaries';
import { ensureFirstAdmin } from '@server/services/users/first-admin';
import { insertPublicationWithStats } from '../server/helpers/stats-fixtures';
import { launchBrowser, signIn } from './helpers/browser';
import { seedStatsItem } from './helpers/stats-seed';

/**
 * The charts (issue 13) in Chromium on the built client: this file serves it from its own app on an
 * in-memory database, so that a stats history of weeks can be written straight into
 * `publication_stats` (the stats job of the shared app only takes one snapshot per post and hour).
 * The browser runs in New York time: every date on screen must still be Kyiv's.
 */

const t = statsText;
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
const OPERATOR = { login: 'charts-operator', password: 'charts-pass' };
/** The lazy chart chunk arrives after the page: wait for it as long as for any element. */
const POLL = { timeout: 15_000, interval: 200 };

let db: Database;
let app: FastifyInstance;
let dataDir: string;
let base: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
let idUpload = '';
let profileId = 0;
let emptyProfileId = 0;
let freshProfileId = 0;
const violations: string[] = [];
const chunks: string[] = [];

async function openPage(viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    baseURL: base,
    locale: 'uk-UA',
    timezoneId: 'America/New_York',
    serviceWorkers: 'block',
  });
  contexts.push(context);
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') || pathname.endsWith('.css')) chunks.push(`${page.url()} ${pathname}`);
  });
  return page;
}

async function signedIn(viewport?: { width: number; height: number }) {
  const page = await openPage(viewport);
  await signIn(page, OPERATOR.login, OPERATOR.password);
  await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/');
  await page.locator('main h1').first().waitFor();
  return page;
}

/** axe-core on the page as it is: no 'serious' or 'critical' violation (WCAG 2.0/2.1 A, AA, best practices). */
async function axe(page: Page) {
  await page.evaluate(axeSource);
  const found = (await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe
      .run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'], resultTypes: ['violations'] })
      .then((result) =>
        result.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.map((node) => JSON.stringify(node.target)),
        })),
      ),
  )) as Array<{ id: string; impact: string; targets: string[] }>;
  expect(found.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
}

const metric = (page: Page, name: 'views' | 'likes' | 'comments') => page.locator(`[data-metric="${name}"]`);
const latest = (history: StatsHistory) => history.points.at(-1)!;

/**
 * Opens the published item and returns the statistics the page itself received: the history ends with a
 * point at the moment of the request, so figures fetched earlier could name another minute.
 */
async function openItem(page: Page): Promise<PublicationStats> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/publication/stats/${idUpload}` && response.request().method() === 'GET',
  );
  await page.goto(`/video/youtube/${idUpload}`);
  return (await answer).json() as Promise<PublicationStats>;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sp-e2e-stats-'));
  db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  await ensureFirstAdmin(db, 'admin', 'charts-admin-pass');
  app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'charts-e2e-secret-0123456789-0123456789',
      CLIENT_DIR: clientDir,
      RUN_WORKERS: 'false',
    }),
    db,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.addresses()[0] as { port: number }).port}`;

  const admin = (
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'admin', password: 'charts-admin-pass' } })
  ).json<{ accessToken: string }>();
  const created = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { authorization: `Bearer ${admin.accessToken}` },
    payload: OPERATOR,
  });
  expect(created.statusCode).toBe(201);
  const operatorId = created.json<{ id: number }>().id;
  const profile = async (comments: string) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO accounts (user_id, proxy, comments, status, in_youtube, in_instagram) VALUES ($1, $2, $3, 'success', true, true) RETURNING id`,
        [operatorId, `http://10.1.0.${comments.length}:3128`, comments],
      )
    )[0]!.id;
  const accounts = [await profile('Кава щодня'), await profile('Гори'), await profile('Море')];
  profileId = accounts[0]!;
  emptyProfileId = await profile('Новий профіль');
  // A post measured once, a moment ago: its history is a single point (two if a whole hour strikes before the page asks).
  freshProfileId = await profile('Щойно опубліковано');
  const measured = { at: new Date(Date.now() - 1000), views: 42, likes: 3, comments: 1 };
  await insertPublicationWithStats(
    db,
    operatorId,
    [
      {
        accountId: freshProfileId,
        variantIndex: 0,
        posts: [{ platform: 'youtube', url: 'https://www.youtube.com/shorts/f1', snapshots: [measured] }],
      },
    ],
    'Свіжа',
  );
  const item = await seedStatsItem(db, operatorId, accounts, Date.now(), 20);
  idUpload = item.idUpload;
  // Posters of the four variants: small coloured frames made by ffmpeg, stored where the media route serves them.
  const { ffmpeg } = resolveMediaBinaries(null, null);
  mkdirSync(path.join(dataDir, 'media', 'files', 'posters'), { recursive: true });
  for (const [index, colour] of ['0x3b82f6', '0xf59e0b', '0x10b981', '0xef4444'].entries()) {
    const key = `posters/stats-${index}.jpg`;
    execFileSync(ffmpeg, [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=${colour}:s=90x160`,
      '-frames:v',
      '1',
      '-y',
      path.join(dataDir, 'media', 'files', key),
    ]);
    await db.query(
      'UPDATE rendered_videos SET poster_key = $2 WHERE request_id = (SELECT request_id FROM publications WHERE id = $1) AND variant_index = $3',
      [item.publicationId, key, index],
    );
  }
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('charts of views, likes and comments', () => {
  it('the published item: three charts drawn on canvas, each named with its latest figures; the ranking of its videos, best first, with posters', async () => {
    const page = await signedIn();
    const stats = await openItem(page);
    await expect.poll(() => page.locator('[data-chart] canvas').count(), POLL).toBe(3);
    const now = latest(stats.history);
    const views = { youtube: now.youtube.views, instagram: now.instagram.views };
    expect(views.youtube).toBeGreaterThan(0);
    expect(views.instagram).toBeGreaterThan(0);
    const chart = metric(page, 'views').getByRole('img');
    expect(await chart.getAttribute('aria-label')).toBe(
      t.chartLabel(videoText.views, formatCount(views.youtube + views.instagram), formatCount(views.youtube), formatCount(views.instagram)),
    );
    // The canvas has been drawn on (not a blank bitmap).
    const painted = await metric(page, 'views')
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let inked = 0;
        for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) inked += 1;
        return inked;
      });
    expect(painted).toBeGreaterThan(1000);
    // Kyiv time in the legend (the browser is in New York).
    expect(await metric(page, 'views').locator('.u-legend').textContent()).toContain(formatPointTime(Date.parse(now.at)));

    const ranking = page.locator('section', { has: page.getByRole('heading', { name: t.ranking, exact: true }) }).locator('tbody tr');
    await expect.poll(() => ranking.count(), POLL).toBe(stats.ranking.length);
    expect(stats.ranking.map((post) => post.views)).toEqual([...stats.ranking.map((post) => post.views)].sort((a, b) => b - a));
    for (const [index, post] of stats.ranking.entries()) {
      const row = ranking.nth(index);
      expect((await row.locator('td').first().textContent())?.trim()).toBe(String(index + 1));
      expect(await row.textContent()).toContain(publishingText.published.videoLabel(post.position));
      expect(await row.textContent()).toContain(formatCount(post.views));
      expect(await row.textContent()).toContain(post.platform === 'youtube' ? 'YouTube' : 'Instagram');
    }
    // The best video's poster is its variant's, loaded (not the placeholder).
    const poster = ranking.first().locator('img');
    expect(await poster.getAttribute('src')).toBe(stats.ranking[0]!.posterUrl);
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), POLL).toBe(true);
    expect(await ranking.getByText('TikTok').count()).toBe(0);
    expect(violations).toEqual([]);
    await axe(page);
  });

  it("'Показати таблицею' opens the table alternative: every point, newest first, in Kyiv time, with YouTube, Instagram and the sum", async () => {
    const page = await signedIn();
    const stats = await openItem(page);
    // The charts arrive after the page (their library is fetched on this screen) and push the toggle down: click once they are in.
    await expect.poll(() => page.locator('[data-chart] canvas').count(), POLL).toBe(3);
    const likes = metric(page, 'likes');
    const toggle = likes.getByRole('button', { name: t.showTable, exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await likes.getByRole('button', { name: t.hideTable, exact: true }).getAttribute('aria-expanded')).toBe('true');
    const table = likes.getByRole('table', { name: t.tableCaption(videoText.likes) });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count(), POLL).toBe(stats.history.points.length);
    const points = [...stats.history.points].reverse();
    const times = await rows.locator('td:first-child').allTextContents();
    expect(times).toEqual(points.map((point) => formatPointTime(Date.parse(point.at))));
    // Daily points are Kyiv midnights.
    expect(stats.history.points.filter((point) => point.step === 'day').length).toBeGreaterThan(10);
    expect(times.filter((time) => time.endsWith(', 00:00')).length).toBeGreaterThanOrEqual(
      stats.history.points.filter((point) => point.step === 'day').length,
    );
    const first = await rows.first().locator('td').allTextContents();
    expect(first.slice(1)).toEqual(
      [points[0]!.youtube.likes + points[0]!.instagram.likes, points[0]!.youtube.likes, points[0]!.instagram.likes].map(formatCount),
    );
    expect(violations).toEqual([]);
    await axe(page);
  });

  it('the profile page: its own history as charts; a profile without posts says when statistics come; both pass axe on a phone too', async () => {
    const page = await signedIn();
    await page.goto(`/accounts/${profileId}`);
    await expect.poll(() => page.locator('[data-chart] canvas').count(), POLL).toBe(3);
    await page.goto(`/accounts/${emptyProfileId}`);
    await page.getByText(t.empty, { exact: true }).waitFor();
    expect(await page.locator('[data-chart]').count()).toBe(0);

    const phone = await signedIn({ width: 390, height: 844 });
    await phone.goto(`/accounts/${profileId}`);
    await expect.poll(() => phone.locator('[data-chart] canvas').count(), POLL).toBe(3);
    const width = await metric(phone, 'views')
      .locator('canvas')
      .first()
      .evaluate((canvas) => canvas.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axe(phone);
    await phone.goto(`/video/youtube/${idUpload}`);
    await expect.poll(() => phone.locator('[data-chart] canvas').count(), POLL).toBe(3);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axe(phone);
    expect(violations).toEqual([]);
  });

  it('a single point: drawn, with the line that the curve comes after the next collection, at 1366 and 390 px', async () => {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await signedIn(viewport);
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/accounts/${freshProfileId}/stats`);
      await page.goto(`/accounts/${freshProfileId}`);
      const points = ((await (await answer).json()) as { history: StatsHistory }).history.points.length;
      await expect.poll(() => page.locator('[data-chart] canvas').count(), POLL).toBe(3);
      // The note is there exactly when the history is one point (not a wall-clock bet: an hour may strike between).
      await expect.poll(() => page.getByText(new RegExp(`^${t.onePoint}`)).count(), POLL).toBe(points === 1 ? 1 : 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (process.env.E2E_SHOTS_DIR)
        await page.screenshot({ path: path.join(process.env.E2E_SHOTS_DIR, `stats-one-point-${viewport.width}.png`), fullPage: true });
    }
  });

  it('the chart library is fetched only on these screens: not for the sign-in page nor the profiles list', async () => {
    const page = await openPage();
    chunks.length = 0;
    await page.goto('/login');
    await page.locator('input[name="password"]').waitFor();
    await signIn(page, OPERATOR.login, OPERATOR.password);
    await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/');
    await page.goto('/accounts/list');
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(chunks.filter((chunk) => /stats-chart|uPlot/i.test(chunk))).toEqual([]);
    await page.goto(`/accounts/${profileId}`);
    await expect.poll(() => chunks.filter((chunk) => /\/assets\/stats-chart-[^/]+\.js$/.test(chunk)).length, POLL).toBe(1);
  });
});
