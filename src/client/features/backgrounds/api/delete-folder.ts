import { apiPaths } from '@shared/api-paths';
import { backgroundMessages } from '@shared/messages/backgrounds';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { useDeleteMutation } from '@client/lib/use-delete-mutation';
import { backgroundKeys } from './queries';

export function deleteFolder(id: number): Promise<void> {
  return api.delete(apiPaths.backgrounds.folder(id));
}

/**
 * 'Видалення ...' → 'Папка видалена' (the list and the creation form's folder options
 * reload) or 'Помилка при видалені' (+ the server's reason).
 */
export function useDeleteFolder() {
  return useDeleteMutation({
    mutationFn: deleteFolder,
    successMessage: backgroundMessages.folderDeleted,
    invalidates: [backgroundKeys.folderLists(), queryKeys.folders.options()],
    removes: backgroundKeys.mediaLists,
  });
}
