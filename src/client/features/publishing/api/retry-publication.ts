import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { publicationMessages } from '@shared/messages/publications';
import type { PublishedItem, PublishedRow } from '@shared/schemas/publications';
import { api } from '@client/lib/api-client';
import { replaceRow } from '../model/published-model';
import { publicationKeys } from './queries';

/** POST /api/publication/retry/{rowId} (no body): publishes one row again → the updated row. */
export function retryPublication(rowId: number): Promise<PublishedRow> {
  return api.post<PublishedRow>(apiPaths.publications.retry(rowId));
}

/**
 * 'Опублікувати' on a row in error or loading status: 'Публікацію повторено', the row takes
 * the server's answer at once, then the item (which polls while the row is in progress) and the list reload.
 */
export function useRetryPublication(idUpload: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPublication,
    meta: { successMessage: publicationMessages.publishRetried, invalidates: [publicationKeys.detail(idUpload), publicationKeys.lists()] },
    onSuccess: (row) => {
      queryClient.setQueryData<PublishedItem>(publicationKeys.detail(idUpload), (item) => (item ? replaceRow(item, row) : item));
    },
  });
}
