import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { createTestDatabase } from '../helpers/test-database';
import { ADMIN, createTestApp, JWT_SECRET, type TestApp } from '../helpers/test-app';

let db: Database;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db);
});
afterAll(async () => {
  await t.close();
  await db.close();
});

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users?page=1', headers: t.bearer(token) });
const secretKey = new TextEncoder().encode(JWT_SECRET);

describe('POST /api/auth/login', () => {
  it('signs in with the right password and returns the user and both tokens', async () => {
    const response = await login(ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ id: 1, login: 'admin', role: 'admin' });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
  });

  it('accepts the login in any letter case', async () => {
    expect((await login({ login: 'ADMIN', password: ADMIN.password })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same 401 and message', async () => {
    const wrong = await login({ login: ADMIN.login, password: 'not-the-password' });
    const unknown = await login({ login: 'nobody-here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: messages.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('spends password-hashing work on an unknown user too (no fast path to enumerate logins)', async () => {
    // Not a timing assertion: both paths must reach argon2. Unknown users verify against a dummy hash,
    // which is observable as a non-trivial duration compared with a request rejected by validation.
    const started = process.hrtime.bigint();
    await login({ login: 'nobody-here', password: 'whatever1' });
    const unknownNs = process.hrtime.bigint() - started;
    const validationStarted = process.hrtime.bigint();
    await login({ login: 'x', password: '1' });
    const validationNs = process.hrtime.bigint() - validationStarted;
    expect(unknownNs).toBeGreaterThan(validationNs);
  });

  it('reports every broken rule as a list of Ukrainian messages', async () => {
    const response = await login({ login: 'a', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [messages.tooShort, messages.required] });

    const tooLong = await login({ login: 'x'.repeat(51), password: 'y'.repeat(51) });
    expect(tooLong.json()).toEqual({ message: [messages.tooLong] });

    const missing = await login({});
    expect(missing.json()).toEqual({ message: [messages.required] });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "admin",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.malformedJson });
  });

  it('answers an oversized body with 413 and a message', async () => {
    const response = await login({ login: 'admin', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.bodyTooLarge });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: messages.unsupportedMediaType });
  });

  it('never writes passwords or tokens to the logs', async () => {
    const { accessToken, refreshToken } = await t.login();
    await me(accessToken);
    await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    await login({ login: ADMIN.login, password: 'wrong-password-123' });
    const all = t.logs.join('\n');
    expect(all.length).toBeGreaterThan(0);
    for (const secret of [ADMIN.password, 'wrong-password-123', accessToken, refreshToken]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('POST /api/auth/refresh', () => {
  it('returns a working access token for a live refresh token', async () => {
    const { refreshToken } = await t.login();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['accessToken']);
    expect((await me(response.json().accessToken)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const { refreshToken, userId } = await t.login();
    await db.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [userId]);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.sessionExpired });
  });

  it('refuses a refresh token revoked by logout, and logout also ends its access token', async () => {
    const { refreshToken, accessToken } = await t.login();
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });
    expect(logout.statusCode).toBe(204);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    expect(response.statusCode).toBe(401);
    expect((await me(accessToken)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: 'x'.repeat(43) } });
    expect(response.statusCode).toBe(401);
  });

  it('stores only a hash of the refresh token', async () => {
    const { refreshToken } = await t.login();
    const rows = await db.query<{ token_hash: Uint8Array }>('SELECT token_hash FROM refresh_tokens');
    for (const row of rows) expect(Buffer.from(row.token_hash).toString('base64url')).not.toBe(refreshToken);
    expect(rows.every((row) => row.token_hash.length === 32)).toBe(true);
  });
});

describe('access tokens', () => {
  const sign = async (header: Record<string, unknown>, claims: Record<string, unknown>, expiresIn = '15m') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', ...header })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(secretKey);

  it('accepts a fresh access token', async () => {
    const { accessToken } = await t.login();
    expect((await me(accessToken)).statusCode).toBe(200);
  });

  it('refuses a request without a token with 401 and a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.unauthorized });
  });

  it('refuses an expired access token', async () => {
    const { accessToken } = await t.login();
    const [, payload] = accessToken.split('.');
    const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secretKey);
    expect((await me(expired)).statusCode).toBe(401);
    // The same claims, unexpired, pass: only the expiry made the difference.
    expect((await me(await sign({ typ: 'at+jwt' }, { sid }))).statusCode).toBe(200);
  });

  it('refuses a tampered access token', async () => {
    const { accessToken } = await t.login();
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url');
    expect((await me(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expect((await me(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
  });

  it('refuses alg:none', async () => {
    const { accessToken } = await t.login();
    const [, payload] = accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    expect((await me(`${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('refuses a token of another type signed with the same key', async () => {
    const { accessToken } = await t.login();
    const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
    expect((await me(await sign({ typ: 'JWT' }, { sid }))).statusCode).toBe(401);
    expect((await me(await sign({}, { sid }))).statusCode).toBe(401);
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refreshToken } = await t.login();
    expect((await me(refreshToken)).statusCode).toBe(401);
  });
});

describe('PATCH /api/auth/password', () => {
  it('changes the own password, keeps this sign-in and ends the others', async () => {
    const id = await t.createUser('changer', 'first-pass');
    const other = await t.login('changer', 'first-pass');
    const current = await t.login('changer', 'first-pass');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: t.bearer(current.accessToken),
      payload: { currentPassword: 'first-pass', password: 'second-pass', password_confirmation: 'second-pass' },
    });
    expect(response.statusCode).toBe(204);
    expect(id).toBeGreaterThan(1);
    const refreshOther = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: other.refreshToken } });
    expect(refreshOther.statusCode).toBe(401);
    const refreshCurrent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: current.refreshToken },
    });
    expect(refreshCurrent.statusCode).toBe(200);
    expect((await login({ login: 'changer', password: 'first-pass' })).statusCode).toBe(401);
    expect((await login({ login: 'changer', password: 'second-pass' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a mismatched confirmation', async () => {
    await t.createUser('changer2', 'first-pass');
    const { accessToken } = await t.login('changer2', 'first-pass');
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: t.bearer(accessToken),
      payload: { currentPassword: 'not-it', password: 'second-pass', password_confirmation: 'second-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: [messages.wrongCurrentPassword] });
    const mismatch = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: t.bearer(accessToken),
      payload: { currentPassword: 'first-pass', password: 'second-pass', password_confirmation: 'other-pass' },
    });
    expect(mismatch.json()).toEqual({ message: [messages.passwordsMismatch] });
  });
});

describe('login rate limit', () => {
  it('answers 429 with a message after too many attempts for one login from one address', async () => {
    const limited = await createTestApp(db, { LOGIN_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'admin', password: 'wrong-pass' } });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const blocked = await attempt();
      expect(blocked.json()).toEqual({ message: messages.rateLimited });
      // Another login from the same address is not locked out.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: 'someone', password: 'wrong-pass' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
