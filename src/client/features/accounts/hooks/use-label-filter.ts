import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LABELS_PER_PROFILE, uniqueLabels } from '@shared/lib/labels';

/**
 * A list's label filter, kept in the URL with its other filters (`?label=Київ&label=beauty`): the
 * labels chosen, and a setter that starts the list again at its first page.
 */
export function useLabelFilter(): { labels: string[]; setLabels: (labels: readonly string[]) => void } {
  const [params, setParams] = useSearchParams();
  const raw = params.getAll('label').join('\u0000');
  const labels = useMemo(() => (raw === '' ? [] : uniqueLabels(raw.split('\u0000')).slice(0, LABELS_PER_PROFILE)), [raw]);
  const setLabels = useCallback(
    (next: readonly string[]) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete('label');
        for (const label of next) updated.append('label', label);
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { labels, setLabels };
}
