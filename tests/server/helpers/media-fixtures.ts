import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveMediaBinaries } from '../../../src/server/media/binaries';

const { ffmpeg } = resolveMediaBinaries(process.env.FFMPEG_PATH ?? null, null);

const run = (args: string[]) => execFileSync(ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args]);

/** Tiny real media made with the bundled ffmpeg, plus files that only pretend to be media. */
export function makeMediaFixtures() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sp-media-'));
  const file = (name: string) => path.join(dir, name);
  run(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=1', '-frames:v', '1', file('image.png')]);
  run(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=1', '-frames:v', '1', file('image.jpg')]);
  run([
    '-f', 'lavfi', '-i', 'testsrc=size=360x640:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file('clip.mp4'),
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
