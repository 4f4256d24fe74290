// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthState, getAuthState, readPersistedAuth, reloadAuthState, runAuthCheck, setAuthState } from '@client/lib/auth-store';

const user = { id: 7, login: 'operator', role: 'user' as const };

afterEach(() => {
  clearAuthState();
  localStorage.clear();
});

describe('authStore persistence (SPEC §3, §9)', () => {
  it('writes {"state": …, "version": 1} under the key authStore', () => {
    setAuthState({ isAuthenticated: true, isLoading: false, user, accessToken: 'acc', refreshToken: 'ref' });
    expect(localStorage.getItem('authStore')).toBe(
      '{"state":{"isAuthenticated":true,"isLoading":false,"user":{"id":7,"login":"operator","role":"user"},"accessToken":"acc","refreshToken":"ref"},"version":1}',
    );
  });

  it('logging out leaves isAuthenticated false and the tokens empty', () => {
    setAuthState({ isAuthenticated: true, user, accessToken: 'acc', refreshToken: 'ref' });
    clearAuthState();
    expect(JSON.parse(localStorage.getItem('authStore')!)).toEqual({
      state: { isAuthenticated: false, isLoading: false, user: null, accessToken: null, refreshToken: null },
      version: 1,
    });
  });

  it('reads a stored state back', () => {
    localStorage.setItem(
      'authStore',
      JSON.stringify({ state: { isAuthenticated: true, isLoading: false, user, accessToken: 'a1', refreshToken: 'r1' }, version: 1 }),
    );
    reloadAuthState();
    expect(getAuthState()).toEqual({ isAuthenticated: true, isLoading: false, user, accessToken: 'a1', refreshToken: 'r1' });
  });

  it('treats another version or malformed JSON as signed out', () => {
    const signedOut = { isAuthenticated: false, isLoading: false, user: null, accessToken: null, refreshToken: null };
    expect(readPersistedAuth(JSON.stringify({ state: { isAuthenticated: true, accessToken: 'a' }, version: 2 }))).toEqual(signedOut);
    expect(readPersistedAuth('{not json')).toEqual(signedOut);
    expect(readPersistedAuth(null)).toEqual(signedOut);
  });

  it('the start-up check sets isLoading while it runs, then marks a token holder authenticated', async () => {
    localStorage.setItem(
      'authStore',
      JSON.stringify({ state: { isAuthenticated: false, isLoading: false, user, accessToken: 'a1', refreshToken: 'r1' }, version: 1 }),
    );
    reloadAuthState();
    const check = runAuthCheck();
    expect(getAuthState().isLoading).toBe(true);
    await check;
    expect(getAuthState()).toMatchObject({ isAuthenticated: true, isLoading: false, accessToken: 'a1' });
  });

  it('the start-up check without an access token leaves the user signed out', async () => {
    await runAuthCheck();
    expect(getAuthState()).toMatchObject({ isAuthenticated: false, isLoading: false });
  });
});
