import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { AccountListItem } from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

export function getAccounts(page: number, q = '', signal?: AbortSignal): Promise<Page<AccountListItem>> {
  return api.get<Page<AccountListItem>>(apiPaths.accounts.list, { query: { page, q: q || undefined }, signal });
}

export const accountsQueryOptions = (page: number, q = '') =>
  queryOptions({
    queryKey: accountKeys.list(page, q),
    queryFn: ({ signal }) => getAccounts(page, q, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });

export function useAccounts(page: number, q = '') {
  return useQuery(accountsQueryOptions(page, q));
}
