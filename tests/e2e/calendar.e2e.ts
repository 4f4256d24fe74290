import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarText as t } from '@client/features/calendar/text';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { ensureFirstAdmin } from '@server/services/users/first-admin';
import { insertAccount, insertPublishedVideo } from '../server/helpers/fixtures';
import { launchBrowser, signIn } from './helpers/browser';

/**
 * 'Календар' in Chromium on the built client, served by this file's own app on an in-memory database
 * (rows are written straight into it, planned next week; no workers run): the rows shown in the week,
 * a move that breaks the profile's gap refused with the nearest allowed time, then that time taken; the
 * route's code loaded on this route only. The browser runs in New York time: the calendar is Kyiv's.
 */

const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
const OPERATOR = { login: 'calendar-operator', password: 'calendar-pass' };
/** Screenshots at 1366 and 390 px only when E2E_SHOTS_DIR names a folder (to look at, not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, 'calendar') : '';
const POLL = { timeout: 15_000, interval: 200 };
const HOUR = 3_600_000;

let db: Database;
let app: FastifyInstance;
let dataDir: string;
let base: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
const scripts: string[] = [];
/** Next week's Monday in Kyiv, `YYYY-MM-DD`, and its 10:00 Kyiv as an instant. */
let monday = '';
let mondayTen = 0;
let movingRow = 0;

async function openPage(viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    baseURL: base,
    locale: 'uk-UA',
    timezoneId: 'America/New_York',
    serviceWorkers: 'block',
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.push(`${new URL(page.url()).pathname} ${pathname}`);
  });
  await signIn(page, OPERATOR.login, OPERATOR.password);
  await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/');
  await page.locator('main h1').first().waitFor();
  return page;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

