import { apiPaths } from '@shared/api-paths';
import { tagMessages } from '@shared/messages/tags';
import { api } from '@client/lib/api-client';
import { useDeleteMutation } from '@client/lib/use-delete-mutation';
import { tagKeys } from './queries';

export function deleteTagSet(id: number): Promise<void> {
  return api.delete(apiPaths.tags.detail(id));
}

/** 'Видалення ...' → 'Тег видалено' (the list reloads) or 'Помилка при видалені' (+ the server's reason, e.g. 403). */
export function useDeleteTagSet() {
  return useDeleteMutation({
    mutationFn: deleteTagSet,
    successMessage: tagMessages.tagDeleted,
    invalidates: [tagKeys.lists()],
    removes: tagKeys.detail,
  });
}
