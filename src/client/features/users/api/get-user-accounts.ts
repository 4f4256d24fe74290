import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { AccountListItem } from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import { api } from '@client/lib/api-client';
import { userKeys } from './queries';

export function getUserAccounts(id: number, page: number, signal?: AbortSignal): Promise<Page<AccountListItem>> {
  return api.get<Page<AccountListItem>>(apiPaths.users.accounts(id), { query: { page }, signal });
}

export const userAccountsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: userKeys.accounts(id, page),
    queryFn: ({ signal }) => getUserAccounts(id, page, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });

/**
 * Page 1 arrives with the user detail: it seeds the cache, and nothing is fetched before the
 * detail is there, so the first page needs no second call.
 */
export function useUserAccounts(id: number, page: number, seed: { firstPage: Page<AccountListItem> | undefined; seededAt: number }) {
  return useQuery({
    ...userAccountsQueryOptions(id, page),
    initialData: page === 1 ? seed.firstPage : undefined,
    initialDataUpdatedAt: seed.seededAt,
    enabled: seed.firstPage !== undefined,
  });
}
