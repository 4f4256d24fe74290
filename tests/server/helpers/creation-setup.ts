import { expect } from 'vitest';
import { type makeMediaFixtures, multipart } from './media-fixtures';
import type { TestApp } from './test-app';

/**
 * A creation request of one variant over a folder with one photo, made through the API as an operator
 * would (its render job is queued; whether it runs depends on the app's workers).
 */
export async function requestOverOnePhoto(
  t: TestApp,
  token: string,
  fx: ReturnType<typeof makeMediaFixtures>,
): Promise<{ id: number; idUpload: string }> {
  const folderId = (await t.call('POST', '/api/folder/photo-bg', token, { name: 'Фон' })).json().id;
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
  expect(uploaded.statusCode).toBe(201);
  const body = await multipart([
    ['countVideo', '1'],
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
  expect(created.statusCode).toBe(201);
  return created.json() as { id: number; idUpload: string };
}
