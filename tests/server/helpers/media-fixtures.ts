import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { resolveMediaBinaries } from '@server/media/binaries';

const { ffmpeg } = resolveMediaBinaries(process.env.FFMPEG_PATH ?? null, null);

const run = (args: string[]) => execFileSync(ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args]);

/** A temp folder for one test file's fixtures, removed when the file's tests are done. */
function fixtureDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Tiny real media made with the bundled ffmpeg, plus files that only pretend to be media. */
export function makeMediaFixtures() {
  const dir = fixtureDir('sp-media-');
  const file = (name: string) => path.join(dir, name);
  run(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=1', '-frames:v', '1', file('image.png')]);
  run(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=1', '-frames:v', '1', file('image.jpg')]);
  run([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=360x640:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '1',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file('clip.mp4'),
  ]);
  const clip = readFileSync(file('clip.mp4'));
  // A video cut short: the header is there, most of the data (and with +faststart off, the moov) is not.
  writeFileSync(file('truncated.mp4'), clip.subarray(0, Math.floor(clip.length / 3)));
  writeFileSync(file('text.jpg'), 'just some text, not a picture\n');
  writeFileSync(file('page.png'), '<!doctype html><html><body><img src=x onerror=alert(1)></body></html>');
  writeFileSync(file('vector.png'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  writeFileSync(file('playlist.mp4'), '#EXTM3U\n#EXTINF:10,\nfile:///etc/passwd\n');
  writeFileSync(file('empty.jpg'), '');
  writeFileSync(file('doc.pdf'), '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  return { dir, read: (name: string) => readFileSync(file(name)), path: file };
}

/** How each accepted container is rendered for the truncation tests: 2 s, picture and sound. */
const CONTAINERS = {
  'faststart.mp4': ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart'],
  'plain.mp4': ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
  'faststart.mov': ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart'],
  'plain.mov': ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
  'clip.webm': ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-c:a', 'libopus'],
  'clip.mkv': ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
} as const;
export type ContainerClip = keyof typeof CONTAINERS;
export const containerClips = Object.keys(CONTAINERS) as ContainerClip[];

/**
 * Whole 2-second clips in every container the upload accepts, and each cut short as an upload
 * interrupted mid-way leaves it: `cut-<name>` keeps the first `fraction` (~60 %) of the bytes,
 * `tail-<name>` misses only its last 20 bytes. A faststart MP4/MOV or a WebM/MKV cut this way
 * still opens (the index or the duration is up front); a plain MP4/MOV loses its moov.
 */
export function makeTruncatedVideos(fraction = 0.6) {
  const dir = fixtureDir('sp-truncated-');
  const file = (name: string) => path.join(dir, name);
  for (const [name, codecs] of Object.entries(CONTAINERS)) {
    run([
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
      ...codecs,
      '-shortest',
      file(name),
    ]);
    const whole = readFileSync(file(name));
    writeFileSync(file(`cut-${name}`), whole.subarray(0, Math.floor(whole.length * fraction)));
    writeFileSync(file(`tail-${name}`), whole.subarray(0, whole.length - 20));
  }
  return { dir, read: (name: string) => readFileSync(file(name)), path: file };
}

/** A multipart body as a browser would send it, serialised by the platform's own FormData. */
export async function multipart(parts: Array<[string, string] | [string, Buffer, string, string?]>) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part[1] === 'string') form.append(part[0], part[1]);
    else form.append(part[0], new Blob([new Uint8Array(part[1])], { type: part[3] ?? 'application/octet-stream' }), part[2]);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}
