import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { accountMessages } from '@shared/messages/accounts';
import type { AccountDetail, ChannelDescriptionRequest } from '@shared/schemas/accounts';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

export function updateChannel(id: number, body: ChannelDescriptionRequest): Promise<AccountDetail> {
  return api.patch<AccountDetail>(apiPaths.accounts.updateChannel(id), body);
}

/** PATCH /api/accounts/update-channel/{id}; toast 'Опис змінено'. */
export function useUpdateChannel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelDescriptionRequest) => updateChannel(id, body),
    meta: { successMessage: accountMessages.descriptionUpdated },
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.detail(id), account);
    },
  });
}
