import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

let db: Database;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { LOG_LEVEL: 'warn' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await db.close();
});

const MiB = 1024 * 1024;

/** A multipart body of `size` bytes generated on the fly, never held in memory as a whole. */
function streamingUpload(size: number, boundary: string, folderId: number) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n${folderId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="videos"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MiB, 0x41);
  let sent = 0;
  const body = Readable.from(
    (function* () {
      yield head;
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(MiB, size - sent));
        sent += part.length;
        yield part;
      }
      yield tail;
    })(),
  );
  return { body, length: head.length + size + tail.length };
}

describe('a large upload', () => {
  it('streams 200 MB to disk without the server holding it in memory, then refuses it by content', async () => {
    const { accessToken } = await t.login();
    const folderId = (await t.call('POST', '/api/folder/photo-bg', accessToken, { name: 'Великі' })).json().id;
    const boundary = 'streaming-test-boundary';
    const { body, length } = streamingUpload(200 * MiB, boundary, folderId);
    const port = (t.app.server.address() as AddressInfo).port;

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const result = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/photo-bg',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(length),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (data: Buffer) => (text += data.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      body.pipe(req);
    });
    clearInterval(sampler);

    // 200 MB of 'A' is no video: refused by content after it was received whole.
    expect(result.status).toBe(415);
    // The client streamed 200 MB through this very process; the server side must not have kept it.
    expect(peak - before).toBeLessThan(100 * MiB);
    expect(await readdir(path.join(t.dataDir, 'media', 'tmp'))).toEqual([]);
  });
});
