import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import type { RetryFailedResponse } from '@shared/schemas/fleet-health';
import { api } from '@client/lib/api-client';
import { commonText } from '@client/lib/text';
import { publicationKeys } from './queries';

/** POST /api/publication/retry-failed/{idUpload}: every row of the item in 'Помилка' back to the queue. */
export function retryFailed(idUpload: string): Promise<RetryFailedResponse> {
  return api.post<RetryFailedResponse>(apiPaths.fleet.retryPublicationFailed(idUpload));
}

/** 'Повторити невдалі' on a published item: 'Повторюємо невдалі: N', then the item (polling its rows) and the list reload. */
export function useRetryFailed(idUpload: string) {
  return useMutation({
    mutationFn: () => retryFailed(idUpload),
    meta: { invalidates: [publicationKeys.detail(idUpload), publicationKeys.lists()] },
    onSuccess: ({ retried }) => {
      toast.success(commonText.retryFailed.done(retried));
    },
  });
}
