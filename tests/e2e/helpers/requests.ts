import { expect } from 'vitest';
import { apiCall } from './api';
import { baseUrl } from './browser';
import type { BrowserFile } from './media-fixtures';

/** A rendered variant as the request's page lists it (and as the publishing form sends it back). */
export interface RenderedVideo {
  id: number;
  url: string;
  idUpload: string;
  createdAt: string;
}

const blobOf = (file: BrowserFile) => new Blob([new Uint8Array(file.buffer)], { type: file.mimeType });

/** Sends a multipart form as `token`'s user and parses the JSON answer. */
async function postForm<T>(token: string, apiPath: string, form: FormData): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${apiPath}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Makes a photo-background folder called `name` holding `image`; returns the folder's id. */
export async function createPhotoFolder(token: string, name: string, image: BrowserFile): Promise<number> {
  const folder = await apiCall<{ id: number }>('/api/folder/photo-bg', { method: 'POST', token, body: { name } });
  expect(folder.status, JSON.stringify(folder.body)).toBe(201);
  const form = new FormData();
  form.append('folderId', String(folder.body.id));
  form.append('files', blobOf(image), image.name);
  const uploaded = await postForm(token, '/api/photo-bg', form);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return folder.body.id;
}

/** Sends a creation request of `count` variants of `clip` over the folder's photo backgrounds (what /video/create sends); returns its idUpload. */
export async function createPhotoRequest(
  token: string,
  { folderId, clip, count }: { folderId: number; clip: BrowserFile; count: number },
): Promise<string> {
  const form = new FormData();
  form.append('countVideo', String(count));
  form.append('isVideo', 'false');
  form.append('isPhoto', 'true');
  form.append('folders[]', String(folderId));
  form.append('file', blobOf(clip), clip.name);
  const created = await postForm<{ idUpload: string }>(token, '/api/create-video/create', form);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.idUpload;
}

interface RequestState {
  status: string;
  error?: string | null;
  video: RenderedVideo[];
}

/**
 * Polls the request (once a second, in a hook, so without expect.poll) until every variant is rendered
 * and returns them; throws when rendering fails or outlasts `timeoutMs` (ffmpeg on a slow machine).
 */
export async function waitForRendered(token: string, idUpload: string, timeoutMs: number): Promise<RenderedVideo[]> {
  const deadline = Date.now() + timeoutMs;
  let last: RequestState | undefined;
  while (Date.now() < deadline) {
    last = (await apiCall<RequestState>(`/api/create-video/request/${idUpload}`, { token })).body;
    if (last.status === 'success') return last.video;
    if (last.status === 'error') throw new Error(`rendering ${idUpload} failed: ${last.error ?? JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`rendering ${idUpload} did not finish in ${timeoutMs} ms: ${JSON.stringify(last)}`);
}

/** A request rendered end to end: a folder with `image`, `count` variants of `clip`, waited for. */
export async function renderedRequest(
  token: string,
  options: { folderName: string; image: BrowserFile; clip: BrowserFile; count: number; timeoutMs: number },
): Promise<{ idUpload: string; videos: RenderedVideo[] }> {
  const folderId = await createPhotoFolder(token, options.folderName, options.image);
  const idUpload = await createPhotoRequest(token, { folderId, clip: options.clip, count: options.count });
  return { idUpload, videos: await waitForRendered(token, idUpload, options.timeoutMs) };
}

/** The rendered variants of a request, as its page lists them. */
export async function renderedVideos(token: string, idUpload: string): Promise<RenderedVideo[]> {
  const detail = await apiCall<{ video: RenderedVideo[] }>(`/api/create-video/request/${idUpload}`, { token });
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  return detail.body.video;
}
