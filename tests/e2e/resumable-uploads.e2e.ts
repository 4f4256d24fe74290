import { request as httpRequest } from 'node:http';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '@shared/schemas/uploads';
import { messages } from '@shared/messages';
import { backgroundsText } from '@client/features/backgrounds/text';
import { commonText } from '@client/lib/text';
import { queueText } from '@client/offline/text';
import { E2E_ADMIN } from './global-setup';
import { apiCall, apiCreateUser, apiLogin } from './helpers/api';
import { expectToast, launchBrowser, newPage, signIn } from './helpers/browser';
import { makeBrowserMedia, type BrowserFile } from './helpers/media-fixtures';

/**
 * The upload queue over resumable uploads (tus): a transfer cut mid-chunk and a page reloaded
 * mid-upload both go on from the server's offset, and a commit whose answer was lost is asked again
 * without sending the file anew. Asserted on the bytes the server received (every
 * PATCH body that reached it, counted at the browser's edge), not on time.
 */

let browser: Browser;
let page: Page;
let token = '';
let folderId = 0;
const suffix = Date.now() % 100000;
const user = { login: `tus${suffix}`, password: 'tus-pass-1' };
const media = makeBrowserMedia();

/** A real PNG followed by zeros (its magic bytes and picture are the PNG's): 2.5 chunks. */
const bigPng = (name: string): BrowserFile => {
  const png = media.png(name);
  return { ...png, buffer: Buffer.concat([png.buffer, Buffer.alloc(Math.floor(UPLOAD_CHUNK_BYTES * 2.5) - png.buffer.length)]) };
};

interface Delivered {
  offset: number;
  bytes: number;
}

const queueButton = () => page.getByRole('button', { name: /^Черга завантажень/ });

async function namesOnServer(prefix: string): Promise<string[]> {
  const { body } = await apiCall<{ data: Array<{ name: string; sizeBytes: number }> }>(`/api/photo-bg/${folderId}?page=1`, { token });
  return body.data.filter((row) => row.name.startsWith(prefix)).map((row) => `${row.name}:${row.sizeBytes}`);
}

async function queueUpload(file: BrowserFile) {
  await page.goto(`/photos/${folderId}`);
  await page.getByRole('link', { name: commonText.actions.create, exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { name: backgroundsText.pages.backgroundUpload, exact: true }).count()).toBe(1);
  await page.locator('input[name="files"]').setInputFiles([file], { timeout: 60_000 });
  await expect.poll(() => page.getByRole('button', { name: commonText.media.removeFile(file.name) }).count()).toBe(1);
  await page.getByRole('button', { name: commonText.actions.save }).click();
  await expectToast(page, queueText.queued);
}

/** The server's offset of an upload, asked as the browser would (its own bearer token). */
async function serverOffset(url: string, authorization: string): Promise<number> {
  const response = await fetch(url, { method: 'HEAD', headers: { authorization, 'tus-resumable': '1.0.0' } });
  return Number(response.headers.get('upload-offset'));
}

/** Sends the first `part` bytes of a PATCH to the server and drops the connection once it has them: a cut mid-chunk. */
async function deliverPart(request: Request, body: Buffer, part: number): Promise<void> {
  const headers = await request.allHeaders();
  const offset = Number(headers['upload-offset']);
  const outgoing = httpRequest(request.url(), {
    method: 'PATCH',
    headers: {
      authorization: headers.authorization!,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(body.length),
    },
  });
  outgoing.on('error', () => undefined);
  outgoing.write(body.subarray(0, part));
  await expect.poll(() => serverOffset(request.url(), headers.authorization!), { timeout: 15_000 }).toBe(offset + part);
  outgoing.destroy();
}

beforeAll(async () => {
  const adminToken = await apiLogin(E2E_ADMIN.login, E2E_ADMIN.password);
  await apiCreateUser(adminToken, user.login, user.password);
  token = await apiLogin(user.login, user.password);
  folderId = (await apiCall<{ id: number }>('/api/folder/photo-bg', { method: 'POST', token, body: { name: `Тус ${suffix}` } })).body.id;
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, user.login, user.password);
  await page.getByRole('status').filter({ hasText: messages.authorized }).first().waitFor({ timeout: 15_000 });
});

afterAll(async () => {
  await browser?.close();
});

