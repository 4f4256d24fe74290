import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy } from 'proxy';

/** An HTTP proxy on loopback that demands Basic credentials and counts what passes through it. */
export async function startAuthProxy(username: string, password: string) {
  const seen: string[] = [];
  const server = createProxy(createServer());
  const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  server.authenticate = (request: IncomingMessage) => {
    seen.push(`${request.method} ${request.url}`);
    return request.headers['proxy-authorization'] === expected;
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An IP-echo service (as api.ipify.org): the caller's address as JSON `{ ip }` or as plain text. */
export async function startIpEcho() {
  const state = { mode: 'json' as 'json' | 'text' | 'garbage', hits: 0 };
  const server = createServer((request, response) => {
    state.hits += 1;
    const ip = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    if (state.mode === 'json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ip }));
    } else if (state.mode === 'text') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`${ip}\n`);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>captive portal</html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { state, port, url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
