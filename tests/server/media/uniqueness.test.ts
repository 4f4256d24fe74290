import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { UNIQUENESS_THRESHOLDS } from '@shared/uniqueness';
import type { Database } from '@server/db/database';
import { chooseBackground } from '@server/jobs/render-variant';
import { resolveMediaBinaries } from '@server/media/binaries';
import { MediaTools } from '@server/media/media-tools';
import { outputDurationMs, type RenderJob } from '@server/media/render';
import { videoDistance } from '@server/media/similarity';
import { variationParams } from '@server/media/variation';
import { makeMediaFixtures, multipart } from '../helpers/media-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const binaries = resolveMediaBinaries(process.env.FFMPEG_PATH ?? null, process.env.FFPROBE_PATH ?? null);
const tools = new MediaTools(binaries);
const dir = mkdtempSync(path.join(tmpdir(), 'sp-unique-'));
const file = (name: string) => path.join(dir, name);
const ffmpeg = (args: string[]) => execFileSync(binaries.ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args]);
const ffprobe = (args: string[]) =>
  JSON.parse(execFileSync(binaries.ffprobe, ['-v', 'error', '-print_format', 'json', ...args], { encoding: 'utf8' }));

// No database involved: nothing to repeat in the PostgreSQL pass.
describe.skipIf(process.env.TEST_DB === 'postgres')('variants at a uniqueness level (real ffmpeg, tiny clips)', () => {
  // A 4 s 9:16 source that fills the frame (the case where today's variants look alike), with a tone.
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=270x480:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
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
    '-metadata',
    'title=Джерело',
    file('source.mp4'),
  ]);
  ffmpeg(['-f', 'lavfi', '-i', 'mandelbrot=size=640x360', '-frames:v', '1', file('background.jpg')]);
  const idUpload = '0b7d3c52-4a61-4f0e-9a39-6d2f8e1c5a70';
  const backgrounds = [{ id: 1, kind: 'image' as const, storage_key: 'bg', duration_ms: null }];
  const render = async (level: 'off' | 'medium', variant: number) => {
    const job: RenderJob = {
      source: file('source.mp4'),
      sourceDurationMs: 4000,
      sourceHasAudio: true,
      background: { kind: 'image', path: file('background.jpg') },
      output: file(`${level}-${variant}.mp4`),
      variation: chooseBackground(idUpload, variant, backgrounds).variation,
      params: level === 'off' ? undefined : variationParams(idUpload, variant, level, 4),
      creationTime: new Date('2026-11-25T10:00:00.000Z'),
    };
    await tools.render(job, 120_000);
    return { job, hashes: await tools.videoHashes(job.output, outputDurationMs(job)) };
  };
  let off: Awaited<ReturnType<typeof render>>[];
  let medium: Awaited<ReturnType<typeof render>>[];
  beforeAll(async () => {
    off = [await render('off', 0), await render('off', 1)];
    medium = [await render('medium', 0), await render('medium', 1)];
  }, 300_000);

  it("puts siblings at 'medium' farther apart than today's renderer does, and away from the source", async () => {
    const source = await tools.videoHashes(file('source.mp4'), 4000);
    const offSiblings = videoDistance(off[0]!.hashes, off[1]!.hashes);
    const mediumSiblings = videoDistance(medium[0]!.hashes, medium[1]!.hashes);
    expect(medium[0]!.hashes).toHaveLength(16);
    expect(mediumSiblings).toBeGreaterThan(offSiblings + 2);
    expect(mediumSiblings).toBeGreaterThanOrEqual(UNIQUENESS_THRESHOLDS.medium);
    for (const variant of medium) expect(videoDistance(variant.hashes, source)).toBeGreaterThan(UNIQUENESS_THRESHOLDS.medium);
  });

  it('renders what the platforms accept: 1080×1920 H.264 High yuv420p, AAC 48 kHz, 23–60 fps, 3–180 s, moov first, closed GOP', () => {
    for (const { job } of medium) {
      const probe = ffprobe(['-show_format', '-show_streams', job.output]);
      const video = probe.streams.find((stream: { codec_type: string }) => stream.codec_type === 'video');
      const audio = probe.streams.find((stream: { codec_type: string }) => stream.codec_type === 'audio');
      expect(video).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p', width: 1080, height: 1920 });
      const [num, den] = (video.avg_frame_rate as string).split('/').map(Number);
      expect(num! / den!).toBeGreaterThanOrEqual(23);
      expect(num! / den!).toBeLessThanOrEqual(60);
      expect(['30/1', '30000/1001']).toContain(video.r_frame_rate);
      expect(audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000' });
      const duration = Number(probe.format.duration);
      expect(duration).toBeGreaterThanOrEqual(3);
      expect(duration).toBeLessThanOrEqual(180);
      expect(Math.abs(duration * 1000 - outputDurationMs(job))).toBeLessThan(100);
      // The source's title and any encoder tag are gone; the creation time is the render's.
      expect(probe.format.tags).toEqual(expect.objectContaining({ creation_time: '2026-11-25T10:00:00.000000Z' }));
      expect(JSON.stringify(probe.format.tags)).not.toMatch(/Джерело|Lavf|encoder/);
      const bytes = readFileSync(job.output);
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      for (const tell of ['x264', 'Lavf', 'Lavc']) expect(bytes.includes(tell)).toBe(false);
      // Closed GOPs of the variant's length: keyframes exactly every `-g` frames (x264 keeps open-gop off with +cgop).
      const frames = ffprobe(['-select_streams', 'v:0', '-show_entries', 'frame=key_frame,pict_type', job.output]).frames as Array<{
        key_frame: number;
        pict_type: string;
      }>;
      const keyframes = frames.flatMap((frame, index) => (frame.key_frame ? [index] : []));
      expect(keyframes[0]).toBe(0);
      for (const index of keyframes) expect(frames[index]!.pict_type).toBe('I');
      expect(keyframes.length).toBeGreaterThanOrEqual(Math.floor(frames.length / job.params!.gop));
      expect(Math.max(...keyframes.slice(1).map((at, i) => at - keyframes[i]!))).toBeLessThanOrEqual(job.params!.gop);
    }
  });

  it('samples a long video by seeking to the same moments that decoding it through picks', async () => {
    // A slowly changing picture (a zoom into a blurred Mandelbrot set): neighbouring frames hash alike.
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'mandelbrot=size=180x320:start_scale=0.5:end_scale=0.3:end_pts=100:rate=25',
      '-t',
      '4',
      '-vf',
      'gblur=sigma=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-g',
      '25',
      '-pix_fmt',
      'yuv420p',
      file('smooth.mp4'),
    ]);
    const through = await tools.videoHashes(file('smooth.mp4'), 4000, { seek: false });
    const seeking = await tools.videoHashes(file('smooth.mp4'), 4000, { seek: true });
    expect(seeking).toHaveLength(16);
    expect(videoDistance(through, seeking)).toBeLessThan(2);
    // …and not merely because every frame hashes alike: the first and the last frame differ.
    expect(videoDistance(through.slice(0, 1), through.slice(15))).toBeGreaterThan(8);
  });

  it("keeps today's renderer reachable as level 'off': no per-variant levers", () => {
    const probe = ffprobe(['-show_streams', off[0]!.job.output]);
    expect(probe.streams.find((stream: { codec_type: string }) => stream.codec_type === 'audio')).toMatchObject({ sample_rate: '44100' });
    expect(readFileSync(off[0]!.job.output).includes('x264')).toBe(true);
  });
});

