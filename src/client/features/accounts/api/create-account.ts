import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { AccountDetail, AccountRequest } from '@shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { toastError } from '../../../lib/error-toasts';
import { accountKeys } from './queries';

export function createAccount(body: AccountRequest): Promise<AccountDetail> {
  return api.post<AccountDetail>(apiPaths.accounts.list, body);
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (account) => {
      toast.success(messages.profileCreated);
      queryClient.setQueryData(accountKeys.detail(account.id), account);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.options() }),
      ]);
    },
    onError: toastError,
  });
}
