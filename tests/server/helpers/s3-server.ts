import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../../src/server/config';
import { s3Client } from '../../../src/server/storage/s3-storage';

/**
 * A local S3-compatible server for the tests (s3rver: pure JavaScript, objects in a temporary
 * folder), listening on loopback on a free port. One per test file, shared by its apps: started
 * by the first `acquireS3()`, closed when the last holder releases it.
 */
export interface LocalS3 {
  endpoint: string;
  /** A new empty bucket with its S3_* settings (as a deployment would set them). */
  bucket(): Promise<{ config: S3Config; env: Record<string, string> }>;
  release(): Promise<void>;
}

// The SDK's note that its 2027 releases will need Node 22 says nothing about these tests.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver accepts any signature whose key pair is this one (its documented default). */
const KEY = 'S3RVER';

let running: { server: S3rver; dir: string; endpoint: string; holders: number } | null = null;

export async function acquireS3(): Promise<LocalS3> {
  if (!running) {
    const dir = await mkdtemp(path.join(tmpdir(), 'sp-s3-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
    const { port } = await server.run();
    running = { server, dir, endpoint: `http://127.0.0.1:${port}`, holders: 0 };
  }
  const current = running;
  current.holders += 1;
  let released = false;
  return {
    endpoint: current.endpoint,
    async bucket() {
      const config: S3Config = {
        endpoint: current.endpoint,
        bucket: `t-${randomBytes(6).toString('hex')}`,
        region: 'us-east-1',
        accessKeyId: KEY,
        secretAccessKey: KEY,
        forcePathStyle: true,
      };
      const client = s3Client(config);
      await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      client.destroy();
      const env = {
        S3_ENDPOINT: current.endpoint,
        S3_BUCKET: config.bucket,
        S3_REGION: config.region,
        S3_ACCESS_KEY_ID: KEY,
        S3_SECRET_ACCESS_KEY: KEY,
        S3_FORCE_PATH_STYLE: 'true',
      };
      return { config, env };
    },
    async release() {
      if (released) return;
      released = true;
      current.holders -= 1;
      if (current.holders > 0 || running !== current) return;
      running = null;
      await current.server.close();
      await rm(current.dir, { recursive: true, force: true });
    },
  };
}

/** Whether this run keeps media in S3 (`TEST_STORAGE=s3`, the S3 pass of `.ci/run`) rather than on local disk. */
export const onS3 = process.env.TEST_STORAGE === 's3';
