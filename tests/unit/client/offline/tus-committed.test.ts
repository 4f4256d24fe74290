// @vitest-environment jsdom
import { Blob as NodeBlob } from 'node:buffer';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openQueueDatabase, type QueueDatabase } from '@client/offline/queue-database';
import type { SendOutcome, SendRequest, Sender } from '@client/offline/sender';
import { createTusSender } from '@client/offline/tus-sender';
import { UploadQueue } from '@client/offline/upload-queue';
import { installFreshIndexedDB } from '../helpers/indexed-db';

installFreshIndexedDB();

// A commit whose answer was lost (the server killed as its 201 left, the page reloaded during the
// commit): the upload it used is committed, and the server answers its offset request as complete.
// The queue must then ask for the commit's answer with the item's key, never send the file again.

const COMMITTED = '0123456789abcdef0123456789abcdef';
const FILE = new TextEncoder().encode('x'.repeat(20_000));

interface Seen {
  method: string;
  url: string;
  idempotencyKey?: string;
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  // The server's side, as the API answers after such a commit (tests/server/uploads/upload-leftovers.test.ts checks the API itself).
  server = createServer(async (request, response) => {
    const body = await read(request);
    // jsdom's XHR takes the page for another origin and asks first: allowed, and not counted.
    response.setHeader('Access-Control-Allow-Origin', String(request.headers.origin ?? '*'));
    response.setHeader('Access-Control-Expose-Headers', 'Upload-Offset, Upload-Length, Tus-Resumable, Location');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'HEAD, POST, PATCH, DELETE',
        'Access-Control-Allow-Headers': String(request.headers['access-control-request-headers'] ?? ''),
      });
      response.end();
      return;
    }
    seen.push({
      method: request.method!,
      url: request.url!,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body,
    });
    if (request.method === 'HEAD' && request.url === `/api/uploads/${COMMITTED}`) {
      response.writeHead(200, {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(FILE.length),
        'Upload-Length': String(FILE.length),
        'Cache-Control': 'no-store',
      });
      response.end();
      return;
    }
    if (request.method === 'POST' && request.url === '/api/photo-bg/from-uploads') {
      response.writeHead(201, { 'Content-Type': 'application/json', 'idempotent-replayed': 'true' });
      response.end(JSON.stringify({ data: [{ id: 1 }] }));
      return;
    }
    // Anything else (a new upload, bytes sent again) is what must not happen.
    response.writeHead(500, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: 'unexpected' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const opened: QueueDatabase[] = [];
const started: UploadQueue[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.stop()));
  for (const db of opened.splice(0)) db.close();
  seen.length = 0;
});

describe("an upload committed before the commit's answer was lost", () => {
  it("is not sent again: the sender asks its offset, finds it complete and repeats the commit with the item's key", async () => {
    const send = createTusSender(base, async () => ({ kind: 'failure', reason: 'network' }));
    const saved: (string | null)[] = [];
    const outcome = await send({
      method: 'POST',
      url: '/api/photo-bg/from-uploads',
      fields: [],
      files: [
        {
          field: 'files[]',
          name: 'фон.png',
          type: 'image/png',
          size: FILE.length,
          kind: 'image',
          blob: new Blob([FILE], { type: 'image/png' }),
        },
      ],
      headers: { 'Idempotency-Key': 'item-key-0001' },
      onProgress: () => undefined,
      signal: new AbortController().signal,
      resumable: {
        commit: { body: { folderId: 7 } },
        uploads: [`${base}/api/uploads/${COMMITTED}`],
        saveUpload: async (index, url) => void (saved[index] = url),
      },
    });
    expect(outcome).toEqual({ kind: 'response', status: 201, body: { data: [{ id: 1 }] } });
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `HEAD /api/uploads/${COMMITTED}`,
      'POST /api/photo-bg/from-uploads',
    ]);
    expect(seen[1]!.idempotencyKey).toBe('item-key-0001');
    expect(JSON.parse(seen[1]!.body)).toEqual({ folderId: 7, files: [COMMITTED] });
    // The upload's URL stays the item's (nothing forgotten, nothing new).
    expect(saved.filter((url) => url !== `${base}/api/uploads/${COMMITTED}`)).toEqual([]);
  });

  it('the queue keeps the item with its upload URL after the lost answer, and its next try only repeats the commit', async () => {
    const tus = createTusSender(base, async () => ({ kind: 'failure', reason: 'network' }));
    const tries: SendRequest[] = [];
    // First try: the upload is created and completed, the commit reaches the server, its answer never comes back.
    const send: Sender = async (request): Promise<SendOutcome> => {
      tries.push(request);
      if (tries.length === 1) {
        await request.resumable!.saveUpload(0, `${base}/api/uploads/${COMMITTED}`);
        return { kind: 'failure', reason: 'network' };
      }
      return tus(request);
    };
    const queue = new UploadQueue({
      openDatabase: async () => {
        const db = await openQueueDatabase(indexedDB, `committed-${Date.now()}`);
        opened.push(db);
        return db;
      },
      send,
      auth: { ownerId: () => 1, token: () => 'token', refresh: async () => 'token' },
      storage: { available: async () => 10 * 1024 ** 3, persist: async () => undefined },
      backoff: () => 0,
    });
    started.push(queue);
    const confirmed = new Promise((resolve) => queue.onConfirmed(resolve));
    queue.start();
    await queue.enqueue({
      kind: 'background',
      ownerId: 1,
      method: 'POST',
      url: '/api/photo-bg/from-uploads',
      fields: [],
      // Node's Blob: IndexedDB (fake-indexeddb) keeps it by structured clone, which jsdom's cannot go through.
      files: [
        { field: 'files[]', name: 'фон.png', type: 'image/png', kind: 'image', blob: new NodeBlob([FILE], { type: 'image/png' }) as Blob },
      ],
      target: { label: 'Фон' },
      invalidates: [],
      commit: { body: { folderId: 7 } },
    });
    await confirmed;
    expect(tries).toHaveLength(2);
    expect(tries[1]!.resumable!.uploads).toEqual([`${base}/api/uploads/${COMMITTED}`]);
    expect(tries[1]!.headers['Idempotency-Key']).toBe(tries[0]!.headers['Idempotency-Key']);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `HEAD /api/uploads/${COMMITTED}`,
      'POST /api/photo-bg/from-uploads',
    ]);
  });
});
