import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { commonMessages } from '@shared/messages/common';

export interface DeleteMutationOptions<TVariables> {
  /** The DELETE request. */
  mutationFn: (variables: TVariables) => Promise<void>;
  /** The toast that replaces 'Видалення ...' on success ('Акаунт видалено', 'Папка видалена', …). */
  successMessage: string;
  /** What to refresh once deleted (resource roots from `query-keys.ts`). */
  invalidates: readonly QueryKey[];
  /** The deleted thing's own queries (its detail), dropped rather than refetched into a 404. */
  removes?: (variables: TVariables) => QueryKey;
}

/**
 * Every delete button: 'Видалення ...' while the request runs, then the success message in its place
 * (the MutationCache shows it and invalidates `invalidates`), or 'Помилка при видалені' in its place
 * followed by each of the server's reasons (e.g. 403, 409), also from the MutationCache.
 */
export function useDeleteMutation<TVariables>({ mutationFn, successMessage, invalidates, removes }: DeleteMutationOptions<TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successMessage, errorMessage: commonMessages.deleteFailed, invalidates },
    onMutate: () => ({ toastId: toast.loading(commonMessages.deleting) }),
    onSuccess: (_data, variables) => {
      if (removes) queryClient.removeQueries({ queryKey: removes(variables) });
    },
  });
}
