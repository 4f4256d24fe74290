import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '../helpers/media-fixtures';
import { freePort, killServerProcess, startServerProcess } from '../helpers/server-process';
import { filesUnder, waitFor } from '../helpers/wait';

const fx = makeMediaFixtures();
const ADMIN = { login: 'admin', password: 'restart-pass' };
let dataDir: string;
let server: ChildProcess | undefined;

const startServer = (port: number) => startServerProcess(port, dataDir, ADMIN);

afterAll(async () => {
  server?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// Uses its own embedded database: nothing to repeat in the PostgreSQL pass.
// Two server processes start, one is killed and a third takes over: on a busy 2-core machine this
// takes longer than the suite's 30 s per test, so the wait is given here.
describe.skipIf(process.env.TEST_DB === 'postgres')('a render cut off by SIGKILL', { timeout: 300_000 }, () => {
  it('is finished after a restart, with exactly countVideo variants', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sp-restart-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer(port);

    const { accessToken } = (await (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    const folder = (await (
      await fetch(`${base}/api/folder/photo-bg`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Фон' }),
      })
    ).json()) as { id: number };
    const backgrounds = new FormData();
    backgrounds.append('folderId', String(folder.id));
    backgrounds.append('files', new Blob([new Uint8Array(fx.read('image.png'))], { type: 'image/png' }), 'bg.png');
    expect((await fetch(`${base}/api/photo-bg`, { method: 'POST', headers: auth, body: backgrounds })).status).toBe(201);

    const request = new FormData();
    request.append('countVideo', '3');
    request.append('isPhoto', 'true');
    request.append('folders[]', String(folder.id));
    request.append('file', new Blob([new Uint8Array(fx.read('clip.mp4'))], { type: 'video/mp4' }), 'clip.mp4');
    const created = (await (await fetch(`${base}/api/create-video/create`, { method: 'POST', headers: auth, body: request })).json()) as {
      idUpload: string;
    };
    const detail = async () =>
      (await (await fetch(`${base}/api/create-video/request/${created.idUpload}`, { headers: auth })).json()) as {
        status: string;
        doneCount: number;
        video: unknown[];
      };

    // Kill the process while the renders are under way: after the first variant, before the last, with a render's files in tmp/.
    const tmp = path.join(dataDir, 'media', 'tmp');
    await waitFor(
      'a variant done and the next one rendering',
      async () => (await detail()).doneCount >= 1 && (await filesUnder(tmp)).length > 0,
      60_000,
      25,
    );
    await killServerProcess(server);
    expect((await filesUnder(tmp)).length).toBeGreaterThan(0);

    server = await startServer(port);
    const last = await waitFor('the request rendered', async () => {
      const current = await detail();
      return current.status === 'loading' ? null : current;
    });
    expect(last.status).toBe('success');
    expect(last.doneCount).toBe(3);
    expect(last.video).toHaveLength(3);
    // What the killed render left went at the restart; the renders after it removed their own.
    expect(await filesUnder(tmp)).toEqual([]);
  });
});
