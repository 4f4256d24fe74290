// @vitest-environment jsdom
import '../helpers/jsdom-gaps';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MAX_LENGTH } from '@shared/schemas/common';
import { normaliseSearch, SEARCH_DEBOUNCE_MS, searchParamsFor, useListSearch } from '@client/lib/use-list-search';

function Probe() {
  const search = useListSearch();
  return (
    <>
      <input aria-label="Знайти" value={search.text} onChange={search.onChange} />
      <button type="button" onClick={search.clear}>
        Очистити
      </button>
      <output data-testid="q">{search.q}</output>
      <output data-testid="page">{search.page}</output>
      <output data-testid="next">{search.hrefFor(search.page + 1)}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Знайти' });
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const url_ = () => router.state.location.pathname + router.state.location.search;
  const go = (delta: number) => act(() => router.navigate(delta));
  return { router, input, type, wait, url: url_, go };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('normaliseSearch', () => {
  it('trims, and keeps at most the length the API takes', () => {
    expect(normaliseSearch('  київ ')).toBe('київ');
    expect(normaliseSearch(null)).toBe('');
    expect(normaliseSearch('я'.repeat(SEARCH_MAX_LENGTH + 5))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(normaliseSearch(`${'я'.repeat(SEARCH_MAX_LENGTH - 1)} x`)).toBe('я'.repeat(SEARCH_MAX_LENGTH - 1));
  });
});

describe('searchParamsFor', () => {
  it('sets q, drops the page, keeps the rest', () => {
    expect(searchParamsFor(new URLSearchParams('page=4&sort=name'), 'київ').toString()).toBe('sort=name&q=%D0%BA%D0%B8%D1%97%D0%B2');
  });
  it('removes q when the search is empty', () => {
    expect(searchParamsFor(new URLSearchParams('q=old&page=2'), '').toString()).toBe('');
  });
});

describe('useListSearch', () => {
  it('reads q and page from the URL, and links other pages of the same search', () => {
    const { input } = renderAt('/list?q=%D0%BA%D0%B8%D1%97%D0%B2&page=3');
    expect(input.value).toBe('київ');
    expect(screen.getByTestId('q').textContent).toBe('київ');
    expect(screen.getByTestId('page').textContent).toBe('3');
    expect(new URLSearchParams(screen.getByTestId('next').textContent!.slice(1)).get('q')).toBe('київ');
    expect(new URLSearchParams(screen.getByTestId('next').textContent!.slice(1)).get('page')).toBe('4');
  });

  it(`commits typing to the URL after ${SEARCH_DEBOUNCE_MS} ms of quiet, on page 1`, () => {
    const { type, wait, url, input } = renderAt('/list?page=5');
    type('ки');
    wait(SEARCH_DEBOUNCE_MS - 50);
    type('киї');
    wait(SEARCH_DEBOUNCE_MS - 50);
    expect(url()).toBe('/list?page=5');
    expect(input.value).toBe('киї');
    wait(50);
    expect(url()).toBe(`/list?q=${encodeURIComponent('киї')}`);
    expect(screen.getByTestId('page').textContent).toBe('1');
    expect(input.value).toBe('киї');
  });

  it('does not commit spaces around the text, nor a change that trims to the same search', () => {
    const { type, wait, url, router } = renderAt('/list?q=abc&page=2');
    const before = router.state.historyAction;
    type(' abc  ');
    wait(SEARCH_DEBOUNCE_MS * 2);
    expect(url()).toBe('/list?q=abc&page=2');
    expect(router.state.historyAction).toBe(before);
  });

  it('adds a history entry when a search starts and replaces it while refined, so back returns to the whole list', async () => {
    const { type, wait, url, go, input } = renderAt('/list?page=2');
    type('ab');
    wait(SEARCH_DEBOUNCE_MS);
    type('abc');
    wait(SEARCH_DEBOUNCE_MS);
    expect(url()).toBe('/list?q=abc');
    await go(-1);
    expect(url()).toBe('/list?page=2');
    expect(input.value).toBe('');
    await go(1);
    expect(url()).toBe('/list?q=abc');
    expect(input.value).toBe('abc');
  });

  it('restores the search text with back and forward across pages of a search', async () => {
    const { url, go, input, router } = renderAt('/list?q=abc');
    await act(() => router.navigate('/list?q=abc&page=2'));
    await act(() => router.navigate('/list?q=xyz'));
    expect(input.value).toBe('xyz');
    await go(-1);
    expect(url()).toBe('/list?q=abc&page=2');
    expect(input.value).toBe('abc');
    expect(screen.getByTestId('page').textContent).toBe('2');
  });

  it('clears at once, without waiting, with its own history entry', async () => {
    const { url, go, input } = renderAt('/list?q=abc&page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Очистити' }));
    expect(url()).toBe('/list');
    expect(input.value).toBe('');
    await go(-1);
    expect(url()).toBe('/list?q=abc&page=3');
    expect(input.value).toBe('abc');
  });

  it('a search typed away to nothing goes back to the whole list after the pause', () => {
    const { type, wait, url } = renderAt('/list?q=abc');
    type('');
    expect(url()).toBe('/list?q=abc');
    wait(SEARCH_DEBOUNCE_MS);
    expect(url()).toBe('/list');
  });
});
