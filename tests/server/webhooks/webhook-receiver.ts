import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the receiver does with one request: answer a status, or cut the connection without answering. */
export type ReceiverStep = number | 'cut';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver on loopback: each path follows its own script of answers (then 200), and keeps
 * every request it got, headers and raw body, for the test to verify.
 */
export async function startReceiver() {
  const scripts = new Map<string, ReceiverStep[]>();
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const step = scripts.get(path)?.shift() ?? 200;
      if (step === 'cut') {
        request.socket.destroy();
        return;
      }
      response.writeHead(step, { 'content-type': 'text/plain' });
      response.end(step === 200 ? 'принято' : `status ${step}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    /** The requests to one path. */
    at: (path: string) => received.filter((request) => request.path === path),
    script: (path: string, steps: ReceiverStep[]) => void scripts.set(path, steps),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
