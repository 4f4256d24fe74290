import { createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import { messages } from '@shared/messages';
import type { Config } from '@server/config';
import { diskFailure } from '@server/storage/local-storage';
import { S3_CHECKSUMS } from '@server/storage/s3-storage';
import { tusErrorFor } from './tus-errors';

/**
 * @tus/file-store, except that a full or read-only disk while receiving a chunk is answered as what
 * it is (507 / 503 with the Ukrainian message), not tus' generic 500 that the queue would retry for
 * ever. The bytes written before the failure stay: the upload's offset is its file's size.
 */
class MediaDiskFileStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const target = path.join(this.directory, id);
    if (path.dirname(target) !== path.resolve(this.directory)) throw tusErrorFor(404, [messages.uploadNotFound]);
    // Bytes written so far count even when the stream fails midway: they are in the file, whose size is the offset.
    const file = createWriteStream(target, { flags: 'r+', start: offset });
    try {
      await pipeline(readable, file);
    } catch (error) {
      const disk = diskFailure(error);
      throw disk ? tusErrorFor(disk.statusCode, [disk.messages].flat()) : tusErrorFor(500, []);
    }
    return offset + file.bytesWritten;
  }

  /** Every upload with its info here (for the sweep). */
  async uploadIds(): Promise<string[]> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    return names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
  }
}

/**
 * @tus/s3-store, except that removing an upload deletes all it has in the bucket: a finished
 * upload's object and info (the store aborts the upload's multipart upload first, which S3 no
 * longer knows once it was completed (NoSuchUpload), and takes that for a missing upload, leaving
 * both objects), and an unfinished one's incomplete part (`<id>.part`, which the store leaves).
 */
class MediaS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
      await this.client.deleteObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
    } catch (error) {
      if ((error as { status_code?: unknown }).status_code !== 404) throw error;
      // Its info is there (a finished upload), so its objects go; an unknown id stays a 404.
      await this.getMetadata(id).catch(() => Promise.reject(error));
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }] },
      });
      await this.clearCache(id);
    }
  }

  /**
   * Every upload with its info in the bucket (`<id>.info` at its root), finished or not, for the
   * sweep: the store's own expiry only sees unfinished ones (open multipart uploads), so a finished
   * upload that was never committed would stay for good.
   */
  async uploadIds(): Promise<string[]> {
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({ Bucket: this.bucket, Delimiter: '/', ...(token ? { ContinuationToken: token } : {}) });
      for (const { Key: key } of page.Contents ?? []) if (key?.endsWith('.info')) ids.push(key.slice(0, -'.info'.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return ids;
  }
}

/** The tus data store as the upload service uses it: tus' port, plus the ids of the uploads it holds. */
export type UploadStore = DataStore & { uploadIds(): Promise<string[]>; directory?: string };

/** Where unfinished and not yet committed resumable uploads live on local disk (with their `<id>.json` info). */
export const tusUploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'media', 'uploads');

/**
 * The one place the tus data store is made: with media in S3 (S3_BUCKET), @tus/s3-store in the same
 * bucket (an upload is a multipart upload under its id, resumable from any API process; the orphan
 * sweep leaves these keys alone), else local disk under DATA_DIR. Uploads expire
 * `UPLOAD_EXPIRY_HOURS` after their creation.
 */
export function createTusDataStore(config: Pick<Config, 'dataDir' | 'uploadExpiryHours'> & Partial<Pick<Config, 's3'>>): UploadStore {
  if (config.s3) {
    const { bucket, region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = config.s3;
    return new MediaS3Store({
      partSize: 8 * 1024 * 1024,
      // Expiry is swept by the server (UPLOAD_EXPIRY_HOURS), not by bucket lifecycle rules on tags.
      useTags: false,
      expirationPeriodInMilliseconds: config.uploadExpiryHours * 3_600_000,
      s3ClientConfig: {
        ...S3_CHECKSUMS,
        bucket,
        region,
        forcePathStyle,
        ...(endpoint ? { endpoint } : {}),
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      },
    });
  }
  return new MediaDiskFileStore({
    directory: path.resolve(tusUploadsDir(config)),
    expirationPeriodInMilliseconds: config.uploadExpiryHours * 3_600_000,
  });
}
