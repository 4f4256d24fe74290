import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { freePort, killServerProcess, startServerProcess } from '../helpers/server-process';
import { waitFor } from '../helpers/wait';

const fx = makeMediaFixtures();
const ADMIN = { login: 'admin', password: 'kill-tus-pass' };
let dataDir: string;
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server) await killServerProcess(server);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const b64 = (text: string) => Buffer.from(text).toString('base64');

// Uses its own embedded database: nothing to repeat in the PostgreSQL pass.
describe.skipIf(process.env.TEST_DB === 'postgres')('a resumable upload cut off by SIGKILL', () => {
  it(
    'goes on after the restart from the bytes the killed server wrote, and its commit stores one upload',
    { timeout: 240_000 },
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'sp-kill-tus-'));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = await startServerProcess(port, dataDir, ADMIN, { RUN_WORKERS: 'false' });

      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const authorization = `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
      const tus = { authorization, 'tus-resumable': '1.0.0' };
      const folder = (await (
        await fetch(`${base}/api/folder/photo-bg`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Вбитий tus' }),
        })
      ).json()) as { id: number };

      // A real video followed by 4 MB of zeros after its last box (still whole for the checks).
      const content = Buffer.concat([fx.read('clip.mp4'), Buffer.alloc(4_000_000)]);
      const created = await fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: {
          ...tus,
          'upload-length': String(content.length),
          'upload-metadata': `filename ${b64('вбитий.mp4')},kind ${b64('video')}`,
        },
      });
      expect(created.status).toBe(201);
      const url = `${base}${created.headers.get('location')}`;
      const file = path.join(dataDir, 'media', 'uploads', url.split('/').at(-1)!);

      // Most of the bytes go out, then the server is killed while the PATCH is still open.
      const outgoing = httpRequest(url, {
        method: 'PATCH',
        headers: {
          ...tus,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(content.length),
        },
      });
      outgoing.on('error', () => undefined);
      const sent = Math.floor(content.length * 0.7);
      outgoing.write(content.subarray(0, sent));
      await waitFor('the server to write the bytes sent', async () => (await stat(file)).size >= sent, 60_000, 25);
      await killServerProcess(server);
      outgoing.destroy();
      const kept = (await stat(file)).size;
      expect(kept).toBe(sent);

      server = await startServerProcess(port, dataDir, ADMIN, { RUN_WORKERS: 'false' });
      const head = await fetch(url, { method: 'HEAD', headers: tus });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('upload-offset'))).toBe(kept);

      const rest = await fetch(url, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': String(kept), 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(content.subarray(kept)),
      });
      expect(rest.status).toBe(204);
      expect(Number(rest.headers.get('upload-offset'))).toBe(content.length);

      const commit = () =>
        fetch(`${base}/api/photo-bg/from-uploads`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', 'idempotency-key': 'tus-killed-commit-0001' },
          body: JSON.stringify({ folderId: folder.id, videos: [url.split('/').at(-1)] }),
        });
      const first = await commit();
      expect(first.status).toBe(201);
      const again = await commit();
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');

      const media = (await (await fetch(`${base}/api/photo-bg/${folder.id}?page=1`, { headers: { authorization } })).json()) as {
        data: Array<{ url: string; sizeBytes: number }>;
      };
      expect(media.data).toHaveLength(1);
      expect(media.data[0]!.sizeBytes).toBe(content.length);
      const stored = Buffer.from(await (await fetch(`${base}${media.data[0]!.url}`)).arrayBuffer());
      expect(stored.equals(content)).toBe(true);
      // The used upload's files are gone from the uploads folder.
      expect(await readdir(path.join(dataDir, 'media', 'uploads'))).toEqual([]);
    },
  );
});
