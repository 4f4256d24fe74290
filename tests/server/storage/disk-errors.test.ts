import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { Database } from '@server/db/database';
import { withoutPaths } from '@server/media/run-tool';
import { keepTempClean, LocalStorage, TEMP_MAX_AGE_MS } from '@server/storage/local-storage';
import { madeByGoneProcess, thisProcess } from '@server/storage/temp-folder';
import { makeMediaFixtures, multipart } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// A full or read-only media disk answers 507/503 in Ukrainian (issue 16), a delete whose files
// cannot go keeps its row, and temporary files left by killed uploads are swept.

const errno = (code: string) => Object.assign(new Error(`${code}: refused, write '/srv/data/media/tmp/x'`), { code });

/** Local storage on a disk the test breaks on demand: writes of received files, or removals. */
class BrokenDisk extends LocalStorage {
  writeError: string | null = null;
  removeError: string | null = null;

  protected override openWrite(filePath: string): Writable {
    const code = this.writeError;
    if (!code) return super.openWrite(filePath);
    // The disk fails at the first write of the file.
    return new Writable({
      write(_chunk, _encoding, done) {
        done(errno(code));
      },
    });
  }

  override async remove(key: string): Promise<void> {
    if (this.removeError) throw errno(this.removeError);
    return super.remove(key);
  }
}

let db: Database;
let t: TestApp;
let disk: BrokenDisk;
let token: string;
let folderId: number;
const fx = makeMediaFixtures();
const mediaRows = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM background_media'))[0]!.n;
const tempFiles = () => readdir(disk.tmpDir);

async function upload(key?: string) {
  const body = await multipart([
    ['folderId', String(folderId)],
    ['videos', fx.read('clip.mp4'), 'clip.mp4', 'video/mp4'],
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/photo-bg',
    headers: { ...body.headers, ...t.bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body.payload,
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp(db, { RUN_WORKERS: 'false' }, { storage: (dataDir) => (disk = new BrokenDisk(path.join(dataDir, 'media'))) });
  token = (await t.login()).accessToken;
  folderId = (await t.call('POST', '/api/folder/photo-bg', token, { name: 'Диск' })).json().id;
});
afterAll(async () => {
  await t.close();
  await db.close();
});

describe('a media disk that refuses writes', () => {
  it('full (ENOSPC, EDQUOT): 507 with the Ukrainian message, nothing kept, and the key free for a retry', async () => {
    for (const code of ['ENOSPC', 'EDQUOT']) {
      disk.writeError = code;
      const response = await upload(`disk-full-${code}-0001`);
      expect(response.statusCode, code).toBe(507);
      expect(response.json()).toEqual({ message: messages.diskFull });
      expect(response.body).not.toContain('/srv/');
    }
    expect(await mediaRows()).toBe(0);
    expect(await tempFiles()).toEqual([]);
    // Space freed: the same key goes through.
    disk.writeError = null;
    expect((await upload('disk-full-ENOSPC-0001')).statusCode).toBe(201);
    expect(await mediaRows()).toBe(1);
  });

  it('read-only or not permitted (EROFS, EACCES): 503 with its message', async () => {
    for (const code of ['EROFS', 'EACCES']) {
      disk.writeError = code;
      const response = await upload();
      expect(response.statusCode, code).toBe(503);
      expect(response.json()).toEqual({ message: messages.diskReadOnly });
    }
    disk.writeError = null;
    expect(await tempFiles()).toEqual([]);
  });

  it('a creation request on a full disk: 507 too, no request saved', async () => {
    disk.writeError = 'ENOSPC';
    const body = await multipart([
      ['countVideo', '1'],
      ['isVideo', 'true'],
      ['folders[]', String(folderId)],
      ['file', fx.read('clip.mp4'), 's.mp4', 'video/mp4'],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-video/create',
      headers: { ...body.headers, ...t.bearer(token) },
      payload: body.payload,
    });
    disk.writeError = null;
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: messages.diskFull });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM creation_requests'))[0]!.n).toBe(0);
  });
});

