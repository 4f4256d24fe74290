import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { messages } from '@shared/messages';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { sweepOrphanFiles } from './orphan-sweep';

/** Stored files live under keys like `backgrounds/<uuid>/<name>`; a key never leaves the root. */
export const isSafeKey = (key: string) =>
  key.length > 0 && key.length < 512 && !key.startsWith('/') && key.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'));

/** A temporary file untouched for this long belongs to no running upload or render (a killed one left it). */
export const TEMP_MAX_AGE_MS = 60 * 60_000;
/** How often the temporary folder is swept for such files. */
export const TEMP_SWEEP_INTERVAL_MS = 15 * 60_000;

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const DISK_NOT_WRITABLE = new Set(['EROFS', 'EACCES', 'EPERM']);

/**
 * A media disk that is full (507) or cannot be written (503), as the Ukrainian answer the queue can
 * act on; null for any other error. Also reads the stderr of ffmpeg, which says it in words.
 */
export function diskFailure(error: unknown): HttpError | null {
  if (error instanceof HttpError || typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  const stderr = String((error as { stderrTail?: unknown }).stderrTail ?? '');
  if ((typeof code === 'string' && DISK_FULL.has(code)) || /No space left on device|Disk quota exceeded/i.test(stderr)) {
    return new HttpError(507, messages.diskFull);
  }
  if ((typeof code === 'string' && DISK_NOT_WRITABLE.has(code)) || /Read-only file system/i.test(stderr)) {
    return new HttpError(503, messages.diskReadOnly);
  }
  return null;
}

/** Runs a write to the media disk, turning a full or read-only disk into its answer. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw diskFailure(error) ?? error;
  }
}

/** A stored file as found on disk: its key, when it was last put in place or written, and its identity. */
export interface StoredFile {
  key: string;
  mtimeMs: number;
  ino: bigint;
  dev: bigint;
}

/**
 * Media on local disk (DATA_DIR/media). Uploads are streamed to `tmp/` first and moved into place
 * only once accepted, so a refused or interrupted upload never leaves a visible file.
 */
export class LocalStorage {
  readonly tmpDir: string;
  readonly filesDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
    this.filesDir = path.join(root, 'files');
  }

  async init(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(this.filesDir, { recursive: true });
  }

  /** Streams `source` into a new temporary file; returns its path and size. */
  async receive(source: Readable): Promise<{ tempPath: string; size: number }> {
    const tempPath = path.join(this.tmpDir, randomUUID());
    try {
      await pipeline(source, this.openWrite(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw diskFailure(error) ?? error;
    }
    return { tempPath, size: (await stat(tempPath)).size };
  }

  /** The stream a received file is written through (tests put a failing disk here). */
  protected openWrite(filePath: string): Writable {
    return createWriteStream(filePath, { flags: 'wx' });
  }

  tempFile(): string {
    return path.join(this.tmpDir, randomUUID());
  }

  /**
   * Moves an accepted file into place under `key`. Its modification time becomes now: a stored file's
   * age counts from when it was put in place, which the orphan sweep relies on (a file whose upload
   * ended long ago may be moved in just before its row is saved).
   */
  async commit(tempPath: string, key: string): Promise<void> {
    const target = this.absolutePath(key);
    await writing(async () => {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
      const now = new Date();
      await utimes(target, now, now);
    });
  }

  /**
   * Removes a stored file (gone already counts as removed). Throws when the disk refuses, so that a
   * caller deleting a row can keep it: a file is never left without its row.
   */
  async remove(key: string): Promise<void> {
    const target = this.absolutePath(key);
    await writing(() => rm(target, { force: true }));
    // Keys are `<area>/<uuid>/<file>`: drop the per-upload folder once it is empty.
    await rmdir(path.dirname(target)).catch(() => undefined);
  }

  /**
   * Removes the files of a row about to be deleted; any that cannot be removed refuses the delete
   * (503) so the caller keeps its row. Call it before deleting the row, inside its transaction.
   */
  async removeAll(keys: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.remove(key)));
    if (results.some((result) => result.status === 'rejected')) throw new HttpError(503, messages.mediaNotRemoved);
  }

  /**
   * Deletes temporary files a killed upload or render left behind: those untouched for `olderThanMs`
   * (0: all of them, when no other process can be using the folder). Returns how many went.
   */
  async cleanTemp(olderThanMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.tmpDir).catch(() => [] as string[])) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile() || now - info.mtimeMs < olderThanMs) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  /** Every stored file (not the temporary ones), with its key, modification time and identity. */
  async storedFiles(): Promise<StoredFile[]> {
    const found: StoredFile[] = [];
    const walk = async (dir: string, prefix: string) => {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [] as Dirent[])) {
        const key = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        if (!entry.isFile() || !isSafeKey(key)) continue;
        const info = await stat(path.join(dir, entry.name), { bigint: true }).catch(() => null);
        if (info) found.push({ key, mtimeMs: Number(info.mtimeMs), ino: info.ino, dev: info.dev });
      }
    };
    await walk(this.filesDir, '');
    return found;
  }

  /**
   * Removes a stored file only if it is still the very one `storedFiles` found (same inode and
   * modification time), then its emptied folders. The file is first moved aside in one step, so a
   * file put in its place meanwhile (a render run again under the same key) is never the one
   * deleted: it is moved back. Returns whether the file went.
   */
  async removeUnchanged(file: StoredFile): Promise<boolean> {
    const target = this.absolutePath(file.key);
    const parked = this.tempFile();
    try {
      await rename(target, parked);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return false;
      throw diskFailure(error) ?? error;
    }
    const info = await stat(parked, { bigint: true }).catch(() => null);
    if (!info) return false;
    if (info.ino !== file.ino || info.dev !== file.dev || Number(info.mtimeMs) !== file.mtimeMs) {
      await rename(parked, target);
      return false;
    }
    await rm(parked, { force: true });
    // `<area>/<uuid>/<file>` or `renders/<uuid>/<n>/<file>`: drop the folders it leaves empty, not the area.
    for (let dir = path.dirname(target); path.relative(this.filesDir, dir).split(path.sep).length > 1; dir = path.dirname(dir)) {
      if (!(await rmdir(dir).then(() => true, () => false))) break;
    }
    return true;
  }

  absolutePath(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.filesDir, key);
  }
}

