import { RotateCw } from 'lucide-react';
import type { PublishedRow } from '@shared/schemas/publications';
import { Button } from '@client/components/ui/button';
import { commonText } from '@client/lib/text';
import { useRetryFailed } from '../api/retry-failed';

/** 'Повторити невдалі': shown only while some of the item's rows are in 'Помилка'; retries them all at once. */
export function RetryFailedButton({ idUpload, rows }: { idUpload: string; rows: readonly PublishedRow[] }) {
  const retry = useRetryFailed(idUpload);
  const failed = rows.filter((row) => row.status === 'error').length;
  if (failed === 0) return null;
  return (
    <Button variant="secondary" busy={retry.isPending} onClick={() => retry.mutate()} title={commonText.retryFailed.hint(failed)}>
      {!retry.isPending && <RotateCw size={16} aria-hidden="true" />}
      {commonText.retryFailed.label}
    </Button>
  );
}
