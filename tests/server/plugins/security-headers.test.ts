import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { resultPage } from '@server/http/result-page';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;
let t: TestApp;
let clientDir: string;

/** A built shell as vite.config.ts (`html.cspNonce`) writes it: the placeholder where nonces go. */
const shellHtml = `<!doctype html><html lang="uk"><head><meta charset="UTF-8" /><title>Shorts Publisher</title>
<meta property="csp-nonce" nonce="__CSP_NONCE__">
<script type="module" crossorigin src="/assets/index-abc.js" nonce="__CSP_NONCE__"></script>
<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`;

const MEDIA_KEY = 'backgrounds/3f0a7c1e-0000-4000-8000-000000000001/preview.png';

beforeAll(async () => {
  db = await createTestDatabase();
  clientDir = await mkdtemp(path.join(tmpdir(), 'sp-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), shellHtml);
  await writeFile(path.join(clientDir, 'assets', 'index-abc.js'), 'console.log(1);');
  await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(clientDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Shorts Publisher', start_url: '/' }));
  t = await createTestApp(db, { CLIENT_DIR: clientDir });
  await t.storage.put(MEDIA_KEY, Readable.from([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')]));
});
afterAll(async () => {
  await t.close();
  await db.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** The CSP header parsed into directive → sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, `no Content-Security-Policy on ${response.raw.req.url}`).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer carries, whatever it is. */
function expectSecurityHeaders(response: LightMyRequestResponse) {
  const policy = csp(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual(["'self'", 'blob:']);
  expect(policy.get('manifest-src')).toEqual(["'self'"]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
  expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
  expect(policy.get('font-src')).toEqual(["'self'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  for (const sources of policy.values()) {
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).not.toContain('https:');
  }
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(response.headers['x-powered-by']).toBeUndefined();
  const permissions = String(response.headers['permissions-policy']).split(', ');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'])
    expect(permissions).toContain(`${feature}=()`);
  expect(permissions).toContain('clipboard-write=(self)');
  // These answers come over plain HTTP: no HSTS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('Strict-Transport-Security', () => {
  it('only over HTTPS: behind TRUST_PROXY with X-Forwarded-Proto: https, never on plain HTTP or from an untrusted forwarded header', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const proxied = await createTestApp(db, { CLIENT_DIR: clientDir, TRUST_PROXY: 'true' });
    try {
      for (const url of ['/', '/api/health', '/api/nope']) {
        const https = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
        expect(https.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        const http = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
        expect(http.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('security headers on every answer', () => {
  it('the shell at / and at a deep screen path: a fresh style nonce in the policy and in the csp-nonce meta', async () => {
    const nonces: string[] = [];
    for (const url of ['/', '/accounts/5', '/video/create?x=1', '/index.html?__WB_REVISION__=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response);
      expect(response.body).not.toContain('__CSP_NONCE__');
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp(response).get('style-src')).toContain(`'nonce-${nonce}'`);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('the service worker, the web manifest and a built asset', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expectSecurityHeaders(sw);
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expectSecurityHeaders(manifest);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
    // Only the shell carries a nonce.
    expect(
      csp(sw)
        .get('style-src')!
        .some((source) => source.startsWith("'nonce-")),
    ).toBe(false);
  });

  it('API answers: JSON, the OpenAPI document, 401, 404 and a missing asset', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expectSecurityHeaders(health);

    const { accessToken } = await t.login();
    const me = await t.app.inject({ method: 'GET', url: '/api/users?page=1', headers: t.bearer(accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-type']).toContain('application/json');
    expectSecurityHeaders(me);

    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json()).toHaveProperty('openapi');
    expectSecurityHeaders(docs);

    const unauthorised = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(unauthorised.statusCode).toBe(401);
    expectSecurityHeaders(unauthorised);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.routeNotFound });
    expectSecurityHeaders(unknown);

    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/index-deadbeef.js' });
    expect(missingAsset.statusCode).toBe(404);
    expectSecurityHeaders(missingAsset);

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(badJson.statusCode).toBe(400);
    expectSecurityHeaders(badJson);
  });

  it("stored media: the security headers and long private caching (not @fastify/static's `public, max-age=0`)", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/media/${MEDIA_KEY}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expectSecurityHeaders(response);

    const range = await t.app.inject({ method: 'GET', url: `/api/media/${MEDIA_KEY}`, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expectSecurityHeaders(range);

    const missing = await t.app.inject({ method: 'GET', url: '/api/media/backgrounds/none/preview.png' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('the OAuth result page: its only <style> is allowed by hash, and it has no script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/youtube/callback?error=access_denied' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(response);
    const styleSources = csp(response).get('style-src')!;
    for (const page of [response.body, resultPage('Готово', '/accounts/1', true)]) {
      expect(page).not.toMatch(/<script|\sstyle=|\son\w+=/i);
      const styles = [...page.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]!);
      expect(styles).toHaveLength(1);
      const hash = `'sha256-${createHash('sha256').update(styles[0]!, 'utf8').digest('base64')}'`;
      expect(styleSources).toContain(hash);
    }
  });
});
