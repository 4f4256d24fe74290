import { useSyncExternalStore } from 'react';
import { AUTH_STORE_KEY, AUTH_STORE_VERSION } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth';

export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
}

interface PersistedAuth {
  state: AuthState;
  version: number;
}

export const loggedOutState: AuthState = {
  isAuthenticated: false,
  isLoading: false,
  user: null,
  accessToken: null,
  refreshToken: null,
};

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function parseUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, login, role } = value;
  if (typeof id !== 'number' || typeof login !== 'string' || (role !== 'admin' && role !== 'user')) return null;
  return { id, login, role };
}

/** Reads the persisted state; anything malformed or of another version counts as logged out. */
export function readPersistedAuth(raw: string | null): AuthState {
  if (!raw) return loggedOutState;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.version !== AUTH_STORE_VERSION || !isRecord(parsed.state)) return loggedOutState;
    const { state } = parsed;
    return {
      isAuthenticated: state.isAuthenticated === true,
      isLoading: state.isLoading === true,
      user: parseUser(state.user),
      accessToken: stringOrNull(state.accessToken),
      refreshToken: stringOrNull(state.refreshToken),
    };
  } catch {
    return loggedOutState;
  }
}

export function serializeAuth(state: AuthState): string {
  const persisted: PersistedAuth = { state, version: AUTH_STORE_VERSION };
  return JSON.stringify(persisted);
}

let current: AuthState = readPersistedAuth(storage()?.getItem(AUTH_STORE_KEY) ?? null);

function emit() {
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return current;
}

export function setAuthState(patch: Partial<AuthState>): void {
  current = { ...current, ...patch };
  storage()?.setItem(AUTH_STORE_KEY, serializeAuth(current));
  emit();
}

export function clearAuthState(): void {
  setAuthState(loggedOutState);
}

/** Re-reads localStorage: used on start, in tests and when another tab writes the key. */
export function reloadAuthState(): void {
  current = readPersistedAuth(storage()?.getItem(AUTH_STORE_KEY) ?? null);
  emit();
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORE_KEY) reloadAuthState();
  });
}

/**
 * The authentication check: with an access token held, isLoading is set while
 * the check runs, then the user is marked authenticated. The spec has no server verification;
 * a stale token is caught by the API client's 401 → refresh → logout path instead.
 */
export function runAuthCheck(): Promise<void> {
  const { accessToken } = current;
  if (!accessToken) {
    if (current.isAuthenticated || current.isLoading) setAuthState({ isAuthenticated: false, isLoading: false });
    return Promise.resolve();
  }
  setAuthState({ isLoading: true });
  return new Promise((resolve) => {
    setTimeout(() => {
      setAuthState({ isAuthenticated: getAuthState().accessToken !== null, isLoading: false });
      resolve();
    }, 0);
  });
}

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useSyncExternalStore(
    subscribeAuth,
    () => selector(current),
    () => selector(current),
  );
}
