import { describe, expect, it } from 'vitest';
import { outputDurationMs, renderArgs, type RenderJob } from '@server/media/render';
import { sfc32, VARIATION_RANGES, variationParams } from '@server/media/variation';
import { UNIQUENESS_LEVELS } from '@shared/uniqueness';

const job = (params: RenderJob['params'], overrides: Partial<RenderJob> = {}): RenderJob => ({
  source: '/in/src.mp4',
  sourceDurationMs: 20_000,
  sourceHasAudio: true,
  background: { kind: 'image', path: '/in/bg.jpg' },
  output: '/out/v.mp4',
  variation: 0.4,
  params,
  creationTime: new Date('2026-11-25T10:00:00.000Z'),
  ...overrides,
});

const idUploads = Array.from({ length: 40 }, (_, i) => `6f1c${String(i).padStart(4, '0')}-1d2e-4c3b-9a8f-0e1d2c3b4a59`);

/** The number after `name=` in `text` (first match). */
const number = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`${String(pattern)} not in ${text}`);
  return Number(match[1]);
};
const option = (args: string[], name: string) => args[args.indexOf(name) + 1]!;
/** |value − centre| within [min, max], a small rounding allowance either side. */
const expectMagnitude = (value: number, centre: number, [min, max]: readonly [number, number]) => {
  expect(Math.abs(value - centre)).toBeGreaterThanOrEqual(min - 1e-3);
  expect(Math.abs(value - centre)).toBeLessThanOrEqual(max + 1e-3);
};

describe('sfc32', () => {
  it('gives the reference sequence for a known seed', () => {
    const random = sfc32(1, 2, 3, 4);
    const first = Array.from({ length: 4 }, () => Math.floor(random() * 2 ** 32));
    // a=1 b=2 c=3 d=4: t = a + b + d = 7 on the first call.
    expect(first[0]).toBe(7);
    expect(new Set(first).size).toBe(4);
  });
});

describe.each(UNIQUENESS_LEVELS)('ffmpeg arguments at level %s', (level) => {
  const ranges = VARIATION_RANGES[level];
  const all = idUploads.flatMap((idUpload) =>
    [0, 1, 2].map((variant) => ({ idUpload, variant, args: renderArgs(job(variationParams(idUpload, variant, level, 20))) })),
  );

  it('keeps every lever within the ranges of the level', () => {
    for (const { args } of all) {
      const filter = option(args, '-filter_complex');
      expectMagnitude(number(filter, /eq=brightness=(-?[\d.]+)/), 0, ranges.brightness);
      expectMagnitude(number(filter, /:contrast=([\d.]+)/), 1, ranges.contrast);
      expectMagnitude(number(filter, /:saturation=([\d.]+)/), 1, ranges.saturation);
      expectMagnitude(number(filter, /:gamma=([\d.]+)/), 1, ranges.gamma);
      expectMagnitude(number(filter, /hue=h=(-?[\d.]+)/), 0, ranges.hueDegrees);
      const speed = number(filter, /setpts=PTS\/([\d.]+)/);
      expectMagnitude(speed, 1, ranges.speed);
      // The sound plays at the picture's speed: asetrate's pitch × atempo = speed.
      const pitch = number(filter, /asetrate=(\d+)/) / 48_000;
      expect(pitch * number(filter, /atempo=([\d.]+)/)).toBeCloseTo(speed, 3);
      expectMagnitude(12 * Math.log2(pitch), 0, [ranges.pitchSemitones[0] - 0.01, ranges.pitchSemitones[1] + 0.01]);
      const zoomWidth = number(filter, /\[0:v\]scale=(\d+):/);
      expect(zoomWidth / 1080).toBeGreaterThanOrEqual(ranges.backgroundZoom[0] - 0.002);
      expect(zoomWidth / 1080).toBeLessThanOrEqual(ranges.backgroundZoom[1] + 0.002);
      const fitWidth = number(filter, /\[1:v\].*?scale=(\d+):/);
      expect(fitWidth / 1080).toBeGreaterThanOrEqual(ranges.sourceShare[0] - 0.002);
      expect(fitWidth / 1080).toBeLessThanOrEqual(ranges.sourceShare[1] + 0.002);
      const cropWidth = number(filter, /crop=iw\*([\d.]+)/);
      const cropHeight = number(filter, /crop=iw\*[\d.]+:ih\*([\d.]+)/);
      expect(1 - cropWidth).toBeGreaterThanOrEqual(ranges.sourceCrop[0] - 1e-3);
      expect(1 - cropWidth).toBeLessThanOrEqual(ranges.sourceCrop[1] + 1e-3);
      expect(1 - cropHeight).toBeCloseTo(1 - cropWidth, 3);
      for (const position of [number(filter, /overlay=\(W-w\)\*([\d.]+)/), number(filter, /:\(H-h\)\*([\d.]+)/)]) {
        expect(position).toBeGreaterThanOrEqual(ranges.sourcePosition[0]);
        expect(position).toBeLessThanOrEqual(ranges.sourcePosition[1]);
      }
      const grain = number(filter, /noise=alls=(\d+)/);
      expect(grain).toBeGreaterThanOrEqual(ranges.grain[0]);
      expect(grain).toBeLessThanOrEqual(ranges.grain[1]);
      expectMagnitude(number(filter, /volume=(-?[\d.]+)dB/), 0, ranges.gainDb);
      expectMagnitude(number(filter, /equalizer=.*:g=(-?[\d.]+)/), 0, ranges.eqGainDb);
      const frequency = number(filter, /equalizer=f=(\d+)/);
      expect(frequency).toBeGreaterThanOrEqual(ranges.eqFrequency[0]);
      expect(frequency).toBeLessThanOrEqual(ranges.eqFrequency[1]);
      expect(filter).not.toContain('hflip');

      const crf = Number(option(args, '-crf'));
      expect(Number.isInteger(crf)).toBe(true);
      expect(crf).toBeGreaterThanOrEqual(ranges.crf[0]);
      expect(crf).toBeLessThanOrEqual(ranges.crf[1]);
      const rate = option(args, '-r');
      expect(['30', '30000/1001']).toContain(rate);
      const fps = rate === '30' ? 30 : 30000 / 1001;
      const gop = Number(option(args, '-g'));
      expect(gop / fps).toBeGreaterThanOrEqual(ranges.gopSeconds[0] - 0.02);
      expect(gop / fps).toBeLessThanOrEqual(ranges.gopSeconds[1] + 0.02);
      expect(filter).toContain(`fps=${rate}[bg]`);
    }
  });

  it('uses both frame rates and both speed directions over many variants', () => {
    expect(new Set(all.map(({ args }) => option(args, '-r')))).toEqual(new Set(['30', '30000/1001']));
    const speeds = all.map(({ args }) => number(option(args, '-filter_complex'), /setpts=PTS\/([\d.]+)/));
    expect(speeds.some((speed) => speed > 1) && speeds.some((speed) => speed < 1)).toBe(true);
  });

  it('writes what the platforms accept, without encoder strings or source metadata', () => {
    const { args } = all[0]!;
    expect(option(args, '-profile:v')).toBe('high');
    expect(option(args, '-pix_fmt')).toBe('yuv420p');
    expect(option(args, '-flags:v')).toBe('+cgop+bitexact');
    expect(option(args, '-bsf:v')).toBe('filter_units=remove_types=6');
    expect(option(args, '-flags:a')).toBe('+bitexact');
    expect(option(args, '-fflags')).toBe('+bitexact');
    expect(option(args, '-map_metadata')).toBe('-1');
    expect(option(args, '-metadata')).toBe('creation_time=2026-11-25T10:00:00.000Z');
    expect(option(args, '-movflags')).toBe('+faststart');
    expect(option(args, '-ar')).toBe('48000');
    expect(option(args, '-c:a')).toBe('aac');
  });

  it('gives the same arguments for the same (request, variant), different ones for another variant or request', () => {
    const [first, second] = [0, 1].map((variant) => renderArgs(job(variationParams(idUploads[0]!, variant, level, 20))));
    expect(renderArgs(job(variationParams(idUploads[0]!, 0, level, 20)))).toEqual(first);
    expect(second).not.toEqual(first);
    expect(option(second!, '-filter_complex')).not.toBe(option(first!, '-filter_complex'));
    expect(option(renderArgs(job(variationParams(idUploads[1]!, 0, level, 20))), '-filter_complex')).not.toBe(
      option(first!, '-filter_complex'),
    );
  });
});

