import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@client/lib/api-client';
import { clearAuthState, getAuthState, setAuthState } from '@client/lib/auth-store';

const user = { id: 1, login: 'admin', role: 'admin' as const };

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  url: string;
  init: RequestInit;
}

function headerOf(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.[name];
}

/** A stubbed network: `routes` answers by path; every call is recorded. */
function stubFetch(route: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return route(new URL(url, 'http://app.test').pathname, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, count: (path: string) => calls.filter((c) => new URL(c.url, 'http://app.test').pathname === path).length };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  setAuthState({ isAuthenticated: true, isLoading: false, user, accessToken: 'old-access', refreshToken: 'the-refresh' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthState();
});

describe('API client (SPEC §7)', () => {
  it('sends cookies, the bearer token and a JSON body', async () => {
    const net = stubFetch(() => json(200, { ok: true }));
    await api.post('/api/things', { a: 1 });
    const call = net.calls[0]!;
    expect(call.init.credentials).toBe('include');
    expect(headerOf(call.init, 'Authorization')).toBe('Bearer old-access');
    expect(headerOf(call.init, 'Content-Type')).toBe('application/json');
    expect(call.init.body).toBe('{"a":1}');
  });

  it('on a 401 refreshes once with the refresh token and repeats the request with the new access token', async () => {
    const net = stubFetch(async (path, init) => {
      if (path === '/api/auth/refresh') return json(200, { accessToken: 'new-access' });
      return headerOf(init, 'Authorization') === 'Bearer new-access'
        ? json(200, { data: [] })
        : json(401, { message: 'Потрібна авторизація' });
    });
    await expect(api.get('/api/users')).resolves.toEqual({ data: [] });
    const refresh = net.calls.find((c) => c.url.endsWith('/api/auth/refresh'))!;
    expect(JSON.parse(String(refresh.init.body))).toEqual({ refreshToken: 'the-refresh' });
    expect(net.count('/api/users')).toBe(2);
  });

  it('parallel 401s trigger exactly one refresh', async () => {
    const net = stubFetch(async (path, init) => {
      if (path === '/api/auth/refresh') {
        await tick();
        return json(200, { accessToken: 'new-access' });
      }
      return headerOf(init, 'Authorization') === 'Bearer new-access' ? json(200, { path }) : json(401, { message: 'x' });
    });
    const results = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c'), api.get('/api/d')]);
    expect(results).toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }, { path: '/api/d' }]);
    expect(net.count('/api/auth/refresh')).toBe(1);
  });

  it('a second 401 on the repeated request is not retried and reaches the caller', async () => {
    const net = stubFetch((path) =>
      path === '/api/auth/refresh' ? json(200, { accessToken: 'new-access' }) : json(401, { message: 'Недостатньо' }),
    );
    const error = await api.get('/api/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(net.count('/api/users')).toBe(2);
    expect(net.count('/api/auth/refresh')).toBe(1);
  });

  it('replaces only the access token on refresh', async () => {
    stubFetch((path, init) => {
      if (path === '/api/auth/refresh') return json(200, { accessToken: 'new-access', refreshToken: 'must-be-ignored' });
      return headerOf(init, 'Authorization') === 'Bearer new-access' ? json(200, {}) : json(401);
    });
    await api.get('/api/users');
    expect(getAuthState()).toEqual({
      isAuthenticated: true,
      isLoading: false,
      user,
      accessToken: 'new-access',
      refreshToken: 'the-refresh',
    });
  });

  it('a failed refresh while an access token is held logs out, and the caller gets the error', async () => {
    stubFetch((path) =>
      path === '/api/auth/refresh' ? json(401, { message: 'Сесія закінчилася, увійдіть знову' }) : json(401, { message: 'x' }),
    );
    const error = await api.get('/api/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).messages).toEqual(['Сесія закінчилася, увійдіть знову']);
    expect(getAuthState()).toEqual({ isAuthenticated: false, isLoading: false, user: null, accessToken: null, refreshToken: null });
  });

  it('auth calls that opt out (login) never trigger a refresh', async () => {
    const net = stubFetch(() => json(401, { message: 'Невірний логін або пароль' }));
    const error = await api.post('/api/auth/login', { login: 'a', password: 'b' }, { skipRefresh: true }).catch((e: unknown) => e);
    expect((error as ApiError).messages).toEqual(['Невірний логін або пароль']);
    expect(net.count('/api/auth/refresh')).toBe(0);
  });

  it('errors carry the status and the { message } body, a list staying a list', async () => {
    stubFetch(() => json(400, { message: ['Занадто коротко!', 'Паролі не збігаються'] }));
    const error = (await api.post('/api/users', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ message: ['Занадто коротко!', 'Паролі не збігаються'] });
    expect(error.messages).toEqual(['Занадто коротко!', 'Паролі не збігаються']);
  });

  it('a 204 answer resolves to undefined', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/users/2')).resolves.toBeUndefined();
  });
});
