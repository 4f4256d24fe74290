import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import type { RetryFailedResponse } from '@shared/schemas/fleet-health';
import type { Platform } from '@shared/status';
import { api } from '@client/lib/api-client';
import { commonText } from '@client/lib/text';
import { accountKeys } from './queries';

/** POST /api/accounts/{id}/retry-failed[?platform=]: the profile's rows in 'Помилка' back to the queue. */
export function retryAccountFailed(id: number, platform?: Platform): Promise<RetryFailedResponse> {
  return api.post<RetryFailedResponse>(apiPaths.fleet.retryAccountFailed(id), undefined, { query: { platform } });
}

/** 'Повторити невдалі' on a profile (or one of its platforms): 'Повторюємо невдалі: N'; the profile and the board reload. */
export function useRetryAccountFailed() {
  return useMutation({
    meta: { invalidates: [accountKeys.all] },
    mutationFn: ({ id, platform }: { id: number; platform?: Platform }) => retryAccountFailed(id, platform),
    onSuccess: ({ retried }) => {
      toast.success(commonText.retryFailed.done(retried));
    },
  });
}
