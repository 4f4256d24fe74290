import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { api, ApiError } from '../../../lib/api-client';
import { tagKeys } from './queries';

export function deleteTagSet(id: number): Promise<void> {
  return api.delete(apiPaths.tags.detail(id));
}

/** SPEC §4/§8: 'Видалення ...' → 'Тег видалено' (the list reloads) or 'Помилка при видалені' (+ the server's reason, e.g. 403). */
export function useDeleteTagSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTagSet,
    onMutate: () => ({ toastId: toast.loading(messages.deleting) }),
    onSuccess: (_data, id, context) => {
      toast.success(messages.tagDeleted, { id: context.toastId });
      queryClient.removeQueries({ queryKey: tagKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: tagKeys.lists() });
    },
    onError: (error, _id, context) => {
      toast.error(messages.deleteFailed, { id: context?.toastId });
      if (error instanceof ApiError) for (const text of error.messages) toast.error(text);
    },
  });
}
