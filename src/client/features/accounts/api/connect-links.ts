import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { connectMessages } from '@shared/messages/connect';
import type { ConnectInvitation, ConnectInvitationCreated, ConnectInvitationList, ConnectPlatform } from '@shared/schemas/connect';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

const invitationsKey = (id: number) => [...accountKeys.detail(id), 'connect-invitations'] as const;

export function getConnectInvitations(id: number, signal?: AbortSignal): Promise<ConnectInvitationList> {
  return api.get<ConnectInvitationList>(apiPaths.accounts.connectInvitations(id), { signal });
}

export const connectInvitationsQueryOptions = (id: number) =>
  queryOptions({ queryKey: invitationsKey(id), queryFn: ({ signal }) => getConnectInvitations(id, signal), meta: { persist: true } });

/** The profile's invitations to connect YouTube or TikTok, newest first. */
export function useConnectInvitations(id: number) {
  return useQuery(connectInvitationsQueryOptions(id));
}

/**
 * 'Підключити …' in this browser: the server binds a one-time state to this browser (a cookie on
 * the answer), and the browser goes to the platform's consent page.
 */
export function useAuthorizeHere(id: number, platform: ConnectPlatform) {
  return useMutation({
    mutationFn: () => api.post<{ url: string }>(apiPaths.accounts.authorize(id, platform)),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

const invitationPath = (id: number, platform: ConnectPlatform) =>
  platform === 'youtube' ? apiPaths.accounts.connectYouTube(id) : apiPaths.accounts.connectTikTok(id);

/**
 * 'Запрошення для підключення': a new single-use invitation whose link is copied to the clipboard
 * ('Посилання скопійоване в буфер обміну', or 'Помилка при копіюванні посилання'), for the account's
 * owner to open on their own device. A server refusal (409: the platform is not set up) shows its message.
 */
export function useCreateInvitation(id: number, platform: ConnectPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ConnectInvitationCreated>(invitationPath(id, platform)),
    onSuccess: async ({ url }) => {
      void queryClient.invalidateQueries({ queryKey: invitationsKey(id) });
      try {
        await navigator.clipboard.writeText(url);
        toast.success(connectMessages.linkCopied);
      } catch {
        toast.error(connectMessages.linkCopyFailed);
      }
    },
  });
}

/** Revokes an invitation that is not used yet ('Запрошення скасовано'). */
export function useRevokeInvitation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => api.post<ConnectInvitation>(apiPaths.accounts.revokeConnectInvitation(id, invitationId)),
    meta: { successMessage: connectMessages.invitationRevokedDone },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey(id) }),
  });
}
