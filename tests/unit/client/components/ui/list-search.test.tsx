// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import { SearchableList } from '@client/components/ui/list-search';
import type { ListSearch } from '@client/lib/use-list-search';

const search = (q: string, text = q): ListSearch => ({
  q,
  text,
  page: 1,
  hrefFor: (page) => `?page=${page}`,
  onChange: vi.fn(),
  clear: vi.fn(),
});

afterEach(cleanup);

describe('SearchableList', () => {
  it("shows the spec's 'Знайти' box and the list when nothing is searched", () => {
    render(
      <SearchableList search={search('')} result={{ data: { total: 0 }, isPlaceholderData: false }}>
        <table aria-label="Список" />
      </SearchableList>,
    );
    expect(screen.getByRole('searchbox', { name: messages.searchPlaceholder })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Список' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Очистити пошук' })).toBeNull();
  });

  it('says how many a search found, keeping the list', () => {
    render(
      <SearchableList search={search('київ')} result={{ data: { total: 3 }, isPlaceholderData: false }}>
        <table aria-label="Список" />
      </SearchableList>,
    );
    expect(screen.getByText('Знайдено: 3')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Список' })).toBeTruthy();
  });

  it('says nothing matched the query, instead of the list, and clears it', () => {
    const s = search('київ');
    render(
      <SearchableList search={s} result={{ data: { total: 0 }, isPlaceholderData: false }}>
        <table aria-label="Список" />
      </SearchableList>,
    );
    expect(screen.getByText('Нічого не знайдено за запитом «київ»')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const buttons = screen.getAllByRole('button', { name: 'Очистити пошук' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(s.clear).toHaveBeenCalledTimes(1);
  });

  it("keeps the previous search's rows while the new answer loads, without a count", () => {
    render(
      <SearchableList search={search('київ')} result={{ data: { total: 0 }, isPlaceholderData: true }}>
        <table aria-label="Список" />
      </SearchableList>,
    );
    expect(screen.getByRole('table', { name: 'Список' })).toBeTruthy();
    expect(screen.queryByText(/Нічого не знайдено/)).toBeNull();
    expect(screen.queryByText(/Знайдено/)).toBeNull();
  });

  it('Escape in the box clears the search', () => {
    const s = search('київ');
    render(
      <SearchableList search={s} result={{ data: { total: 2 }, isPlaceholderData: false }}>
        <table aria-label="Список" />
      </SearchableList>,
    );
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(s.clear).toHaveBeenCalledTimes(1);
  });
});
