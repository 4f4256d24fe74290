import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/**
 * An upload is reached only by the id its route checked, whatever else the URL carries: another
 * user who puts their own upload's id in the path and the victim's id elsewhere in the URL (a query
 * string, a second slash, an encoded slash, a dot-segment) neither reads, writes nor deletes the
 * victim's upload, and cannot commit it. Runs on the tus store of the pass (local disk, or S3 with
 * TEST_STORAGE=s3), so it reads nothing from disk itself.
 */

const fx = makeMediaFixtures();
const png = fx.read('image.png');
const VICTIM_FILE = 'жертва.png';

let db: Database;
let t: TestApp;
let victim: string;
let attacker: string;
let port: number;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { RUN_WORKERS: 'false' });
  victim = (await t.login()).accessToken;
  await t.createUser('intruder', 'intruder-pass');
  attacker = (await t.login('intruder', 'intruder-pass')).accessToken;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const tus = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  'tus-resumable': '1.0.0',
  ...extra,
});

async function createUpload(token: string, size: number, filename: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: tus(token, { 'upload-length': String(size), 'upload-metadata': `filename ${b64(filename)},kind ${b64('image')}` }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return String(response.headers.location).split('/').at(-1)!;
}

const head = (token: string, url: string) => t.app.inject({ method: 'HEAD', url, headers: tus(token) });
const patch = (token: string, url: string, bytes: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url,
    headers: tus(token, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
    payload: bytes,
  });
const messagesOf = (response: LightMyRequestResponse) => [(response.json() as { message: string | string[] }).message].flat();
const remove = (token: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: tus(token) });

interface RawAnswer {
  statusCode: number;
  headers: Record<string, number | string | string[] | undefined>;
  body: string;
}

/** The same request through inject, which normalises the URL as a proxy in front might (dot-segments resolved). */
async function sendInjected(method: 'HEAD' | 'PATCH' | 'DELETE', token: string, target: string, bytes?: Buffer): Promise<RawAnswer> {
  const response =
    method === 'HEAD' ? await head(token, target) : method === 'PATCH' ? await patch(token, target, bytes!) : await remove(token, target);
  return { statusCode: response.statusCode, headers: response.headers, body: response.body };
}

/** One request over a socket with its request-target exactly as written (inject and fetch would normalise dot-segments). */
function sendRaw(method: 'HEAD' | 'PATCH' | 'DELETE', token: string, target: string, bytes?: Buffer): Promise<RawAnswer> {
  const extra: Record<string, string> = bytes
    ? { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) }
    : {};
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path: target, headers: tus(token, extra) }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}

/** URLs whose path names `mine` (which the route checks) and whose rest names `theirs`. */
const urlForms = (mine: string, theirs: string): Array<[string, string]> => [
  ['a query string', `/api/uploads/${mine}?x=/${theirs}`],
  ['a bare query string', `/api/uploads/${mine}?/${theirs}`],
  ['a query string ending in a slash', `/api/uploads/${mine}?x=/${theirs}/`],
  ['a trailing slash and a query string', `/api/uploads/${mine}/?x=/${theirs}`],
  ['an encoded slash in the query string', `/api/uploads/${mine}?x=%2F${theirs}`],
  ['a second slash', `/api/uploads/${mine}//${theirs}`],
  ['a second slash before the id', `/api/uploads//${theirs}`],
  ['an encoded slash', `/api/uploads/${mine}%2F${theirs}`],
  ['an encoded slash and dot-segment', `/api/uploads/${mine}%2F..%2F${theirs}`],
  ['a trailing dot-segment', `/api/uploads/${theirs}/../${mine}`],
  ['a trailing encoded dot-segment', `/api/uploads/${theirs}/%2e%2e/${mine}`],
  ['a dot-segment in the query string', `/api/uploads/${mine}?x=/${theirs}/.`],
  ['a trailing dot', `/api/uploads/${mine}/.`],
];

/** The victim's upload as its owner sees it: nothing received, its own name. */
async function expectVictimUntouched(theirs: string, what: string) {
  const own = await head(victim, `/api/uploads/${theirs}`);
  expect(own.statusCode, what).toBe(200);
  expect(own.headers['upload-offset'], what).toBe('0');
  expect(own.headers['upload-length'], what).toBe(String(png.length));
  expect(String(own.headers['upload-metadata']), what).toContain(b64(VICTIM_FILE));
}

/** An answer to the attacker that is about the attacker's own upload or a refusal, never about the victim's. */
function expectNotAbout(response: RawAnswer, mineSize: number, what: string) {
  if (response.statusCode < 300) {
    if (response.headers['upload-length'] !== undefined) expect(response.headers['upload-length'], what).toBe(String(mineSize));
    expect(String(response.headers['upload-metadata'] ?? ''), what).not.toContain(b64(VICTIM_FILE));
    return;
  }
  expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.body) expect(JSON.parse(response.body), what).toHaveProperty('message');
}

