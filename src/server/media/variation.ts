import { createHash } from 'node:crypto';
import type { UniquenessLevel } from '@shared/uniqueness';

/** 'off' is the renderer without per-variant levers (kept for the bench and as the baseline). */
export type VariationLevel = UniquenessLevel | 'off';

/** An inclusive [min, max]. Signed levers draw a magnitude from it and a random sign. */
type Range = readonly [min: number, max: number];

export interface LevelRanges {
  /** eq brightness shift (−1…1 scale), magnitude. */
  brightness: Range;
  /** eq contrast factor: 1 ± this. */
  contrast: Range;
  /** eq saturation factor: 1 ± this. */
  saturation: Range;
  /** eq gamma: 1 ± this. */
  gamma: Range;
  /** hue rotation in degrees, magnitude. */
  hueDegrees: Range;
  /** Playback speed: 1 ± this (both picture and sound). */
  speed: Range;
  /** Pitch shift in semitones, magnitude (on top of the tempo, which atempo keeps natural). */
  pitchSemitones: Range;
  /** Background zoom factor (≥ 1) before its 1080×1920 window is cut. */
  backgroundZoom: Range;
  /** The source's fitted size as a share of the frame. */
  sourceShare: Range;
  /** The share of the source's width and height cropped away (split unevenly between the edges). */
  sourceCrop: Range;
  /** Where the source sits in the free space around it, 0–1 from left/top (0.5 centred). */
  sourcePosition: Range;
  /**
   * Strength of the `noise` filter's grain on the source (0–100 scale of ffmpeg). The grain is a
   * fixed pattern per variant: a grain that changes every frame costs ~45 % more render time.
   */
  grain: Range;
  /** Audio gain in dB, magnitude. */
  gainDb: Range;
  /** One peaking EQ band: its centre frequency (Hz) and gain (dB, magnitude). */
  eqFrequency: Range;
  eqGainDb: Range;
  /** x264 CRF, integers inclusive. */
  crf: Range;
  /** Keyframe interval in seconds (closed GOPs). */
  gopSeconds: Range;
}

/**
 * The bounds per level, as data. Every lever stays small enough that the video still looks and
 * sounds like the operator's; higher levels use stronger but still tasteful ranges.
 */
export const VARIATION_RANGES: Record<UniquenessLevel, LevelRanges> = {
  low: {
    brightness: [0.01, 0.025],
    contrast: [0.01, 0.04],
    saturation: [0.03, 0.08],
    gamma: [0.01, 0.04],
    hueDegrees: [1, 3],
    speed: [0.02, 0.03],
    pitchSemitones: [0.1, 0.25],
    backgroundZoom: [1.02, 1.1],
    sourceShare: [0.9, 0.96],
    sourceCrop: [0.02, 0.04],
    sourcePosition: [0.2, 0.8],
    grain: [2, 4],
    gainDb: [0.3, 1],
    eqFrequency: [300, 3000],
    eqGainDb: [1, 2],
    crf: [22, 24],
    gopSeconds: [1.5, 2.5],
  },
  medium: {
    brightness: [0.015, 0.035],
    contrast: [0.02, 0.06],
    saturation: [0.05, 0.12],
    gamma: [0.02, 0.06],
    hueDegrees: [2, 5],
    speed: [0.02, 0.04],
    pitchSemitones: [0.15, 0.35],
    backgroundZoom: [1.03, 1.15],
    sourceShare: [0.86, 0.95],
    sourceCrop: [0.02, 0.06],
    sourcePosition: [0.15, 0.85],
    grain: [3, 6],
    gainDb: [0.5, 1.5],
    eqFrequency: [250, 4000],
    eqGainDb: [1.5, 3],
    crf: [21, 24],
    gopSeconds: [1, 3],
  },
  high: {
    brightness: [0.02, 0.05],
    contrast: [0.04, 0.09],
    saturation: [0.08, 0.18],
    gamma: [0.04, 0.09],
    hueDegrees: [3, 8],
    speed: [0.03, 0.05],
    pitchSemitones: [0.25, 0.5],
    backgroundZoom: [1.05, 1.2],
    sourceShare: [0.8, 0.92],
    sourceCrop: [0.04, 0.09],
    sourcePosition: [0.05, 0.95],
    grain: [4, 8],
    gainDb: [1, 2.5],
    eqFrequency: [200, 5000],
    eqGainDb: [2, 4],
    crf: [21, 25],
    gopSeconds: [1, 4],
  },
};

/** Frame rates every level picks from (both within the platforms' 23–60 fps). */
const VARIATION_FRAME_RATES = ['30', '30000/1001'] as const;
export type FrameRate = (typeof VARIATION_FRAME_RATES)[number];

/** What every platform accepts for a Short / Reel / TikTok: the output's duration stays in it. */
const PLATFORM_MIN_SECONDS = 3;
const PLATFORM_MAX_SECONDS = 180;

