import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeMediaFixtures, multipart } from '../helpers/media-fixtures';
import { freePort, killServerProcess, startServerProcess } from '../helpers/server-process';
import { waitFor } from '../helpers/wait';

const fx = makeMediaFixtures();
const ADMIN = { login: 'admin', password: 'kill-upload-pass' };
let dataDir: string;
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server) await killServerProcess(server);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Sizes of the files in the media temp folder. */
async function tempSizes(): Promise<number[]> {
  const dir = path.join(dataDir, 'media', 'tmp');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.map(async (name) => (await stat(path.join(dir, name)).catch(() => ({ size: 0 }))).size));
}

// Uses its own embedded database: nothing to repeat in the PostgreSQL pass.
describe.skipIf(process.env.TEST_DB === 'postgres')('an upload cut off by SIGKILL', () => {
  // Two server starts: sized for a loaded machine.
  it(
    'is taken again with the same key after a restart: no 409, no leftover temp file, exactly one stored upload',
    { timeout: 240_000 },
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'sp-kill-upload-'));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = await startServerProcess(port, dataDir, ADMIN, { RUN_WORKERS: 'false' });

      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
      const folder = (await (
        await fetch(`${base}/api/folder/photo-bg`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Вбитий' }),
        })
      ).json()) as { id: number };
      const body = await multipart([
        ['folderId', String(folder.id)],
        ['videos', fx.read('clip.mp4'), 'clip.mp4', 'video/mp4'],
      ]);
      const key = 'killed-upload-key-0001';
      const headers = { ...auth, ...body.headers, 'idempotency-key': key };

      // Send most of the body, then hold the rest back: the server has claimed the key and is writing the file.
      const outgoing = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/photo-bg',
        headers: { ...headers, 'content-length': String(body.payload.length) },
      });
      outgoing.on('error', () => undefined);
      outgoing.write(body.payload.subarray(0, Math.floor(body.payload.length * 0.7)));
      await waitFor(
        'the server to write part of the upload into media/tmp',
        async () => (await tempSizes()).some((size) => size > 0),
        60_000,
        25,
      );

      await killServerProcess(server);
      outgoing.destroy();
      expect((await tempSizes()).some((size) => size > 0)).toBe(true);

      server = await startServerProcess(port, dataDir, ADMIN, { RUN_WORKERS: 'false' });
      // The killed upload's half-written file is gone at start.
      expect(await tempSizes()).toEqual([]);

      // The queue's retry: same key, whole body. Not 409 (the dead process's claim was released).
      const retry = await fetch(`${base}/api/photo-bg`, { method: 'POST', headers, body: new Uint8Array(body.payload) });
      expect(retry.status).toBe(201);
      const again = await fetch(`${base}/api/photo-bg`, { method: 'POST', headers, body: new Uint8Array(body.payload) });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');

      const media = (await (await fetch(`${base}/api/photo-bg/${folder.id}?page=1`, { headers: auth })).json()) as { data: unknown[] };
      expect(media.data).toHaveLength(1);
    },
  );
});
