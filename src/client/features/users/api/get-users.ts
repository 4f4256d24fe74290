import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { UserListItem } from '@shared/schemas/users';
import { api } from '../../../lib/api-client';
import { userKeys } from './queries';

export function getUsers(page: number, signal?: AbortSignal): Promise<Page<UserListItem>> {
  return api.get<Page<UserListItem>>(apiPaths.users.list, { query: { page }, signal });
}

export const usersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: userKeys.list(page),
    queryFn: ({ signal }) => getUsers(page, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(page: number) {
  return useQuery(usersQueryOptions(page));
}
