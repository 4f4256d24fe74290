import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { AccountDetail } from '@shared/schemas/accounts';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

export function getAccount(id: number, signal?: AbortSignal): Promise<AccountDetail> {
  return api.get<AccountDetail>(apiPaths.accounts.detail(id), { signal });
}

export const accountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: ({ signal }) => getAccount(id, signal),
    meta: { persist: true },
  });

export function useAccount(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueryOptions(id), enabled });
}
