// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import { LOADING_TOAST_MIN_MS, logout } from '@client/features/auth/api/logout';
import { api } from '@client/lib/api-client';
import { clearAuthState, getAuthState, setAuthState } from '@client/lib/auth-store';

// The server's answer to the sign-out; a spy, restored after the file, since a worker's files share their modules.
const post = vi.spyOn(api, 'post').mockResolvedValue(undefined);
afterAll(() => post.mockRestore());

const signedIn = () =>
  setAuthState({
    isAuthenticated: true,
    isLoading: false,
    user: { id: 3, login: 'olena', role: 'user' },
    accessToken: 'acc',
    refreshToken: 'ref',
  });

/** A promise the test settles itself: the local data being cleared. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const toastShown = (text: string) => screen.queryAllByRole('status').some((node) => node.textContent === text);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
  render(<Toaster />);
  signedIn();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearAuthState();
  localStorage.clear();
  post.mockClear();
});

describe("logout (SPEC §4: 'Завантаження ...', then 'Ви вийшли із системи')", () => {
  it('paints the loading toast before anything is cleared, keeps it until the local data is gone, then says so', async () => {
    const clearing = deferred();
    const clearLocalData = vi.fn(() => clearing.promise);

    let done = false;
    await act(async () => {
      void logout(clearLocalData).then(() => (done = true));
    });
    // Same tick: the loading toast is on the page and nothing is cleared yet (it would never be painted otherwise).
    expect(toastShown(messages.loggingOut)).toBe(true);
    expect(getAuthState().isAuthenticated).toBe(true);
    expect(clearLocalData).not.toHaveBeenCalled();

    // The next frame is painted: the session is cleared at once (no server wait) and the local data is being cleared.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(getAuthState()).toMatchObject({ isAuthenticated: false, accessToken: null, refreshToken: null, user: null });
    expect(JSON.parse(localStorage.getItem('authStore')!).state.isAuthenticated).toBe(false);
    expect(clearLocalData).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/auth/logout', { refreshToken: 'ref' }, { skipRefresh: true });
    expect(toastShown(messages.loggingOut)).toBe(true);
    expect(toastShown(messages.loggedOut)).toBe(false);
    expect(done).toBe(false);

    await act(async () => {
      clearing.resolve();
      await vi.advanceTimersByTimeAsync(0);
    });
    // Cleared, but the loading toast has not been up long enough to be read yet.
    expect(toastShown(messages.loggingOut)).toBe(true);
    expect(done).toBe(false);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOADING_TOAST_MIN_MS);
    });
    expect(done).toBe(true);
    expect(toastShown(messages.loggedOut)).toBe(true);
    expect(toastShown(messages.loggingOut)).toBe(false);
  });

  it('still signs out when clearing the local data fails', async () => {
    await act(async () => {
      void logout(() => Promise.reject(new Error('IndexedDB unavailable')));
      await vi.advanceTimersByTimeAsync(LOADING_TOAST_MIN_MS);
    });
    expect(getAuthState().isAuthenticated).toBe(false);
    expect(toastShown(messages.loggedOut)).toBe(true);
  });

  it('does not wait forever for a frame in a hidden tab (no animation frames run there)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      await act(async () => {
        void logout();
        await vi.advanceTimersByTimeAsync(150);
      });
      expect(getAuthState().isAuthenticated).toBe(false);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(LOADING_TOAST_MIN_MS);
      });
      expect(toastShown(messages.loggedOut)).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
