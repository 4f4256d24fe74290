import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { AccountStats } from '@shared/schemas/stats';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

/** GET /api/accounts/{id}/stats: views, likes and comments of the profile's posts over time. */
export function getAccountStats(id: number, signal?: AbortSignal): Promise<AccountStats> {
  return api.get<AccountStats>(apiPaths.accounts.stats(id), { signal });
}

/** Under the profile's detail key, so whatever refreshes the profile refreshes its statistics too. */
export const accountStatsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...accountKeys.detail(id), 'stats'] as const,
    queryFn: ({ signal }) => getAccountStats(id, signal),
    meta: { persist: true },
  });

export function useAccountStats(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountStatsQueryOptions(id), enabled: options.enabled ?? true });
}
