import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import type { RowActionResult } from '@shared/schemas/bulk-actions';
import { api } from '@client/lib/api-client';
import { publishingText } from '../text';
import { publicationKeys } from './queries';

const t = publishingText.rowSelection;

/** What became of the selected rows, in a toast: how many done, and each refusal's reason once. */
function report(result: RowActionResult, done: (count: number) => string) {
  if (result.done.length > 0) toast.success(done(result.done.length));
  const reasons = [...new Set(result.refused.map((row) => row.reason))];
  for (const reason of reasons) toast.error(`${t.refusedCount(result.refused.filter((row) => row.reason === reason).length)}: ${reason}`);
}

/**
 * A published item's selected rows: the failed ones published again (POST …/rows/retry), the planned
 * ones deleted (POST …/rows/delete); the item and the lists reload.
 */
export function useRowActions(idUpload: string) {
  const meta = { invalidates: [publicationKeys.detail(idUpload), publicationKeys.lists()] };
  const retry = useMutation({
    mutationFn: (ids: number[]) => api.post<RowActionResult>(apiPaths.fleet.retryRows(idUpload), { ids }),
    meta,
    onSuccess: (result) => report(result, t.retried),
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => api.post<RowActionResult>(apiPaths.fleet.deleteRows(idUpload), { ids }),
    meta,
    onSuccess: (result) => report(result, t.deleted),
  });
  return { retry, remove };
}
