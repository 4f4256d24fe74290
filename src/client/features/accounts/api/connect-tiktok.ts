import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { api } from '@client/lib/api-client';
import { toastError } from '@client/lib/error-toasts';

export function connectTikTok(id: number): Promise<{ url: string }> {
  return api.post<{ url: string }>(apiPaths.accounts.connectTikTok(id));
}

/**
 * 'Підключити TikTok': asks for TikTok's authorization link of the profile's app and copies it to
 * the clipboard, to be opened in the profile's own browser (as 'Підключити YouTube' does). A server
 * refusal (409: TikTok off or no client_key/client_secret) shows its own message.
 */
export async function copyTikTokLink(id: number): Promise<void> {
  let url: string;
  try {
    ({ url } = await connectTikTok(id));
  } catch (error) {
    toastError(error);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(messages.linkCopied);
  } catch {
    toast.error(messages.linkCopyFailed);
  }
}
