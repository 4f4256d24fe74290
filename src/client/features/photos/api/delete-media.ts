import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { BackgroundMedia } from '@shared/schemas/backgrounds';
import { api, ApiError } from '../../../lib/api-client';
import { backgroundKeys } from './queries';

export function deleteMedia(id: number): Promise<void> {
  return api.delete(apiPaths.backgrounds.mediaItem(id));
}

/** SPEC §8: 'Видалення ...' → 'Зображення видалено' (the folder reloads) or 'Помилка при видалені'. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (media: Pick<BackgroundMedia, 'id' | 'folderId'>) => deleteMedia(media.id),
    onMutate: () => ({ toastId: toast.loading(messages.deleting) }),
    onSuccess: (_data, media, context) => {
      toast.success(messages.imageDeleted, { id: context.toastId });
      void queryClient.invalidateQueries({ queryKey: backgroundKeys.folderLists() });
      return queryClient.invalidateQueries({ queryKey: backgroundKeys.mediaLists(media.folderId) });
    },
    onError: (error, _media, context) => {
      toast.error(messages.deleteFailed, { id: context?.toastId });
      if (error instanceof ApiError) for (const text of error.messages) toast.error(text);
    },
  });
}
