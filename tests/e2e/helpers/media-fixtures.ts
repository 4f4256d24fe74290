import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ffmpeg = process.env.FFMPEG_PATH ?? path.resolve('node_modules/@ffmpeg-installer/linux-x64/ffmpeg');

const run = (args: string[]) => execFileSync(ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args]);

export interface BrowserFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Tiny real media for the browser tests, made with the bundled ffmpeg: two PNGs, a JPEG, a 1 s WebM
 * (VP8, which Debian's Chromium decodes, so the upload screen can make its thumbnail), and a PDF.
 */
export function makeBrowserMedia() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sp-e2e-media-'));
  const file = (name: string) => path.join(dir, name);
  run(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=1', '-frames:v', '1', file('one.png')]);
  run(['-f', 'lavfi', '-i', 'smptebars=size=320x240:rate=1', '-frames:v', '1', file('two.png')]);
  run(['-f', 'lavfi', '-i', 'mandelbrot=size=320x240:rate=1', '-frames:v', '1', file('three.jpg')]);
  run(['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', '1', '-c:v', 'libvpx', '-b:v', '300k', file('clip.webm')]);
  writeFileSync(file('doc.pdf'), '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const as = (name: string, mimeType: string, fileName = name): BrowserFile => ({
    name: fileName,
    mimeType,
    buffer: readFileSync(file(name)),
  });
  return {
    png: (fileName = 'one.png') => as('one.png', 'image/png', fileName),
    otherPng: (fileName = 'two.png') => as('two.png', 'image/png', fileName),
    jpeg: (fileName = 'three.jpg') => as('three.jpg', 'image/jpeg', fileName),
    webm: (fileName = 'clip.webm') => as('clip.webm', 'video/webm', fileName),
    pdf: (fileName = 'doc.pdf') => as('doc.pdf', 'application/pdf', fileName),
  };
}

/**
 * A vertical source clip for the video creation tests: 2 s, 360×640, H.264 + AAC with a tone
 * (the shape of a short the product renders), as the browser would pick it.
 */
export function makeVerticalClip(fileName = 'source.mp4'): BrowserFile {
  const dir = mkdtempSync(path.join(tmpdir(), 'sp-e2e-clip-'));
  const out = path.join(dir, 'source.mp4');
  run([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=360x640:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=44100',
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ]);
  return { name: fileName, mimeType: 'video/mp4', buffer: readFileSync(out) };
}