describe('resumable uploads from the queue', () => {
  it('a PATCH cut mid-chunk goes on from the bytes the server kept: every byte reaches the server once', async () => {
    const file = bigPng('cut.png');
    const delivered: Delivered[] = [];
    let cut = 0;
    await page.route('**/api/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const body = request.postDataBuffer() ?? Buffer.alloc(0);
      const offset = Number(await request.headerValue('upload-offset'));
      if (offset > 0 && cut === 0) {
        // The second chunk: a third of it reaches the server, then the network drops.
        cut = Math.floor(body.length / 3);
        await deliverPart(request, body, cut);
        delivered.push({ offset, bytes: cut });
        return route.abort('connectionreset');
      }
      delivered.push({ offset, bytes: body.length });
      return route.continue();
    });
    await queueUpload(file);
    await expect.poll(() => namesOnServer('cut'), { timeout: 60_000 }).toEqual([`cut.png:${file.buffer.length}`]);
    await page.unroute('**/api/uploads/*');

    expect(cut).toBeGreaterThan(0);
    // After the cut the next PATCH starts where the server's bytes end, not at the chunk's start.
    expect(delivered[2]!.offset).toBe(delivered[1]!.offset + cut);
    expect(delivered.reduce((sum, part) => sum + part.bytes, 0)).toBe(file.buffer.length);
    expect(Math.max(...delivered.map((part) => part.bytes))).toBeLessThanOrEqual(UPLOAD_CHUNK_BYTES);
    await expect.poll(() => queueButton().getAttribute('aria-label')).toBe(queueText.button(0));
  });

  it('a page reloaded mid-upload goes on from the server offset after the reload (tus URL kept in IndexedDB)', async () => {
    const file = bigPng('reload.png');
    const delivered: Delivered[] = [];
    let held: Route | null = null;
    await page.route('**/api/uploads/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const offset = Number(await request.headerValue('upload-offset'));
      if (offset > 0 && !held) {
        // The second chunk never gets through: the page is reloaded while it is on its way.
        held = route;
        return undefined;
      }
      delivered.push({ offset, bytes: (request.postDataBuffer() ?? Buffer.alloc(0)).length });
      return route.continue();
    });
    await queueUpload(file);
    await expect.poll(() => held !== null, { timeout: 30_000 }).toBe(true);
    expect(delivered).toEqual([{ offset: 0, bytes: UPLOAD_CHUNK_BYTES }]);

    await page.reload();
    await (held as Route | null)?.abort('aborted').catch(() => undefined);
    await expect.poll(() => namesOnServer('reload'), { timeout: 60_000 }).toEqual([`reload.png:${file.buffer.length}`]);
    await page.unroute('**/api/uploads/*');

    // After the reload the upload went on at the first chunk's end: the first chunk was not sent again.
    expect(delivered.map((part) => part.offset)).toEqual([0, UPLOAD_CHUNK_BYTES, 2 * UPLOAD_CHUNK_BYTES]);
    expect(delivered.reduce((sum, part) => sum + part.bytes, 0)).toBe(file.buffer.length);
  });

  it('a commit whose answer is lost is asked again: no byte is sent twice, no second upload is made, one file is stored', async () => {
    const file = bigPng('lost.png');
    const sent: string[] = [];
    let patched = 0;
    let commits = 0;
    await page.route('**/api/uploads**', async (route) => {
      const request = route.request();
      sent.push(request.method());
      if (request.method() === 'PATCH') patched += (request.postDataBuffer() ?? Buffer.alloc(0)).length;
      return route.continue();
    });
    await page.route('**/api/photo-bg/from-uploads', async (route) => {
      commits += 1;
      if (commits > 1) return route.continue();
      // The commit reaches the server and is done there; its answer never reaches the page.
      await route.fetch();
      return route.abort('connectionreset');
    });
    await queueUpload(file);
    await expect.poll(() => queueButton().getAttribute('aria-label'), { timeout: 60_000 }).toBe(queueText.button(0));
    await page.unroute('**/api/uploads**');
    await page.unroute('**/api/photo-bg/from-uploads');

    expect(commits).toBe(2);
    expect(await namesOnServer('lost')).toEqual([`lost.png:${file.buffer.length}`]);
    // One upload created, its bytes sent once; the retry only asked its offset (complete) before the commit again.
    expect(sent.filter((method) => method === 'POST')).toHaveLength(1);
    expect(patched).toBe(file.buffer.length);
    expect(sent.at(-1)).toBe('HEAD');
  });
});
