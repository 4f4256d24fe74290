import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { AccountListItem } from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import { api } from '../../../lib/api-client';
import { accountKeys } from './queries';

export function getAccounts(page: number, signal?: AbortSignal): Promise<Page<AccountListItem>> {
  return api.get<Page<AccountListItem>>(apiPaths.accounts.list, { query: { page }, signal });
}

export const accountsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: accountKeys.list(page),
    queryFn: ({ signal }) => getAccounts(page, signal),
    placeholderData: keepPreviousData,
  });

export function useAccounts(page: number) {
  return useQuery(accountsQueryOptions(page));
}
