import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { ensureFirstAdmin } from '@server/services/users/first-admin';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

let db: Database;
let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  clientDir = await mkdtemp(path.join(tmpdir(), 'sp-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await createTestApp(db, { CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  await db.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('routing', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    for (const url of ['/api/nope', '/api', '/api/users/1/unknown']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.routeNotFound });
    }
  });

  it('answers any other path with the PWA shell', async () => {
    for (const url of ['/', '/users/5', '/some/unknown/path?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a missing asset with 404, not the shell', async () => {
    for (const url of ['/assets/index-deadbeef.js', '/icons/missing.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });

  it('serves the service worker without long-lived caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses larger responses for clients that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ ok: true, database: db.kind });
  });
});

describe('OpenAPI document', () => {
  it('lists every API path with its methods, generated from the shared schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${p}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/refresh',
        'POST /api/auth/logout',
        'PATCH /api/auth/password',
        'GET /api/users',
        'POST /api/users',
        'GET /api/users/{id}',
        'PATCH /api/users/{id}',
        'DELETE /api/users/{id}',
        'GET /api/users/{id}/account',
        'GET /api/users/{id}/video',
        'GET /api/health',
        'GET /api/publication',
        'POST /api/publication/create/{id}',
        'GET /api/publication/{id}',
        'PATCH /api/publication/{id}',
        'POST /api/publication/retry/{id}',
        'GET /api/upload-video',
        'GET /api/upload-video/{id}',
        'PATCH /api/upload-video/{id}',
        'POST /api/upload-video/{id}',
        'POST /api/upload-video/upload',
      ]),
    );
    const publication = doc.paths['/api/publication/create/{id}'].post.requestBody.content['application/json'].schema;
    expect(publication.required).toEqual(expect.arrayContaining(['title', 'tags', 'accounts', 'video']));
    const loginBody = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(['login', 'password']);
    expect(loginBody.properties.login).toMatchObject({ type: 'string', minLength: 2, maxLength: 50 });
  });
});

describe('migrations and the first admin', () => {
  it('applies each migration once', async () => {
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(rows.map((row) => row.name)).toContain('0001_init.sql');
  });

  it('creates the first admin only on a start with no users', async () => {
    expect(await ensureFirstAdmin(db, 'another', 'another-pass')).toBeNull();
    const fresh = await createTestDatabase();
    try {
      const created = await ensureFirstAdmin(fresh, 'boss', null);
      expect(created?.login).toBe('boss');
      expect(created?.generatedPassword).toMatch(/^[\w-]{24}$/);
      const [row] = await fresh.query<{ role: string; password_hash: string }>('SELECT role, password_hash FROM users');
      expect(row?.role).toBe('admin');
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(row?.password_hash).not.toContain(created!.generatedPassword!);
    } finally {
      await fresh.close();
    }
  });
});
