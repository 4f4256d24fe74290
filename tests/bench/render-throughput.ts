import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { resolveMediaBinaries } from '@server/media/binaries';
import { MediaTools } from '@server/media/media-tools';
import { ensureFirstAdmin } from '@server/services/users/first-admin';

const binaries = resolveMediaBinaries(null, null);
const tools = new MediaTools(binaries);
const ffmpeg = (args: string[]) => execFileSync(binaries.ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args]);

const form = (parts: Array<[string, string] | [string, Buffer, string, string]>) => {
  const data = new FormData();
  for (const part of parts) {
    if (part.length === 2) data.append(part[0], part[1]);
    else data.append(part[0], new Blob([new Uint8Array(part[1])], { type: part[3] }), part[2]);
  }
  return data;
};

async function inject(app: FastifyInstance, url: string, token: string, body: FormData) {
  const response = new Response(body);
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': response.headers.get('content-type')! },
    payload: Buffer.from(await response.arrayBuffer()),
  });
}

/** An app with one folder holding `background`, ready to take creation requests. */
async function appWithFolder(dir: string, concurrency: number, background: Buffer) {
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  await ensureFirstAdmin(db, 'admin', 'bench-password');
  const config = loadConfig({
    DATA_DIR: path.join(dir, `app-${concurrency}`),
    JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
    CLIENT_DIR: dir,
    JOB_POLL_SECONDS: '0.5',
    RENDER_CONCURRENCY: String(concurrency),
  });
  const app = await buildApp({ config, db, logger: false });
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
  const upload = await inject(
    app,
    '/api/photo-bg',
    accessToken,
    form([
      ['folderId', String(folderId)],
      ['files', background, 'bg.jpg', 'image/jpeg'],
    ]),
  );
  if (upload.statusCode !== 201) throw new Error(`background upload: ${upload.body}`);
  return { app, db, token: accessToken, folderId };
}

/** Seconds from accepting a request until all its variants are done. */
async function renderRequest(setup: Awaited<ReturnType<typeof appWithFolder>>, source: Buffer, count: number) {
  const created = await inject(
    setup.app,
    '/api/create-video/create',
    setup.token,
    form([
      ['countVideo', String(count)],
      ['isPhoto', 'true'],
      ['folders[]', String(setup.folderId)],
      ['file', source, 'source.mp4', 'video/mp4'],
    ]),
  );
  if (created.statusCode !== 201) throw new Error(`creation request: ${created.body}`);
  const started = process.hrtime.bigint();
  const { idUpload } = created.json() as { idUpload: string };
  for (;;) {
    const detail = (
      await setup.app.inject({
        method: 'GET',
        url: `/api/create-video/request/${idUpload}`,
        headers: { authorization: `Bearer ${setup.token}` },
      })
    ).json() as { status: string; error: string | null };
    if (detail.status === 'error') throw new Error(`render failed: ${detail.error}`);
    if (detail.status === 'success') return Number(process.hrtime.bigint() - started) / 1e9;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One variant of a 15 s 1080×1920 source through the job system against the same ffmpeg command run
 * directly; then variants per minute with 1 and with 2 workers.
 */
export async function renderThroughput() {
  const dir = await mkdtemp(path.join(tmpdir(), 'sp-bench-render-'));
  try {
    const file = (name: string) => path.join(dir, name);
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1080x1920:rate=30',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330',
      '-t',
      '15',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      file('source15.mp4'),
    ]);
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=720x1280:rate=30',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330',
      '-t',
      '4',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      file('source4.mp4'),
    ]);
    ffmpeg(['-f', 'lavfi', '-i', 'mandelbrot=size=1280x720', '-frames:v', '1', file('bg.jpg')]);
    const background = await readFile(file('bg.jpg'));
    const probe = await tools.probe(file('source15.mp4'));

    const directStarted = process.hrtime.bigint();
    await tools.render(
      {
        source: file('source15.mp4'),
        sourceDurationMs: probe.durationMs ?? 15_000,
        sourceHasAudio: true,
        background: { kind: 'image', path: file('bg.jpg') },
        output: file('direct.mp4'),
        variation: 0.3,
      },
      600_000,
    );
    const directSeconds = Number(process.hrtime.bigint() - directStarted) / 1e9;

    const single = await appWithFolder(dir, 1, background);
    const jobSeconds = await renderRequest(single, await readFile(file('source15.mp4')), 1);

    const variants = 4;
    const oneWorker = await renderRequest(single, await readFile(file('source4.mp4')), variants);
    await single.app.close();
    await single.db.close();
    const double = await appWithFolder(dir, 2, background);
    const twoWorkers = await renderRequest(double, await readFile(file('source4.mp4')), variants);
    await double.app.close();
    await double.db.close();

    return {
      directSeconds,
      jobSeconds,
      ratio: jobSeconds / directSeconds,
      perMinuteOneWorker: (variants / oneWorker) * 60,
      perMinuteTwoWorkers: (variants / twoWorkers) * 60,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
