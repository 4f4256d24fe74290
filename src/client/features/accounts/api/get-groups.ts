import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { Group } from '@shared/schemas/groups';
import { api } from '../../../lib/api-client';
import { groupKeys } from './queries';

export function getGroups(page: number, signal?: AbortSignal): Promise<Page<Group>> {
  return api.get<Page<Group>>(apiPaths.groups.list, { query: { page }, signal });
}

export const groupsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: groupKeys.list(page),
    queryFn: ({ signal }) => getGroups(page, signal),
    placeholderData: keepPreviousData,
  });

export function useGroups(page: number) {
  return useQuery(groupsQueryOptions(page));
}
