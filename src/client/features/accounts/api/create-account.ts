import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { accountMessages } from '@shared/messages/accounts';
import type { AccountDetail, AccountRequest } from '@shared/schemas/accounts';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

/** `idempotencyKey`: the form's key (useSubmitOnce), so a repeat creates nothing twice. */
export function createAccount(body: AccountRequest, idempotencyKey?: string): Promise<AccountDetail> {
  return api.post<AccountDetail>(apiPaths.accounts.list, body, { idempotencyKey });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: AccountRequest; idempotencyKey: string }) => createAccount(body, idempotencyKey),
    meta: { successMessage: accountMessages.profileCreated, invalidates: [accountKeys.lists(), accountKeys.options()] },
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.detail(account.id), account);
    },
  });
}
