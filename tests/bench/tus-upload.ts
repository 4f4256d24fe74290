import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_CHUNK_BYTES } from '@shared/schemas/uploads';
import { freePort, killServerProcess, startServerProcess } from '../server/helpers/server-process';
import { MiB, paddedVideo } from './bench-kit';

/** The upload's size: 200 MiB by default here (the figure is for 500: `BENCH_UPLOAD_MB=500 npm run bench`). */
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 200) * MiB;
const ADMIN = { login: 'admin', password: 'bench-tus-pass' };
const BOUNDARY = 'bench-tus-boundary-7f2a';
const ROUNDS = 2;
/** The baseline server: streams each request's body to the file named by its argument, answers 201; prints its port. */
const BARE_SERVER = `
const http = require('node:http'), fs = require('node:fs'), { pipeline } = require('node:stream');
const server = http.createServer((req, res) => pipeline(req, fs.createWriteStream(process.argv[1]), () => res.writeHead(201).end()));
server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

interface Sent {
  status: number;
  /** Bytes of the body written to the socket (all of them, or those before the cut). */
  written: number;
}

/**
 * Sends `body` as one request; with `cutAt`, the connection is dropped once that many body bytes
 * were written (a network drop), after giving the server a moment to take what arrived.
 */
function send(url: string, method: string, headers: Record<string, string>, body: Readable, length: number, cutAt?: number): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let written = 0;
    const req = request(url, { method, headers: { ...headers, 'content-length': String(length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, written }));
    });
    req.on('error', (error) => (cutAt !== undefined ? resolve({ status: 0, written }) : reject(error)));
    body.on('data', (chunk: Buffer) => {
      if (cutAt !== undefined && written + chunk.length >= cutAt) {
        req.write(chunk.subarray(0, cutAt - written));
        written = cutAt;
        body.destroy();
        setTimeout(() => req.destroy(), 500);
        return;
      }
      written += chunk.length;
      if (!req.write(chunk)) {
        body.pause();
        req.once('drain', () => body.resume());
      }
    });
    body.on('end', () => req.end());
  });
}

const fileRange = (file: string, start: number, end: number) => createReadStream(file, { start, end: end - 1, highWaterMark: MiB });

/** The multipart body of POST /api/photo-bg with the file as its one video. */
function multipartBody(file: string, folderId: number): { stream: Readable; length: number } {
  const start = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n${folderId}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="videos"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const end = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const stream = Readable.from(
    (async function* () {
      yield start;
      yield* createReadStream(file, { highWaterMark: MiB });
      yield end;
    })(),
  );
  return { stream, length: start.length + SIZE + end.length };
}

/** Resident set of a process now, and its peak so far (VmRSS, VmHWM), in bytes. */
async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/**
 * Resumable uploads against a spawned server (`main.ts`, as `npm start` runs it):
 * - bytes re-sent after a drop at 90 % of the file, over tus (the PATCH carrying the 90 % point is
 *   cut; HEAD, then the rest from the server's offset) and over one multipart POST (cut at 90 % of
 *   its body, then sent again whole with the same Idempotency-Key, as the queue did);
 * - tus throughput (8 MiB PATCHes, one after another, as the queue sends them) as a ratio of a bare
 *   Node server (a process of its own, like the server) streaming one request with the same bytes
 *   to disk, alternating rounds, best of each;
 * - the server process's peak RSS growth during the tus upload (/proc/<pid>/status sampled every
 *   20 ms, and VmHWM).
 */
export async function tusUpload() {
  const dir = await mkdtemp(path.join(tmpdir(), 'sp-bench-tus-'));
  const file = await paddedVideo(dir, SIZE);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  // The baseline is a process of its own too, as the server is: a bare Node server streaming each request to disk.
  const bare = spawn(process.execPath, ['-e', BARE_SERVER, path.join(dir, 'bare.bin')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const barePort = await new Promise<number>((resolve) =>
    bare.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim()))),
  );
  try {
    server = await startServerProcess(port, path.join(dir, 'data'), ADMIN, { RUN_WORKERS: 'false', LOG_LEVEL: 'error' });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const authorization = `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
    const json = { authorization, 'content-type': 'application/json' };
    const folderId = (
      (await (
        await fetch(`${base}/api/folder/photo-bg`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'bench' }) })
      ).json()) as { id: number }
    ).id;
    const tus = { authorization, 'tus-resumable': '1.0.0' };

    const createUpload = async () => {
      const created = await fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: {
          ...tus,
          'upload-length': String(SIZE),
          'upload-metadata': `filename ${Buffer.from('big.mp4').toString('base64')},kind ${Buffer.from('video').toString('base64')}`,
        },
      });
      if (created.status !== 201) throw new Error(`tus creation answered ${created.status}`);
      return `${base}${created.headers.get('location')}`;
    };
    const patch = (url: string, offset: number, end: number, cutAt?: number) =>
      send(
        url,
        'PATCH',
        { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        fileRange(file, offset, end),
        end - offset,
        cutAt,
      );
    const offsetOf = async (url: string) => Number((await fetch(url, { method: 'HEAD', headers: tus })).headers.get('upload-offset'));
    /** Sends from `from` to the end in chunks; with `cutAt` (an offset in the file), the chunk holding it is cut there. */
    const sendChunks = async (url: string, from: number, cutAt?: number) => {
      let offset = from;
      let wire = 0;
      while (offset < SIZE) {
        const end = Math.min(SIZE, offset + UPLOAD_CHUNK_BYTES);
        const cut = cutAt !== undefined && cutAt > offset && cutAt < end ? cutAt - offset : undefined;
        const sent = await patch(url, offset, end, cut);
        wire += sent.written;
        if (cut !== undefined) return { wire, cut: true };
        if (sent.status !== 204) throw new Error(`PATCH answered ${sent.status}`);
        offset = end;
      }
      return { wire, cut: false };
    };

    // 1. Throughput and memory: whole tus uploads and the same bytes to the bare server, alternating, best of each.
    const before = await memoryOf(server.pid!);
    let peak = before.rss;
    let tusSeconds = Number.POSITIVE_INFINITY;
    let bareSeconds = Number.POSITIVE_INFINITY;
    for (let round = 0; round < ROUNDS; round += 1) {
      const bareStarted = process.hrtime.bigint();
      const bareSent = await send(`http://127.0.0.1:${barePort}/`, 'POST', {}, fileRange(file, 0, SIZE), SIZE);
      if (bareSent.status !== 201) throw new Error(`bare server answered ${bareSent.status}`);
      bareSeconds = Math.min(bareSeconds, Number(process.hrtime.bigint() - bareStarted) / 1e9);
      await rm(path.join(dir, 'bare.bin'), { force: true });

      const sampler = setInterval(
        () =>
          void memoryOf(server!.pid!).then(
            (now) => (peak = Math.max(peak, now.rss)),
            () => undefined,
          ),
        20,
      );
      const url = await createUpload();
      const started = process.hrtime.bigint();
      await sendChunks(url, 0);
      tusSeconds = Math.min(tusSeconds, Number(process.hrtime.bigint() - started) / 1e9);
      clearInterval(sampler);
      const commit = await fetch(`${base}/api/photo-bg/from-uploads`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ folderId, videos: [url.split('/').at(-1)] }),
      });
      if (commit.status !== 201) throw new Error(`commit answered ${commit.status}: ${await commit.text()}`);
    }
    const after = await memoryOf(server.pid!);

    // 2. A drop at 90 % over tus: the cut chunk, then HEAD and the rest from the server's offset.
    const dropAt = Math.floor(SIZE * 0.9);
    const resumed = await createUpload();
    const first = await sendChunks(resumed, 0, dropAt);
    const kept = await offsetOf(resumed);
    const rest = await sendChunks(resumed, kept);
    const tusResent = first.wire + rest.wire - SIZE;
    if ((await offsetOf(resumed)) !== SIZE) throw new Error('tus upload did not complete after the drop');

    // 3. The same drop over one multipart POST: the retry sends the whole body again.
    const key = { ...tus, 'idempotency-key': 'bench-multipart-drop-0001', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    const cutBody = multipartBody(file, folderId);
    const cutSent = await send(`${base}/api/photo-bg`, 'POST', key, cutBody.stream, cutBody.length, Math.floor(cutBody.length * 0.9));
    // The retry that succeeds (a 409 while the cut request's claim is still being released would be sent again too).
    let retry: Sent = { status: 0, written: 0 };
    let retried = 0;
    for (let attempt = 0; attempt < 20 && retry.status !== 201; attempt += 1) {
      const again = multipartBody(file, folderId);
      retry = await send(`${base}/api/photo-bg`, 'POST', key, again.stream, again.length);
      retried += retry.written;
      if (retry.status === 409) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (retry.status !== 201) throw new Error(`multipart retry answered ${retry.status}`);
    const multipartResent = cutSent.written + retried - cutBody.length;

    return {
      sizeMiB: SIZE / MiB,
      chunkMiB: UPLOAD_CHUNK_BYTES / MiB,
      tusResentMiB: tusResent / MiB,
      multipartResentMiB: multipartResent / MiB,
      tusMiBps: SIZE / MiB / tusSeconds,
      bareMiBps: SIZE / MiB / bareSeconds,
      ratio: bareSeconds / tusSeconds,
      rssGrowthMiB: (peak - before.rss) / MiB,
      hwmGrowthMiB: (after.hwm - before.hwm) / MiB,
    };
  } finally {
    if (server) await killServerProcess(server);
    bare.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
}

export function printTusUpload(result: Awaited<ReturnType<typeof tusUpload>>) {
  const mib = (value: number) => `${value.toFixed(1)} MiB`;
  console.log(
    `\nResumable uploads (tus) of a ${result.sizeMiB} MiB video to a spawned server (BENCH_UPLOAD_MB; the issue's figure is for 500)`,
  );
  console.log(
    `  bytes re-sent after a drop at 90 %: tus          ${mib(result.tusResentMiB).padStart(10)}   (aim ≤ one chunk, ${result.chunkMiB} MiB)`,
  );
  console.log(`  bytes re-sent after a drop at 90 %: multipart    ${mib(result.multipartResentMiB).padStart(10)}   (the whole body again)`);
  console.log(`  bare Node server streaming the file to disk      ${result.bareMiBps.toFixed(0)} MiB/s`);
  console.log(`  tus, 8 MiB PATCHes one after another             ${result.tusMiBps.toFixed(0)} MiB/s`);
  console.log(`  ratio tus/bare                                   ${result.ratio.toFixed(2)}   (aim ≥ 0.7)`);
  console.log(
    `  server's peak RSS growth during the tus upload   ${mib(result.rssGrowthMiB)} (VmHWM +${mib(result.hwmGrowthMiB)})   (aim ≤ 64 MiB)`,
  );
}

// `tsx tests/bench/tus-upload.ts` runs this section alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  printTusUpload(await tusUpload());
  process.exit(0);
}
