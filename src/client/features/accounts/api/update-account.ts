import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { accountMessages } from '@shared/messages/accounts';
import type { AccountDetail, AccountRequest } from '@shared/schemas/accounts';
import { api } from '@client/lib/api-client';
import { accountKeys, groupKeys } from './queries';

export function updateAccount(id: number, body: AccountRequest): Promise<AccountDetail> {
  return api.patch<AccountDetail>(apiPaths.accounts.detail(id), body);
}

/** A changed profile: its detail becomes the server's answer; lists, options and groups (which show its title) reload. */
export function useUpdateAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountRequest) => updateAccount(id, body),
    meta: { successMessage: accountMessages.profileUpdated, invalidates: [accountKeys.lists(), accountKeys.options(), groupKeys.all] },
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.detail(account.id), account);
    },
  });
}
