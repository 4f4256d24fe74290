import path from 'node:path';
import type { Config } from '@server/config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { MediaStorage } from './storage';

/** The storage adapter the configuration names: the S3 bucket of S3_BUCKET, else local disk (DATA_DIR/media). */
export function openStorage(config: Pick<Config, 'dataDir' | 's3'>): MediaStorage {
  const root = path.join(config.dataDir, 'media');
  return config.s3 ? new S3Storage(root, config.s3) : new LocalStorage(root);
}
