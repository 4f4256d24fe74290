import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@shared/constants';
import { newestFirstPage, ownerCondition, pageOfRows, pageSlice } from '@server/services/common/pagination';

const rows = (n: number) => Array.from({ length: n }, (_, index) => ({ id: index + 1 }));
const same = <T>(row: T) => row;

describe('pageOfRows: the total without count(*) OVER ()', () => {
  it('takes the total from a short page without counting', async () => {
    const countAll = vi.fn(async () => 999);
    expect(await pageOfRows(rows(3), 1, same, countAll)).toMatchObject({ total: 3, totalPages: 1, page: 1 });
    expect(await pageOfRows(rows(5), 4, same, countAll)).toMatchObject({ total: 3 * PAGE_SIZE + 5, totalPages: 4, page: 4 });
    expect(await pageOfRows([], 1, same, countAll)).toEqual({ data: [], page: 1, total: 0, totalPages: 0 });
    expect(countAll).not.toHaveBeenCalled();
  });

  it('counts for a full page and for an empty page past the first', async () => {
    const countAll = vi.fn(async () => 45);
    expect(await pageOfRows(rows(PAGE_SIZE), 1, same, countAll)).toMatchObject({ total: 45, totalPages: 3 });
    expect(await pageOfRows([], 7, same, countAll)).toEqual({ data: [], page: 7, total: 45, totalPages: 3 });
    expect(countAll).toHaveBeenCalledTimes(2);
  });

  it('maps each row', async () => {
    expect(
      (
        await pageOfRows(
          rows(2),
          1,
          (row) => row.id * 10,
          async () => 0,
        )
      ).data,
    ).toEqual([10, 20]);
  });
});

describe('pageSlice: a page in the older half is read from the oldest end', () => {
  it('reads page 1 and the newer half from the newest end', () => {
    expect(pageSlice(1, null)).toEqual({ descending: true, limit: PAGE_SIZE, offset: 0 });
    expect(pageSlice(2, 10 * PAGE_SIZE)).toEqual({ descending: true, limit: PAGE_SIZE, offset: PAGE_SIZE });
    expect(pageSlice(5, 10 * PAGE_SIZE)).toEqual({ descending: true, limit: PAGE_SIZE, offset: 4 * PAGE_SIZE });
  });

  it('reads the older half from the oldest end, the last page without an offset', () => {
    // 10 pages and 5 rows: page 11 holds the 5 oldest, page 10 the 20 before them.
    const total = 10 * PAGE_SIZE + 5;
    expect(pageSlice(11, total)).toEqual({ descending: false, limit: 5, offset: 0 });
    expect(pageSlice(10, total)).toEqual({ descending: false, limit: PAGE_SIZE, offset: 5 });
    expect(pageSlice(7, total)).toEqual({ descending: false, limit: PAGE_SIZE, offset: 3 * PAGE_SIZE + 5 });
  });

  it('reads nothing past the end', () => {
    expect(pageSlice(4, 2 * PAGE_SIZE)).toMatchObject({ descending: true, offset: 3 * PAGE_SIZE });
  });
});

describe('newestFirstPage', () => {
  it('reads page 1 before counting, and a later page after', async () => {
    const calls: string[] = [];
    const countAll = async () => {
      calls.push('count');
      return 3 * PAGE_SIZE;
    };
    const read = async (slice: { descending: boolean }) => {
      calls.push(slice.descending ? 'newest' : 'oldest');
      return rows(PAGE_SIZE);
    };
    expect(await newestFirstPage(1, read, same, countAll)).toMatchObject({ total: 3 * PAGE_SIZE, totalPages: 3 });
    expect(calls).toEqual(['newest', 'count']);
    calls.length = 0;
    expect(await newestFirstPage(3, read, same, countAll)).toMatchObject({ page: 3, total: 3 * PAGE_SIZE });
    expect(calls).toEqual(['count', 'oldest']);
  });
});

describe('ownerCondition', () => {
  it('is TRUE for an admin and the owner column for a user, numbered from the given parameter', () => {
    expect(ownerCondition('a.user_id', null, 3)).toEqual({ sql: 'TRUE', params: [] });
    expect(ownerCondition('a.user_id', 7, 3)).toEqual({ sql: 'a.user_id = $3::int', params: [7] });
  });
});
