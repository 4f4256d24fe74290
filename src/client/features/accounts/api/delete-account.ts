import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { api } from '@client/lib/api-client';
import { useDeleteMutation } from '@client/lib/use-delete-mutation';
import { accountKeys, groupKeys } from './queries';

export function deleteAccount(id: number): Promise<void> {
  return api.delete(apiPaths.accounts.detail(id));
}

/** SPEC §4/§8: 'Видалення ...' → 'Акаунт видалено' (lists, options and groups reload) or 'Помилка при видалені' (+ the server's reason). */
export function useDeleteAccount() {
  return useDeleteMutation({
    mutationFn: deleteAccount,
    successMessage: messages.accountDeleted,
    invalidates: [accountKeys.lists(), accountKeys.options(), groupKeys.all],
    removes: accountKeys.detail,
  });
}
