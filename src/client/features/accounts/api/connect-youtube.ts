import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { api } from '@client/lib/api-client';
import { toastError } from '@client/lib/error-toasts';

export function connectYouTube(id: number): Promise<{ url: string }> {
  return api.post<{ url: string }>(apiPaths.accounts.connectYouTube(id));
}

/**
 * SPEC §2/§7: asks for the profile's Google authorization link and copies it to the clipboard:
 * 'Посилання скопійоване в буфер обміну', or 'Помилка при копіюванні посилання' when the copy fails.
 * A server refusal (e.g. 409 without client id/secret) shows its own message.
 */
export function useConnectYouTube(id: number) {
  return useMutation({
    mutationFn: () => connectYouTube(id),
    onSuccess: async ({ url }) => {
      try {
        await navigator.clipboard.writeText(url);
        toast.success(messages.linkCopied);
      } catch {
        toast.error(messages.linkCopyFailed);
      }
    },
    onError: toastError,
  });
}
