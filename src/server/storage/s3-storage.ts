import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { messages } from '@shared/messages';
import type { S3Config } from '@server/config';
import { HttpError } from '@server/http-error';
import { type ByteRange, contentTypeOf, isSafeKey, type MediaStorage, type StoredFile, type StoredFileInfo } from './storage';
import { diskFailure, TempFolder } from './temp-folder';

/** Part size of a multipart upload (lib-storage's default is the S3 minimum, 5 MiB). */
const PART_BYTES = 8 * 1024 * 1024;
/** Parts of one upload in flight at once. */
const PART_CONCURRENCY = 4;

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Checksums only where the S3 API requires them: the SDK's default since 2025 (a CRC trailer on
 * every upload, streamed bodies sent `aws-chunked`) is not understood by many S3-compatible servers,
 * which then store the chunk framing with the bytes. Each part still carries its Content-Length and
 * the server's ETag.
 */
export const S3_CHECKSUMS = { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const;

/** The client for S3_* settings (also used by the tests' and the bench's plain uploads). */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    ...S3_CHECKSUMS,
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
}

/**
 * Media in an S3-compatible bucket (S3_BUCKET), the adapter of the storage port for API and worker
 * processes on several machines with no shared disk. Uploads are still received into this machine's
 * `tmp/` and checked there; `commit` then streams the accepted file into the bucket (multipart
 * through lib-storage) and removes the local copy. Keys are the same as on local disk.
 */
export class S3Storage extends TempFolder implements MediaStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(root: string, config: S3Config, client: S3Client = s3Client(config)) {
    super(root);
    this.client = client;
    this.bucket = config.bucket;
  }

  /** Also checks, once at start, that the bucket is there and these credentials reach it. */
  override async init(): Promise<void> {
    await super.init();
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      const reason =
        status === 404
          ? 'no such bucket'
          : status === 403
            ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
            : String(error);
      throw new Error(`S3 bucket "${this.bucket}" is not usable: ${reason}`, { cause: error });
    }
  }

  async commit(tempPath: string, key: string): Promise<void> {
    await this.put(key, createReadStream(tempPath));
    await rm(tempPath, { force: true });
  }

  async put(key: string, source: Readable): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: source, ContentType: contentTypeOf(key) },
      partSize: PART_BYTES,
      queueSize: PART_CONCURRENCY,
    });
    try {
      await upload.done();
    } catch (error) {
      // A local file that cannot be read is still a disk's answer; a bucket that refuses or cannot be
      // reached is storage that cannot be written now (503 in Ukrainian, not a 500 the queue retries for ever).
      throw diskFailure(error) ?? Object.assign(new HttpError(503, messages.diskReadOnly), { cause: error });
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    if (!isSafeKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, mtimeMs: head.LastModified?.getTime() ?? 0, etag: head.ETag ?? '""' };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isSafeKey(key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return object.Body instanceof Readable ? object.Body : Readable.from([]);
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  /** Downloads the object to a temporary file for the tool, removed afterwards (also when `work` fails). */
  async withLocalFile<T>(key: string, work: (filePath: string) => Promise<T>): Promise<T> {
    const copy = this.tempFile();
    try {
      const body = await this.read(key);
      if (!body) throw Object.assign(new Error(`No stored file under ${key}`), { code: 'ENOENT' });
      await pipeline(body, createWriteStream(copy, { flags: 'wx' })).catch((error: unknown) => {
        throw diskFailure(error) ?? error;
      });
      return await work(copy);
    } finally {
      await rm(copy, { force: true });
    }
  }

  async remove(key: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    // DeleteObject answers 204 for a key that is not there: gone already counts as removed.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async removeAll(keys: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.remove(key)));
    if (results.some((result) => result.status === 'rejected')) throw new HttpError(503, messages.mediaNotRemoved);
  }

  async storedFiles(prefix = ''): Promise<StoredFile[]> {
    const found: StoredFile[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          ...(prefix ? { Prefix: prefix } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !isSafeKey(object.Key)) continue;
        found.push({ key: object.Key, mtimeMs: object.LastModified?.getTime() ?? 0, version: object.ETag ?? '' });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  /**
   * Deletes the object only if it is still the version listed (same ETag and time). A bucket has no
   * move-aside as a disk has: a new version landing between this check and the delete (one request's
   * time) would go too. Only a key whose earlier file has had no row for ORPHAN_MIN_AGE_MS can be hit,
   * that is a render retried under its key at that very moment.
   */
  async removeUnchanged(file: StoredFile): Promise<boolean> {
    const now = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: file.key })).catch((error: unknown) => {
      if (notFound(error)) return null;
      throw error;
    });
    if (!now || now.ETag !== file.version || (now.LastModified?.getTime() ?? 0) !== file.mtimeMs) return false;
    await this.remove(file.key);
    return true;
  }
}
