import { describe, expect, it } from 'vitest';
import type { PublishedRow } from '@shared/schemas/publications';
import type { Status } from '@shared/status';
import { filterCounts, filterRows, rowFilterOf, statusCounts } from '@client/features/publishing/model/row-filter-model';

const row = (id: number, status: Status) => ({ id, status }) as PublishedRow;
const rows = [row(1, 'success'), row(2, 'error'), row(3, 'publication'), row(4, 'error'), row(5, 'loading')];

describe("the published item's row filter", () => {
  it("'Лише помилки' keeps the failed rows, 'Заплановані' those waiting, 'Усі' every row", () => {
    expect(filterRows(rows, 'error').map((r) => r.id)).toEqual([2, 4]);
    expect(filterRows(rows, 'scheduled').map((r) => r.id)).toEqual([3]);
    expect(filterRows(rows, 'all').map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterCounts(rows)).toEqual({ all: 5, error: 2, scheduled: 1 });
  });

  it('counts the rows per status, and reads an unknown ?rows= as all', () => {
    expect(statusCounts(rows)).toEqual([
      { status: 'loading', count: 1 },
      { status: 'success', count: 1 },
      { status: 'error', count: 2 },
      { status: 'noactive', count: 0 },
      { status: 'publication', count: 1 },
    ]);
    expect(rowFilterOf('error')).toBe('error');
    expect(rowFilterOf('nonsense')).toBe('all');
    expect(rowFilterOf(null)).toBe('all');
  });
});
