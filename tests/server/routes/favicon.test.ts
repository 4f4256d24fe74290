import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { FAVICON_DATA_URL, FAVICON_SVG } from '@server/http/favicon-svg';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/** Issue 15, bug 12: the OAuth result page asked for /favicon.ico and got 404. */
let db: Database;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  // No client build here: the icon must not depend on one.
  t = await createTestApp(db);
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('the icon', () => {
  it('is the PWA’s own icon (public/favicon.svg)', async () => {
    expect(FAVICON_SVG).toBe((await readFile(new URL('../../../public/favicon.svg', import.meta.url), 'utf8')).trim());
  });

  it('/favicon.ico answers it without a session, with or without a client build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toBe(FAVICON_SVG);
  });

  it('the OAuth result page names it inline, so the browser asks for nothing else, and the CSP allows it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/youtube/callback?error=access_denied' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`<link rel="icon" href="${FAVICON_DATA_URL}" type="image/svg+xml">`);
    const imgSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((part) => part.trim().startsWith('img-src'));
    expect(imgSrc).toContain('data:');
  });
});
