import { apiPaths } from '@shared/api-paths';
import { groupMessages } from '@shared/messages/groups';
import { api } from '@client/lib/api-client';
import { useDeleteMutation } from '@client/lib/use-delete-mutation';
import { accountKeys, groupKeys } from './queries';

export function deleteGroup(id: number): Promise<void> {
  return api.delete(apiPaths.groups.detail(id));
}

/** 'Видалення ...' → 'Группа видалена' (the list reloads) or 'Помилка при видалені'. */
export function useDeleteGroup() {
  return useDeleteMutation({
    mutationFn: deleteGroup,
    successMessage: groupMessages.groupDeleted,
    invalidates: [groupKeys.lists(), accountKeys.options(), accountKeys.details()],
    removes: groupKeys.detail,
  });
}
