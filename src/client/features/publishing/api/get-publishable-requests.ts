import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { CreationRequestItem } from '@shared/schemas/creation';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/**
 * GET /api/create-video?page=1: the newest creation requests (the user's; an admin's: all), which
 * 'Опублікувати ще раз так само' offers. The same key as the requests list's page 1, so one cache.
 */
function getNewestRequests(signal?: AbortSignal): Promise<Page<CreationRequestItem>> {
  return api.get<Page<CreationRequestItem>>(apiPaths.creation.list, { query: { page: 1 }, signal });
}

export const newestRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.creationRequests.lists(), { page: 1, q: '' }] as const,
    queryFn: ({ signal }) => getNewestRequests(signal),
    // The requests list's page 1 persists; the same key keeps the same rule.
    meta: { persist: true },
  });

export function useNewestRequests(enabled: boolean) {
  return useQuery({ ...newestRequestsQueryOptions(), enabled });
}
