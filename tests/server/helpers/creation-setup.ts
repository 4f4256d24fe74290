import { expect } from 'vitest';
import { type makeMediaFixtures, multipart } from './media-fixtures';
import type { TestApp } from './test-app';

/** Numbers the folders made here, so that each has a name of its own. */
let folders = 0;

/**
 * A creation request of `count` variants (one by default) over a new folder with one photo, made
 * through the API as an operator would (its render jobs are queued; whether they run depends on the
 * app's workers).
 */
export async function requestOverOnePhoto(
  t: TestApp,
  token: string,
  fx: ReturnType<typeof makeMediaFixtures>,
  count = 1,
): Promise<{ id: number; idUpload: string }> {
  const folderId = (await t.call('POST', '/api/folder/photo-bg', token, { name: `Фон ${++folders}` })).json().id;
  const background = await multipart([
    ['folderId', String(folderId)],
    ['files', fx.read('image.png'), 'bg.png', 'image/png'],
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/photo-bg',
    headers: { ...background.headers, ...t.bearer(token) },
    payload: background.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const body = await multipart([
    ['countVideo', String(count)],
    ['isPhoto', 'true'],
    ['folders[]', String(folderId)],
    ['file', fx.read('clip.mp4'), 'clip.mp4', 'video/mp4'],
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/create-video/create',
    headers: { ...body.headers, ...t.bearer(token) },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; idUpload: string };
}
