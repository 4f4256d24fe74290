import type { VariationParams } from './variation';

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
  /**
   * The per-variant levers of a uniqueness level (colour, speed, framing, grain, sound, encoding,
   * container). Undefined: today's renderer (level 'off'), unchanged.
   */
  params?: VariationParams;
  /** The file's creation_time when `params` is given (the render's own time: fresh per file). */
  creationTime?: Date;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * A picture is decoded and scaled once, then repeated by the `loop` filter (the output's `-t` ends
 * it): `-loop 1 -i picture` decoded and rescaled it for every frame, for the same output.
 */
const repeatPicture = (job: RenderJob) => (job.background.kind === 'image' ? ',loop=loop=-1:size=1' : '');

/**
 * What both renderers start with: the inputs (0 the background, 1 the source, 2 silence when the
 * source has no sound), the filter graph and its video output `[v]`.
 */
function inputsAndGraph(
  job: RenderJob,
  { frameRate, duration, sampleRate, filter }: { frameRate: string; duration: string; sampleRate: number; filter: string },
): string[] {
  const backgroundInput =
    job.background.kind === 'image'
      ? ['-framerate', frameRate, '-i', job.background.path]
      : ['-stream_loop', '-1', '-ss', job.background.offsetSeconds.toFixed(3), '-t', duration, '-i', job.background.path];
  const silenceInput = job.sourceHasAudio
    ? []
    : ['-f', 'lavfi', '-t', duration, '-i', `anullsrc=channel_layout=stereo:sample_rate=${sampleRate}`];
  return [
    '-nostdin',
    '-v',
    'error',
    '-protocol_whitelist',
    'file,pipe,lavfi',
    ...backgroundInput,
    '-i',
    job.source,
    ...silenceInput,
    '-filter_complex',
    filter,
    '-map',
    '[v]',
  ];
}

/**
 * One variant: the background scaled to cover 1080×1920, the source scaled to fit and centred on
 * it, the source's audio (or silence when it has none), H.264 yuv420p + AAC, `+faststart`, as long
 * as the source. Inputs are local files only.
 */
export function renderArgs(job: RenderJob): string[] {
  if (job.params) return variedRenderArgs(job, job.params);
  const duration = seconds(job.sourceDurationMs);
  const cover =
    job.variation === undefined
      ? `scale=${OUTPUT_WIDTH}:${OUTPUT_HEIGHT}:force_original_aspect_ratio=increase,crop=${OUTPUT_WIDTH}:${OUTPUT_HEIGHT}`
      : coverWithVariation(job.variation);
  const filter = [
    `[0:v]${cover},setsar=1${repeatPicture(job)},fps=${FPS}[bg]`,
    `[1:v]${fit(job.variation)},setsar=1[fg]`,
    `[bg][fg]overlay=(W-w)/2:(H-h)/2:eof_action=pass,format=yuv420p[v]`,
  ].join(';');
  return [
    ...inputsAndGraph(job, { frameRate: String(FPS), duration, sampleRate: 44_100, filter }),
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

/** How long a variant plays: the source's duration at the variant's speed. */
export const outputDurationMs = (job: Pick<RenderJob, 'sourceDurationMs' | 'params'>) =>
  Math.round(job.sourceDurationMs / (job.params?.speed ?? 1));

const num = (value: number) => String(value);

/**
 * A variant with its levers: the background zoomed and windowed; the source sped up or slowed
 * down, cropped unevenly, framed smaller and placed off-centre, with colour shifts and a light
 * grain; the sound at the same speed with a slight pitch shift, gain and one EQ band; x264 with the
 * variant's CRF, closed GOP length and frame rate; no encoder strings and no source metadata.
 */
function variedRenderArgs(job: RenderJob, p: VariationParams): string[] {
  const durationMs = outputDurationMs(job);
  const duration = seconds(durationMs);
  const cropWidth = 1 - p.cropLeft - p.cropRight;
  const cropHeight = 1 - p.cropTop - p.cropBottom;
  const source = [
    `setpts=PTS/${num(p.speed)}`,
    `crop=iw*${num(cropWidth)}:ih*${num(cropHeight)}:iw*${num(p.cropLeft)}:ih*${num(p.cropTop)}`,
    `scale=${even(OUTPUT_WIDTH * p.sourceShare)}:${even(OUTPUT_HEIGHT * p.sourceShare)}:force_original_aspect_ratio=decrease`,
    ...(p.mirror ? ['hflip'] : []),
    `eq=brightness=${num(p.brightness)}:contrast=${num(p.contrast)}:saturation=${num(p.saturation)}:gamma=${num(p.gamma)}`,
    `hue=h=${num(p.hueDegrees)}`,
    `noise=alls=${num(p.grain)}:all_seed=${num(p.grainSeed)}`,
    'setsar=1',
  ].join(',');
  const rate = 48_000;
  const audio = job.sourceHasAudio
    ? [
        `[1:a]aresample=${rate}`,
        `asetrate=${Math.round(rate * p.pitch)}`,
        `aresample=${rate}`,
        `atempo=${(p.speed / p.pitch).toFixed(5)}`,
        `volume=${num(p.gainDb)}dB`,
        `equalizer=f=${num(p.eqFrequency)}:t=q:w=1:g=${num(p.eqGainDb)}[a]`,
      ].join(',')
    : '[2:a]anull[a]';
  const filter = [
    `[0:v]scale=${even(OUTPUT_WIDTH * p.backgroundZoom)}:${even(OUTPUT_HEIGHT * p.backgroundZoom)}:force_original_aspect_ratio=increase,` +
      `crop=${OUTPUT_WIDTH}:${OUTPUT_HEIGHT}:(iw-ow)*${num(p.backgroundX)}:(ih-oh)*${num(p.backgroundY)},setsar=1${repeatPicture(job)},fps=${p.frameRate}[bg]`,
    `[1:v]${source}[fg]`,
    `[bg][fg]overlay=(W-w)*${num(p.sourceX)}:(H-h)*${num(p.sourceY)}:eof_action=pass,format=yuv420p[v]`,
    audio,
  ].join(';');
  return [
    ...inputsAndGraph(job, { frameRate: p.frameRate, duration, sampleRate: rate, filter }),
    '-map',
    '[a]',
    '-t',
    duration,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'high',
    '-crf',
    String(p.crf),
    '-g',
    String(p.gop),
    // Closed GOPs, and no x264 "options" SEI (user data, NAL type 6) naming the encoder in the stream.
    '-flags:v',
    '+cgop+bitexact',
    '-bsf:v',
    'filter_units=remove_types=6',
    '-pix_fmt',
    'yuv420p',
    '-r',
    p.frameRate,
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ar',
    String(rate),
    '-flags:a',
    '+bitexact',
    // No metadata of the source, no "Lavf…" encoder tag; a creation_time of its own.
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-metadata',
    `creation_time=${(job.creationTime ?? new Date()).toISOString()}`,
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    job.output,
  ];
}
