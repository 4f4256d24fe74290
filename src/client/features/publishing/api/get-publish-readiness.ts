import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { PublishReadiness } from '@shared/schemas/publish-readiness';
import { api } from '@client/lib/api-client';
import { readinessKeys } from './queries';

/** GET /api/publication/readiness?accounts=…: each chosen profile's platforms, switched on or not, and what holds them back. */
export function getPublishReadiness(accountIds: readonly number[], signal?: AbortSignal): Promise<PublishReadiness> {
  const sorted = [...accountIds].sort((a, b) => a - b);
  return api.get<PublishReadiness>(apiPaths.publications.readiness, { query: { accounts: sorted.join(',') }, signal });
}

/**
 * States of the moment: read when the chosen profiles change and when the window comes back into focus
 * (the operator may have fixed a profile in another tab), never kept offline. While a new set loads, the
 * previous answer stays on screen.
 */
export const publishReadinessQueryOptions = (accountIds: readonly number[]) =>
  queryOptions({
    queryKey: readinessKeys.of(accountIds),
    queryFn: ({ signal }) => getPublishReadiness(accountIds, signal),
    enabled: accountIds.length > 0,
    staleTime: 15_000,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });

export function usePublishReadiness(accountIds: readonly number[]) {
  return useQuery(publishReadinessQueryOptions(accountIds));
}
