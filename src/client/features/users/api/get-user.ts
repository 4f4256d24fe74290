import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { UserDetail } from '@shared/schemas/users';
import { api } from '@client/lib/api-client';
import { userKeys } from './queries';

export function getUser(id: number, signal?: AbortSignal): Promise<UserDetail> {
  return api.get<UserDetail>(apiPaths.users.detail(id), { signal });
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    meta: { persist: true },
  });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
