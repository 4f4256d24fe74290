import type { Readable } from 'node:stream';

/**
 * A stored file as listed for the orphan sweep: its key, when it was put in place, and an opaque
 * identity of that very version (local disk: device, inode and modification time; S3: the ETag and
 * modification time), so that a file put again under the same key is told apart.
 */
export interface StoredFile {
  key: string;
  mtimeMs: number;
  version: string;
}

/** What serving a stored file needs to know before reading it. */
export interface StoredFileInfo {
  size: number;
  mtimeMs: number;
  /** A strong validator of this version of the file (quoted, as in an ETag header). */
  etag: string;
}

/** Inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The media storage port: every place that touches a stored file (content checks, previews,
 * rendering, publishing, serving, deletion, the orphan sweep) goes through it. Two adapters:
 * `LocalStorage` (DATA_DIR/media/files, the embedded default) and `S3Storage` (an S3-compatible
 * bucket, for processes on several machines with no shared disk).
 *
 * Stored files live under keys like `backgrounds/<uuid>/<name>` (see `isSafeKey`). Work in
 * progress (an upload being received, a render's output, a copy for ffmpeg) always lives in this
 * machine's own temporary folder `tmpDir` (DATA_DIR/media/tmp), whatever the adapter.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** This machine's temporary folder (uploads being received, renders in progress, copies for ffmpeg). */
  readonly tmpDir: string;

  /** Creates the temporary folder (and, for local disk, the files folder). */
  init(): Promise<void>;

  /** Streams `source` into a new temporary file; returns its path and size. A full or read-only disk is its 507/503. */
  receive(source: Readable): Promise<{ tempPath: string; size: number }>;
  /** A fresh path in the temporary folder (nothing is created). */
  tempFile(): string;
  /**
   * Deletes temporary files a killed upload or render left behind: those untouched for
   * `olderThanMs` (0: all of them, when no other process can be using the folder). Returns how many went.
   */
  cleanTemp(olderThanMs: number, now?: number): Promise<number>;
  /**
   * Deletes the temporary files of processes that are gone: those of this machine whose process no
   * longer runs (a killed worker started again), whatever their age. Returns how many went.
   */
  cleanGoneProcessesTemp(): Promise<number>;

  /**
   * Puts an accepted temporary file in place under `key` (the temporary file is gone afterwards).
   * The stored file's time becomes now: the orphan sweep counts its age from when it was put in place.
   */
  commit(tempPath: string, key: string): Promise<void>;
  /** Puts the bytes of `source` under `key` (as `commit`, from a stream). */
  put(key: string, source: Readable): Promise<void>;

  /** Size, time and validator of a stored file; null when there is none under `key`. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The bytes of a stored file, or of `range` of it; null when there is none under `key`. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /**
   * Runs `work` with a path on this machine's disk holding the stored file (ffmpeg, ffprobe and the
   * platform uploads read files by path). Local disk hands the stored file itself (read it only);
   * S3 downloads it to a temporary file that is removed when `work` ends, whether it succeeded or not.
   */
  withLocalFile<T>(key: string, work: (filePath: string) => Promise<T>): Promise<T>;

  /**
   * Removes a stored file (gone already counts as removed). Throws when the storage refuses, so that
   * a caller deleting a row can keep it: a file is never left without its row.
   */
  remove(key: string): Promise<void>;
  /**
   * Removes the files of a row about to be deleted; any that cannot be removed refuses the delete
   * (503) so the caller keeps its row. Call it before deleting the row, inside its transaction.
   */
  removeAll(keys: readonly string[]): Promise<void>;

  /** Every stored file whose key starts with `prefix` (all of them without one), with its time and identity. */
  storedFiles(prefix?: string): Promise<StoredFile[]>;
  /**
   * Removes a stored file only if it is still the very version `storedFiles` found. Returns whether
   * it went (false: gone already, or replaced meanwhile by a new file under the same key).
   */
  removeUnchanged(file: StoredFile): Promise<boolean>;
}

/** Stored files live under keys like `backgrounds/<uuid>/<name>`; a key never leaves the root. */
export const isSafeKey = (key: string) =>
  key.length > 0 &&
  key.length < 512 &&
  !key.startsWith('/') &&
  key.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'));

/**
 * A temporary file untouched for this long belongs to no running upload or job (a killed one left
 * it): the default of the sweep, which a process with jobs sets to its longest job.
 */
export const TEMP_MAX_AGE_MS = 60 * 60_000;
/** How often the temporary folder is swept for such files. */
export const TEMP_SWEEP_INTERVAL_MS = 15 * 60_000;

/** The type a stored file is served with, by the extension its key ends with (set from its detected content). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  m4v: 'video/x-m4v',
  '3gp': 'video/3gpp',
  mpg: 'video/mpeg',
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
