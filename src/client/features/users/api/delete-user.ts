import { apiPaths } from '@shared/api-paths';
import { userMessages } from '@shared/messages/users';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { useDeleteMutation } from '@client/lib/use-delete-mutation';
import { userKeys } from './queries';

export function deleteUser(id: number): Promise<void> {
  return api.delete(apiPaths.users.detail(id));
}

/**
 * 'Видалення ...' → 'Користувача видалено' or 'Помилка при видалені' (+ the server's
 * reason). The user's profiles go with them, so the users list, every profile list, select and the
 * health board, and the groups (which count and show profiles) reload.
 */
export function useDeleteUser() {
  return useDeleteMutation({
    mutationFn: deleteUser,
    successMessage: userMessages.userDeleted,
    invalidates: [userKeys.lists(), queryKeys.accounts.all, queryKeys.groups.all],
    removes: userKeys.detail,
  });
}
