import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '@server/config';
import { s3Client } from '@server/storage/s3-storage';

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

/** The part of Koa's context (s3rver is a Koa app) the extras below use. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const NS = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';

/**
 * What s3rver 3.7 lacks of the multipart API and @tus/s3-store uses (ListParts on every write,
 * AbortMultipartUpload, ListMultipartUploads for expiry), answered from s3rver's own upload folders
 * (`<bucket>/._S3rver_uploads/<uploadId>/{key,<part>,<part>.md5}`) as the S3 API reference documents
 * them (path-style requests only). Everything else goes on to s3rver.
 */
function multipartExtras(dir: string): KoaMiddleware {
  return async (ctx, next) => {
    const [, bucket, ...keyParts] = ctx.path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : null;
    const uploadsDir = path.join(dir, bucket ?? '', '._S3rver_uploads');
    const noSuchUpload = () => {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${xml(uploadId ?? '')}</UploadId></Error>`;
    };
    if (ctx.method === 'GET' && key !== '' && uploadId && ctx.query.partNumber === undefined) {
      const names = await readdir(path.join(uploadsDir, uploadId)).catch(() => null);
      if (!names) return noSuchUpload();
      const numbers = names
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => a - b);
      const parts = await Promise.all(
        numbers.map(async (number) => {
          const file = path.join(uploadsDir, uploadId, String(number));
          const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
          return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
        }),
      );
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult ${NS}><Bucket>${xml(bucket!)}</Bucket><Key>${xml(key)}</Key><UploadId>${xml(uploadId)}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
      return;
    }
    if (ctx.method === 'DELETE' && key !== '' && uploadId) {
      if (!(await stat(path.join(uploadsDir, uploadId)).catch(() => null))) return noSuchUpload();
      await rm(path.join(uploadsDir, uploadId), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'GET' && key === '' && 'uploads' in ctx.query) {
      const uploads = await Promise.all(
        (await readdir(uploadsDir).catch(() => [] as string[])).map(async (id) => {
          const [uploadKey, info] = await Promise.all([
            readFile(path.join(uploadsDir, id, 'key'), 'utf8'),
            stat(path.join(uploadsDir, id)),
          ]);
          return `<Upload><Key>${xml(uploadKey)}</Key><UploadId>${xml(id)}</UploadId><Initiated>${info.birthtime.toISOString()}</Initiated></Upload>`;
        }),
      );
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult ${NS}><Bucket>${xml(bucket!)}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`;
      return;
    }
    await next();
  };
}

export async function acquireS3(): Promise<LocalS3> {
  if (!running) {
    const dir = await mkdtemp(path.join(tmpdir(), 'sp-s3-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
    // First in line, ahead of s3rver's own router.
    (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(multipartExtras(dir));
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
