import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooksText } from '@client/features/settings/text';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { type Database, openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { ensureFirstAdmin } from '@server/services/users/first-admin';
import { startEventRecorder } from '../server/helpers/record-event';
import { startReceiver } from '../server/webhooks/webhook-receiver';
import { launchBrowser, signIn } from './helpers/browser';

/**
 * The settings' webhooks walk on its own in-process server (its database at hand, so that the test
 * records an event as a service would; nothing records events on the shared stack yet): add an
 * endpoint, see its secret once, and see the delivery in its log after an event.
 */
const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
const SHOTS = process.env.E2E_SHOTS_DIR ?? '';
const ADMIN_PASSWORD = 'webhooks-admin-pass';

let dataDir: string;
let db: Database;
let app: FastifyInstance;
let base: string;
let browser: Browser;
let page: Page;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let recorder: Awaited<ReturnType<typeof startEventRecorder>>;

async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 850 });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sp-e2e-webhooks-'));
  db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  await ensureFirstAdmin(db, 'admin', ADMIN_PASSWORD);
  receiver = await startReceiver();
  app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'webhooks-e2e-secret-0123456789-0123456789',
      CLIENT_DIR: clientDir,
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      JOB_POLL_SECONDS: '0.5',
      PROXY_CHECK_INTERVAL_HOURS: '0',
    }),
    db,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.addresses()[0] as { port: number }).port}`;
  recorder = await startEventRecorder(db);
  browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: { width: 1366, height: 850 },
    baseURL: base,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await recorder?.stop();
  await app?.close();
  await receiver?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('settings: webhooks', () => {
  it('adds an endpoint, shows its secret once, and logs the delivery of an event', async () => {
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.locator('input[name="login"]').waitFor({ state: 'detached' });
    await page.goto('/setting');
    await page.locator('main h1').first().waitFor();
    const section = page.getByRole('region', { name: webhooksText.title }).or(page.locator('section', { hasText: webhooksText.title }));
    await expect.poll(() => page.getByText(webhooksText.empty).count()).toBe(1);
    await shoot('webhooks-empty');

    await page.getByRole('button', { name: webhooksText.add }).click();
    await page.locator('input[name="url"]').fill(`http://127.0.0.1:${receiver.port}/e2e`);
    await page.getByLabel(webhooksText.eventKinds['proxy.failed']).check();
    await shoot('webhooks-form');
    await section.getByRole('button', { name: webhooksText.add }).last().click();

    const secret = page.getByTestId('webhook-secret');
    await expect.poll(() => secret.textContent()).toMatch(/^whsec_/);
    const shown = (await secret.textContent())!;
    await shoot('webhooks-secret');
    await page.getByRole('button', { name: webhooksText.done }).click();
    await expect.poll(() => page.getByTestId('webhook-secret').count()).toBe(0);
    // Shown once: after a reload the page has no way to show it again.
    await page.reload();
    await expect.poll(() => page.getByText(`http://127.0.0.1:${receiver.port}/e2e`).count()).toBe(1);
    expect(await page.content()).not.toContain(shown);

    const ownerId = (await db.query<{ id: number }>("SELECT id FROM users WHERE login = 'admin'"))[0]!.id;
    const event = await recorder.record({
      kind: 'proxy.failed',
      ownerId,
      profileId: 3,
      profileTitle: 'Профіль 3',
      data: { reason: 'timeout' },
    });
    await expect.poll(() => receiver.at('/e2e').length, { timeout: 30_000 }).toBe(1);
    const request = receiver.at('/e2e')[0]!;
    expect(new Verifier(shown).verify(request.body, request.headers as Record<string, string>)).toMatchObject({ id: `evt_${event.id}` });

    await page.getByRole('button', { name: webhooksText.log }).click();
    await expect.poll(() => page.getByText(webhooksText.states.succeeded, { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByText('принято').count()).toBe(1);
    await shoot('webhooks-log');
  }, 120_000);
});
