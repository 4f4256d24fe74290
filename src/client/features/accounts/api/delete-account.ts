import { apiPaths } from '@shared/api-paths';
import { accountMessages } from '@shared/messages/accounts';
import { api } from '@client/lib/api-client';
import { useDeleteMutation } from '@client/lib/use-delete-mutation';
import { accountKeys, groupKeys } from './queries';

export function deleteAccount(id: number): Promise<void> {
  return api.delete(apiPaths.accounts.detail(id));
}

/** 'Видалення ...' → 'Акаунт видалено' (lists, options and groups reload) or 'Помилка при видалені' (+ the server's reason). */
export function useDeleteAccount() {
  return useDeleteMutation({
    mutationFn: deleteAccount,
    successMessage: accountMessages.accountDeleted,
    invalidates: [accountKeys.lists(), accountKeys.options(), groupKeys.all],
    removes: accountKeys.detail,
  });
}