describe('deleting when the files cannot be removed', () => {
  it('a medium keeps its row (503) and goes once the disk allows it; its file goes with it', async () => {
    const { data } = (await upload()).json() as { data: Array<{ id: number; url: string }> };
    const id = data[0]!.id;
    disk.removeError = 'EROFS';
    const refused = await t.call('DELETE', `/api/photo-bg/${id}`, token);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: messages.mediaNotRemoved });
    expect((await db.query('SELECT 1 FROM background_media WHERE id = $1', [id])).length).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: data[0]!.url })).statusCode).toBe(200);
    disk.removeError = null;
    expect((await t.call('DELETE', `/api/photo-bg/${id}`, token)).statusCode).toBe(204);
    expect((await db.query('SELECT 1 FROM background_media WHERE id = $1', [id])).length).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: data[0]!.url })).statusCode).toBe(404);
  });

  it('a folder keeps itself and its media (503)', async () => {
    const before = await mediaRows();
    disk.removeError = 'EACCES';
    const refused = await t.call('DELETE', `/api/folder/photo-bg/${folderId}`, token);
    disk.removeError = null;
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: messages.mediaNotRemoved });
    expect(await mediaRows()).toBe(before);
    expect((await t.call('GET', `/api/photo-bg/${folderId}?page=1`, token)).statusCode).toBe(200);
  });
});

describe('temporary files', () => {
  it('the sweep removes files untouched for the documented age; at start with no other process, all of them', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sp-temp-'));
    try {
      const storage = new LocalStorage(root);
      await storage.init();
      const old = path.join(storage.tmpDir, 'killed-upload');
      const fresh = path.join(storage.tmpDir, 'upload-in-progress');
      await writeFile(old, 'x'.repeat(1000));
      await writeFile(fresh, 'y');
      const past = new Date(Date.now() - TEMP_MAX_AGE_MS - 60_000);
      await utimes(old, past, past);
      const log = { warn: () => undefined, error: () => undefined };

      const stop = await keepTempClean(storage, log, { onlyProcess: false });
      stop();
      expect(await readdir(storage.tmpDir)).toEqual(['upload-in-progress']);

      const stopAll = await keepTempClean(storage, log, { onlyProcess: true });
      stopAll();
      expect(await readdir(storage.tmpDir)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('temporary files of a process that is gone', () => {
  const me = { machine: 'aaaaaaaa', pid: 4242, run: '0badc0de' };
  const running = (pid: number) => pid === 4242 || pid === 77;

  it("are those of a dead pid of this machine or of an earlier run under this pid; another machine's and unnamed files never are", () => {
    expect(madeByGoneProcess('aaaaaaaa.5151.12345678.x', me, running)).toBe(true);
    expect(madeByGoneProcess('aaaaaaaa.4242.12345678.x', me, running)).toBe(true);
    expect(madeByGoneProcess('aaaaaaaa.4242.0badc0de.x', me, running)).toBe(false);
    expect(madeByGoneProcess('aaaaaaaa.77.12345678.x', me, running)).toBe(false);
    expect(madeByGoneProcess('bbbbbbbb.5151.12345678.x', me, running)).toBe(false);
    expect(madeByGoneProcess('killed-upload', me, running)).toBe(false);
  });

  it('go at start whatever their age, while the files of this process and of live ones stay until they are older than the longest job', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sp-temp-'));
    try {
      const storage = new LocalStorage(root);
      await storage.init();
      // A pid that ran and ended: a process that exited (killed, as far as its files know).
      const child = spawn(process.execPath, ['-e', '']);
      await new Promise((resolve) => child.once('exit', resolve));
      const dead = path.join(storage.tmpDir, `${thisProcess.machine}.${child.pid}.12345678.copy-of-source`);
      const mine = storage.tempFile();
      const otherMachine = path.join(storage.tmpDir, 'ffffffff.1.12345678.render');
      for (const file of [dead, mine, otherMachine]) await writeFile(file, 'x');
      const log = { warn: () => undefined, error: () => undefined };

      (await keepTempClean(storage, log, { onlyProcess: false, maxAgeMs: 600_000 }))();
      expect((await readdir(storage.tmpDir)).sort()).toEqual([path.basename(mine), path.basename(otherMachine)].sort());

      const past = new Date(Date.now() - 601_000);
      await utimes(otherMachine, past, past);
      (await keepTempClean(storage, log, { onlyProcess: false, maxAgeMs: 600_000 }))();
      expect(await readdir(storage.tmpDir)).toEqual([path.basename(mine)]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("a tool's error text", () => {
  it('shows no server path', () => {
    expect(withoutPaths('Error opening input file /srv/data/media/files/sources/0c1d/clip.mp4: No such file or directory')).toBe(
      'Error opening input file clip.mp4: No such file or directory',
    );
    expect(withoutPaths("from 'file:/srv/data/media/tmp/ab12':")).toBe("from 'ab12':");
    expect(withoutPaths('[out#0/mp4 @ 0x55] scale 16/9')).toBe('[out#0/mp4 @ 0x55] scale 16/9');
  });
});
