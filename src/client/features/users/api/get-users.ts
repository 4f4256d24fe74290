import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { UserListItem } from '@shared/schemas/users';
import { api } from '@client/lib/api-client';
import { userKeys } from './queries';

export function getUsers(page: number, q = '', signal?: AbortSignal): Promise<Page<UserListItem>> {
  return api.get<Page<UserListItem>>(apiPaths.users.list, { query: { page, q: q || undefined }, signal });
}

export const usersQueryOptions = (page: number, q = '') =>
  queryOptions({
    queryKey: userKeys.list(page, q),
    queryFn: ({ signal }) => getUsers(page, q, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });

export function useUsers(page: number, q = '') {
  return useQuery(usersQueryOptions(page, q));
}
