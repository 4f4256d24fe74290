import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { groupMessages } from '@shared/messages/groups';
import type { Group, GroupFormValues } from '@shared/schemas/groups';
import { api } from '@client/lib/api-client';
import { accountKeys, groupKeys } from './queries';

/** Body: name and the chosen options `{ id, title, value }`. */
/** `idempotencyKey`: the form's key (useSubmitOnce), so a repeat creates nothing twice. */
export function createGroup(body: GroupFormValues, idempotencyKey?: string): Promise<Group> {
  return api.post<Group>(apiPaths.groups.list, body, { idempotencyKey });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: GroupFormValues; idempotencyKey: string }) => createGroup(body, idempotencyKey),
    meta: { successMessage: groupMessages.groupCreated, invalidates: [groupKeys.lists(), accountKeys.options(), accountKeys.details()] },
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
    },
  });
}
