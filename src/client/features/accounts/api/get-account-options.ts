import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { AccountOption } from '@shared/schemas/accounts';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

/** Profile options a group may hold (groupId 0 for a new group). */
export function getAccountOptions(groupId: number, signal?: AbortSignal): Promise<AccountOption[]> {
  return api.get<AccountOption[]>(apiPaths.accounts.search, { query: { groupId }, signal });
}

export const accountOptionsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: accountKeys.optionsFor(groupId),
    queryFn: ({ signal }) => getAccountOptions(groupId, signal),
  });

export function useAccountOptions(groupId: number) {
  return useQuery(accountOptionsQueryOptions(groupId));
}
