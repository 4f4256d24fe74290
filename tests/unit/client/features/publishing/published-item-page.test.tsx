// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import type { Page } from '@shared/schemas/common';
import type { TikTokCreator } from '@shared/schemas/publication-options';
import type { PublishedItem, PublishedRow, VideoUploadRow } from '@shared/schemas/publications';
import { formatDateTime } from '@client/lib/dates';
import { clearAuthState, setAuthState } from '@client/lib/auth-store';
import { PublishedItemPage } from '@client/features/publishing/routes/published-item-page';
import { VideoListPage } from '@client/features/publishing/routes/video-list-page';
import { createQueryClient } from '@client/lib/query-client';

const ID_UPLOAD = '00000000-0000-4000-8000-000000000001';

const row = (id: number, patch: Partial<PublishedRow> = {}): PublishedRow => ({
  id,
  videoId: 1,
  platform: 'youtube',
  status: 'success',
  error: null,
  postUrl: null,
  account: { id: 3, title: '#3 · proxy' },
  video: {
    id: patch.videoId ?? 1,
    url: '/api/media/v.mp4',
    posterUrl: '/api/media/v.jpg',
    idUpload: ID_UPLOAD,
    createdAt: '2026-11-22T09:00:00.000Z',
  },
  publishAt: null,
  retryAt: null,
  plannedAt: null,
  publishedAt: '2026-11-22T10:00:00.000Z',
  attempts: 1,
  views: 120,
  likes: 7,
  comments: 3,
  updatedAt: '2026-11-22T10:00:00.000Z',
  title: 'Літо',
  description: '',
  tags: ['літо', 'море'],
  caption: null,
  tiktok: null,
  youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
  atPlatform: true,
  ...patch,
});

const item = (rows: PublishedRow[], patch: Partial<PublishedItem> = {}): PublishedItem => ({
  id: 4,
  idUpload: ID_UPLOAD,
  title: 'Літо',
  description: '',
  tags: 'літо,море',
  inYouTube: true,
  inTikTok: true,
  inInstagram: false,
  tiktok: { privacyLevel: 'SELF_ONLY', allowComments: false, allowDuet: false, allowStitch: false },
  youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
  date: null,
  status: 'error',
  texts: { youtubeTitle: '', youtubeDescription: '', tiktok: '', instagram: '' },
  tagProfile: [],
  video: rows,
  createdAt: '2026-11-22T09:00:00.000Z',
  request: { id: 2, idUpload: ID_UPLOAD, sourceName: 'Карпати.mp4' },
  ...patch,
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const creator = (accountId: number, patch: Partial<TikTokCreator> = {}): TikTokCreator => ({
  accountId,
  username: 'studio.ua',
  nickname: 'Студія',
  privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
  commentDisabled: false,
  duetDisabled: false,
  stitchDisabled: false,
  maxVideoPostDurationSec: 600,
  ...patch,
});
const creatorPath = /^\/api\/accounts\/(\d+)\/tiktok-creator$/;

/** Every call is recorded; TikTok creator requests go to `creators` (a creator for each profile by default). */
function stubFetch(route: (call: Call) => Response, creators: (accountId: number) => Response = (id) => json(200, creator(id))) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://app.test');
      const call = {
        method: init.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const match = creatorPath.exec(url.pathname);
      return match ? creators(Number(match[1])) : route(call);
    }),
  );
  return calls;
}

