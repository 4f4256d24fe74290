import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Group } from '@shared/schemas/groups';
import { api } from '@client/lib/api-client';
import { groupKeys } from './queries';

export function getGroup(id: number, signal?: AbortSignal): Promise<Group> {
  return api.get<Group>(apiPaths.groups.detail(id), { signal });
}

export const groupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: ({ signal }) => getGroup(id, signal),
    meta: { persist: true },
  });

export function useGroup(id: number) {
  return useQuery(groupQueryOptions(id));
}
