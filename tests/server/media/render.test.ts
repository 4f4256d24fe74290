import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveMediaBinaries } from '@server/media/binaries';
import { MediaTools } from '@server/media/media-tools';
import { renderArgs } from '@server/media/render';

const binaries = resolveMediaBinaries(process.env.FFMPEG_PATH ?? null, process.env.FFPROBE_PATH ?? null);
const tools = new MediaTools(binaries);
const dir = mkdtempSync(path.join(tmpdir(), 'sp-render-'));
const file = (name: string) => path.join(dir, name);
const ffmpeg = (args: string[]) => execFileSync(binaries.ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args]);

// A 2 s 360×640 clip with a tone, a silent one, a picture and a 1 s background clip.
ffmpeg([
  '-f',
  'lavfi',
  '-i',
  'testsrc=size=360x640:rate=25',
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=440',
  '-t',
  '2',
  '-c:v',
  'libx264',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  file('source.mp4'),
]);
ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', file('silent.mp4')]);
ffmpeg(['-f', 'lavfi', '-i', 'mandelbrot=size=800x600', '-frames:v', '1', file('background.jpg')]);
ffmpeg([
  '-f',
  'lavfi',
  '-i',
  'rgbtestsrc=size=1920x1080:rate=25',
  '-t',
  '1',
  '-c:v',
  'libx264',
  '-pix_fmt',
  'yuv420p',
  file('background.mp4'),
]);

describe('renderArgs', () => {
  it('composes the exact ffmpeg call for a picture background', () => {
    expect(
      renderArgs({
        source: '/in/src.mp4',
        sourceDurationMs: 2000,
        sourceHasAudio: true,
        background: { kind: 'image', path: '/in/bg.jpg' },
        output: '/out/v.mp4',
      }),
    ).toEqual([
      '-nostdin',
      '-v',
      'error',
      '-protocol_whitelist',
      'file,pipe,lavfi',
      '-framerate',
      '30',
      '-i',
      '/in/bg.jpg',
      '-i',
      '/in/src.mp4',
      '-filter_complex',
      '[0:v]scale=1080:1920:force_original_aspect_ratio=increase,crop=1080:1920,setsar=1,loop=loop=-1:size=1,fps=30[bg];' +
        '[1:v]scale=1080:1920:force_original_aspect_ratio=decrease,setsar=1[fg];' +
        '[bg][fg]overlay=(W-w)/2:(H-h)/2:eof_action=pass,format=yuv420p[v]',
      '-map',
      '[v]',
      '-map',
      '1:a:0',
      '-t',
      '2.000',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-r',
      '30',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '-y',
      '/out/v.mp4',
    ]);
  });

  it('loops a background video from its offset and adds silence to a silent source', () => {
    const args = renderArgs({
      source: '/in/src.mp4',
      sourceDurationMs: 1500,
      sourceHasAudio: false,
      background: { kind: 'video', path: '/in/bg.mp4', offsetSeconds: 0.25 },
      output: '/out/v.mp4',
    });
    expect(args.slice(5, 13)).toEqual(['-stream_loop', '-1', '-ss', '0.250', '-t', '1.500', '-i', '/in/bg.mp4']);
    expect(args).toContain('anullsrc=channel_layout=stereo:sample_rate=44100');
    expect(args[args.indexOf('-map', args.indexOf('[v]')) + 1]).toBe('2:a:0');
  });

  it('zooms and moves the background window and frames the source smaller for a variation', () => {
    const args = renderArgs({
      source: '/in/src.mp4',
      sourceDurationMs: 1000,
      sourceHasAudio: true,
      background: { kind: 'image', path: '/in/bg.jpg' },
      output: '/out/v.mp4',
      variation: 0.5,
    });
    expect(args[args.indexOf('-filter_complex') + 1]).toMatch(
      /^\[0:v\]scale=1144:2036:force_original_aspect_ratio=increase,crop=1080:1920:\(iw-ow\)\*0\.5000:\(ih-oh\)\*0\.5000,setsar=1,loop=loop=-1:size=1,fps=30\[bg\];\[1:v\]scale=1026:1824:force_original_aspect_ratio=decrease,setsar=1\[fg\];/,
    );
  });
});

// No database involved: nothing to repeat in the PostgreSQL pass.
describe.skipIf(process.env.TEST_DB === 'postgres')('MediaTools.render (real ffmpeg)', { timeout: 240_000 }, () => {
  const expectVertical = async (output: string, durationMs: number) => {
    const probe = await tools.probe(output);
    expect(probe.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920 });
    expect(probe.hasAudio).toBe(true);
    expect(Math.abs(probe.durationMs! - durationMs)).toBeLessThanOrEqual(100);
  };

  it('puts the source on a picture, 1080×1920 H.264 + AAC, as long as the source', async () => {
    await tools.render(
      {
        source: file('source.mp4'),
        sourceDurationMs: 2000,
        sourceHasAudio: true,
        background: { kind: 'image', path: file('background.jpg') },
        output: file('on-picture.mp4'),
      },
      60_000,
    );
    await expectVertical(file('on-picture.mp4'), 2000);
  });

  it('decodes a picture once and repeats it: the same bytes as decoding it for every frame (-loop 1)', async () => {
    const job = {
      source: file('source.mp4'),
      sourceDurationMs: 2000,
      sourceHasAudio: true,
      background: { kind: 'image', path: file('background.jpg') },
      variation: 0.3,
    } as const;
    const args = renderArgs({ ...job, output: file('repeated.mp4') });
    const at = args.indexOf('-framerate');
    const perFrame = [...args.slice(0, at), '-loop', '1', '-framerate', '30', '-t', '2.000', ...args.slice(at + 2)].map((arg) =>
      arg.replace(',loop=loop=-1:size=1', '').replace(file('repeated.mp4'), file('per-frame.mp4')),
    );
    expect(perFrame).not.toEqual(args);
    ffmpeg(args.slice(1));
    ffmpeg(perFrame.slice(1));
    expect(
      createHash('sha256')
        .update(readFileSync(file('repeated.mp4')))
        .digest('hex'),
    ).toBe(
      createHash('sha256')
        .update(readFileSync(file('per-frame.mp4')))
        .digest('hex'),
    );
  });

  it('loops a background video shorter than the source', async () => {
    await tools.render(
      {
        source: file('source.mp4'),
        sourceDurationMs: 2000,
        sourceHasAudio: true,
        background: { kind: 'video', path: file('background.mp4'), offsetSeconds: 0.4 },
        output: file('on-video.mp4'),
      },
      60_000,
    );
    await expectVertical(file('on-video.mp4'), 2000);
  });

  it('gives a silent source a silent AAC track', async () => {
    await tools.render(
      {
        source: file('silent.mp4'),
        sourceDurationMs: 2000,
        sourceHasAudio: false,
        background: { kind: 'image', path: file('background.jpg') },
        output: file('silent-out.mp4'),
      },
      60_000,
    );
    await expectVertical(file('silent-out.mp4'), 2000);
  });
});
