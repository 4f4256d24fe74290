import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { SlotGap } from '@shared/schemas/posting-slots';
import type { Platform } from '@shared/status';
import { api } from '@client/lib/api-client';
import { slotGapKeys } from './queries';

/**
 * GET /api/publication/slot-gaps?accounts=…&platforms=…: the chosen profiles without a weekly pattern on a
 * chosen platform they publish on. A state of the moment, read again when the window regains focus.
 */
export function useSlotGaps(accountIds: readonly number[], platforms: readonly Platform[], enabled: boolean) {
  const sorted = [...accountIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: slotGapKeys.of(sorted, platforms),
    queryFn: ({ signal }) =>
      api.get<{ data: SlotGap[] }>(apiPaths.postingSlots.gaps, {
        query: { accounts: sorted.join(','), platforms: platforms.join(',') },
        signal,
      }),
    enabled: enabled && sorted.length > 0 && platforms.length > 0,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });
}
