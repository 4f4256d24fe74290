import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The cookies a browser would keep from an answer: name=value pairs (paths are the server's business, checked by the tests that care). */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.filter((cookie) => cookie.value !== '').map((cookie) => [cookie.name, cookie.value]));
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** The platform's consent page (a fake on loopback) answers the browser with a redirect back to our callback. */
export async function consent(link: string | URL): Promise<URL> {
  const answer = await fetch(link, { redirect: 'manual' });
  expect(answer.status, await answer.clone().text()).toBe(302);
  return new URL(answer.headers.get('location')!);
}

export interface Started {
  /** The platform's consent page. */
  url: URL;
  /** The browser's cookies after starting (the one that binds the state). */
  cookies: Record<string, string>;
}

/** 'Підключити …' in the operator's browser: the consent link, and the cookie the answer set. */
export async function startHere(app: FastifyInstance, token: string, accountId: number, platform: 'youtube' | 'tiktok'): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/authorize/${platform}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { url: new URL(response.json().url as string), cookies: cookiesOf(response) };
}

/** The browser arrives at our callback (the platform's redirect) with these cookies. */
export function callback(app: FastifyInstance, back: URL, cookies: Record<string, string>) {
  return app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: cookies && Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {},
  });
}

/** The whole consent in one browser: start, consent on the platform's page, back to our callback. */
export async function connectHere(app: FastifyInstance, token: string, accountId: number, platform: 'youtube' | 'tiktok') {
  const started = await startHere(app, token, accountId, platform);
  const back = await consent(started.url);
  return callback(app, back, started.cookies);
}

/** The whole consent against a running server (`base`), as a browser does it: cookies kept from the start, sent to the callback. */
export async function connectOverHttp(base: string, token: string, accountId: number, platform: 'youtube' | 'tiktok'): Promise<Response> {
  const started = await fetch(`${base}/api/accounts/${accountId}/authorize/${platform}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await started.json()) as { url?: string; message?: string };
  expect(started.status, body.message).toBe(200);
  const cookies = started.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]!)
    .join('; ');
  const back = await consent(body.url!);
  return fetch(`${base}${back.pathname}${back.search}`, { headers: { cookie: cookies }, redirect: 'manual' });
}