describe('variationParams', () => {
  it('draws stronger levers at higher levels', () => {
    const mean = (level: (typeof UNIQUENESS_LEVELS)[number], pick: (p: ReturnType<typeof variationParams>) => number) =>
      idUploads.reduce((sum, idUpload) => sum + pick(variationParams(idUpload, 0, level, 20)), 0) / idUploads.length;
    for (const pick of [
      (p: ReturnType<typeof variationParams>) => Math.abs(p.saturation - 1),
      (p: ReturnType<typeof variationParams>) => 1 - p.sourceShare,
    ]) {
      expect(mean('low', pick)).toBeLessThan(mean('medium', pick));
      expect(mean('medium', pick)).toBeLessThan(mean('high', pick));
    }
  });

  it('keeps the output between 3 s and 180 s: a short source only slows down, a long one only speeds up', () => {
    for (const idUpload of idUploads) {
      const short = variationParams(idUpload, 0, 'high', 3);
      expect(short.speed).toBeLessThan(1);
      expect(outputDurationMs({ sourceDurationMs: 3000, params: short })).toBeGreaterThanOrEqual(3000);
      const long = variationParams(idUpload, 0, 'high', 180);
      expect(long.speed).toBeGreaterThan(1);
      expect(outputDurationMs({ sourceDurationMs: 180_000, params: long })).toBeLessThanOrEqual(180_000);
    }
  });

  it('mirrors only when asked', () => {
    expect(variationParams(idUploads[0]!, 0, 'medium', 20).mirror).toBe(false);
    const mirrored = variationParams(idUploads[0]!, 0, 'medium', 20, { mirror: true });
    expect(option(renderArgs(job(mirrored)), '-filter_complex')).toMatch(/force_original_aspect_ratio=decrease,hflip,eq=/);
  });

  it("leaves level 'off' to today's renderer", () => {
    const args = renderArgs(job(undefined));
    expect(option(args, '-crf')).toBe('23');
    expect(args).not.toContain('-map_metadata');
    expect(option(args, '-filter_complex')).not.toMatch(/eq=|noise=|setpts=/);
  });

  it('gives a silent source silence at the output duration', () => {
    const params = variationParams(idUploads[0]!, 0, 'medium', 20);
    const args = renderArgs(job(params, { sourceHasAudio: false }));
    const duration = (outputDurationMs({ sourceDurationMs: 20_000, params }) / 1000).toFixed(3);
    expect(args).toContain('anullsrc=channel_layout=stereo:sample_rate=48000');
    expect(args[args.indexOf('anullsrc=channel_layout=stereo:sample_rate=48000') - 2]).toBe(duration);
    expect(option(args, '-t')).toBe(duration);
  });
});
