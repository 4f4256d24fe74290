import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { CREATION_REQUESTS_POLL_MS } from '@shared/constants';
import type { Page } from '@shared/schemas/common';
import type { CreationRequestItem } from '@shared/schemas/creation';
import { api } from '@client/lib/api-client';
import { creationKeys } from './queries';

/** GET /api/create-video?page=N&q=…: the user's creation requests (an admin's: all), newest first. */
export function getCreationRequests(page: number, q = '', signal?: AbortSignal): Promise<Page<CreationRequestItem>> {
  return api.get<Page<CreationRequestItem>>(apiPaths.creation.list, { query: { page, q: q || undefined }, signal });
}

/** The list refreshes every 15 000 ms. */
export const creationRequestsQueryOptions = (page: number, q = '') =>
  queryOptions({
    queryKey: creationKeys.list(page, q),
    queryFn: ({ signal }) => getCreationRequests(page, q, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
    refetchInterval: CREATION_REQUESTS_POLL_MS,
  });

export function useCreationRequests(page: number, q = '') {
  return useQuery(creationRequestsQueryOptions(page, q));
}
