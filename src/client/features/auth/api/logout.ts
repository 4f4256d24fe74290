import toast from 'react-hot-toast';
import { apiPaths } from '@shared/api-paths';
import { authMessages } from '@shared/messages/auth';
import { api } from '@client/lib/api-client';
import { clearAuthState, getAuthState } from '@client/lib/auth-store';

/** A hidden tab runs no animation frames: a frame is not waited for longer than this. */
const FRAME_FALLBACK_MS = 100;

/** Clearing takes a few milliseconds; the loading toast stays at least this long, so it can be read. */
export const LOADING_TOAST_MIN_MS = 400;

/** Resolves once the browser has painted what is on the page now (the next frame, then a task after it). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    const fallback = setTimeout(finish, FRAME_FALLBACK_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        finish();
      }, 0),
    );
  });
}

/**
 * 'Завантаження ...' while the local state is cleared, then 'Ви вийшли із системи'; no
 * waiting for the server. The loading toast is painted before anything is cleared (clearing in the
 * same tick would replace it before it is ever seen) and stays until the session and the local data
 * (`clearLocalData`: the query cache and its stored copy) are gone, and for at least
 * LOADING_TOAST_MIN_MS so it can be read. The refresh token is revoked on the server in the
 * background and the answer is ignored.
 */
export async function logout(clearLocalData: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  const toastId = toast.loading(authMessages.loggingOut);
  const readable = new Promise((resolve) => setTimeout(resolve, LOADING_TOAST_MIN_MS));
  await afterNextPaint();
  const { refreshToken } = getAuthState();
  clearAuthState();
  if (refreshToken) {
    api.post(apiPaths.auth.logout, { refreshToken }, { skipRefresh: true }).catch(() => undefined);
  }
  await clearLocalData().catch(() => undefined);
  await readable;
  toast.success(authMessages.loggedOut, { id: toastId });
}
