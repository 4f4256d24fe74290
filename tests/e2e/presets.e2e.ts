import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Preset } from '@shared/schemas/publication-presets';
import type { PublishedItem } from '@shared/schemas/publications';
import { shellText } from '@client/app/text';
import { publishingText } from '@client/features/publishing/text';
import { settingsText } from '@client/features/settings/text';
import { E2E_ADMIN, E2E_PLATFORMS } from './global-setup';
import { apiCall, apiLogin } from './helpers/api';
import { e2ePlatforms, expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';
import { createPhotoFolder, createPhotoRequest, waitForRendered } from './helpers/requests';

/**
 * Publication presets in Chromium: the form's choices saved 'як шаблон' (its target proposed from the
 * chosen group), the preset applied in one click on another request's form, which then publishes; and
 * 'Опублікувати ще раз так само' on that published item opening a third request's form prefilled from
 * it, a reload keeping the prefill; the presets listed, renamed and deleted (after a question) in the settings.
 */

const RENDER_TIMEOUT_MS = 400_000;
const platforms = e2ePlatforms();
const suffix = Date.now() % 100000;
const clip = makeVerticalClip(`presets-${suffix}.mp4`);
const media = makeBrowserMedia();
const SHOTS = process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, 'presets') : '';
const t = publishingText.publication;
const p = publishingText.presets;
const r = publishingText.republish;
const s = settingsText.presets;
const groupName = `Шаблонна група ${suffix}`;
const presetName = `Щоранку ${suffix}`;

let browser: Browser;
let page: Page;
let token = '';
const requests: string[] = [];
const ids: number[] = [];
let groupId = 0;

const viewport = (width: number) => ({ width, height: width === 390 ? 844 : 900 });

/** The page at 1366 and 390 px, when E2E_SHOTS_DIR names a folder (to look at, not compared). */
async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize(viewport(width));
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(viewport(1366));
}

