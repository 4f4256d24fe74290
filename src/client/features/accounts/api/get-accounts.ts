import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { AccountListItem } from '@shared/schemas/accounts';
import type { Page } from '@shared/schemas/common';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

/** GET /api/accounts: a page of profiles, only those matching `q` and carrying any of `labels` when given. */
export function getAccounts(page: number, q = '', labels: readonly string[] = [], signal?: AbortSignal): Promise<Page<AccountListItem>> {
  return api.get<Page<AccountListItem>>(apiPaths.accounts.list, {
    query: { page, q: q || undefined, label: labels.length > 0 ? labels : undefined },
    signal,
  });
}

export const accountsQueryOptions = (page: number, q = '', labels: readonly string[] = []) =>
  queryOptions({
    queryKey: accountKeys.list(page, q, labels),
    queryFn: ({ signal }) => getAccounts(page, q, labels, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });

export function useAccounts(page: number, q = '', labels: readonly string[] = []) {
  return useQuery(accountsQueryOptions(page, q, labels));
}
