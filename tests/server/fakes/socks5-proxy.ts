import { createServer, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A SOCKS5 proxy (RFC 1928, with RFC 1929 username/password auth) for CONNECT only: enough to
 * prove that traffic went through it. Records every destination it was asked for.
 * Sources: the RFCs' documentation of the greeting, auth and request messages, and the client side
 * the product uses (`fetch-socks` over `socks`), which nobody here wrote.
 */
export async function startSocks5Proxy(credentials: { username: string; password: string } | null = null) {
  const destinations: string[] = [];
  const server = createServer((client: Socket) => {
    client.once('data', (greeting) => {
      if (greeting[0] !== 5) return client.destroy();
      const methods = [...greeting.subarray(2, 2 + (greeting[1] ?? 0))];
      const wanted = credentials ? 2 : 0;
      if (!methods.includes(wanted)) {
        client.end(Buffer.from([5, 0xff]));
        return;
      }
      client.write(Buffer.from([5, wanted]));
      const onRequest = (request: Buffer) => {
        if (request[0] !== 5 || request[1] !== 1) return client.destroy();
        let host: string;
        let offset: number;
        if (request[3] === 1) {
          host = [...request.subarray(4, 8)].join('.');
          offset = 8;
        } else if (request[3] === 3) {
          const length = request[4]!;
          host = request.subarray(5, 5 + length).toString();
          offset = 5 + length;
        } else {
          host = request.subarray(4, 20).toString('hex').match(/.{4}/g)!.join(':');
          offset = 20;
        }
        const port = request.readUInt16BE(offset);
        destinations.push(`${host}:${port}`);
        const upstream = connect(port, host, () => {
          client.write(Buffer.from([5, 0, 0, 1, 0, 0, 0, 0, 0, 0]));
          upstream.pipe(client);
          client.pipe(upstream);
        });
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
      };
      if (!credentials) {
        client.once('data', onRequest);
        return;
      }
      client.once('data', (auth) => {
        const userLength = auth[1]!;
        const username = auth.subarray(2, 2 + userLength).toString();
        const password = auth.subarray(3 + userLength, 3 + userLength + auth[2 + userLength]!).toString();
        const ok = username === credentials.username && password === credentials.password;
        client.write(Buffer.from([1, ok ? 0 : 1]));
        if (ok) client.once('data', onRequest);
        else client.end();
      });
    });
    client.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    destinations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