/**
 * Sweeps `tmp/` for what killed uploads and renders left: at start (everything when this process
 * is the only one using the folder, as with the embedded database; otherwise files untouched for
 * TEMP_MAX_AGE_MS) and then every TEMP_SWEEP_INTERVAL_MS. With `db`, each sweep also removes stored
 * files no row of it references, put in place over ORPHAN_MIN_AGE_MS ago (`sweepOrphanFiles`): what
 * a process killed between moving an upload's files into place and saving their rows left. Returns
 * the stop function.
 */
export async function keepTempClean(
  storage: LocalStorage,
  log: { warn(object: object, message: string): void; error(object: object, message: string): void },
  { onlyProcess, db }: { onlyProcess: boolean; db?: Queryable },
): Promise<() => void> {
  const sweep = async (olderThanMs: number) => {
    const removed = await storage.cleanTemp(olderThanMs);
    if (removed > 0) log.warn({ removed }, 'temporary files left by killed uploads or renders removed');
    // Never a reason not to start: a failed orphan sweep is logged and tried again on the next round.
    if (db) await sweepOrphanFiles(db, storage, log).catch((error: unknown) => log.error({ err: error }, 'orphan files sweep failed'));
  };
  await sweep(onlyProcess ? 0 : TEMP_MAX_AGE_MS);
  const timer = setInterval(
    () => void sweep(TEMP_MAX_AGE_MS).catch((error: unknown) => log.error({ err: error }, 'temporary files sweep failed')),
    TEMP_SWEEP_INTERVAL_MS,
  );
  timer.unref();
  return () => clearInterval(timer);
}