function renderAt(path: string) {
  const client = createQueryClient();
  // The app's own client: its MutationCache shows the success toasts and invalidates.
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/video/list" element={<VideoListPage />} />
          <Route path="/video/youtube" element={<PublishedItemPage />} />
          <Route path="/video/youtube/:idUpload" element={<PublishedItemPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  setAuthState({
    isAuthenticated: true,
    isLoading: false,
    user: { id: 1, login: 'admin', role: 'admin' },
    accessToken: 'token',
    refreshToken: 'refresh',
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearAuthState();
});

describe("'YouTube' list (SPEC §2 /video/list)", () => {
  const upload = (id: number, patch: Partial<VideoUploadRow> = {}): VideoUploadRow => ({
    id,
    idUpload: `00000000-0000-4000-8000-00000000000${id}`,
    title: `Назва ${id}`,
    status: 'success',
    rowCount: 4,
    successCount: 3,
    errorCount: 1,
    date: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    ...patch,
  });
  const page = (rows: VideoUploadRow[]): Page<VideoUploadRow> => ({ data: rows, page: 1, totalPages: 1, total: rows.length });

  it("is titled 'YouTube' with ID, the title (or the upload id) and 'Статус', each row a link to its detail", async () => {
    const calls = stubFetch(() => json(200, page([upload(1), upload(2, { title: null, status: 'publication' })])));
    renderAt('/video/list');
    expect(await heading('YouTube')).toBeTruthy();
    await screen.findByText('Назва 1');
    expect(
      screen
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['ID', 'Назва', 'Статус']);
    expect(screen.getByRole('link', { name: 'Назва 1' }).getAttribute('href')).toBe('/video/youtube/00000000-0000-4000-8000-000000000001');
    const second = screen.getByRole('link', { name: '00000000-0000-4000-8000-000000000002' });
    expect(second.getAttribute('href')).toBe('/video/youtube/00000000-0000-4000-8000-000000000002');
    expect(screen.getByText('На публікації')).toBeTruthy();
    expect(screen.getAllByText('3/4 опубліковано')).toHaveLength(2);
    expect(calls[0]!.path).toBe('/api/publication?page=1');
  });

  it("says 'Нічого не знайдено' when there is nothing", async () => {
    stubFetch(() => json(200, page([])));
    renderAt('/video/list');
    expect(await screen.findByText('Нічого не знайдено')).toBeTruthy();
  });
});

describe('published item (SPEC §2 /video/youtube/{idUpload})', () => {
  it('goes back to /video/list without the parameter or when the item cannot be loaded', async () => {
    stubFetch(() => json(200, { data: [], page: 1, totalPages: 1, total: 0 }));
    renderAt('/video/youtube');
    expect(await heading('YouTube')).toBeTruthy();
    cleanup();
    stubFetch((call) =>
      call.path.startsWith('/api/publication/')
        ? json(404, { message: messages.publicationNotFound })
        : json(200, { data: [], page: 1, totalPages: 1, total: 0 }),
    );
    renderAt(`/video/youtube/${ID_UPLOAD}`);
    expect(await heading('YouTube')).toBeTruthy();
  });

  it("links back to its creation request by the request's source name, not its upload id", async () => {
    stubFetch(() => json(200, item([row(1)])));
    renderAt(`/video/youtube/${ID_UPLOAD}`);
    const link = await screen.findByRole('link', { name: 'Карпати.mp4' });
    expect(link.getAttribute('href')).toBe(`/video/request/${ID_UPLOAD}`);
    expect(screen.queryByRole('link', { name: ID_UPLOAD })).toBeNull();
    cleanup();
    // A request without a source name still has a link: its upload id.
    stubFetch(() => json(200, item([row(1)], { request: { id: 2, idUpload: ID_UPLOAD, sourceName: ' ' } })));
    renderAt(`/video/youtube/${ID_UPLOAD}`);
    expect((await screen.findByRole('link', { name: ID_UPLOAD })).getAttribute('href')).toBe(`/video/request/${ID_UPLOAD}`);
  });

  it('shows one row per video × platform: status, profile link, post link, counts only on success, error only on error', async () => {
    stubFetch(() =>
      json(
        200,
        item([
          row(1, { postUrl: 'https://youtube.com/shorts/abc' }),
          row(2, { platform: 'tiktok', status: 'error', error: 'quota exceeded', publishedAt: null }),
          row(3, { videoId: 2, platform: 'youtube', status: 'publication', publishedAt: null, publishAt: '2026-12-01T10:00:00.000Z' }),
        ]),
      ),
    );
    renderAt(`/video/youtube/${ID_UPLOAD}`);
    expect(await heading('Публікація «Літо»')).toBeTruthy();
    const youtube = screen.getByRole('listitem', { name: 'Відео 1 · YouTube' });
    expect(within(youtube).getByText('Опубліковано')).toBeTruthy();
    expect(
      within(youtube)
        .getByRole('link', { name: /#3 · proxy/ })
        .getAttribute('href'),
    ).toBe('/accounts/3');
    const post = within(youtube).getByRole('link', { name: /Відкрити допис/ });
    expect(post.getAttribute('href')).toBe('https://youtube.com/shorts/abc');
    expect(post.getAttribute('target')).toBe('_blank');
    expect(within(youtube).getByText('120')).toBeTruthy();
    expect(within(youtube).queryByRole('button', { name: /Опублікувати/ })).toBeNull();

    const tiktok = screen.getByRole('listitem', { name: 'Відео 1 · TikTok' });
    expect(within(tiktok).getByText('quota exceeded')).toBeTruthy();
    expect(within(tiktok).queryByText('120')).toBeNull();
    expect(within(tiktok).getByRole('button', { name: /Опублікувати/ })).toBeTruthy();

    const scheduled = screen.getByRole('listitem', { name: 'Відео 2 · YouTube' });
    expect(within(scheduled).getByText('На публікації')).toBeTruthy();
    expect(within(scheduled).getByText(/Заплановано/)).toBeTruthy();
    expect(within(scheduled).queryByRole('button', { name: /Опублікувати/ })).toBeNull();
  });

  it("'Опублікувати' retries the row: POST without a body, the success toast, the row takes the answer", async () => {
    let retried = false;
    const calls = stubFetch((call) => {
      if (call.method === 'POST') {
        retried = true;
        return json(200, row(2, { platform: 'tiktok', status: 'publication', attempts: 2, publishedAt: null }));
      }
      return json(
        200,
        item([row(1), row(2, { platform: 'tiktok', status: retried ? 'publication' : 'error', error: 'boom', publishedAt: null })]),
      );
    });
    const user = renderAt(`/video/youtube/${ID_UPLOAD}`);
    const tiktok = await screen.findByRole('listitem', { name: 'Відео 1 · TikTok' });
    await user.click(within(tiktok).getByRole('button', { name: /Опублікувати/ }));
    expect(await screen.findByText(messages.publishRetried)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/publication/retry/2');
    expect(post.body).toBeUndefined();
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Відео 1 · TikTok' })).getByText('На публікації')).toBeTruthy());
    expect(screen.queryByText('boom')).toBeNull();
  });

  it("edits title, description, comma-separated tags and flags: PATCH, 'Оновлено дані', the form takes the answer", async () => {
    const calls = stubFetch((call) =>
      call.method === 'PATCH'
        ? json(200, item([row(1)], { title: 'Осінь', tags: 'осінь,ліс', inInstagram: true }))
        : json(200, item([row(1)])),
    );
    const user = renderAt(`/video/youtube/${ID_UPLOAD}`);
    const title = await screen.findByLabelText('Назва');
    const tags = screen.getByLabelText('Теги') as HTMLInputElement;
    expect(tags.value).toBe('літо, море');

    await user.clear(title);
    await user.clear(tags);
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText(messages.nameRequired)).toBeTruthy();
    expect(screen.getByText(messages.minOneTag)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(title, 'Осінь');
    await user.type(tags, 'Осінь, ліс');
    await user.click(screen.getByRole('switch', { name: 'Instagram' }));
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText(messages.dataUpdated)).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/publication/${ID_UPLOAD}`);
    expect(patch.body).toEqual({
      title: 'Осінь',
      description: '',
      tags: ['осінь', 'ліс'],
      inYouTube: true,
      inTikTok: true,
      inInstagram: true,
      tiktok: { privacyLevel: 'SELF_ONLY', allowComments: false, allowDuet: false, allowStitch: false },
      youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
    });
    await waitFor(() => expect(tags.value).toBe('осінь, ліс'));
  });

  it('says before saving how many videos the edit reaches, and which title each sent row went out with', async () => {
    // Video 1 went out on YouTube as 'Ранок' and waits on TikTok; video 2 went out as 'Літо'; video 3 waits on YouTube.
    stubFetch(() =>
      json(
        200,
        item([
          row(1, { videoId: 1, title: 'Ранок' }),
          row(2, { videoId: 1, platform: 'tiktok', status: 'publication', publishedAt: null, atPlatform: false }),
          row(3, { videoId: 2 }),
          row(4, { videoId: 3, status: 'publication', publishedAt: null, atPlatform: false }),
        ]),
      ),
    );
    const user = renderAt(`/video/youtube/${ID_UPLOAD}`);
    await screen.findByLabelText('Назва');
    expect(screen.getByText('Зміни стосуються лише 2 відео, які ще не опубліковані')).toBeTruthy();
    // TikTok switched off: its waiting row stops instead, so the edit reaches video 3 alone.
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    expect(screen.getByText('Зміни стосуються лише 1 відео, які ще не опубліковані')).toBeTruthy();
    const sentAs = within(screen.getByRole('listitem', { name: 'Відео 1 · YouTube' })).getByText('Надіслано з назвою «Ранок»');
    expect(sentAs).toBeTruthy();
    expect(screen.getAllByText(/Надіслано з назвою/)).toHaveLength(1);
  });

  it('shows the server messages when the edit is refused and keeps the input', async () => {
    stubFetch((call) => (call.method === 'PATCH' ? json(400, { message: ['Перша причина', 'Друга причина'] }) : json(200, item([row(1)]))));
    const user = renderAt(`/video/youtube/${ID_UPLOAD}`);
    const title = await screen.findByLabelText('Назва');
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Перша причина')).toBeTruthy();
    expect(screen.getByText('Друга причина')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Літо!');
  });

  it("a waiting row shows why it waits and 'Наступна спроба' in Kyiv time; a published row without a link says it comes after moderation", async () => {
    const retryAt = '2026-11-23T10:00:00.000Z';
    stubFetch(() =>
      json(
        200,
        item([
          row(1, {
            status: 'publication',
            publishedAt: null,
            retryAt,
            error: 'Денний ліміт завантажень YouTube вичерпано: наступна спроба завтра',
          }),
          row(2, { platform: 'tiktok', status: 'success', postUrl: null }),
        ]),
      ),
    );
    renderAt(`/video/youtube/${ID_UPLOAD}`);
    const waiting = await screen.findByRole('listitem', { name: 'Відео 1 · YouTube' });
    expect(within(waiting).getByText('На публікації')).toBeTruthy();
    expect(within(waiting).getByText('Денний ліміт завантажень YouTube вичерпано: наступна спроба завтра')).toBeTruthy();
    const next = within(waiting).getByText(/^Наступна спроба:/);
    // 10:00 UTC is 12:00 in Kyiv in November.
    expect(next.textContent).toBe(`Наступна спроба: ${formatDateTime(retryAt)}`);
    expect(next.textContent).toContain('23.11.2026');
    expect(next.textContent).toContain('12:00:00');
    expect(within(waiting).queryByRole('button', { name: /Опублікувати/ })).toBeNull();

    const published = screen.getByRole('listitem', { name: 'Відео 1 · TikTok' });
    expect(within(published).getByText('Посилання зʼявиться після модерації')).toBeTruthy();
    expect(within(published).queryByRole('link', { name: /Відкрити допис/ })).toBeNull();
  });

  it('the edit form holds the TikTok and YouTube choices the item was published with, and sends them changed', async () => {
    const published = item([row(1), row(2, { platform: 'tiktok', account: { id: 5, title: '#5 · proxy' } })], {
      tiktok: { privacyLevel: 'FOLLOWER_OF_CREATOR', allowComments: true, allowDuet: false, allowStitch: false },
      youtube: { madeForKids: true, notifySubscribers: false, categoryId: '10' },
    });
    const asked: number[] = [];
    const calls = stubFetch(
      (call) => json(200, call.method === 'PATCH' ? { ...published, ...(call.body as object), tags: 'літо,море' } : published),
      (id) => {
        asked.push(id);
        return id === 5
          ? json(200, creator(5, { stitchDisabled: true, nickname: 'Кухня' }))
          : json(409, { message: 'TikTok не ввімкнено для профілю' });
      },
    );
    const user = renderAt(`/video/youtube/${ID_UPLOAD}`);
    const tiktok = await screen.findByRole('group', { name: 'TikTok' });
    expect(await within(tiktok).findByText('Кухня (@studio.ua)')).toBeTruthy();
    expect(asked.sort()).toEqual([3, 5]);
    expect((within(tiktok).getByLabelText('Хто бачитиме відео') as HTMLInputElement).value).toBe('Підписники');
    expect((within(tiktok).getByRole('switch', { name: 'Дозволити коментарі' }) as HTMLInputElement).checked).toBe(true);
    expect((within(tiktok).getByRole('switch', { name: 'Дозволити stitch' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(tiktok).getByText('Вимкнено в налаштуваннях TikTok: #5 «Кухня»')).toBeTruthy();

    const youtube = screen.getByRole('group', { name: 'YouTube' });
    expect((within(youtube).getByRole('radio', { name: 'Так' }) as HTMLInputElement).checked).toBe(true);
    expect((within(youtube).getByRole('switch', { name: 'Сповістити підписників' }) as HTMLInputElement).checked).toBe(false);
    expect((within(youtube).getByLabelText('Категорія') as HTMLInputElement).value).toBe('Музика');
    expect(screen.getByText('Теги для YouTube: 9 / 500')).toBeTruthy();

    await user.click(within(tiktok).getByLabelText('Хто бачитиме відео'));
    await user.click(await screen.findByRole('option', { name: 'Лише я' }));
    await user.keyboard('{Escape}');
    await user.click(within(youtube).getByRole('radio', { name: 'Ні' }));
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toMatchObject({
      tiktok: { privacyLevel: 'SELF_ONLY', allowComments: true, allowDuet: false, allowStitch: false },
      youtube: { madeForKids: false, notifySubscribers: false, categoryId: '10' },
    });
  });

  it('switching TikTok on for an item without a TikTok choice asks for the privacy before saving', async () => {
    const calls = stubFetch((call) =>
      json(200, call.method === 'PATCH' ? item([row(1)], { inTikTok: true }) : item([row(1)], { inTikTok: false, tiktok: null })),
    );
    const user = renderAt(`/video/youtube/${ID_UPLOAD}`);
    await screen.findByLabelText('Назва');
    expect(screen.queryByRole('group', { name: 'TikTok' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    const tiktok = screen.getByRole('group', { name: 'TikTok' });
    await within(tiktok).findByText('Студія (@studio.ua)');
    expect((within(tiktok).getByLabelText('Хто бачитиме відео') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await within(tiktok).findByText(messages.tiktokPrivacyRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(within(tiktok).getByLabelText('Хто бачитиме відео'));
    await user.click(await screen.findByRole('option', { name: 'Усі' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(tiktok).queryByText(messages.tiktokPrivacyRequired)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({
      inTikTok: true,
      tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE' },
    });
  });
});
