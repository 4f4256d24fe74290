import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { messages } from '@shared/messages';
import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http-error';
import { sweepOrphanFiles } from './orphan-sweep';
import { type MediaStorage, TEMP_MAX_AGE_MS, TEMP_SWEEP_INTERVAL_MS } from './storage';

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
export async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw diskFailure(error) ?? error;
  }
}

/**
 * Who made a temporary file, as the start of its name: `<machine>.<pid>.<run>.` (the machine as a
 * hash of its host name, the run a random mark of this start of the process, so that a process that
 * got the pid of a dead one, e.g. pid 1 again in a restarted container, is told apart).
 */
export interface TempOwner {
  machine: string;
  pid: number;
  run: string;
}

export const thisProcess: TempOwner = {
  machine: createHash('sha256').update(hostname()).digest('hex').slice(0, 8),
  pid: process.pid,
  run: randomBytes(4).toString('hex'),
};

const OWNED_NAME = /^([0-9a-f]{8})\.(\d+)\.([0-9a-f]{8})\./;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds that pid, alive.
    return (error as { code?: unknown }).code === 'EPERM';
  }
}

/**
 * True when the file named `name` was made by a process that is gone: one of this machine whose
 * pid runs no more, or an earlier run under this very pid. Files of other machines (a shared mount)
 * and files not named by their process are never taken for gone here: only their age tells.
 */
export function madeByGoneProcess(name: string, self: TempOwner = thisProcess, running: (pid: number) => boolean = isRunning): boolean {
  const match = OWNED_NAME.exec(name);
  if (!match || match[1] !== self.machine) return false;
  const pid = Number(match[2]);
  if (pid === self.pid) return match[3] !== self.run;
  return !running(pid);
}

/**
 * This machine's temporary folder (DATA_DIR/media/tmp), the part of every storage adapter that is
 * always local: uploads are streamed here first and put in place only once accepted, so a refused
 * or interrupted upload never leaves a stored file; renders write here, and S3 copies for ffmpeg too.
 */
export abstract class TempFolder {
  readonly tmpDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
  }

  async init(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
  }

  async receive(source: Readable): Promise<{ tempPath: string; size: number }> {
    const tempPath = this.tempFile();
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

  /** A fresh path named by this process (see TempOwner), so a later start knows whose it was. */
  tempFile(): string {
    const { machine, pid, run } = thisProcess;
    return path.join(this.tmpDir, `${machine}.${pid}.${run}.${randomUUID()}`);
  }

  /**
   * Removes temporary files older than `olderThanMs`; 0 removes them all. (A file written within the
   * current millisecond has an mtime a fraction after Date.now(), so "age >= 0" alone would keep it.)
   */
  async cleanTemp(olderThanMs: number, now = Date.now()): Promise<number> {
    return this.removeTemp((_name, info) => olderThanMs <= 0 || now - info.mtimeMs >= olderThanMs);
  }

  async cleanGoneProcessesTemp(): Promise<number> {
    return this.removeTemp((name) => madeByGoneProcess(name));
  }

  private async removeTemp(wanted: (name: string, info: { mtimeMs: number }) => boolean): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.tmpDir).catch(() => [] as string[])) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile() || !wanted(name, info)) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }
}

/**
 * Sweeps `tmp/` for what killed uploads and renders left: at start, every file of a process that
 * is gone (with the embedded database, whose process is the only one, every file), and on every
 * round (every TEMP_SWEEP_INTERVAL_MS) those again and any file untouched for longer than the
 * longest job (`maxAgeMs`, TEMP_MAX_AGE_MS by default: a running upload keeps writing its file, a
 * job's copies are made after it started). With `db`, each sweep also removes stored files no row
 * of it references, put in place over ORPHAN_MIN_AGE_MS ago (`sweepOrphanFiles`): what a process
 * killed between moving an upload's files into place and saving their rows left. Returns the stop
 * function.
 */
export async function keepTempClean(
  storage: MediaStorage,
  log: { warn(object: object, message: string): void; error(object: object, message: string): void },
  { onlyProcess, db, maxAgeMs = TEMP_MAX_AGE_MS }: { onlyProcess: boolean; db?: Queryable; maxAgeMs?: number },
): Promise<() => void> {
  const sweep = async (olderThanMs: number) => {
    const removed = (await storage.cleanGoneProcessesTemp()) + (await storage.cleanTemp(olderThanMs));
    if (removed > 0) log.warn({ removed }, 'temporary files left by killed uploads or renders removed');
    // Never a reason not to start: a failed orphan sweep is logged and tried again on the next round.
    if (db) await sweepOrphanFiles(db, storage, log).catch((error: unknown) => log.error({ err: error }, 'orphan files sweep failed'));
  };
  await sweep(onlyProcess ? 0 : maxAgeMs);
  const timer = setInterval(
    () => void sweep(maxAgeMs).catch((error: unknown) => log.error({ err: error }, 'temporary files sweep failed')),
    TEMP_SWEEP_INTERVAL_MS,
  );
  timer.unref();
  return () => clearInterval(timer);
}
