import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import { messages } from '@shared/messages';
import type { Config } from '../config';
import { diskFailure } from '../storage/local-storage';
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
    let received = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(readable, count, createWriteStream(target, { flags: 'r+', start: offset }));
    } catch (error) {
      const disk = diskFailure(error);
      throw disk ? tusErrorFor(disk.statusCode, [disk.messages].flat()) : tusErrorFor(500, []);
    }
    return offset + received;
  }
}

/** Where unfinished and not yet committed resumable uploads live on local disk (with their `<id>.json` info). */
export const tusUploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'media', 'uploads');

/**
 * The one place the tus data store is made. Local disk under DATA_DIR for now (the S3 store
 * will be chosen here too). Uploads expire `UPLOAD_EXPIRY_HOURS` after their creation.
 */
export function createTusDataStore(config: Pick<Config, 'dataDir' | 'uploadExpiryHours'>): DataStore & { directory?: string } {
  return new MediaDiskFileStore({ directory: path.resolve(tusUploadsDir(config)), expirationPeriodInMilliseconds: config.uploadExpiryHours * 3_600_000 });
}
