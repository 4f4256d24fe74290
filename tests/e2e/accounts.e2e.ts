import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { expectToast, launchBrowser, newPage, signIn } from './helpers/browser';

let browser: Browser;
let page: Page;
const suffix = Date.now() % 100000;
const owner = { login: `owner${suffix}`, password: 'owner-pass-1' };
const stranger = { login: `stranger${suffix}`, password: 'stranger-pass-1' };
// Public IP literals: the server resolves and checks the address on save but never connects to it.
const PROXY = 'http://8.8.8.8:3128';
const SECOND_PROXY = 'socks5://1.1.1.1:1080';
const groupName = `Група ${suffix}`;
const tagSetName = `Набір ${suffix}`;
let profileId = 0;
let secondProfileId = 0;

/** The platform toggles are switches inside their label; a click on the label flips them as a user would. */
const toggle = (name: 'inYouTube' | 'inTikTok' | 'inInstagram') => page.locator(`label:has(> input[name="${name}"])`);
const save = () => page.getByRole('button', { name: 'Зберегти' }).first().click();
const textCount = (text: string) => page.getByText(text, { exact: true }).count();

async function confirmDelete() {
  await page.getByRole('dialog').getByRole('button', { name: 'Видалити' }).click();
}

beforeAll(async () => {
  const adminToken = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await apiCreateUser(adminToken, owner.login, owner.password);
  await apiCreateUser(adminToken, stranger.login, stranger.password);
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('profiles', () => {
  it('refuses an invalid proxy, a metadata proxy address and YouTube without client id/secret, then creates the profile', async () => {
    await signIn(page, owner.login, owner.password);
    await expectToast(page, messages.authorized);
    await page.goto('/accounts/list');
    await expect.poll(() => page.getByRole('heading', { name: 'Профіля' }).count()).toBe(1);
    await expect.poll(() => textCount(messages.notFound)).toBe(1);
    await page.getByRole('link', { name: 'Створити' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Створити профіль' }).count()).toBe(1);

    await page.locator('input[name="proxy"]').fill('not a proxy');
    await save();
    await expect.poll(() => textCount(messages.proxyInvalid)).toBe(1);

    // The client accepts the form, the server refuses a cloud metadata (link-local) proxy (SSRF guard)
    // with its message in a toast. Loopback would be let through: the e2e server runs with
    // ALLOW_PRIVATE_PROXY for the publishing tests' local proxy; link-local is refused regardless.
    await page.locator('input[name="proxy"]').fill('http://169.254.169.254:80');
    await save();
    await expectToast(page, messages.proxyForbiddenAddress);
    expect(page.url()).toMatch(/\/accounts\/create$/);

    await page.locator('input[name="proxy"]').fill(PROXY);
    await toggle('inYouTube').click();
    await expect.poll(() => page.locator('input[name="YouTubeAuthClientId"]').count()).toBe(1);
    await save();
    await expect.poll(() => textCount(messages.clientIdRequired)).toBe(1);
    await expect.poll(() => textCount(messages.clientSecretRequired)).toBe(1);
    expect(page.url()).toMatch(/\/accounts\/create$/);

    await toggle('inYouTube').click();
    await expect.poll(() => page.locator('input[name="YouTubeAuthClientId"]').count()).toBe(0);
    await page.locator('textarea[name="comments"]').fill('Перший профіль');
    await save();
    await expectToast(page, messages.profileCreated);
    await page.waitForURL(/\/accounts\/\d+$/);
    profileId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByRole('heading', { name: 'Профіль «Перший профіль»' }).count()).toBe(1);
    await expect.poll(() => page.locator('input[name="proxy"]').inputValue()).toBe(PROXY);
  });

  it("lists the profile with its status 'Не активний', without the admin-only owner column", async () => {
    await page.goto('/accounts/list');
    const row = page.getByRole('row').filter({ hasText: PROXY });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('Не активний').count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Користувач' }).count()).toBe(0);
    await row.getByRole('link').click();
    await page.waitForURL(`**/accounts/${profileId}`);
  });

  it("saves a change with 'Профіль змінено' and shows the server's answer", async () => {
    await expect.poll(() => page.locator('textarea[name="comments"]').inputValue()).toBe('Перший профіль');
    await page.locator('textarea[name="comments"]').fill('Змінений коментар');
    await toggle('inInstagram').click();
    await page.locator('input[name="InstagramLogin"]').fill('shorts.e2e');
    await page.locator('input[name="InstagramPassword"]').fill('insta-secret');
    await save();
    await expectToast(page, messages.profileUpdated);
    // The secret is write-only: the form comes back empty, showing that a value is stored.
    await expect.poll(() => page.locator('input[name="InstagramPassword"]').getAttribute('placeholder')).toBe('•••••• збережено');
    await expect.poll(() => page.locator('input[name="InstagramPassword"]').inputValue()).toBe('');
    await page.reload();
    await expect.poll(() => page.locator('textarea[name="comments"]').inputValue()).toBe('Змінений коментар');
    // Instagram is active now: its profile panel shows.
    await expect.poll(() => page.getByRole('heading', { name: 'Профіль Instagram' }).count()).toBe(1);
  });
});

describe('profile groups', () => {
  it('creates a group of two profiles and lands on its detail', async () => {
    const token = await apiLogin(owner.login, owner.password);
    const second = await apiCall<{ id: number }>('/api/accounts', { method: 'POST', token, body: { proxy: SECOND_PROXY } });
    expect(second.status).toBe(201);
    secondProfileId = second.body.id;

    await page.goto('/accounts/group/list');
    await expect.poll(() => page.getByRole('heading', { name: 'Групи профілів' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Створити' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Створити групу' }).count()).toBe(1);

    await save();
    await expect.poll(() => textCount(messages.minOneProfile)).toBe(1);

    await page.locator('input[name="name"]').fill(groupName);
    const select = page.getByRole('combobox', { name: 'Профілі' });
    await select.click();
    await page.getByRole('option', { name: new RegExp(`^#${profileId} `) }).click();
    await page.getByRole('option', { name: new RegExp(`^#${secondProfileId} `) }).click();
    await page.keyboard.press('Escape');
    await save();
    await expectToast(page, messages.groupCreated);
    await page.waitForURL(/\/accounts\/group\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { name: `Група «${groupName}»` }).count()).toBe(1);
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe(groupName);
    expect(await page.getByRole('button', { name: new RegExp(`^Прибрати #${profileId} `) }).count()).toBe(1);
    expect(await page.getByRole('button', { name: new RegExp(`^Прибрати #${secondProfileId} `) }).count()).toBe(1);
  });
});

describe('tag sets', () => {
  it('creates a tag set from `Foo foo  bar` as the tags foo and bar', async () => {
    await page.goto('/tags');
    await expect.poll(() => page.getByRole('heading', { name: 'Теги' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Створити' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Створити тег' }).count()).toBe(1);

    await page.locator('input[name="name"]').fill(tagSetName);
    await save();
    await expect.poll(() => textCount(messages.minOneTag)).toBe(1);

    await page.locator('input[name="tags"]').pressSequentially('Foo foo  bar');
    await page.locator('input[name="tags"]').press('Enter');
    const chips = page.locator('li').filter({ has: page.getByRole('button', { name: /^Прибрати тег / }) });
    await expect.poll(() => chips.allTextContents()).toEqual(['foo', 'bar']);
    await save();
    await expectToast(page, messages.tagCreated);
    await page.waitForURL(/\/tags\/\d+$/);
    await expect.poll(() => chips.allTextContents()).toEqual(['foo', 'bar']);

    await page.goto('/tags');
    const row = page.getByRole('row').filter({ hasText: tagSetName });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('foo', { exact: true }).count()).toBe(1);
    expect(await row.getByText('bar', { exact: true }).count()).toBe(1);
  });
});

describe('ownership', () => {
  it("a second user cannot open the first user's profile: the not-found page, not the data", async () => {
    const other = await newPage(browser);
    await signIn(other, stranger.login, stranger.password);
    await expectToast(other, messages.authorized);
    await other.goto(`/accounts/${profileId}`);
    await expect.poll(() => other.getByText('404', { exact: true }).count()).toBe(1);
    expect(await other.locator('input[name="proxy"]').count()).toBe(0);
    expect(await other.getByText(PROXY).count()).toBe(0);
    await other.goto('/accounts/list');
    await expect.poll(() => other.getByText(messages.notFound, { exact: true }).count()).toBe(1);
    expect(await other.getByText(PROXY).count()).toBe(0);
    await other.context().close();
  });
});

describe('deleting', () => {
  it("deletes the tag set: 'Видалення ...' then 'Тег видалено'", async () => {
    await page.goto('/tags');
    await page.getByRole('button', { name: `Видалити набір тегів ${tagSetName}` }).click();
    await confirmDelete();
    await expectToast(page, messages.tagDeleted);
    await expect.poll(() => page.getByRole('row').filter({ hasText: tagSetName }).count()).toBe(0);
  });

  it("deletes the group: 'Группа видалена'", async () => {
    await page.goto('/accounts/group/list');
    await page.getByRole('button', { name: `Видалити групу ${groupName}` }).click();
    await confirmDelete();
    await expectToast(page, messages.groupDeleted);
    await expect.poll(() => page.getByRole('row').filter({ hasText: groupName }).count()).toBe(0);
  });

  it("deletes the profiles from their pages: 'Акаунт видалено', back to the list", async () => {
    for (const [id, proxy] of [
      [profileId, PROXY],
      [secondProfileId, SECOND_PROXY],
    ] as const) {
      await page.goto(`/accounts/${id}`);
      await page.getByRole('button', { name: 'Видалити профіль' }).click();
      await confirmDelete();
      await expectToast(page, messages.accountDeleted);
      await page.waitForURL(/\/accounts\/list$/);
      await expect.poll(() => page.getByRole('row').filter({ hasText: proxy }).count()).toBe(0);
    }
    await expect.poll(() => textCount(messages.notFound)).toBe(1);
  });
});