/** A profile publishing to Instagram (ready: login and password set), through the fakes' proxy. */
async function createProfile(comments: string): Promise<number> {
  const created = await apiCall<{ id: number }>('/api/accounts', {
    method: 'POST',
    token,
    body: {
      proxy: platforms.proxy,
      comments,
      inInstagram: true,
      InstagramLogin: E2E_PLATFORMS.instagram.login,
      InstagramPassword: E2E_PLATFORMS.instagram.password,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

const instagramSwitch = () => page.getByRole('switch', { name: 'Instagram', exact: true });
const summary = () => page.locator('#publication-summary').textContent();

beforeAll(
  async () => {
    token = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
    const folderId = await createPhotoFolder(token, `Фон шаблонів ${suffix}`, media.png(`bg-presets-${suffix}.png`));
    for (let index = 0; index < 3; index += 1) requests.push(await createPhotoRequest(token, { folderId, clip, count: 2 }));
    ids.push(await createProfile(`Шаблон перший ${suffix}`), await createProfile(`Шаблон другий ${suffix}`));
    const group = await apiCall<{ id: number }>('/api/accounts-group', { method: 'POST', token, body: { name: groupName, accounts: ids } });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    groupId = group.body.id;
    for (const idUpload of requests) await waitForRendered(token, idUpload, RENDER_TIMEOUT_MS);
    browser = await launchBrowser();
    page = await newPage(browser, viewport(1366));
    await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
    await page.getByRole('navigation', { name: shellText.nav.mainNavigation }).waitFor();
  },
  3 * RENDER_TIMEOUT_MS + 120_000,
);

afterAll(async () => {
  await browser?.close();
});

describe('publication presets', () => {
  it("'Зберегти як шаблон' keeps the form's platforms, tags and the chosen group as the target", async () => {
    await page.goto(`/video/request/${requests[0]}`);
    await page.getByLabel(t.title, { exact: true }).waitFor();
    await page.getByRole('combobox', { name: t.groups, exact: true }).click();
    await page.getByRole('option', { name: t.groupOption(groupName, 2), exact: true }).click();
    await page.getByLabel(t.tags, { exact: true }).click();
    await page.keyboard.type('ранок кава ');
    await page.locator('label', { has: instagramSwitch() }).click();
    await shoot('1-form-before-save');

    await page.getByRole('button', { name: p.saveAs, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: p.dialogTitle });
    await dialog.getByLabel(p.name, { exact: true }).fill(presetName);
    // The group whose profiles are all chosen is proposed as the target.
    await expect.poll(() => dialog.getByText(t.groupOption(groupName, 2)).count()).toBeGreaterThan(0);
    await shoot('2-save-dialog');
    // Enter in the name field neither saves the preset nor publishes the form behind it.
    await dialog.getByLabel(p.name, { exact: true }).press('Enter');
    await dialog.getByRole('button', { name: p.save, exact: true }).click();
    await expectToast(page, messages.presetCreated);
    await dialog.waitFor({ state: 'detached' });

    const saved = (await apiCall<Preset[]>('/api/publication-presets', { token })).body.find((preset) => preset.name === presetName);
    expect(saved).toMatchObject({
      inInstagram: true,
      inYouTube: false,
      tags: ['ранок', 'кава'],
      groups: [{ id: groupId, missing: false }],
    });
    // Nothing was published from the first request.
    expect((await apiCall(`/api/publication/${requests[0]}`, { token })).status).toBe(404);
  });

  it('a preset chosen on a new form fills it in one click, and the form publishes', async () => {
    await page.goto(`/video/request/${requests[1]}`);
    await page.getByLabel(t.title, { exact: true }).waitFor();
    await page.getByRole('combobox', { name: p.picker, exact: true }).click();
    await page.getByRole('option', { name: presetName, exact: true }).click();
    await page.getByText(p.applied(presetName)).waitFor();
    expect(await instagramSwitch().isChecked()).toBe(true);
    await expect.poll(summary).toContain('2 відео → 2 профілі');
    await page.getByLabel(t.title, { exact: true }).fill(`За шаблоном ${suffix}`);
    await shoot('3-form-preset-applied');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await page.waitForURL('**/video/request-create', { timeout: 60_000 });

    const item = (await apiCall<PublishedItem>(`/api/publication/${requests[1]}`, { token })).body;
    expect(item).toMatchObject({ inInstagram: true, inYouTube: false, inTikTok: false, tags: 'ранок, кава' });
    expect([...new Set(item.video.map((row) => row.account.id))].sort()).toEqual([...ids].sort());
  });

  it("'Опублікувати ще раз так само' opens another request's form prefilled from the item; a reload keeps it", async () => {
    await page.goto(`/video/youtube/${requests[1]}`);
    await page.getByRole('button', { name: r.action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: r.dialogTitle });
    await dialog.getByRole('combobox', { name: r.request, exact: true }).click();
    // Newest first: the third request is offered first; the first one (videos left too) after it.
    const third = (await apiCall<{ id: number }>(`/api/create-video/request/${requests[2]}`, { token })).body.id;
    const option = page.getByRole('option', { name: new RegExp(`^#${third} \\(`) });
    await option.click();
    await shoot('4-republish-dialog');
    await dialog.getByRole('button', { name: r.open, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/video/request/') && url.searchParams.get('from') === requests[1]);
    expect(decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)).toBe(requests[2]);

    const check = async () => {
      await page.getByText(r.prefilled(`За шаблоном ${suffix}`)).waitFor();
      expect(await instagramSwitch().isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: 'YouTube', exact: true }).isChecked()).toBe(false);
      await expect.poll(summary).toContain('2 відео → 2 профілі');
      expect(await page.getByLabel(t.title, { exact: true }).inputValue()).toBe('');
      // The profiles in the order of the item's videos (video 1 went to the first profile).
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text.indexOf(`Шаблон перший ${suffix}`)).toBeLessThan(text.indexOf(`Шаблон другий ${suffix}`));
    };
    await check();
    await shoot('5-form-republished');
    await page.reload();
    await check();
  });

  it('the settings list the presets with rename, edit and delete; delete asks first', async () => {
    await page.goto('/setting');
    const item = page.locator(`li[data-preset="${presetName}"]`);
    await item.waitFor();
    await shoot('6-settings');
    await item.getByRole('button', { name: s.rename, exact: true }).click();
    const rename = page.getByRole('dialog', { name: s.renameTitle(presetName) });
    await rename.getByLabel(s.name, { exact: true }).fill(`${presetName} нова`);
    await rename.getByRole('button', { name: 'Зберегти', exact: true }).click();
    await expectToast(page, messages.presetUpdated);
    const renamed = page.locator(`li[data-preset="${presetName} нова"]`);
    await renamed.waitFor();

    await renamed.getByRole('button', { name: s.edit, exact: true }).click();
    const edit = page.getByRole('dialog', { name: s.editTitle(`${presetName} нова`) });
    await edit.getByLabel(s.tagsField, { exact: true }).waitFor();
    await shoot('7-settings-edit');
    await edit.getByRole('button', { name: 'Скасувати', exact: true }).click();

    await renamed.getByRole('button', { name: `Видалити «${presetName} нова»` }).click();
    const ask = page.getByRole('dialog', { name: s.deleteTitle(`${presetName} нова`) });
    await shoot('8-settings-delete');
    // The safe answer has the focus: Enter cancels.
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'detached' });
    expect(
      (await apiCall<Preset[]>('/api/publication-presets', { token })).body.some((preset) => preset.name === `${presetName} нова`),
    ).toBe(true);
    await renamed.getByRole('button', { name: `Видалити «${presetName} нова»` }).click();
    await page
      .getByRole('dialog', { name: s.deleteTitle(`${presetName} нова`) })
      .getByRole('button', { name: 'Видалити', exact: true })
      .click();
    await expectToast(page, messages.presetDeleted);
    await renamed.waitFor({ state: 'detached' });
  });
});
