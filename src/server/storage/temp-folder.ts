import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
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

  tempFile(): string {
    return path.join(this.tmpDir, randomUUID());
  }

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
  storage: MediaStorage,
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
