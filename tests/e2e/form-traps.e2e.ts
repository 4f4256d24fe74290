import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellText } from '@client/app/text';
import { publishingText } from '@client/features/publishing/text';
import { commonText } from '@client/lib/text';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, makeVerticalClip } from './helpers/media-fixtures';
import { renderedRequest } from './helpers/requests';

/**
 * Keyboard and pointer traps of the forms, in Chromium at 1366 and 390 px: Enter in a tag input (and
 * in any text field of a form that sends something irreversible) sends nothing; the publishing form
 * asks before leaving, keeps a draft across a reload ('Відновлено чернетку від …', 'Скинути'); and a
 * click outside the open profile picker only closes it. E2E_SHOTS_DIR=<dir> keeps screenshots.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, 'form-traps') : '';
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
type ViewportName = keyof typeof VIEWPORTS;
const RENDER_TIMEOUT_MS = 240_000;
const t = publishingText.publication;
const d = commonText.formDraft;

let browser: Browser;
let token = '';
let idUpload = '';
const pages = {} as Record<ViewportName, Page>;
const suffix = Date.now() % 100000;
const profileIds: number[] = [];
const operator = { login: `traps${suffix}`, password: 'traps-e2e-pass' };

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Every write the page sends to the API while `action` runs (a GET is not a write). */
async function writesDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const writes: string[] = [];
  const onRequest = (request: Request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      writes.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', onRequest);
  try {
    await action();
    // Proving that nothing is sent needs a moment for a request that would have gone.
    await page.waitForTimeout(500);
  } finally {
    page.off('request', onRequest);
  }
  return writes.filter((line) => !line.includes('/api/auth/refresh'));
}

