// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/common';
import type { CreationRequestItem } from '@shared/schemas/creation';
import { CreationRequestsTable } from '@client/features/creation/components/creation-requests-table';

afterEach(cleanup);

const item = (id: number, patch: Partial<CreationRequestItem>): CreationRequestItem => ({
  id,
  idUpload: `00000000-0000-4000-8000-00000000000${id}`,
  status: 'loading',
  countVideo: 3,
  doneCount: 0,
  error: null,
  sourceName: `clip-${id}.mp4`,
  createdAt: '2026-11-22T10:00:00.000Z',
  sentCount: 0,
  publication: null,
  ...patch,
});

const page = (rows: CreationRequestItem[]): Page<CreationRequestItem> => ({ data: rows, total: rows.length, page: 1, totalPages: 1 });

function renderTable(rows: CreationRequestItem[]) {
  render(
    <MemoryRouter>
      <CreationRequestsTable data={page(rows)} isLoading={false} error={null} onRetry={() => undefined} hrefFor={(p) => `?page=${p}`} />
    </MemoryRouter>,
  );
  return (id: number) => screen.getAllByRole('row').find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(id))!;
}

describe('creation requests table (SPEC §2 /video/request-create)', () => {
  it("has the columns ID and 'Статус' and labels each status in Ukrainian", () => {
    const row = renderTable([
      item(1, { status: 'loading' }),
      item(2, { status: 'success', doneCount: 3 }),
      item(3, { status: 'error', error: 'ffmpeg: exit 1' }),
    ]);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual(['ID', 'Статус']);
    expect(within(row(1)).getByText('В обробці')).toBeTruthy();
    expect(within(row(2)).getByText('Опубліковано')).toBeTruthy();
    expect(within(row(3)).getByText('Помилка')).toBeTruthy();
  });

  it("shows 'Опублікувати' only for a request in success status, leading to /video/request/{idUpload}", () => {
    const row = renderTable([
      item(1, { status: 'loading', doneCount: 1 }),
      item(2, { status: 'success', doneCount: 3 }),
      item(3, { status: 'error', error: 'x' }),
      item(4, { status: 'noactive' }),
      item(5, { status: 'publication' }),
    ]);
    const publish = screen.getAllByRole('link', { name: 'Опублікувати' });
    expect(publish).toHaveLength(1);
    expect(publish[0]!.getAttribute('href')).toBe('/video/request/00000000-0000-4000-8000-000000000002');
    expect(within(row(2)).getByRole('link', { name: 'Опублікувати' })).toBe(publish[0]);
  });

  it('shows the progress (done of total) with a bar while rendering', () => {
    const row = renderTable([
      item(1, { status: 'loading', doneCount: 1, countVideo: 3 }),
      item(2, { status: 'success', doneCount: 2, countVideo: 2 }),
    ]);
    const bar = within(row(1)).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(within(row(1)).getByText('1 з 3')).toBeTruthy();
    expect(within(row(2)).getByText('2 з 2')).toBeTruthy();
    expect(within(row(2)).queryByRole('progressbar')).toBeNull();
  });

  it('shows the error reason only for a request in error status', () => {
    const row = renderTable([
      item(1, { status: 'error', error: 'У папці немає фото для фону: «Море»' }),
      item(2, { status: 'error', error: null }),
      item(3, { status: 'loading', error: 'stale' }),
    ]);
    expect(within(row(1)).getByText('У папці немає фото для фону: «Море»')).toBeTruthy();
    expect(within(row(2)).getByText('Невідома помилка')).toBeTruthy();
    expect(within(row(3)).queryByText('stale')).toBeNull();
  });

  it("a fully sent request offers 'Відкрити публікацію' (its published item) instead of 'Опублікувати'; a partly sent one still publishes", () => {
    const publication = (id: number, title: string) => ({ id, idUpload: `00000000-0000-4000-8000-00000000000${id}`, title });
    const row = renderTable([
      item(1, { status: 'success', countVideo: 2, doneCount: 2, sentCount: 2, publication: publication(1, 'Ранкова кава') }),
      item(2, { status: 'success', countVideo: 2, doneCount: 2, sentCount: 1, publication: publication(2, 'Вечір') }),
      item(3, { status: 'success', countVideo: 2, doneCount: 2 }),
    ]);
    const open = within(row(1)).getByRole('link', { name: 'Відкрити публікацію «Ранкова кава»' });
    expect(open.getAttribute('href')).toBe('/video/youtube/00000000-0000-4000-8000-000000000001');
    expect(open.textContent).toBe('Відкрити публікацію');
    expect(within(row(1)).queryByRole('link', { name: 'Опублікувати' })).toBeNull();
    expect(within(row(1)).getByText('Надіслано: 2 з 2')).toBeTruthy();

    expect(within(row(2)).getByRole('link', { name: 'Опублікувати' }).getAttribute('href')).toBe(
      '/video/request/00000000-0000-4000-8000-000000000002',
    );
    expect(within(row(2)).getByText('Надіслано: 1 з 2')).toBeTruthy();
    expect(within(row(3)).getByRole('link', { name: 'Опублікувати' })).toBeTruthy();
    expect(within(row(3)).queryByText(/^Надіслано/)).toBeNull();
  });

  it("says 'Нічого не знайдено' when there are no requests", () => {
    renderTable([]);
    expect(screen.getByText('Нічого не знайдено')).toBeTruthy();
  });
});