describe("another user's upload through the rest of the URL", () => {
  it("HEAD, PATCH and DELETE act on the id the route checked, in every URL form; the victim's upload stays as it was", async () => {
    const theirs = await createUpload(victim, png.length, VICTIM_FILE);
    const mineSize = png.length * 2;
    for (const [transport, send] of [
      ['socket', sendRaw],
      ['inject', sendInjected],
    ] as const) {
      for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
        for (const [form, url] of urlForms('{mine}', '{theirs}')) {
          // A fresh upload of the attacker's own for each try: a PATCH or DELETE that reached it leaves the next try a clean one.
          const mine = await createUpload(attacker, mineSize, 'мій.png');
          const target = url.replace('{mine}', mine).replace('{theirs}', theirs);
          const what = `${method} ${form} (${transport}): ${target}`;
          const response = await send(method, attacker, target, method === 'PATCH' ? png : undefined);
          expectNotAbout(response, mineSize, what);
          await expectVictimUntouched(theirs, what);
        }
      }
    }
    // The plain other-user case still answers 404 in Ukrainian.
    for (const response of [
      await head(attacker, `/api/uploads/${theirs}`),
      await patch(attacker, `/api/uploads/${theirs}`, png),
      await remove(attacker, `/api/uploads/${theirs}`),
    ]) {
      expect(response.statusCode).toBe(404);
      if (response.body) expect(response.json()).toEqual({ message: messages.uploadNotFound });
    }
    await expectVictimUntouched(theirs, 'after the plain tries');
  });

  it("the attacker's own upload answers as itself through a URL with the victim's id in its query string", async () => {
    const theirs = await createUpload(victim, png.length, VICTIM_FILE);
    const mine = await createUpload(attacker, png.length * 2, 'мій.png');
    const seen = await head(attacker, `/api/uploads/${mine}?x=/${theirs}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['upload-length']).toBe(String(png.length * 2));
    expect(String(seen.headers['upload-metadata'])).toContain(b64('мій.png'));

    const written = await patch(attacker, `/api/uploads/${mine}?x=/${theirs}`, png);
    expect(written.statusCode).toBe(204);
    expect(written.headers['upload-offset']).toBe(String(png.length));
    expect((await head(attacker, `/api/uploads/${mine}`)).headers['upload-offset']).toBe(String(png.length));

    expect((await remove(attacker, `/api/uploads/${mine}?x=/${theirs}`)).statusCode).toBe(204);
    expect((await head(attacker, `/api/uploads/${mine}`)).statusCode).toBe(404);
    await expectVictimUntouched(theirs, 'after the tries on the own upload');
  });

  it("a commit of the victim's id, in any form, is refused; the victim then commits it", async () => {
    const theirs = await createUpload(victim, png.length, VICTIM_FILE);
    const mine = await createUpload(attacker, png.length, 'мій.png');
    const ids = [
      theirs,
      `${mine}?x=/${theirs}`,
      `${mine}/${theirs}`,
      `${mine}//${theirs}`,
      `${mine}%2F${theirs}`,
      `${theirs}/.`,
      `${theirs}/..`,
      `./${theirs}`,
      `../uploads/${theirs}`,
      `${mine}/../${theirs}`,
      theirs.toUpperCase(),
      ` ${theirs}`,
    ];
    const folder = (await t.call('POST', '/api/folder/photo-bg', attacker, { name: 'Чужі' })).json() as { id: number };
    for (const id of ids) {
      const commit = await t.call('POST', '/api/photo-bg/from-uploads', attacker, { folderId: folder.id, files: [id] });
      expect([400, 404], `photos from ${id}`).toContain(commit.statusCode);
      expect(messagesOf(commit), `photos from ${id}`).toEqual([messages.uploadNotFound]);
      const creation = await t.call('POST', '/api/create-video/from-uploads', attacker, {
        file: id,
        countVideo: 1,
        isPhoto: true,
        folders: [folder.id],
      });
      expect([400, 404], `creation from ${id}`).toContain(creation.statusCode);
      expect(messagesOf(creation), `creation from ${id}`).toEqual([messages.uploadNotFound]);
      await expectVictimUntouched(theirs, `commit of ${id}`);
    }
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM background_media WHERE folder_id = $1', [
      folder.id,
    ]);
    expect(row?.count).toBe(0);

    expect((await patch(victim, `/api/uploads/${theirs}`, png)).statusCode).toBe(204);
    const own = (await t.call('POST', '/api/folder/photo-bg', victim, { name: 'Свої' })).json() as { id: number };
    const commit = await t.call('POST', '/api/photo-bg/from-uploads', victim, { folderId: own.id, files: [theirs] });
    expect(commit.statusCode, commit.body).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: (commit.json().data as Array<{ url: string }>)[0]!.url });
    expect(stored.rawPayload.equals(png)).toBe(true);
  });
});

describe('tus extensions this server does not offer', () => {
  it('a creation with Upload-Concat (concatenation) is refused with 400 in Ukrainian, and makes nothing', async () => {
    for (const concat of ['partial', 'final;/api/uploads/a /api/uploads/b']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: tus(victim, {
          'upload-concat': concat,
          'upload-length': '10',
          'upload-metadata': `filename ${b64('a.png')},kind ${b64('image')}`,
        }),
      });
      expect(response.statusCode, concat).toBe(400);
      expect(response.json()).toEqual({ message: messages.uploadConcatenationUnsupported });
      expect(response.headers.location).toBeUndefined();
    }
  });
});
