import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Stored files live under keys like `backgrounds/<uuid>/<name>`; a key never leaves the root. */
export const isSafeKey = (key: string) =>
  key.length > 0 && key.length < 512 && !key.startsWith('/') && key.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'));

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
      await pipeline(source, createWriteStream(tempPath, { flags: 'wx' }));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, size: (await stat(tempPath)).size };
  }

  tempFile(): string {
    return path.join(this.tmpDir, randomUUID());
  }

  async commit(tempPath: string, key: string): Promise<void> {
    const target = this.absolutePath(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
  }

  async remove(key: string): Promise<void> {
    const target = this.absolutePath(key);
    await rm(target, { force: true });
    // Keys are `<area>/<uuid>/<file>`: drop the per-upload folder once it is empty.
    await rmdir(path.dirname(target)).catch(() => undefined);
  }

  absolutePath(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.filesDir, key);
  }
}
