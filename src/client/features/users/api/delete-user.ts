import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { api, ApiError } from '../../../lib/api-client';
import { userKeys } from './queries';

export function deleteUser(id: number): Promise<void> {
  return api.delete(apiPaths.users.detail(id));
}

/** SPEC §4/§8: 'Видалення ...' → 'Користувача видалено' (the list reloads) or 'Помилка при видалені' (+ the server's reason). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onMutate: () => ({ toastId: toast.loading(messages.deleting) }),
    onSuccess: (_data, id, context) => {
      toast.success(messages.userDeleted, { id: context.toastId });
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
    onError: (error, _id, context) => {
      toast.error(messages.deleteFailed, { id: context?.toastId });
      if (error instanceof ApiError) for (const text of error.messages) toast.error(text);
    },
  });
}