beforeAll(async () => {
  // An operator of its own: the pickers then list only this file's three profiles, whatever other files created.
  await apiCreateUser(await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password), operator.login, operator.password);
  token = await apiLogin(operator.login, operator.password);
  for (const name of ['Кава', 'Гори', 'Море']) {
    const created = await apiCall<{ id: number }>('/api/accounts', {
      method: 'POST',
      token,
      body: { proxy: `http://10.20.0.${profileIds.length + 1}:3128`, comments: `${name} ${suffix}` },
    });
    expect(created.status).toBe(201);
    profileIds.push(created.body.id);
  }
  const media = makeBrowserMedia();
  ({ idUpload } = await renderedRequest(token, {
    folderName: `Пастки ${suffix}`,
    image: media.png(`traps-bg-${suffix}.png`),
    clip: makeVerticalClip(`traps-${suffix}.mp4`),
    count: 2,
    timeoutMs: RENDER_TIMEOUT_MS,
  }));
  browser = await launchBrowser();
  for (const name of Object.keys(VIEWPORTS) as ViewportName[]) {
    pages[name] = await newPage(browser, VIEWPORTS[name]);
    await signIn(pages[name], operator.login, operator.password);
    await pages[name].locator('h1').first().waitFor();
  }
}, RENDER_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('form traps at %s width', (viewport) => {
  const page = () => pages[viewport];
  const tagInput = () => page().locator('input[name="tags"]');
  const chips = () => page().locator('#tags').locator('xpath=..').getByRole('listitem');
  const noSideScroll = async () =>
    expect(await page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  it('/tags/create: Enter in the tag input (after Space added the chip) and in the name field sends nothing', async () => {
    await page().goto('/tags/create');
    await page().locator('input[name="name"]').fill(`Набір ${suffix}`);
    const writes = await writesDuring(page(), async () => {
      await page().locator('input[name="name"]').press('Enter');
      await tagInput().click();
      await page().keyboard.type('кава ');
      await page().keyboard.press('Enter');
      await page().keyboard.type('ранок');
      await page().keyboard.press('Enter');
      await page().keyboard.press('Enter');
    });
    expect(writes).toEqual([]);
    expect(new URL(page().url()).pathname).toBe('/tags/create');
    await expect.poll(() => chips().allTextContents()).toEqual(['кава', 'ранок']);
  });

  it('the publishing form: Enter in the title and in the tag input sends nothing', async () => {
    await page().goto(`/video/request/${idUpload}`);
    await page().locator('input[name="title"]').fill(`Кава ${viewport}`);
    const writes = await writesDuring(page(), async () => {
      await page().locator('input[name="title"]').press('Enter');
      await tagInput().click();
      await page().keyboard.type('літо ');
      await page().keyboard.press('Enter');
      await page().keyboard.press('Enter');
    });
    expect(writes).toEqual([]);
    await expect.poll(() => chips().allTextContents()).toEqual(['літо']);
  });

  it('asks before a sidebar link leaves unsent input; a reload restores the draft with its line; "Скинути" clears it', async () => {
    // Continues the form filled above.
    if (viewport === 'phone') await page().getByRole('button', { name: shellText.nav.openMenu }).click();
    await page()
      .getByRole('navigation', { name: shellText.nav.mainNavigation })
      .getByRole('link', { name: shellText.nav.tags, exact: true })
      .click();
    // The dialog's root has no box of its own (its panel is fixed): its title and buttons are what shows.
    await page().getByText(d.leaveTitle, { exact: true }).waitFor();
    await page().getByText(d.leaveDescription, { exact: true }).waitFor();
    await shot(page(), `leave-prompt-${viewport}`);
    await page().getByRole('button', { name: d.stay, exact: true }).click();
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);
    expect(new URL(page().url()).pathname).toBe(`/video/request/${idUpload}`);
    expect(await page().locator('input[name="title"]').inputValue()).toBe(`Кава ${viewport}`);

    // A reload: the browser's own prompt first (beforeunload), then the form opens with the draft.
    const prompts: string[] = [];
    page().once('dialog', (native) => {
      prompts.push(native.type());
      void native.accept();
    });
    await page().waitForTimeout(600); // the draft is written once typing pauses (400 ms)
    await page().reload();
    await page()
      .getByText(/^Відновлено чернетку від \d{2}\.\d{2}\.\d{4}/)
      .waitFor();
    expect(prompts).toEqual(['beforeunload']);
    expect(await page().locator('input[name="title"]').inputValue()).toBe(`Кава ${viewport}`);
    await expect.poll(() => chips().allTextContents()).toEqual(['літо']);
    await noSideScroll();
    await shot(page(), `draft-restored-${viewport}`);

    await page().getByRole('button', { name: d.discard }).click();
    expect(await page().locator('input[name="title"]').inputValue()).toBe('');
    await expect
      .poll(() =>
        page()
          .getByText(/Відновлено чернетку/)
          .count(),
      )
      .toBe(0);
    await page().reload();
    await page().locator('input[name="title"]').waitFor();
    await page().waitForTimeout(500);
    expect(
      await page()
        .getByText(/Відновлено чернетку/)
        .count(),
    ).toBe(0);
  });

  it('a click outside the open profile picker only closes it: no profile added, the switch under it untouched', async () => {
    await page().goto(`/video/request/${idUpload}`);
    const picker = page().getByRole('combobox', { name: t.accounts, exact: true });
    await picker.click();
    await page()
      .getByRole('option', { name: new RegExp(`^#${profileIds[0]} `) })
      .click();
    // The list stays open after a pick (several may be chosen); it lies over the platform switches.
    await page().getByRole('listbox').waitFor();
    await shot(page(), `picker-open-${viewport}`);
    // Aimed at a control just outside the list: the YouTube switch on a wide screen; on a phone the list
    // lies over the switches, so the date field under it.
    const target =
      viewport === 'desktop'
        ? page().locator('label', { has: page().getByRole('switch', { name: 'YouTube', exact: true }) })
        : page().locator('#date');
    const box = (await target.boundingBox())!;
    const point = { x: box.x + Math.min(box.width / 2, 20), y: box.y + box.height / 2 };
    const underList = await page().evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[role="listbox"]')), point);
    expect(underList).toBe(false);
    const youtube = page().getByRole('switch', { name: 'YouTube', exact: true });
    const before = await youtube.isChecked();
    const focusBefore = await page().evaluate(() => document.activeElement?.getAttribute('role'));
    await page().mouse.click(point.x, point.y);
    await expect.poll(() => page().getByRole('listbox').count()).toBe(0);
    // Nothing else happened: the switch is as it was, no profile was added, the focus did not move.
    expect(await youtube.isChecked()).toBe(before);
    expect(await page().locator('[aria-label^="Прибрати #"]').count()).toBe(1);
    expect(await page().evaluate(() => document.activeElement?.getAttribute('role'))).toBe(focusBefore);
    if (viewport === 'desktop') {
      // The next click, with the list closed, does reach the switch.
      await page().mouse.click(point.x, point.y);
      await expect.poll(() => youtube.isChecked()).toBe(!before);
    }
  });

  it('the group picker offers "Вибрати всі" / "Вибрати знайдені" and shows a profile of another group as taken; the folder name counts; the profile form restores a draft without its secrets', async () => {
    if (viewport === 'desktop') {
      const taken = await apiCall('/api/accounts-group', {
        method: 'POST',
        token,
        body: { name: `Зайняті ${suffix}`, accounts: [profileIds[0]] },
      });
      expect(taken.status).toBe(201);
    }
    await page().goto('/accounts/group/create');
    const picker = page().getByRole('combobox', { name: 'Профілі', exact: true });
    await picker.click();
    await expect
      .poll(() =>
        page()
          .getByRole('option', { name: new RegExp(`^#${profileIds[0]} `) })
          .getAttribute('aria-disabled'),
      )
      .toBe('true');
    await expect
      .poll(() =>
        page()
          .getByRole('option', { name: new RegExp(`^#${profileIds[0]} `) })
          .textContent(),
      )
      .toContain(`у групі «Зайняті ${suffix}»`);
    await page().keyboard.type(`Гори ${suffix}`);
    await page().getByRole('button', { name: 'Вибрати знайдені', exact: true }).click();
    await expect.poll(() => page().locator('[aria-label^="Прибрати #"]').count()).toBe(1);
    await noSideScroll();
    await shot(page(), `group-picker-${viewport}`);
    await page().keyboard.press('Escape');
    await page().getByRole('button', { name: 'Вибрати всі', exact: true }).click();
    // The taken profile stays out: two of three.
    await expect.poll(() => page().locator('[aria-label^="Прибрати #"]').count()).toBe(2);
    expect(await page().locator(`[aria-label^="Прибрати #${profileIds[0]} "]`).count()).toBe(0);

    await page().goto('/photos/create-folder');
    await page().locator('input[name="name"]').fill('Осінь '.repeat(17));
    await page().getByText('102 / 100').waitFor();
    await noSideScroll();
    await shot(page(), `folder-counter-${viewport}`);

    await page().goto('/accounts/create');
    await page().locator('input[name="proxy"]').fill(`http://10.30.0.1:3128`);
    await page()
      .locator('label', { has: page().getByRole('switch', { name: 'TikTok', exact: true }) })
      .click();
    await page().locator('[name="TikTokAccess"]').fill('act.secret');
    await page().waitForTimeout(600);
    page().once('dialog', (native) => void native.accept());
    await page().reload();
    await page().getByText(d.secretsNotKept).waitFor();
    expect(await page().locator('input[name="proxy"]').inputValue()).toBe('http://10.30.0.1:3128');
    expect(await page().locator('[name="TikTokAccess"]').inputValue()).toBe('');
    await noSideScroll();
    await shot(page(), `account-draft-${viewport}`);
    await page().getByRole('button', { name: d.discard }).click();
  });
});