describe('scores through the worker and the API', () => {
  let db: Database;
  let t: TestApp;
  let owner: string;
  let folderId: number;
  const fx = makeMediaFixtures();

  const create = async (parts: Parameters<typeof multipart>[0]) => {
    const body = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/create-video/create',
      headers: { ...body.headers, ...t.bearer(owner) },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createTestApp(db, { JOB_POLL_SECONDS: '0.5', RENDER_CONCURRENCY: '1' });
    await t.createUser('owner', 'owner-pass');
    owner = (await t.login('owner', 'owner-pass')).accessToken;
    folderId = (await t.call('POST', '/api/folder/photo-bg', owner, { name: 'Фони' })).json().id;
    const upload = await multipart([
      ['folderId', String(folderId)],
      ['files', fx.read('image.jpg'), 'one.jpg', 'image/jpeg'],
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/photo-bg',
          headers: { ...upload.headers, ...t.bearer(owner) },
          payload: upload.payload,
        })
      ).statusCode,
    ).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await db.close();
  });

  const valid = (): Parameters<typeof multipart>[0] => [
    ['countVideo', '2'],
    ['isPhoto', 'true'],
    ['folders[]', String(folderId)],
    ['file', fx.read('clip.mp4'), 'clip.mp4', 'video/mp4'],
  ];

  it("refuses an unknown level in Ukrainian, and takes 'medium' when none is given", async () => {
    const refused = await create([...valid(), ['uniqueness', 'extreme']]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([messages.uniquenessLevelInvalid]);
    const plain = (
      await create(valid().map((part) => (part[0] === 'countVideo' ? ['countVideo', '1'] : part)) as Parameters<typeof multipart>[0])
    ).json();
    const [row] = await db.query<{ uniqueness: string }>('SELECT uniqueness FROM creation_requests WHERE id_upload = $1', [plain.idUpload]);
    expect(row!.uniqueness).toBe('medium');
  });

  it('scores every variant after rendering: distance to the source and to the sibling, the weakest pair', async () => {
    const response = await create([...valid(), ['uniqueness', 'high']]);
    expect(response.statusCode, response.body).toBe(201);
    const { idUpload } = response.json();
    const deadline = Date.now() + 180_000;
    let detail;
    do {
      await new Promise((resolve) => setTimeout(resolve, 300));
      detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, owner)).json();
    } while (detail.status === 'loading' && Date.now() < deadline);
    expect(detail.status, detail.error).toBe('success');
    expect(detail.uniqueness).toBe('high');
    const [a, b] = detail.video;
    for (const video of [a, b]) {
      expect(video.score).toMatchObject({
        verdict: expect.stringMatching(/^(high|medium|low)$/),
        sourceDistance: expect.any(Number),
        nearestDistance: expect.any(Number),
      });
      expect(video.score.sourceDistance).toBeGreaterThan(0);
    }
    expect(a.score.nearestDistance).toBe(b.score.nearestDistance);
    expect(detail.weakestPair).toEqual({ a: a.id, b: b.id, distance: a.score.nearestDistance, verdict: a.score.verdict });
    const [stored] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM variant_distances d JOIN creation_requests r ON r.id = d.request_id WHERE r.id_upload = $1',
      [idUpload],
    );
    expect(stored!.n).toBe(1);
  }, 240_000);

  it('marks variants too similar to a sibling and names the weakest pair', async () => {
    const [user] = await db.query<{ id: number }>("SELECT id FROM users WHERE login = 'owner'");
    const idUpload = randomUUID();
    const [request] = await db.query<{ id: number }>(
      `INSERT INTO creation_requests (user_id, id_upload, status, count_video, is_photo, source_storage_key, source_name, uniqueness)
       VALUES ($1, $2, 'success', 3, true, 'sources/x.mp4', 'x.mp4', 'low') RETURNING id`,
      [user!.id, idUpload],
    );
    const ids: number[] = [];
    for (const [variant, sourceDistance] of [
      [0, 11.3],
      [1, 12.06],
      [2, 14],
    ] as const) {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO rendered_videos (request_id, variant_index, storage_key, frame_hashes, source_distance) VALUES ($1, $2, $3, '', $4) RETURNING id`,
        [request!.id, variant, `renders/${idUpload}/${variant}.mp4`, sourceDistance],
      );
      ids.push(row!.id);
    }
    await db.query(
      'INSERT INTO variant_distances (request_id, variant_a, variant_b, distance) VALUES ($1, 0, 1, $2), ($1, 0, 2, 20), ($1, 1, 2, $3)',
      [request!.id, UNIQUENESS_THRESHOLDS.medium - 1.54, UNIQUENESS_THRESHOLDS.high + 0.5],
    );
    const detail = (await t.call('GET', `/api/create-video/request/${idUpload}`, owner)).json();
    const [first, second, third] = detail.video;
    expect(first.score).toEqual({
      verdict: 'low',
      sourceDistance: 11.3,
      nearestDistance: UNIQUENESS_THRESHOLDS.medium - 1.5,
      tooSimilarTo: [ids[1]],
    });
    expect(second.score).toEqual({
      verdict: 'low',
      sourceDistance: 12.1,
      nearestDistance: UNIQUENESS_THRESHOLDS.medium - 1.5,
      tooSimilarTo: [ids[0]],
    });
    expect(third.score).toEqual({
      verdict: 'high',
      sourceDistance: 14,
      nearestDistance: UNIQUENESS_THRESHOLDS.high + 0.5,
      tooSimilarTo: [],
    });
    expect(detail.weakestPair).toEqual({ a: ids[0], b: ids[1], distance: UNIQUENESS_THRESHOLDS.medium - 1.5, verdict: 'low' });
  });
});
