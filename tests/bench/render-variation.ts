import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveMediaBinaries } from '@server/media/binaries';
import { MediaTools } from '@server/media/media-tools';
import { OUTPUT_HEIGHT, OUTPUT_WIDTH, outputDurationMs, type RenderJob } from '@server/media/render';
import { sampleFrames, videoDistance } from '@server/media/similarity';
import { type VariationLevel, variationParams } from '@server/media/variation';
import { chooseBackground } from '@server/jobs/render-variant';

const binaries = resolveMediaBinaries(null, null);
const tools = new MediaTools(binaries);
const ffmpeg = (args: string[]) => execFileSync(binaries.ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args]);
const LEVELS: VariationLevel[] = ['off', 'low', 'medium', 'high'];

/** CPU seconds (user + system) of the children this process has waited for (Linux: /proc/self/stat). */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ", cutime and cstime are fields 14 and 15 (0-based), in clock ticks (100 Hz).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const SSIM_WIDTH = 216;
const SSIM_HEIGHT = 384;

/** Mean SSIM of two grayscale pictures of the same size: 8×8 windows, stride 4 (Wang et al. constants). */
export function ssim(a: Uint8Array, b: Uint8Array, width: number, height: number): number {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let windows = 0;
  for (let y = 0; y + 8 <= height; y += 4) {
    for (let x = 0; x + 8 <= width; x += 4) {
      let sa = 0,
        sb = 0,
        saa = 0,
        sbb = 0,
        sab = 0;
      for (let dy = 0; dy < 8; dy += 1) {
        for (let dx = 0; dx < 8; dx += 1) {
          const i = (y + dy) * width + x + dx;
          const va = a[i]!;
          const vb = b[i]!;
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const ma = sa / 64,
        mb = sb / 64;
      const va = saa / 64 - ma * ma,
        vb = sbb / 64 - mb * mb,
        cov = sab / 64 - ma * mb;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      windows += 1;
    }
  }
  return total / windows;
}

const even = (value: number) => 2 * Math.round(value / 2);
const crop = (width: number, height: number, x: number, y: number) =>
  `crop=${Math.round(width)}:${Math.round(height)}:${Math.round(x)}:${Math.round(y)}`;

/**
 * Where the source's central 60 % lies in the variant and in the source (a 1080×1920 source):
 * both as an ffmpeg crop, so the same picture content is compared (±1 px of ffmpeg's rounding).
 */
function centralRegions(job: RenderJob) {
  const p = job.params;
  const cropLeft = p?.cropLeft ?? 0;
  const cropTop = p?.cropTop ?? 0;
  const keepWidth = 1 - (p ? p.cropLeft + p.cropRight : 0);
  const keepHeight = 1 - (p ? p.cropTop + p.cropBottom : 0);
  const share = p?.sourceShare ?? (job.variation === undefined ? 1 : 1 - 0.1 * job.variation);
  const boxWidth = even(OUTPUT_WIDTH * share);
  const boxHeight = even(OUTPUT_HEIGHT * share);
  const visibleWidth = Math.floor(OUTPUT_WIDTH * keepWidth);
  const visibleHeight = Math.floor(OUTPUT_HEIGHT * keepHeight);
  const scale = Math.min(boxWidth / visibleWidth, boxHeight / visibleHeight);
  const width = visibleWidth * scale;
  const height = visibleHeight * scale;
  const x = (OUTPUT_WIDTH - width) * (p?.sourceX ?? 0.5);
  const y = (OUTPUT_HEIGHT - height) * (p?.sourceY ?? 0.5);
  return {
    variant: crop(width * 0.6, height * 0.6, x + width * 0.2, y + height * 0.2),
    source: crop(
      visibleWidth * 0.6,
      visibleHeight * 0.6,
      OUTPUT_WIDTH * cropLeft + visibleWidth * 0.2,
      OUTPUT_HEIGHT * cropTop + visibleHeight * 0.2,
    ),
  };
}

export interface LevelFigures {
  level: VariationLevel;
  minSibling: number;
  meanSibling: number;
  toSource: number;
  ssim: number;
  renderSeconds: number;
  renderCpuSeconds: number;
}

/**
 * A `seconds`-long 1080×1920 source rendered `variants` times at each level on one picture
 * background: sibling and source distances (pHash, 16 frames), SSIM of the source's central region
 * against the source, and render time (wall and CPU) per variant. BENCH_RENDER_SECONDS and
 * BENCH_VARIANTS shorten it.
 */
export async function renderVariation(
  seconds = Number(process.env.BENCH_RENDER_SECONDS ?? 15),
  variants = Number(process.env.BENCH_VARIANTS ?? 3),
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'sp-bench-variation-'));
  try {
    const file = (name: string) => path.join(dir, name);
    // Natural-looking motion (a slow zoom into a blurred Mandelbrot picture) that fills the 9:16 frame,
    // the case where today's variants look alike; a tone for the sound.
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `mandelbrot=size=540x960:start_scale=0.5:end_scale=0.25:end_pts=${seconds * 25}:rate=25`,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330',
      '-t',
      String(seconds),
      '-vf',
      'gblur=sigma=2,scale=1080:1920',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      file('source.mp4'),
    ]);
    ffmpeg(['-f', 'lavfi', '-i', 'mandelbrot=size=1280x720:start_scale=1', '-frames:v', '1', file('bg.jpg')]);
    const sourceMs = seconds * 1000;
    const sourceHashes = await tools.videoHashes(file('source.mp4'), sourceMs);
    const backgrounds = [{ id: 1, kind: 'image' as const, storage_key: 'bg', duration_ms: null }];
    const idUpload = '5b0e2f44-7d1a-4c3e-8f6b-2a9d1c7e4b30';

    // Variants outer, levels inner: a burst of load from elsewhere on the machine falls on every level alike.
    const perLevel = new Map(LEVELS.map((level) => [level, { hashes: [] as bigint[][], wall: 0, cpu: 0, ssimTotal: 0, ssimCount: 0 }]));
    let scoreSeconds = 0;
    for (let variant = 0; variant < variants; variant += 1) {
      for (const level of LEVELS) {
        const figures = perLevel.get(level)!;
        const job: RenderJob = {
          source: file('source.mp4'),
          sourceDurationMs: sourceMs,
          sourceHasAudio: true,
          background: { kind: 'image', path: file('bg.jpg') },
          output: file(`${level}-${variant}.mp4`),
          variation: chooseBackground(idUpload, variant, backgrounds).variation,
          params: level === 'off' ? undefined : variationParams(idUpload, variant, level, seconds),
        };
        const cpuBefore = childCpuSeconds();
        const started = process.hrtime.bigint();
        await tools.render(job, 900_000);
        figures.wall += Number(process.hrtime.bigint() - started) / 1e9;
        figures.cpu += childCpuSeconds() - cpuBefore;

        const scoreStarted = process.hrtime.bigint();
        figures.hashes.push(await tools.videoHashes(job.output, outputDurationMs(job)));
        scoreSeconds += Number(process.hrtime.bigint() - scoreStarted) / 1e9;

        const regions = centralRegions(job);
        const size = { width: SSIM_WIDTH, height: SSIM_HEIGHT };
        const [ours, theirs] = await Promise.all([
          sampleFrames(binaries, job.output, outputDurationMs(job), { ...size, before: regions.variant }),
          sampleFrames(binaries, job.source, sourceMs, { ...size, before: regions.source }),
        ]);
        for (let i = 0; i < Math.min(ours.length, theirs.length); i += 1) {
          figures.ssimTotal += ssim(ours[i]!, theirs[i]!, SSIM_WIDTH, SSIM_HEIGHT);
          figures.ssimCount += 1;
        }
        await rm(job.output, { force: true });
      }
    }
    const figures: LevelFigures[] = LEVELS.map((level) => {
      const { hashes, wall, cpu, ssimTotal, ssimCount } = perLevel.get(level)!;
      const siblings: number[] = [];
      for (let a = 0; a < hashes.length; a += 1)
        for (let b = a + 1; b < hashes.length; b += 1) siblings.push(videoDistance(hashes[a]!, hashes[b]!));
      return {
        level,
        minSibling: Math.min(...siblings),
        meanSibling: siblings.reduce((sum, value) => sum + value, 0) / siblings.length,
        toSource: hashes.reduce((sum, own) => sum + videoDistance(own, sourceHashes), 0) / hashes.length,
        ssim: ssimTotal / ssimCount,
        renderSeconds: wall / variants,
        renderCpuSeconds: cpu / variants,
      };
    });
    return { seconds, variants, figures, scoreSecondsPerVariant: scoreSeconds / (variants * LEVELS.length) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The section `npm run bench` prints: one line per level, side by side. */
export function printRenderVariation(result: Awaited<ReturnType<typeof renderVariation>>) {
  const off = result.figures.find((figure) => figure.level === 'off')!;
  console.log(
    `\nUniqueness levels: ${result.variants} variants of a ${result.seconds} s 1080×1920 source per level, one picture background`,
  );
  console.log('  distances: mean Hamming distance of 16 frame pHashes (0–64); SSIM: central 60 % of the source against the source');
  console.log('  level    sibling min  sibling mean  to source   SSIM    render s (wall / CPU)   ratio to off (wall / CPU)');
  for (const figure of result.figures) {
    console.log(
      `  ${figure.level.padEnd(8)} ${figure.minSibling.toFixed(1).padStart(11)}  ${figure.meanSibling.toFixed(1).padStart(12)}  ${figure.toSource.toFixed(1).padStart(9)}   ${figure.ssim.toFixed(3)}  ` +
        `${figure.renderSeconds.toFixed(1).padStart(8)} / ${figure.renderCpuSeconds.toFixed(1).padEnd(12)} ${(figure.renderSeconds / off.renderSeconds).toFixed(2).padStart(9)} / ${(figure.renderCpuSeconds / off.renderCpuSeconds).toFixed(2)}`,
    );
  }
  console.log(
    `  similarity score (16 frames hashed) per variant        ${result.scoreSecondsPerVariant.toFixed(1)} s   (aim: CPU ratio at medium ≤ 1.15)`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  printRenderVariation(await renderVariation());
  process.exit(0);
}
