import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/**
 * Properties every route has by construction (http/endpoint.ts, plugins/auth.ts,
 * plugins/allowed-methods.ts), checked over the whole OpenAPI document so that a new route is
 * covered without a new test.
 */

interface Operation {
  operationId: string;
  security?: unknown[];
}
type PathItem = Record<string, Operation>;

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let db: Database;
let t: TestApp;
let userToken: string;
let paths: Record<string, PathItem>;

/** A concrete URL for a documented path, with parameters no schema accepts ('0', a traversal). */
const malformedUrl = (path: string) => path.replace('{key}', '..%2F..%2Fetc%2Fpasswd').replace(/\{[^}]+\}/g, '0') + '?page=-1';
const isPublic = (operation: Operation) => Array.isArray(operation.security) && operation.security.length === 0;
const operations = () =>
  Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({ path, method: method.toUpperCase(), operation: item[method]! })),
  );

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { PASSWORD_CHANGE_RATE_LIMIT: '3' });
  await t.createUser('plain', 'plain-pass');
  userToken = (await t.login('plain', 'plain-pass')).accessToken;
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('authentication comes first', () => {
  it('the document lists the routes, and only the expected ones are public', () => {
    const publicOnes = operations()
      .filter(({ operation }) => isPublic(operation))
      .map(({ operation }) => operation.operationId);
    // A connect invitation is opened by the account's owner, who has no sign-in here: its two pages are public (the token is the credential).
    expect(publicOnes.sort()).toEqual([
      'connectInvitationPage',
      'getMedia',
      'health',
      'login',
      'logout',
      'refreshAccessToken',
      'startConnectInvitation',
      'tiktokOAuthCallback',
      'youtubeOAuthCallback',
    ]);
    expect(operations().length).toBeGreaterThan(45);
  });

  it('every private route answers 401 without a token (or with a forged one), before it reads params, query or body', async () => {
    for (const { path, method, operation } of operations().filter((entry) => !isPublic(entry.operation))) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic YWRtaW46YWRtaW4=' }]) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: malformedUrl(path),
          headers: { ...headers, 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{"broken": ' }),
        });
        expect(response.statusCode, `${method} ${path} (${operation.operationId})`).toBe(401);
        expect(response.json()).toEqual({ message: messages.unauthorized });
      }
    }
  });

  it('a multipart upload without a token is refused before its body is read', async () => {
    for (const url of ['/api/photo-bg', '/api/create-video/create']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nbroken',
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('admin routes answer 403 to a plain user, before validation', async () => {
    const adminOnly = operations().filter(({ path }) => path.startsWith('/api/users'));
    expect(adminOnly.length).toBeGreaterThanOrEqual(7);
    for (const { path, method } of adminOnly) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: malformedUrl(path),
        headers: { authorization: `Bearer ${userToken}`, 'content-type': 'application/json' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toEqual({ message: messages.forbidden });
    }
  });
});

describe('bodies', () => {
  it('a JSON array where a route takes an object is refused with 400, on every operation with a JSON body', async () => {
    const admin = (await t.login()).accessToken;
    const jsonBodies = operations().filter(({ path, method }) => {
      const body = (paths[path]![method.toLowerCase()] as { requestBody?: { content?: Record<string, { schema?: { type?: string } }> } })
        .requestBody;
      return body?.content?.['application/json']?.schema?.type === 'object';
    });
    expect(jsonBodies.length).toBeGreaterThan(25);
    for (const { path, method } of jsonBodies) {
      for (const payload of ['[]', '[{}]', '[{"login":"x"}]']) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: path.replace(/\{[^}]+\}/g, '1'),
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${method} ${path} ${payload}`).toBe(400);
        expect(response.json(), `${method} ${path}`).toHaveProperty('message');
      }
    }
  });
});

describe('methods', () => {
  it("every documented path answers 405 to a method it does not take, with Allow listing that path's own methods", async () => {
    // A concrete URL may match several templates (/api/accounts/search and /api/accounts/{id}): a method
    // of any of them is routed, and Allow lists those of the URL's own path only.
    const templates = Object.entries(paths).map(([path, item]) => ({
      path,
      pattern: new RegExp(`^${path.replace('{key}', '.+').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      // A documented HEAD of its own (tus' offset request on /api/uploads/{id}) counts as served too.
      methods: [...HTTP_METHODS, 'head' as const].filter((method) => item[method]).map((method) => method.toUpperCase()),
    }));
    let checked = 0;
    let narrower = 0;
    for (const path of Object.keys(paths)) {
      const url = path.replace('{key}', 'a/b.jpg').replace(/\{[^}]+\}/g, '1');
      const served = [...new Set(templates.filter(({ pattern }) => pattern.test(url)).flatMap(({ methods }) => methods))];
      const own = templates.find((template) => template.path === path)!.methods;
      const expectedAllow = [...new Set([...own, ...(own.includes('GET') ? ['HEAD'] : [])])].sort();
      if (own.length < served.length) narrower += 1;
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => !served.includes(m))) {
        const response = await t.app.inject({ method: method as 'GET', url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow?.toString().split(', ').sort(), `${method} ${url}`).toEqual(expectedAllow);
        expect(response.json()).toEqual({ message: messages.methodNotAllowed });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // Some paths share their URL with a parametric one (/api/accounts/search): their Allow is narrower than the union.
    expect(narrower).toBeGreaterThan(0);
  });

  it('Allow names the methods of the exact route, not those of a parametric route beside it', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/accounts/search' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    const parametric = await t.app.inject({ method: 'PUT', url: '/api/accounts/7' });
    expect(parametric.statusCode).toBe(405);
    expect(parametric.headers.allow).not.toContain('PUT');
    expect(parametric.headers.allow).toContain('PATCH');
  });

  it('an unknown API path still answers 404', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/nothing-here/1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.routeNotFound });
  });
});

describe('password change', () => {
  it('limits guesses of the current password per user (429 in Ukrainian), without touching other users', async () => {
    await t.createUser('guesser', 'guesser-pass');
    const token = (await t.login('guesser', 'guesser-pass')).accessToken;
    const attempt = (bearer: string, currentPassword: string) =>
      t.call('PATCH', '/api/auth/password', bearer, { currentPassword, password: 'new-secret', password_confirmation: 'new-secret' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt(token, `wrong-${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
    const limited = await attempt(token, 'guesser-pass');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.rateLimited });
    // Another user's limit is their own.
    expect((await attempt(userToken, 'wrong')).statusCode).toBe(400);
  });
});
