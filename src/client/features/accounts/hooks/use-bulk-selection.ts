import { useCallback, useMemo, useState } from 'react';
import type { BulkSelection } from '@shared/schemas/bulk-actions';

/** A list's filter as the server resolves 'вибрати всі знайдені'. */
export type BulkFilter = Exclude<BulkSelection, { by: 'ids' }>;

/** A chosen profile: its id and how the confirmation names it. */
export interface Chosen {
  id: number;
  name: string;
}

/**
 * The profiles chosen on a list page: ids ticked row by row (kept while the pages change), or every
 * profile the current filter finds (sent as the filter; it no longer holds once the filter changes).
 */
export function useBulkSelection(filter: BulkFilter) {
  const filterKey = JSON.stringify(filter);
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const [allFoundFor, setAllFoundFor] = useState<string | null>(null);
  const allFound = allFoundFor === filterKey;

  const toggle = useCallback((profiles: Chosen[], selected: boolean) => {
    setChosen((current) => {
      const next = new Map(current);
      for (const profile of profiles) {
        if (selected) next.set(profile.id, profile.name);
        else next.delete(profile.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    setChosen(new Map());
    setAllFoundFor(null);
  }, []);

  return useMemo(
    () => ({
      allFound,
      isSelected: (id: number) => allFound || chosen.has(id),
      toggle,
      selectAllFound: () => setAllFoundFor(filterKey),
      clear,
      /** How many are chosen; `found` is the filter's total. */
      count: (found: number) => (allFound ? found : chosen.size),
      /** The names the confirmation shows: the ticked ones, or (all found) those on this page. */
      names: (onPage: Chosen[]) => (allFound ? onPage.map((profile) => profile.name) : [...chosen.values()]),
      request: (): BulkSelection => (allFound ? filter : { by: 'ids', ids: [...chosen.keys()] }),
    }),
    // filterKey stands for filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [allFound, chosen, toggle, clear, filterKey],
  );
}

export type BulkSelectionState = ReturnType<typeof useBulkSelection>;
