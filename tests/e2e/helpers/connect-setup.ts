import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shellText } from '@client/app/text';
import { E2E_ADMIN } from '../global-setup';
import { apiCall } from './api';
import { baseUrl, e2ePlatforms, signIn } from './browser';

/** The two widths the connect walks look at. */
export const CONNECT_VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
export type ConnectViewport = keyof typeof CONNECT_VIEWPORTS;

/**
 * The admin signed in on a context of its own (kept in `contexts` for the file to close), allowed to
 * read and write the clipboard (the copy buttons), at one of the two widths.
 */
export async function operatorPage(browser: Browser, contexts: BrowserContext[], viewport: ConnectViewport): Promise<Page> {
  const context = await browser.newContext({
    viewport: CONNECT_VIEWPORTS[viewport],
    baseURL: baseUrl(),
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signIn(page, E2E_ADMIN.login, E2E_ADMIN.password);
  // Signed in once the app's top bar (its bell) is there, on a phone too.
  await page.getByRole('button', { name: shellText.notifications.title }).waitFor();
  return page;
}

/** A profile with YouTube switched on and its app credentials (the fake's client), not yet connected. */
export async function createYouTubeProfile(token: string, comments: string): Promise<number> {
  const created = await apiCall<{ id: number }>('/api/accounts', {
    method: 'POST',
    token,
    body: {
      proxy: e2ePlatforms().proxy,
      comments,
      inYouTube: true,
      YouTubeAuthClientId: 'client-e2e.apps.googleusercontent.com',
      YouTubeAuthClientSecret: 'client-e2e-secret',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}