/** The week cell of a Kyiv day and hour. */
const cell = (page: Page, day: string, hour: number) => page.locator(`button[data-day="${day}"][data-hour="${hour}"]`);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sp-e2e-calendar-'));
  db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  await ensureFirstAdmin(db, 'admin', 'calendar-admin-pass');
  app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'calendar-e2e-secret-0123456789-0123456789',
      CLIENT_DIR: clientDir,
      RUN_WORKERS: 'false',
    }),
    db,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.addresses()[0] as { port: number }).port}`;
  const admin = (
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'admin', password: 'calendar-admin-pass' } })
  ).json<{ accessToken: string }>();
  const created = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { authorization: `Bearer ${admin.accessToken}` },
    payload: OPERATOR,
  });
  expect(created.statusCode).toBe(201);
  const operatorId = created.json<{ id: number }>().id;

  // Next week's Monday, Kyiv: the database names it, so the test never depends on today's weekday or the machine's zone.
  const [week] = await db.query<{ monday: string; ten: Date }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS monday, (d + interval '10 hours') AT TIME ZONE 'Europe/Kyiv' AS ten
       FROM (SELECT date_trunc('week', (now() AT TIME ZONE 'Europe/Kyiv') + interval '7 days') AS d) x`,
  );
  monday = week!.monday;
  mondayTen = week!.ten.getTime();
  const profile = await insertAccount(db, operatorId);
  await db.query(`UPDATE accounts SET comments = 'Кава щодня', in_tiktok = true WHERE id = $1`, [profile]);
  await db.query(
    `INSERT INTO posting_limits (account_id, platform, daily_cap, min_gap_minutes, jitter_minutes) VALUES ($1, 'tiktok', 10, 60, 0)`,
    [profile],
  );
  const plan = async (title: string, at: number) => {
    const videoId = await insertPublishedVideo(db, operatorId, profile, [{ platform: 'tiktok', status: 'publication' }], 'publication', {
      title,
    });
    const [row] = await db.query<{ id: number }>(
      `UPDATE publication_results SET planned_at = $2 WHERE publication_video_id = $1 RETURNING id`,
      [videoId, new Date(at)],
    );
    return row!.id;
  };
  await plan('Ранкова кава', mondayTen);
  movingRow = await plan('Обідня кава', mondayTen + 4 * HOUR);
  // A published row the same day: shown, not movable.
  const done = await insertPublishedVideo(db, operatorId, profile, [{ platform: 'tiktok', status: 'success' }], 'success', {
    title: 'Вчорашня кава',
  });
  await db.query(`UPDATE publication_results SET published_at = $2, planned_at = $2 WHERE publication_video_id = $1`, [
    done,
    new Date(mondayTen - 2 * HOUR),
  ]);
  await db.exec('VACUUM (ANALYZE)');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("'Календар'", () => {
  it('shows the rows of the week by Kyiv hour; a move that breaks the gap is refused with the nearest time, which is then taken', async () => {
    const page = await openPage();
    await page.goto(`/video/calendar?date=${monday}`);
    await page.getByRole('heading', { name: t.title, exact: true, level: 1 }).waitFor();
    // The sidebar's third item under 'Відео'.
    expect(await page.getByRole('navigation').getByRole('link', { name: t.title, exact: true }).getAttribute('href')).toBe(
      '/video/calendar',
    );
    await expect.poll(() => cell(page, monday, 10).textContent(), POLL).toBe('1');
    expect(await cell(page, monday, 14).getAttribute('aria-label')).toContain('На публікації 1');
    expect(await cell(page, monday, 8).getAttribute('aria-label')).toContain('Опубліковано 1');
    await shoot(page, 'week');

    await cell(page, monday, 14).click();
    const panel = page.locator('#calendar-rows');
    await panel.getByRole('link', { name: 'Обідня кава', exact: true }).waitFor();
    await shoot(page, 'week-hour-rows');
    await panel.getByRole('button', { name: /^Перенести рядок: 14:00/ }).click();
    const dialog = page.getByRole('dialog', { name: t.moveTitleRow });
    await dialog.getByRole('button', { name: t.moveSubmit, exact: true }).waitFor();
    // 10:30 is half an hour after the morning post: the gap is an hour.
    const parts = dialog.getByRole('spinbutton');
    await parts.nth(3).click();
    await page.keyboard.type('1030');
    await dialog.getByRole('button', { name: t.moveSubmit, exact: true }).click();
    const refusal = dialog.getByRole('alert');
    await expect
      .poll(() => refusal.textContent(), POLL)
      .toMatch(/Перенесення порушує ліміти публікацій профілю в TikTok\. Найближчий дозволений час: \d\d\.\d\d\.\d{4}, 11:00/);
    await shoot(page, 'move-refused');
    await dialog.getByRole('button', { name: /^Перенести на .* 11:00$/ }).click();
    await dialog.getByRole('button', { name: t.moveSubmit, exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => cell(page, monday, 11).textContent(), POLL).toBe('1');
    expect(await cell(page, monday, 14).textContent()).toBe('');
    const [saved] = await db.query<{ planned_at: Date }>('SELECT planned_at FROM publication_results WHERE id = $1', [movingRow]);
    expect(saved!.planned_at.getTime()).toBe(mondayTen + HOUR);
  });

  it('has day and month views, empty, loading and error states, and its code only on its own route', async () => {
    const page = await openPage({ width: 390, height: 844 });
    await page.goto(`/video/calendar?view=day&date=${monday}&hour=${monday}T10`);
    await page.locator('#calendar-rows').getByRole('link', { name: 'Ранкова кава', exact: true }).waitFor();
    await shoot(page, 'day');
    await page.goto(`/video/calendar?view=month&date=${monday}`);
    await page.getByRole('button', { name: /відкрити день: На публікації 2, Опубліковано 1$/ }).waitFor();
    await shoot(page, 'month');
    await page.goto('/video/calendar?date=2020-01-06');
    await page.getByText(t.empty, { exact: true }).waitFor();
    await shoot(page, 'empty');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/publication/calendar?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/video/calendar?date=${monday}&platform=youtube`);
    await page.getByRole('status').filter({ hasText: t.loading }).first().waitFor();
    await shoot(page, 'loading');
    release();
    await page.getByRole('status').filter({ hasText: t.loading }).first().waitFor({ state: 'detached' });
    await page.unroute('**/api/publication/calendar?*');
    await page.route('**/api/publication/calendar?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Внутрішня помилка сервера' }) }),
    );
    await page.goto(`/video/calendar?date=${monday}&platform=instagram`);
    await page.getByRole('alert').filter({ hasText: 'Внутрішня помилка сервера' }).waitFor({ timeout: 30_000 });
    await shoot(page, 'error');
    await page.unroute('**/api/publication/calendar?*');

    scripts.length = 0;
    await page.goto('/video/list');
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((line) => line.includes('calendar'))).toEqual([]);
  });
});
