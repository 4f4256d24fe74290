import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { messages } from '@shared/messages';
import { api } from '../../../lib/api-client';
import { clearAuthState, getAuthState } from '../../../lib/auth-store';

/**
 * SPEC §4: the state is cleared at once, without waiting for the server; the refresh token is
 * then revoked in the background (DESIGN "Auth") and the answer is ignored.
 */
export function logout(): void {
  const { refreshToken } = getAuthState();
  const toastId = toast.loading(messages.loggingOut);
  clearAuthState();
  toast.success(messages.loggedOut, { id: toastId });
  if (refreshToken) {
    api.post(apiPaths.auth.logout, { refreshToken }, { skipRefresh: true }).catch(() => undefined);
  }
}
