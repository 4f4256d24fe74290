import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { Group } from '@shared/schemas/groups';
import { api } from '@client/lib/api-client';
import { groupKeys } from './queries';

export function getGroups(page: number, q = '', signal?: AbortSignal): Promise<Page<Group>> {
  return api.get<Page<Group>>(apiPaths.groups.list, { query: { page, q: q || undefined }, signal });
}

export const groupsQueryOptions = (page: number, q = '') =>
  queryOptions({
    queryKey: groupKeys.list(page, q),
    queryFn: ({ signal }) => getGroups(page, q, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });

export function useGroups(page: number, q = '') {
  return useQuery(groupsQueryOptions(page, q));
}
