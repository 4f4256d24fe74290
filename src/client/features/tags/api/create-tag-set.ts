import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { tagMessages } from '@shared/messages/tags';
import type { TagSet, TagSetFormValues } from '@shared/schemas/tags';
import { api } from '@client/lib/api-client';
import { tagKeys } from './queries';

/** `idempotencyKey`: the form's key (useSubmitOnce), so a repeat creates nothing twice. */
export function createTagSet(body: TagSetFormValues, idempotencyKey?: string): Promise<TagSet> {
  return api.post<TagSet>(apiPaths.tags.list, body, { idempotencyKey });
}

export function useCreateTagSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TagSetFormValues; idempotencyKey: string }) => createTagSet(body, idempotencyKey),
    meta: { successMessage: tagMessages.tagCreated, invalidates: [tagKeys.lists()] },
    onSuccess: (tagSet) => {
      queryClient.setQueryData(tagKeys.detail(tagSet.id), tagSet);
    },
  });
}
