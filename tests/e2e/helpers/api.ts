import { baseUrl } from './browser';

/** Calls the running server's API directly (setup steps that are not what a test is about). */
export async function apiCall<T>(
  path: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function apiLogin(login: string, password: string): Promise<string> {
  const { status, body } = await apiCall<{ accessToken: string }>('/api/auth/login', { method: 'POST', body: { login, password } });
  if (status !== 200) throw new Error(`login ${login} failed with ${status}`);
  return body.accessToken;
}

export async function apiCreateUser(adminToken: string, login: string, password: string): Promise<void> {
  const { status } = await apiCall('/api/users', { method: 'POST', token: adminToken, body: { login, password } });
  if (status !== 201 && status !== 200) throw new Error(`creating user ${login} failed with ${status}`);
}
