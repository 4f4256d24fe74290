/**
 * Web Push to a local receiver written from the RFCs, not from web-push's code:
 * - RFC 8291 (Message Encryption for Web Push) with RFC 8188's aes128gcm record: the body is
 *   salt (16) | rs (4) | idlen (1) | keyid (the sender's ECDH public key) | ciphertext; the content key
 *   and nonce come from HKDF over the ECDH secret and the subscription's auth secret;
 * - RFC 8292 (VAPID): `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by
 *   that key, `aud` the push service's origin, `exp` at most 24 hours ahead, `sub` a contact.
 */
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { EventRepository } from '@server/services/events/event-repository';
import { NotificationRepository } from '@server/services/events/notification-repository';
import { loadVapidKeys, type VapidKeys, WebPushConsumer } from '@server/services/events/web-push';
import { ensureFirstAdmin } from '@server/services/users/first-admin';
import { createTestDatabase } from '../../helpers/test-database';

const b64 = (text: string) => Buffer.from(text, 'base64url');

/** Decrypts an aes128gcm Web Push body for the subscription's keys (RFC 8291 §3.4, RFC 8188 §2). */
function decrypt(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize);
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPrivate.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292 §2–3) and answers the JWT's claims. */
function checkVapid(authorization: string, audience: string, keys: VapidKeys) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  expect(match, authorization).not.toBeNull();
  const [, token, k] = match!;
  expect(k).toBe(keys.publicKey);
  const [header, claims, signature] = token!.split('.');
  expect(JSON.parse(b64(header!).toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const point = b64(k!);
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, b64(signature!))).toBe(true);
  const payload = JSON.parse(b64(claims!).toString()) as { aud: string; exp: number; sub: string };
  expect(payload.aud).toBe(audience);
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  expect(payload.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
  expect(payload.sub).toMatch(/^(mailto:|https:)/);
  return payload;
}

describe('Web Push: encrypted to the device, signed with VAPID, gone subscriptions removed', () => {
  let db: Database;
  let dataDir: string;
  let server: Server;
  let origin: string;
  let answer = 201;
  const received: Array<{ path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }> = [];
  let keys: VapidKeys;
  let adminId: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureFirstAdmin(db, 'admin', 'admin-password');
    adminId = (await db.query<{ id: number }>("SELECT id FROM users WHERE login = 'admin'"))[0]!.id;
    dataDir = await mkdtemp(path.join(tmpdir(), 'sp-push-'));
    keys = await loadVapidKeys(dataDir, null, 'mailto:admin@example.org');
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    origin = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the VAPID key is kept in DATA_DIR/secrets and read again, or taken from the environment', async () => {
    expect(await loadVapidKeys(dataDir, null, 'mailto:a@b.c')).toMatchObject({ publicKey: keys.publicKey, privateKey: keys.privateKey });
    const fromEnv = await loadVapidKeys(dataDir, keys.privateKey, 'mailto:a@b.c');
    expect(fromEnv.publicKey).toBe(keys.publicKey);
  });

  it('a message the receiver decrypts, with a valid VAPID JWT; a 410 removes the subscription', async () => {
    const device = createECDH('prime256v1');
    device.generateKeys();
    const authSecret = randomBytes(16);
    const notifications = new NotificationRepository(db);
    await notifications.saveKinds(adminId, ['render.finished']);
    await notifications.subscribe(adminId, `${origin}/push/device-1`, {
      p256dh: device.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    });
    const event = await db.transaction((tx) =>
      new EventRepository(db).insert(tx, {
        kind: 'render.finished',
        ownerId: adminId,
        data: { requestId: 5, idUpload: '0b7c3d2e-1111-4222-8333-444455556666', rendered: 20, failed: 0 },
      }),
    );
    const consumer = new WebPushConsumer(notifications, keys, { warn: () => {} });
    await consumer.handle(event);

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.path).toBe('/push/device-1');
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
    checkVapid(String(message!.headers.authorization), origin, keys);
    expect(JSON.parse(decrypt(message!.body, device, authSecret))).toEqual({
      title: 'Рендер завершено',
      body: 'Запит 0b7c3d2e: готово відео — 20',
      url: '/video/request/0b7c3d2e-1111-4222-8333-444455556666',
      tag: `event-${event.id}`,
    });

    // A kind the user did not choose sends nothing.
    const other = await db.transaction((tx) =>
      new EventRepository(db).insert(tx, { kind: 'proxy.recovered', ownerId: adminId, profileId: 1, data: {} }),
    );
    await consumer.handle(other);
    expect(received).toHaveLength(1);

    answer = 410;
    await consumer.handle(event);
    expect(received).toHaveLength(2);
    expect(await db.query('SELECT id FROM push_subscriptions')).toEqual([]);
  });

  it('a push service that is down fails the dispatch for a retry, keeping the subscription', async () => {
    answer = 503;
    const device = createECDH('prime256v1');
    device.generateKeys();
    const notifications = new NotificationRepository(db);
    await notifications.subscribe(adminId, `${origin}/push/device-2`, {
      p256dh: device.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    const event = await db.transaction((tx) =>
      new EventRepository(db).insert(tx, {
        kind: 'render.finished',
        ownerId: adminId,
        data: { requestId: 6, idUpload: 'abcdef01-1111-4222-8333-444455556666', rendered: 1, failed: 0 },
      }),
    );
    await expect(new WebPushConsumer(notifications, keys, { warn: () => {} }).handle(event)).rejects.toThrow('failed');
    expect(await db.query('SELECT id FROM push_subscriptions')).toHaveLength(1);
  });
});
