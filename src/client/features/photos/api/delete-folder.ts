import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { api, ApiError } from '../../../lib/api-client';
import { backgroundKeys } from './queries';

export function deleteFolder(id: number): Promise<void> {
  return api.delete(apiPaths.backgrounds.folder(id));
}

/** SPEC §4/§8: 'Видалення ...' → 'Папка видалена' (the list reloads) or 'Помилка при видалені' (+ the server's reason). */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onMutate: () => ({ toastId: toast.loading(messages.deleting) }),
    onSuccess: (_data, id, context) => {
      toast.success(messages.folderDeleted, { id: context.toastId });
      queryClient.removeQueries({ queryKey: backgroundKeys.mediaLists(id) });
      return queryClient.invalidateQueries({ queryKey: backgroundKeys.folderLists() });
    },
    onError: (error, _id, context) => {
      toast.error(messages.deleteFailed, { id: context?.toastId });
      if (error instanceof ApiError) for (const text of error.messages) toast.error(text);
    },
  });
}
