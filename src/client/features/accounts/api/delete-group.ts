import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { api, ApiError } from '../../../lib/api-client';
import { accountKeys, groupKeys } from './queries';

export function deleteGroup(id: number): Promise<void> {
  return api.delete(apiPaths.groups.detail(id));
}

/** SPEC §4/§8: 'Видалення ...' → 'Группа видалена' (the list reloads) or 'Помилка при видалені'. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onMutate: () => ({ toastId: toast.loading(messages.deleting) }),
    onSuccess: (_data, id, context) => {
      toast.success(messages.groupDeleted, { id: context.toastId });
      queryClient.removeQueries({ queryKey: groupKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.options() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.details() }),
      ]);
    },
    onError: (error, _id, context) => {
      toast.error(messages.deleteFailed, { id: context?.toastId });
      if (error instanceof ApiError) for (const text of error.messages) toast.error(text);
    },
  });
}
