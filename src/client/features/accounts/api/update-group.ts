import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { groupMessages } from '@shared/messages/groups';
import type { Group, GroupFormValues } from '@shared/schemas/groups';
import { api } from '@client/lib/api-client';
import { accountKeys, groupKeys } from './queries';

export function updateGroup(id: number, body: GroupFormValues): Promise<Group> {
  return api.patch<Group>(apiPaths.groups.detail(id), body);
}

export function useUpdateGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupFormValues) => updateGroup(id, body),
    meta: { successMessage: groupMessages.groupUpdated, invalidates: [groupKeys.lists(), accountKeys.options(), accountKeys.details()] },
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(id), group);
    },
  });
}
