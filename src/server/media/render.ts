import type { MediaBinaries } from './binaries';
import { runTool } from './run-tool';

export const OUTPUT_WIDTH = 1080;
export const OUTPUT_HEIGHT = 1920;
const FPS = 30;

export type RenderBackground =
  | { kind: 'image'; path: string }
  /** A background video starts at `offsetSeconds` and loops when it is shorter than the source. */
  | { kind: 'video'; path: string; offsetSeconds: number };

export interface RenderJob {
  source: string;
  sourceDurationMs: number;
  sourceHasAudio: boolean;
  background: RenderBackground;
  output: string;
  /**
   * 0–1: zooms the background a little and moves its visible window, and frames the source a little
   * smaller (90–100 %), so that variants differ even when a 9:16 source would cover the whole
   * frame. Undefined: background centred, source fitted to the full frame.
   */
  variation?: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * One variant: the background scaled to cover 1080×1920, the source scaled to fit and centred on
 * it, the source's audio (or silence when it has none), H.264 yuv420p + AAC, `+faststart`, as long
 * as the source. Inputs are local files only.
 */
export function renderArgs(job: RenderJob): string[] {
  const duration = seconds(job.sourceDurationMs);
  const backgroundInput =
    job.background.kind === 'image'
      ? ['-framerate', String(FPS), '-i', job.background.path]
      : ['-stream_loop', '-1', '-ss', job.background.offsetSeconds.toFixed(3), '-t', duration, '-i', job.background.path];
  const audioInput = job.sourceHasAudio ? [] : ['-f', 'lavfi', '-t', duration, '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100'];
  const cover =
    job.variation === undefined
      ? `scale=${OUTPUT_WIDTH}:${OUTPUT_HEIGHT}:force_original_aspect_ratio=increase,crop=${OUTPUT_WIDTH}:${OUTPUT_HEIGHT}`
      : coverWithVariation(job.variation);
  // A picture is decoded and scaled once, then repeated by the `loop` filter (the output's `-t`
  // ends it): `-loop 1 -i picture` decoded and rescaled it for every frame, for the same output.
  const repeat = job.background.kind === 'image' ? ',loop=loop=-1:size=1' : '';
  const filter = [
    `[0:v]${cover},setsar=1${repeat},fps=${FPS}[bg]`,
    `[1:v]${fit(job.variation)},setsar=1[fg]`,
    `[bg][fg]overlay=(W-w)/2:(H-h)/2:eof_action=pass,format=yuv420p[v]`,
  ].join(';');
  return [
    '-nostdin',
    '-v',
    'error',
    '-protocol_whitelist',
    'file,pipe,lavfi',
    ...backgroundInput,
    '-i',
    job.source,
    ...audioInput,
    '-filter_complex',
    filter,
    '-map',
    '[v]',
    '-map',
    job.sourceHasAudio ? '1:a:0' : '2:a:0',
    '-t',
    duration,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(FPS),
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    job.output,
  ];
}

const even = (value: number) => 2 * Math.round(value / 2);

function fit(variation: number | undefined): string {
  const share = variation === undefined ? 1 : 1 - 0.1 * variation;
  return `scale=${even(OUTPUT_WIDTH * share)}:${even(OUTPUT_HEIGHT * share)}:force_original_aspect_ratio=decrease`;
}

function coverWithVariation(variation: number): string {
  const zoom = 1 + 0.12 * variation;
  const x = variation.toFixed(4);
  const y = (1 - variation).toFixed(4);
  return (
    `scale=${even(OUTPUT_WIDTH * zoom)}:${even(OUTPUT_HEIGHT * zoom)}:force_original_aspect_ratio=increase,` +
    `crop=${OUTPUT_WIDTH}:${OUTPUT_HEIGHT}:(iw-ow)*${x}:(ih-oh)*${y}`
  );
}

export async function renderVariant(binaries: MediaBinaries, job: RenderJob, timeoutMs: number): Promise<void> {
  await runTool(binaries.ffmpeg, renderArgs(job), timeoutMs);
}
