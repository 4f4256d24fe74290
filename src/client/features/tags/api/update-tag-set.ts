import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { tagMessages } from '@shared/messages/tags';
import type { TagSet, TagSetFormValues } from '@shared/schemas/tags';
import { api } from '@client/lib/api-client';
import { tagKeys } from './queries';

export function updateTagSet(id: number, body: TagSetFormValues): Promise<TagSet> {
  return api.patch<TagSet>(apiPaths.tags.detail(id), body);
}

export function useUpdateTagSet(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagSetFormValues) => updateTagSet(id, body),
    meta: { successMessage: tagMessages.tagUpdated, invalidates: [tagKeys.lists()] },
    onSuccess: (tagSet) => {
      queryClient.setQueryData(tagKeys.detail(id), tagSet);
    },
  });
}
