import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import type { TagSet, TagSetFormValues } from '@shared/schemas/tags';
import { api } from '@client/lib/api-client';
import { toastError } from '@client/lib/error-toasts';
import { tagKeys } from './queries';

export function createTagSet(body: TagSetFormValues): Promise<TagSet> {
  return api.post<TagSet>(apiPaths.tags.list, body);
}

export function useCreateTagSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTagSet,
    meta: { successMessage: messages.tagCreated, invalidates: [tagKeys.lists()] },
    onSuccess: (tagSet) => {
      queryClient.setQueryData(tagKeys.detail(tagSet.id), tagSet);
    },
    onError: toastError,
  });
}
