import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { Group, GroupFormValues } from '@shared/schemas/groups';
import { api } from '@client/lib/api-client';
import { toastError } from '@client/lib/error-toasts';
import { accountKeys, groupKeys } from './queries';

/** Body: name and the chosen options `{ id, title, value }` (SPEC §7 "Profile groups"). */
export function createGroup(body: GroupFormValues): Promise<Group> {
  return api.post<Group>(apiPaths.groups.list, body);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    meta: { successMessage: messages.groupCreated, invalidates: [groupKeys.lists(), accountKeys.options(), accountKeys.details()] },
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
    },
    onError: toastError,
  });
}
