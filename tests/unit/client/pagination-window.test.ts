import { describe, expect, it } from 'vitest';
import { paginationItems, type PaginationItem } from '../../../src/client/components/ui/pagination-window';

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
