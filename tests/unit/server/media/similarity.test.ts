import { describe, expect, it } from 'vitest';
import { decodeHashes, encodeHashes, hammingDistance, perceptualHash, videoDistance } from '@server/media/similarity';
import { uniquenessVerdict, UNIQUENESS_THRESHOLDS } from '@shared/uniqueness';

/** A 32×32 grayscale picture from a function of (x, y), clamped to 0–255. */
const picture = (shade: (x: number, y: number) => number) =>
  Uint8Array.from({ length: 1024 }, (_, i) => Math.max(0, Math.min(255, Math.round(shade(i % 32, Math.floor(i / 32))))));
const scene = (x: number, y: number) => 128 + 60 * Math.sin(x / 4) * Math.cos(y / 6) + 40 * (x > 20 && y < 12 ? 1 : -0.3);

describe('perceptualHash', () => {
  it('is the same for the same picture and ignores a uniform brightness shift', () => {
    expect(perceptualHash(picture(scene))).toBe(perceptualHash(picture(scene)));
    expect(hammingDistance(perceptualHash(picture(scene)), perceptualHash(picture((x, y) => scene(x, y) + 12)))).toBe(0);
  });

  it('sets half of its 64 bits (median split) and moves far for a mirrored picture', () => {
    const hash = perceptualHash(picture(scene));
    expect(hammingDistance(hash, 0n)).toBe(32);
    expect(hammingDistance(hash, perceptualHash(picture((x, y) => scene(31 - x, y))))).toBeGreaterThan(UNIQUENESS_THRESHOLDS.high);
  });

  it('refuses a frame of the wrong size', () => {
    expect(() => perceptualHash(new Uint8Array(100))).toThrow();
  });
});

describe('videoDistance', () => {
  it('is the mean Hamming distance of the frames at the same moments, and survives storage', () => {
    const a = [0n, 0xffn, 0xf0f0n];
    const b = [1n, 0xfen, 0x0f0fn];
    expect(videoDistance(a, b)).toBeCloseTo((1 + 1 + 16) / 3, 10);
    expect(decodeHashes(encodeHashes(a))).toEqual(a);
    expect(encodeHashes([0xabn])).toBe('00000000000000ab');
  });
});

describe('uniquenessVerdict', () => {
  it('reads the distance against the documented thresholds', () => {
    expect(uniquenessVerdict(UNIQUENESS_THRESHOLDS.medium - 0.1)).toBe('low');
    expect(uniquenessVerdict(UNIQUENESS_THRESHOLDS.medium)).toBe('medium');
    expect(uniquenessVerdict(UNIQUENESS_THRESHOLDS.high)).toBe('high');
  });
});
