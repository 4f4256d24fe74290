import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { commonMessages } from '@shared/messages/common';
import type { AccountDetail, InstagramProfileRequest } from '@shared/schemas/accounts';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

export function updateInstagramProfile(id: number, body: InstagramProfileRequest): Promise<AccountDetail> {
  return api.patch<AccountDetail>(apiPaths.accounts.updateInstagramProfile(id), body);
}

/** PATCH /api/accounts/update-profile-inst/{id}; the success toast is 'Оновлено дані'. */
export function useUpdateInstagramProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstagramProfileRequest) => updateInstagramProfile(id, body),
    meta: { successMessage: commonMessages.dataUpdated },
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.detail(id), account);
    },
  });
}
