import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { Group, GroupFormValues } from '@shared/schemas/groups';
import { api } from '../../../lib/api-client';
import { toastError } from '../../../lib/error-toasts';
import { accountKeys, groupKeys } from './queries';

export function updateGroup(id: number, body: GroupFormValues): Promise<Group> {
  return api.patch<Group>(apiPaths.groups.detail(id), body);
}

export function useUpdateGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupFormValues) => updateGroup(id, body),
    onSuccess: (group) => {
      toast.success(messages.groupUpdated);
      queryClient.setQueryData(groupKeys.detail(id), group);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.options() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.details() }),
      ]);
    },
    onError: toastError,
  });
}