/** Every lever's value for one variant; `renderArgs` turns it into ffmpeg arguments. */
export interface VariationParams {
  level: UniquenessLevel;
  brightness: number;
  contrast: number;
  saturation: number;
  gamma: number;
  hueDegrees: number;
  /** > 1 plays faster (shorter output). */
  speed: number;
  /** Pitch factor (2^(semitones/12)). */
  pitch: number;
  backgroundZoom: number;
  /** Window position of the zoomed background, 0–1 on each axis. */
  backgroundX: number;
  backgroundY: number;
  sourceShare: number;
  /** Shares of the source's width/height cut at the left and top; the rest of the crop at the right and bottom. */
  cropLeft: number;
  cropRight: number;
  cropTop: number;
  cropBottom: number;
  sourceX: number;
  sourceY: number;
  grain: number;
  grainSeed: number;
  gainDb: number;
  eqFrequency: number;
  eqGainDb: number;
  crf: number;
  /** Keyframe interval in frames. */
  gop: number;
  frameRate: FrameRate;
  mirror: boolean;
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Counter): a small, well-known 32-bit PRNG, [0, 1). */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** A PRNG seeded by (request, variant): the same pair always draws the same numbers. */
function variantRandom(idUpload: string, variant: number): () => number {
  const digest = createHash('sha256').update(`${idUpload}:${variant}`).digest();
  const random = sfc32(digest.readUInt32BE(0), digest.readUInt32BE(4), digest.readUInt32BE(8), digest.readUInt32BE(12));
  for (let i = 0; i < 12; i += 1) random(); // the usual warm-up of sfc32
  return random;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The levers for variant `variant` of request `idUpload` at `level`. Pure: the same inputs give the
 * same parameters, so a retry renders the same file. `sourceSeconds` keeps the output between 3 s
 * and 180 s: a source near a limit is only slowed down or only sped up.
 */
export function variationParams(
  idUpload: string,
  variant: number,
  level: UniquenessLevel,
  sourceSeconds: number,
  options: { mirror?: boolean } = {},
): VariationParams {
  const ranges = VARIATION_RANGES[level];
  const random = variantRandom(idUpload, variant);
  const within = ([min, max]: Range) => min + (max - min) * random();
  const signed = (range: Range) => (random() < 0.5 ? -1 : 1) * within(range);
  const integer = ([min, max]: Range) => min + Math.floor(random() * (max - min + 1));

  const speedSign = random() < 0.5 ? -1 : 1;
  const speedDelta = within(ranges.speed);
  const speedFor = (sign: number) => 1 + sign * speedDelta;
  const fits = (speed: number) => sourceSeconds / speed >= PLATFORM_MIN_SECONDS && sourceSeconds / speed <= PLATFORM_MAX_SECONDS;
  const speed = fits(speedFor(speedSign)) ? speedFor(speedSign) : fits(speedFor(-speedSign)) ? speedFor(-speedSign) : 1;

  const crop = within(ranges.sourceCrop);
  const cropX = random();
  const cropY = random();
  const frameRate = VARIATION_FRAME_RATES[Math.floor(random() * VARIATION_FRAME_RATES.length)]!;
  const fps = frameRate === '30' ? 30 : 30000 / 1001;
  return {
    level,
    brightness: round(signed(ranges.brightness), 4),
    contrast: round(1 + signed(ranges.contrast), 4),
    saturation: round(1 + signed(ranges.saturation), 4),
    gamma: round(1 + signed(ranges.gamma), 4),
    hueDegrees: round(signed(ranges.hueDegrees), 2),
    speed: round(speed, 4),
    pitch: round(2 ** (signed(ranges.pitchSemitones) / 12), 5),
    backgroundZoom: round(within(ranges.backgroundZoom), 4),
    backgroundX: round(random(), 4),
    backgroundY: round(random(), 4),
    sourceShare: round(within(ranges.sourceShare), 4),
    cropLeft: round(crop * cropX, 4),
    cropRight: round(crop * (1 - cropX), 4),
    cropTop: round(crop * cropY, 4),
    cropBottom: round(crop * (1 - cropY), 4),
    sourceX: round(within(ranges.sourcePosition), 4),
    sourceY: round(within(ranges.sourcePosition), 4),
    grain: Math.round(within(ranges.grain)),
    grainSeed: Math.floor(random() * 2 ** 31),
    gainDb: round(signed(ranges.gainDb), 2),
    eqFrequency: Math.round(within(ranges.eqFrequency)),
    eqGainDb: round(signed(ranges.eqGainDb), 2),
    crf: integer(ranges.crf),
    gop: Math.round(within(ranges.gopSeconds) * fps),
    frameRate,
    mirror: options.mirror ?? false,
  };
}
