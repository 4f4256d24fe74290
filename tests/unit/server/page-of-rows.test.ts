import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '../../../src/shared/constants';
import { pageOfRows } from '../../../src/server/services/pagination';

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
    expect((await pageOfRows(rows(2), 1, (row) => row.id * 10, async () => 0)).data).toEqual([10, 20]);
  });
});
