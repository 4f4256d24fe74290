import { spawn } from 'node:child_process';
import { SIMILARITY_FRAMES } from '@shared/uniqueness';
import type { MediaBinaries } from './binaries';
import { MediaToolError } from './run-tool';

/** Frames are hashed from a 32×32 grayscale picture (pHash: the low 8×8 of its DCT). */
const SIDE = 32;
const FRAME_BYTES = SIDE * SIDE;
const HASH_TIMEOUT_MS = 120_000;

/**
 * Runs ffmpeg and returns its stdout as bytes (raw frames), with a timeout; the error carries the
 * end of stderr like `runTool`.
 */
function ffmpegBytes(binaries: MediaBinaries, args: readonly string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(binaries.ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4096);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new MediaToolError(`ffmpeg failed: ${error.message}`, ''));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        const tail = stderr.trim().split('\n').slice(-5).join('\n');
        reject(new MediaToolError(`ffmpeg failed: ${signal ? `killed by ${signal}` : `exit code ${String(code)}`}`, tail));
        return;
      }
      resolve(Buffer.concat(chunks));
    });
  });
}

/**
 * Up to this duration a video is decoded once through; a longer one is sampled by seeking (a frame
 * per seek: at most a GOP decoded per frame). The two ways can pick neighbouring frames, so all the
 * videos of one request are sampled the same way (decided by the source's duration).
 */
export const SEEK_SAMPLING_FROM_MS = 60_000;

/**
 * `count` small grayscale frames spread evenly over the whole video (frame k at k/count of its
 * duration, so a variant played faster or slower is sampled at the same moments of the story),
 * each `width`×`height` bytes. `before` filters run first (a crop, for instance). A short video is
 * decoded once through (`fps` picks the frames); from SEEK_SAMPLING_FROM_MS on, each frame is
 * reached by seeking to it, which decodes at most a GOP per frame instead of the whole video.
 */
export async function sampleFrames(
  binaries: MediaBinaries,
  file: string,
  durationMs: number,
  options: { count?: number; width?: number; height?: number; before?: string; seek?: boolean } = {},
): Promise<Buffer[]> {
  const count = options.count ?? SIMILARITY_FRAMES;
  const width = options.width ?? SIDE;
  const height = options.height ?? SIDE;
  const size = width * height;
  const picture = [...(options.before ? [options.before] : []), `scale=${width}:${height}:flags=area`, 'format=gray'];
  const input = ['-nostdin', '-v', 'error', '-protocol_whitelist', 'file'];
  const output = ['-f', 'rawvideo', 'pipe:1'];
  if (options.seek ?? durationMs >= SEEK_SAMPLING_FROM_MS) {
    const frames: Buffer[] = [];
    for (let k = 0; k < count; k += 1) {
      const at = ((k * durationMs) / count / 1000).toFixed(3);
      const bytes = await ffmpegBytes(
        binaries,
        [...input, '-ss', at, '-i', file, '-map', '0:v:0', '-vf', picture.join(','), '-frames:v', '1', ...output],
        HASH_TIMEOUT_MS,
      );
      if (bytes.length >= size) frames.push(bytes.subarray(0, size));
    }
    return frames;
  }
  const rate = (count / Math.max(durationMs / 1000, 0.001)).toFixed(6);
  const filters = [...(options.before ? [options.before] : []), `fps=fps=${rate}:round=near`, ...picture.slice(options.before ? 1 : 0)];
  const bytes = await ffmpegBytes(
    binaries,
    [...input, '-i', file, '-map', '0:v:0', '-vf', filters.join(','), '-frames:v', String(count), ...output],
    HASH_TIMEOUT_MS,
  );
  const frames: Buffer[] = [];
  for (let at = 0; at + size <= bytes.length; at += size) frames.push(bytes.subarray(at, at + size));
  return frames;
}

/** cos((2x + 1) u π / 64) for u = 1..8 (row u − 1), x = 0..31. */
const COS = Array.from({ length: 8 }, (_, row) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * (row + 1) * Math.PI) / (2 * SIDE))),
);

/**
 * pHash of a 32×32 grayscale frame: the DCT coefficients (u, v) = 1..8 (the DC row and column left
 * out, so a brightness shift alone changes nothing), one bit each, set when above their median.
 */
export function perceptualHash(gray: Uint8Array): bigint {
  if (gray.length !== FRAME_BYTES) throw new Error(`a ${SIDE}×${SIDE} frame has ${FRAME_BYTES} bytes, not ${gray.length}`);
  // Rows first: for each pixel row y, its 8 horizontal coefficients.
  const rows = new Float64Array(SIDE * 8);
  for (let y = 0; y < SIDE; y += 1) {
    for (let u = 0; u < 8; u += 1) {
      const cos = COS[u]!;
      let sum = 0;
      for (let x = 0; x < SIDE; x += 1) sum += gray[y * SIDE + x]! * cos[x]!;
      rows[y * 8 + u] = sum;
    }
  }
  const coefficients = new Float64Array(64);
  for (let v = 0; v < 8; v += 1) {
    const cos = COS[v]!;
    for (let u = 0; u < 8; u += 1) {
      let sum = 0;
      for (let y = 0; y < SIDE; y += 1) sum += rows[y * 8 + u]! * cos[y]!;
      coefficients[v * 8 + u] = sum;
    }
  }
  const sorted = Float64Array.from(coefficients).sort();
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hash = 0n;
  for (let i = 0; i < 64; i += 1) if (coefficients[i]! > median) hash |= 1n << BigInt(i);
  return hash;
}

export function hammingDistance(a: bigint, b: bigint): number {
  let rest = a ^ b;
  let bits = 0;
  while (rest) {
    rest &= rest - 1n;
    bits += 1;
  }
  return bits;
}

/** Hashes as stored: 16 hex digits each, space-separated. */
export const encodeHashes = (hashes: readonly bigint[]) => hashes.map((hash) => hash.toString(16).padStart(16, '0')).join(' ');
export const decodeHashes = (text: string) =>
  text
    .split(' ')
    .filter(Boolean)
    .map((hex) => BigInt(`0x${hex}`));

/** The mean Hamming distance (0–64) between frame hashes taken at the same moments of two videos. */
export function videoDistance(a: readonly bigint[], b: readonly bigint[]): number {
  const frames = Math.min(a.length, b.length);
  if (frames === 0) return 0;
  let total = 0;
  for (let i = 0; i < frames; i += 1) total += hammingDistance(a[i]!, b[i]!);
  return total / frames;
}
