import { apiPaths } from '@shared/api-paths';
import type { RefreshResponse } from '@shared/schemas/auth';
import { ApiError, isOffline, OfflineError } from './api-error';
import { clearAuthState, getAuthState, setAuthState } from './auth-store';
import { commonText } from './text';

export { ApiError, OfflineError } from './api-error';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** A query parameter; a list is sent as the parameter repeated (`label=a&label=b`). */
type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Auth endpoints answer 401 for their own reasons; they never trigger a refresh. */
  skipRefresh?: boolean;
  /** Sent as `Idempotency-Key`: a repeat with the same key gets the first answer and creates nothing. */
  idempotencyKey?: string;
}

/** Same-origin by default; VITE_API_BASE points the PWA at another backend speaking the same API. */
export const apiBase: string = import.meta.env.VITE_API_BASE ?? '';

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (a file upload) sets its own multipart type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  // Reads are left to React Query (paused offline, cached data shown); a write fails fast instead of hanging.
  if ((options.method ?? 'GET') !== 'GET' && isOffline()) throw new OfflineError();
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, commonText.networkError);
  }
}

let refreshInFlight: Promise<string> | null = null;

async function requestNewAccessToken(): Promise<string> {
  const { refreshToken } = getAuthState();
  if (!refreshToken) throw new ApiError(401, null);
  const response = await send(apiPaths.auth.refresh, { method: 'POST', body: { refreshToken } }, null);
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  const { accessToken } = (body ?? {}) as Partial<RefreshResponse>;
  if (typeof accessToken !== 'string' || accessToken === '') throw new ApiError(response.status, body);
  setAuthState({ accessToken });
  return accessToken;
}

/** Parallel 401s share one refresh: the first starts it, the rest wait for the same promise. */
function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= requestNewAccessToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * What a 401 leads to, shared by the API client and the upload queue's sender: the access
 * token to repeat the request with once. If another request already refreshed while this one was in
 * flight, its new token is used; otherwise one refresh runs. If the refresh fails while an access
 * token is still held, the user is logged out and the refresh error is thrown.
 */
export async function accessTokenAfterUnauthorized(usedToken: string | null): Promise<string> {
  try {
    const held = getAuthState().accessToken;
    return held && held !== usedToken ? held : await refreshAccessToken();
  } catch (error) {
    if (getAuthState().accessToken) clearAuthState();
    throw error;
  }
}

/**
 * The one API client: cookies, bearer token, JSON bodies; a 401 on a request not
 * yet retried refreshes the access token once and repeats the request once. If the refresh
 * fails while an access token is still held, the user is logged out and the refresh error
 * reaches the caller.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await authorizedResponse(path, options);
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

async function authorizedResponse(path: string, options: RequestOptions): Promise<Response> {
  const usedToken = getAuthState().accessToken;
  const response = await send(path, options, usedToken);
  if (response.status !== 401 || options.skipRefresh) return response;
  return send(path, options, await accessTokenAfterUnauthorized(usedToken));
}

/** A file the API answers (an export), as a Blob with the name from its Content-Disposition. */
export async function apiDownload(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<{ blob: Blob; name: string }> {
  const response = await authorizedResponse(path, { ...options, method: 'GET' });
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'file';
  return { blob: await response.blob(), name };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  download: apiDownload,
};
