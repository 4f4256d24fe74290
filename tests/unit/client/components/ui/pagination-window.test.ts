import { describe, expect, it } from 'vitest';
import { adjacentPages, pageInRange, paginationItems, type PaginationItem } from '@client/components/ui/pagination-window';

/** Renders items as the user sees them: page numbers, [current] and '...'. */
const show = (items: PaginationItem[]) =>
  items.map((item) => (item.kind === 'jump' ? '...' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('pagination window (SPEC §2: first, last, 2 either side, "..." jumps)', () => {
  it('is hidden when there is 1 page or fewer', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(3, -2)).toEqual([]);
  });

  it('shows every page when the count is small', () => {
    expect(show(paginationItems(1, 2))).toBe('[1] 2');
    expect(show(paginationItems(3, 5))).toBe('1 2 [3] 4 5');
    expect(show(paginationItems(1, 7))).toBe('[1] 2 3 ... 7');
  });

  it('shows a single missing page instead of "..."', () => {
    expect(show(paginationItems(4, 7))).toBe('1 2 3 [4] 5 6 7');
    expect(show(paginationItems(1, 5))).toBe('[1] 2 3 4 5');
  });

  it('puts "..." only after the window when the current page is at the start', () => {
    expect(show(paginationItems(1, 20))).toBe('[1] 2 3 ... 20');
    expect(show(paginationItems(3, 20))).toBe('1 2 [3] 4 5 ... 20');
  });

  it('puts "..." on both sides when the current page is in the middle', () => {
    expect(show(paginationItems(10, 20))).toBe('1 ... 8 9 [10] 11 12 ... 20');
  });

  it('puts "..." only before the window when the current page is at the end', () => {
    expect(show(paginationItems(20, 20))).toBe('1 ... 18 19 [20]');
    expect(show(paginationItems(18, 20))).toBe('1 ... 16 17 [18] 19 20');
  });

  it('"..." jumps 5 pages towards the gap, staying inside it', () => {
    const items = paginationItems(10, 20);
    const jumps = items.filter((item) => item.kind === 'jump');
    expect(jumps).toEqual([
      { kind: 'jump', page: 5, side: 'before' },
      { kind: 'jump', page: 15, side: 'after' },
    ]);
    expect(paginationItems(1, 20).find((item) => item.kind === 'jump')?.page).toBe(6);
    expect(paginationItems(4, 12).find((item) => item.kind === 'jump')?.page).toBe(9);
    expect(paginationItems(12, 14).find((item) => item.kind === 'jump')?.page).toBe(7);
  });

  it('clamps a current page outside the range', () => {
    expect(show(paginationItems(99, 4))).toBe('1 2 3 [4]');
    expect(show(paginationItems(0, 4))).toBe('[1] 2 3 4');
  });
});

describe('pageInRange: where a ?page= outside the list goes', () => {
  it('leaves an existing page alone', () => {
    expect(pageInRange(1, 5)).toBeNull();
    expect(pageInRange(3, 5)).toBeNull();
    expect(pageInRange(5, 5)).toBeNull();
  });

  it('sends a page past the end to the last page', () => {
    expect(pageInRange(999, 5)).toBe(5);
    expect(pageInRange(6, 5)).toBe(5);
    expect(pageInRange(2, 1)).toBe(1);
  });

  it('sends a page before the start, or a page of an empty list, to the first page', () => {
    expect(pageInRange(0, 5)).toBe(1);
    expect(pageInRange(-3, 5)).toBe(1);
    expect(pageInRange(Number.NaN, 5)).toBe(1);
    expect(pageInRange(4, 0)).toBe(1);
  });

  it('leaves page 1 of an empty list alone (nothing to go to)', () => {
    expect(pageInRange(1, 0)).toBeNull();
  });
});

describe('adjacentPages: the previous and next arrows', () => {
  it('has neither with one page or none', () => {
    expect(adjacentPages(1, 1)).toEqual({ previous: null, next: null });
    expect(adjacentPages(1, 0)).toEqual({ previous: null, next: null });
  });

  it('has no previous on the first page and no next on the last', () => {
    expect(adjacentPages(1, 4)).toEqual({ previous: null, next: 2 });
    expect(adjacentPages(4, 4)).toEqual({ previous: 3, next: null });
  });

  it('has both in the middle', () => {
    expect(adjacentPages(3, 20)).toEqual({ previous: 2, next: 4 });
  });

  it('counts from the clamped page when the current one is outside the range', () => {
    expect(adjacentPages(99, 4)).toEqual({ previous: 3, next: null });
    expect(adjacentPages(0, 4)).toEqual({ previous: null, next: 2 });
  });
});
