import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { ensureFirstAdmin } from '@server/services/users/first-admin';
import { s3Client } from '@server/storage/s3-storage';
import { acquireS3 } from '../server/helpers/s3-server';
import { MiB, paddedVideo } from './bench-kit';

const SIZE = Number(process.env.BENCH_S3_MIB ?? 256) * MiB;
const ROUNDS = 2;
const BOUNDARY = 'bench-s3-boundary-7a2e';

/** POST /api/photo-bg with the file as its one video, streamed from disk; seconds until the answer. */
async function postUpload(port: number, token: string, folderId: number, file: string): Promise<number> {
  const start = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n${folderId}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="videos"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const end = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const size = (await stat(file)).size;
  const body = Readable.from(
    (async function* () {
      yield start;
      yield* createReadStream(file, { highWaterMark: MiB });
      yield end;
    })(),
  );
  const started = process.hrtime.bigint();
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/photo-bg',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(start.length + size + end.length),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    body.pipe(req);
  });
  if (status !== 201) throw new Error(`upload answered ${status}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * The same video file into S3 (s3rver on loopback, in this process) two ways, alternating, best of
 * ROUNDS each: a plain `lib-storage` Upload of the file (the floor of any S3 upload), and
 * `POST /api/photo-bg` to the app with S3 storage (multipart received to tmp/, content check,
 * preview, then the storage port's commit into the bucket, until the 201).
 */
export async function s3Upload() {
  const dir = await mkdtemp(path.join(tmpdir(), 'sp-bench-s3-'));
  const s3 = await acquireS3();
  const { config: bucket, env } = await s3.bucket();
  const file = await paddedVideo(dir, SIZE);
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  await ensureFirstAdmin(db, 'admin', 'bench-password');
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
      CLIENT_DIR: dir,
      RUN_WORKERS: 'false',
      ...env,
    }),
    db,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const client = s3Client(bucket);
  try {
    const { accessToken } = (
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'admin', password: 'bench-password' } })
    ).json() as { accessToken: string };
    const folderId = (
      await app.inject({
        method: 'POST',
        url: '/api/folder/photo-bg',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { name: 'bench' },
      })
    ).json().id as number;
    let plainBest = 0;
    let appBest = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = process.hrtime.bigint();
      await new Upload({ client, params: { Bucket: bucket.bucket, Key: `plain/${round}.mp4`, Body: createReadStream(file) } }).done();
      plainBest = Math.max(plainBest, SIZE / MiB / (Number(process.hrtime.bigint() - started) / 1e9));
      appBest = Math.max(appBest, SIZE / MiB / (await postUpload((app.server.address() as AddressInfo).port, accessToken, folderId, file)));
    }
    return { sizeMiB: SIZE / MiB, plainMiBps: plainBest, appMiBps: appBest, ratio: appBest / plainBest };
  } finally {
    client.destroy();
    await app.close();
    await db.close();
    await s3.release();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printS3Upload(result: Awaited<ReturnType<typeof s3Upload>>) {
  console.log(`\nUpload into S3 (s3rver on loopback, in this process) of a ${result.sizeMiB} MiB video (best of ${ROUNDS}, alternating)`);
  console.log(`  plain lib-storage Upload of the file             ${result.plainMiBps.toFixed(0)} MiB/s`);
  console.log(`  POST /api/photo-bg with S3 storage (to the 201)  ${result.appMiBps.toFixed(0)} MiB/s`);
  console.log(`  ratio app/plain                                  ${result.ratio.toFixed(2)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printS3Upload(await s3Upload());
  process.exit(0);
}
