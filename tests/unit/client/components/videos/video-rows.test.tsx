// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Video } from '@shared/schemas/videos';
import { videoCounts, videoErrorText } from '@client/components/videos/video-display';
import { VideoItem } from '@client/components/videos/video-item';

const video = (overrides: Partial<Video> = {}): Video => ({
  id: 1,
  date: '2025-07-01T09:05:07.000Z',
  status: 'success',
  views: 100,
  viewsInstagram: 23,
  likes: 10,
  likesInstagram: 5,
  comments: 2,
  commentsInstagram: 1,
  urlYouTube: null,
  urlInstagram: null,
  error: null,
  errorInstagram: null,
  errorTiktok: null,
  account: { id: 42 },
  title: 'Ранок у Карпатах',
  idUpload: '00000000-0000-4000-8000-000000000009',
  posterUrl: '/api/media/out/poster.jpg',
  publishedOn: ['youtube', 'instagram'],
  ...overrides,
});

function renderRow(v: Video, showAccount = true) {
  return render(
    <MemoryRouter>
      <ul>
        <VideoItem video={v} showAccount={showAccount} />
      </ul>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('video rows (SPEC §3/§4 display rules)', () => {
  it('counts add the YouTube and Instagram figures, for success only', () => {
    expect(videoCounts(video())).toEqual({ views: 123, likes: 15, comments: 3 });
    for (const status of ['loading', 'error', 'noactive', 'publication'] as const) expect(videoCounts(video({ status }))).toBeNull();
  });

  it('counts only where they are known: a TikTok-only video has none (not 0/0/0), a failed platform adds nothing', () => {
    expect(videoCounts(video({ publishedOn: ['tiktok'] }))).toBeNull();
    expect(videoCounts(video({ publishedOn: [] }))).toBeNull();
    expect(videoCounts(video({ publishedOn: ['youtube', 'tiktok'] }))).toEqual({ views: 100, likes: 10, comments: 2 });
    expect(videoCounts(video({ publishedOn: ['instagram'] }))).toEqual({ views: 23, likes: 5, comments: 1 });
  });

  it("error text only for error: the YouTube error, else the Instagram error, else the TikTok error, else 'N/A'", () => {
    expect(videoErrorText(video({ status: 'error', error: 'yt failed', errorInstagram: 'ig failed', errorTiktok: 'tt' }))).toBe(
      'yt failed',
    );
    expect(videoErrorText(video({ status: 'error', error: '', errorInstagram: 'ig failed', errorTiktok: 'tt' }))).toBe('ig failed');
    expect(videoErrorText(video({ status: 'error', errorTiktok: 'TikTok відхилив відео' }))).toBe('TikTok відхилив відео');
    expect(videoErrorText(video({ status: 'error' }))).toBe('N/A');
    expect(videoErrorText(video({ status: 'success', error: 'stale' }))).toBeNull();
    expect(videoErrorText(video({ status: 'loading', errorInstagram: 'stale' }))).toBeNull();
  });

  it('a success row shows the summed counts, the Kyiv date with seconds and the profile link', () => {
    renderRow(video());
    expect(screen.getByText('Опубліковано')).toBeTruthy();
    expect(screen.getByText('123')).toBeTruthy();
    expect(screen.getByText('15')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    // 09:05:07 UTC on 1 July is 12:05:07 in Kyiv (UTC+3, summer time).
    expect(screen.getByText('01.07.2025, 12:05:07')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Акаунт: 42' }).getAttribute('href')).toBe('/accounts/42');
  });

  it('an error row shows the error text and no counts', () => {
    renderRow(video({ status: 'error', errorInstagram: 'Instagram refused' }));
    expect(screen.getByText('Instagram refused')).toBeTruthy();
    expect(screen.queryByText('Перегляди')).toBeNull();
    expect(screen.queryByText('123')).toBeNull();
  });

  it('a loading row shows neither counts nor error; a profile view leaves the profile link out', () => {
    renderRow(video({ status: 'loading', error: 'old error' }), false);
    expect(screen.getByText('В обробці')).toBeTruthy();
    expect(screen.queryByText('old error')).toBeNull();
    expect(screen.queryByText('Перегляди')).toBeNull();
    expect(screen.queryByRole('link', { name: /Акаунт/ })).toBeNull();
  });

  it('a TikTok-only success row shows no counts at all', () => {
    renderRow(
      video({ publishedOn: ['tiktok'], views: 0, viewsInstagram: 0, likes: 0, likesInstagram: 0, comments: 0, commentsInstagram: 0 }),
    );
    expect(screen.getByText('Опубліковано')).toBeTruthy();
    expect(screen.queryByText('Перегляди')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('is named by the publication title and its poster, both leading to the published item', () => {
    const { container } = renderRow(video());
    const title = screen.getByRole('link', { name: 'Ранок у Карпатах' });
    expect(title.getAttribute('href')).toBe('/video/youtube/00000000-0000-4000-8000-000000000009');
    const poster = container.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/api/media/out/poster.jpg');
    expect(poster?.closest('a')?.getAttribute('href')).toBe('/video/youtube/00000000-0000-4000-8000-000000000009');
    // The poster's link repeats the title's for the pointer only: out of the tab order and the accessibility tree.
    expect(poster?.closest('a')?.getAttribute('tabindex')).toBe('-1');
    expect(poster?.closest('a')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("a row without a poster shows a placeholder; a blank title reads 'Без назви'", () => {
    const { container } = renderRow(video({ posterUrl: null, title: '  ' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Без назви' }).getAttribute('href')).toBe(
      '/video/youtube/00000000-0000-4000-8000-000000000009',
    );
  });

  it("a winter date is shown in Kyiv winter time; no date reads 'Без дати'", () => {
    const { unmount } = renderRow(video({ date: '2025-01-15T22:30:00.000Z' }));
    expect(screen.getByText('16.01.2025, 00:30:00')).toBeTruthy();
    unmount();
    renderRow(video({ date: null }));
    expect(screen.getByText('Без дати')).toBeTruthy();
  });
});
