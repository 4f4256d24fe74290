// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackgroundMedia } from '@shared/schemas/backgrounds';
import { MediaGrid } from '@client/features/backgrounds/components/media-grid';

afterEach(cleanup);

const item = (overrides: Partial<BackgroundMedia>): BackgroundMedia => ({
  id: 1,
  type: 'image',
  url: '/api/media/backgrounds/a/file.png',
  previewUrl: '/api/media/backgrounds/a/preview.webp',
  name: 'кадр.png',
  sizeBytes: 2048,
  width: 1080,
  height: 1920,
  durationMs: null,
  folderId: 3,
  createdBy: null,
  createdAt: '2025-07-01T09:05:07.000Z',
  ...overrides,
});

function renderGrid(items: BackgroundMedia[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MediaGrid
          data={{ data: items, page: 1, totalPages: 1, total: items.length }}
          isLoading={false}
          error={null}
          onRetry={() => undefined}
          hrefFor={(page) => `?page=${page}`}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the folder media grid', () => {
  it("a video tile's link name carries the duration it shows (label in name), an image tile's its name", () => {
    renderGrid([item({ id: 1 }), item({ id: 2, type: 'video', name: 'кліп.mp4', durationMs: 63_400 })]);
    const video = screen.getByRole('link', { name: 'Відкрити відео кліп.mp4 тривалістю 1:03 у новій вкладці' });
    expect(video.textContent).toBe('1:03');
    expect(screen.getByRole('link', { name: 'Відкрити фото кадр.png у новій вкладці' })).toBeTruthy();
  });

  it('a video without a known duration shows none and names none', () => {
    renderGrid([item({ id: 2, type: 'video', name: 'кліп.mp4', durationMs: null })]);
    const video = screen.getByRole('link', { name: 'Відкрити відео кліп.mp4 у новій вкладці' });
    expect(video.textContent).toBe('');
  });
});
