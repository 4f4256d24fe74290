import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { makeMediaFixtures, multipart } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { waitFor } from '../helpers/wait';

// The claim's lease is renewed while its request runs (issue 16): a slow upload that outlives
// several leases is still its key's only holder.

// Two seconds: a repeat sent right after a renewal meets a live claim even on a loaded machine.
const LEASE_SECONDS = 2;
let db: Database;
let t: TestApp;
let token: string;
let folderId: number;
const fx = makeMediaFixtures();

/** The claim's lease end, in milliseconds (none before the claim is made). */
const leaseUntil = async (key: string) =>
  (
    await db.query<{ lease_until: Date | null }>('SELECT lease_until FROM idempotency_keys WHERE key = $1', [key])
  )[0]?.lease_until?.getTime() ?? null;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { RUN_WORKERS: 'false' }, { idempotencyLeaseSeconds: LEASE_SECONDS });
  token = (await t.login()).accessToken;
  folderId = (await t.call('POST', '/api/folder/photo-bg', token, { name: 'Повільно' })).json().id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('an upload slower than the lease', () => {
  it('keeps its claim (a repeat meanwhile gets 409) and is stored once', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const body = await multipart([
      ['folderId', String(folderId)],
      ['files', fx.read('image.png'), 'slow.png', 'image/png'],
    ]);
    const key = 'slow-upload-key-00001';
    const headers = { ...t.bearer(token), ...body.headers, 'idempotency-key': key };

    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/photo-bg',
      headers: { ...headers, 'content-length': String(body.payload.length) },
    });
    const answer = new Promise<number>((resolve, reject) => {
      outgoing.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      outgoing.on('error', reject);
    });
    const half = Math.floor(body.payload.length / 2);
    outgoing.write(body.payload.subarray(0, half));

    // Three leases go by with the body half sent (as the database's clock tells, through the lease
    // the heartbeat renewed): only the heartbeat keeps the claim.
    const first = await waitFor('the claim of the key', () => leaseUntil(key));
    await waitFor(
      'three leases renewed by the heartbeat',
      async () => ((await leaseUntil(key)) ?? 0) >= first + 3 * LEASE_SECONDS * 1000,
      60_000,
      50,
    );
    const repeat = await t.app.inject({ method: 'POST', url: '/api/photo-bg', headers, payload: body.payload });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({ message: messages.idempotencyInProgress });

    outgoing.end(body.payload.subarray(half));
    expect(await answer).toBe(201);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM background_media'))[0]!.n).toBe(1);
    const [claim] = await db.query<{ status_code: number; owner: string | null }>(
      'SELECT status_code, owner FROM idempotency_keys WHERE key = $1',
      [key],
    );
    expect(claim).toEqual({ status_code: 201, owner: null });
  });
});
