import { type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { messages } from '@shared/messages';
import { HttpError } from '@server/http-error';
import { type ByteRange, isSafeKey, type MediaStorage, type StoredFile, type StoredFileInfo } from './storage';
import { diskFailure, TempFolder, writing } from './temp-folder';

export { TEMP_MAX_AGE_MS } from './storage';
export { diskFailure, keepTempClean } from './temp-folder';

const identity = (info: { dev: bigint; ino: bigint; mtimeNs: bigint }) => `${info.dev}:${info.ino}:${info.mtimeNs}`;

/**
 * Media on local disk (DATA_DIR/media/files), the embedded default adapter of the storage port.
 * Uploads are streamed to `tmp/` first and moved into place only once accepted.
 */
export class LocalStorage extends TempFolder implements MediaStorage {
  readonly kind = 'local' as const;
  readonly filesDir: string;

  constructor(root: string) {
    super(root);
    this.filesDir = path.join(root, 'files');
  }

  override async init(): Promise<void> {
    await super.init();
    await mkdir(this.filesDir, { recursive: true });
  }

  /** Moves the temporary file into place in one step (same disk); its modification time becomes now. */
  async commit(tempPath: string, key: string): Promise<void> {
    const target = this.absolutePath(key);
    await writing(async () => {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
      const now = new Date();
      await utimes(target, now, now);
    });
  }

  async put(key: string, source: Readable): Promise<void> {
    const { tempPath } = await this.receive(source);
    try {
      await this.commit(tempPath, key);
    } finally {
      await rm(tempPath, { force: true });
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    if (!isSafeKey(key)) return null;
    const info = await stat(this.absolutePath(key)).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, mtimeMs: info.mtimeMs, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isSafeKey(key)) return null;
    const handle = await open(this.absolutePath(key), 'r').catch(() => null);
    if (!handle) return null;
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  /** The stored file itself: nothing to copy on local disk. */
  async withLocalFile<T>(key: string, work: (filePath: string) => Promise<T>): Promise<T> {
    return work(this.absolutePath(key));
  }

  async remove(key: string): Promise<void> {
    const target = this.absolutePath(key);
    await writing(() => rm(target, { force: true }));
    // Keys are `<area>/<uuid>/<file>`: drop the per-upload folder once it is empty.
    await rmdir(path.dirname(target)).catch(() => undefined);
  }

  async removeAll(keys: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.remove(key)));
    if (results.some((result) => result.status === 'rejected')) throw new HttpError(503, messages.mediaNotRemoved);
  }

  async storedFiles(prefix = ''): Promise<StoredFile[]> {
    const found: StoredFile[] = [];
    const walk = async (dir: string, keyPrefix: string) => {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [] as Dirent[])) {
        const key = keyPrefix === '' ? entry.name : `${keyPrefix}/${entry.name}`;
        if (entry.isDirectory() && (key.startsWith(prefix) || prefix.startsWith(`${key}/`))) await walk(path.join(dir, entry.name), key);
        if (!entry.isFile() || !isSafeKey(key) || !key.startsWith(prefix)) continue;
        const info = await stat(path.join(dir, entry.name), { bigint: true }).catch(() => null);
        if (info) found.push({ key, mtimeMs: Number(info.mtimeMs), version: identity(info) });
      }
    };
    await walk(this.filesDir, '');
    return found;
  }

  /**
   * The file is first moved aside in one step, so a file put in its place meanwhile (a render run
   * again under the same key) is never the one deleted: it is moved back. Then its emptied folders go.
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
    if (identity(info) !== file.version) {
      await rename(parked, target);
      return false;
    }
    await rm(parked, { force: true });
    // `<area>/<uuid>/<file>` or `renders/<uuid>/<n>/<file>`: drop the folders it leaves empty, not the area.
    for (let dir = path.dirname(target); path.relative(this.filesDir, dir).split(path.sep).length > 1; dir = path.dirname(dir)) {
      if (
        !(await rmdir(dir).then(
          () => true,
          () => false,
        ))
      )
        break;
    }
    return true;
  }

  /** Where a stored file lives on this disk (local adapter only: everything else goes through the port). */
  absolutePath(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.filesDir, key);
  }
}
