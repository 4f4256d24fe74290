import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { messages } from '@shared/messages';
import { ApiError } from './api-error';

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
 * SPEC §4/§8, for every delete button: 'Видалення ...' while the request runs, then the success
 * message in its place (the MutationCache shows it and invalidates `invalidates`), or 'Помилка при
 * видалені' followed by each of the server's reasons (e.g. 403, 409).
 */
export function useDeleteMutation<TVariables>({ mutationFn, successMessage, invalidates, removes }: DeleteMutationOptions<TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successMessage, invalidates },
    onMutate: () => ({ toastId: toast.loading(messages.deleting) }),
    onSuccess: (_data, variables) => {
      if (removes) queryClient.removeQueries({ queryKey: removes(variables) });
    },
    onError: (error, _variables, context) => {
      toast.error(messages.deleteFailed, { id: context?.toastId });
      if (error instanceof ApiError) for (const text of error.messages) toast.error(text);
    },
  });
}
