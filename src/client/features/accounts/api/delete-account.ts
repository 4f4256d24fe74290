import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { api, ApiError } from '../../../lib/api-client';
import { accountKeys, groupKeys } from './queries';

export function deleteAccount(id: number): Promise<void> {
  return api.delete(apiPaths.accounts.detail(id));
}

/** SPEC §4/§8: 'Видалення ...' → 'Акаунт видалено' (lists reload) or 'Помилка при видалені' (+ the server's reason). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onMutate: () => ({ toastId: toast.loading(messages.deleting) }),
    onSuccess: (_data, id, context) => {
      toast.success(messages.accountDeleted, { id: context.toastId });
      queryClient.removeQueries({ queryKey: accountKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.options() }),
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
      ]);
    },
    onError: (error, _id, context) => {
      toast.error(messages.deleteFailed, { id: context?.toastId });
      if (error instanceof ApiError) for (const text of error.messages) toast.error(text);
    },
  });
}
