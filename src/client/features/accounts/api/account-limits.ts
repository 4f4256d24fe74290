import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { AccountLimits, AccountLimitsRequest } from '@shared/schemas/posting-limits';
import { api } from '@client/lib/api-client';
import { postingLimitsText } from '@client/components/posting-limits/text';
import { accountKeys } from './queries';

const limitsKey = (id: number) => [...accountKeys.detail(id), 'limits'] as const;

export function getAccountLimits(id: number, signal?: AbortSignal): Promise<AccountLimits> {
  return api.get<AccountLimits>(apiPaths.postingLimits.account(id), { signal });
}

export const accountLimitsQueryOptions = (id: number) =>
  queryOptions({ queryKey: limitsKey(id), queryFn: ({ signal }) => getAccountLimits(id, signal), meta: { persist: true } });

/** The profile's posting limits, the defaults and the pauses in force (GET /api/accounts/{id}/limits). */
export function useAccountLimits(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountLimitsQueryOptions(id), enabled });
}

/** PUT /api/accounts/{id}/limits: the profile's own limits (null: the default); toast 'Ліміти публікацій збережено'. */
export function useUpdateAccountLimits(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountLimitsRequest) => api.put<AccountLimits>(apiPaths.postingLimits.account(id), body),
    meta: { successMessage: postingLimitsText.saved },
    onSuccess: (limits) => {
      queryClient.setQueryData(limitsKey(id), limits);
    },
  });
}
