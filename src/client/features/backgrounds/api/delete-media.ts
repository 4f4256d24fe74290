import { apiPaths } from '@shared/api-paths';
import { backgroundMessages } from '@shared/messages/backgrounds';
import type { BackgroundMedia } from '@shared/schemas/backgrounds';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { useDeleteMutation } from '@client/lib/use-delete-mutation';

export function deleteMedia(id: number): Promise<void> {
  return api.delete(apiPaths.backgrounds.mediaItem(id));
}

/**
 * 'Видалення ...' → 'Зображення видалено' (the folder, the folder list with its counts and
 * the creation form's folder options reload) or 'Помилка при видалені'.
 */
export function useDeleteMedia() {
  return useDeleteMutation({
    mutationFn: (media: Pick<BackgroundMedia, 'id' | 'folderId'>) => deleteMedia(media.id),
    successMessage: backgroundMessages.imageDeleted,
    invalidates: [queryKeys.folders.lists(), queryKeys.media.lists(), queryKeys.folders.options()],
  });
}
