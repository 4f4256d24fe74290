import { spawn } from 'node:child_process';
import type { MediaKind } from '@shared/schemas/backgrounds';
import type { MediaBinaries } from './binaries';
import { type CheckedMedia, checkMediaFile, type PacketScan, type ProbeResult } from './content-check';
import { type RenderJob, renderArgs } from './render';
import { MediaToolError, runTool } from './run-tool';
import { perceptualHash, sampleFrames } from './similarity';

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: Array<{ codec_type?: string; codec_name?: string; width?: number; height?: number; disposition?: { attached_pic?: number } }>;
}

const PROBE_TIMEOUT_MS = 30_000;
/** Reading a whole upload (up to MAX_UPLOAD_BYTES, GBs) without decoding: ~0.1 s per 100 MB from the page cache. */
const SCAN_TIMEOUT_MS = 180_000;
const THUMBNAIL_TIMEOUT_MS = 60_000;
const THUMBNAIL_BOX = 480;

/**
 * The media adapter: everything services and jobs do with ffprobe and ffmpeg goes through it (probe,
 * content check, render, similarity hashes, previews and covers). Typed results, local files only;
 * the modules beside it hold the pure parts (render arguments, variation, hashing).
 */
export class MediaTools {
  constructor(private readonly binaries: MediaBinaries) {}

  /** Checks an uploaded file by its content (`content-check.ts`): what it is, its size and duration. */
  checkFile(file: string, name: string, size: number, expected: MediaKind): Promise<CheckedMedia> {
    return checkMediaFile(this, file, name, size, expected);
  }

  /** Renders one variant (`render.ts` builds the ffmpeg arguments); ffmpeg's stderr tail is in the error. */
  async render(job: RenderJob, timeoutMs: number): Promise<void> {
    await runTool(this.binaries.ffmpeg, renderArgs(job), timeoutMs);
  }

  /** The pHashes of SIMILARITY_FRAMES frames spread over the whole video (`similarity.ts`). */
  async videoHashes(file: string, durationMs: number, options: { seek?: boolean } = {}): Promise<bigint[]> {
    return (await sampleFrames(this.binaries, file, durationMs, options)).map(perceptualHash);
  }

  async probe(file: string): Promise<ProbeResult> {
    const stdout = await runTool(
      this.binaries.ffprobe,
      ['-v', 'error', '-protocol_whitelist', 'file', '-print_format', 'json', '-show_format', '-show_streams', file],
      PROBE_TIMEOUT_MS,
    );
    const json = JSON.parse(stdout) as FfprobeJson;
    const streams = json.streams ?? [];
    const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
    const duration = Number(json.format?.duration);
    return {
      formatName: json.format?.format_name ?? '',
      durationMs: Number.isFinite(duration) ? Math.round(duration * 1000) : null,
      video: video ? { codec: video.codec_name ?? '', width: video.width ?? 0, height: video.height ?? 0 } : null,
      hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    };
  }

  /**
   * Demuxes every packet of a file without decoding it (`-show_entries packet=…`), the way a render
   * would read it: a container whose index points past the end of a cut-short file stops early,
   * so the last packet ends well before the declared duration. The listing is parsed as it streams
   * (one short line per packet), so a long upload never has to fit in memory.
   */
  scanPackets(file: string): Promise<PacketScan> {
    const args = [
      '-v',
      'error',
      '-protocol_whitelist',
      'file',
      '-show_entries',
      'packet=stream_index,pts,dts,duration:stream=index,codec_type,time_base:format=start_time,duration',
      '-of',
      'compact',
      file,
    ];
    return new Promise((resolve, reject) => {
      const child = spawn(this.binaries.ffprobe, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
      const timer = setTimeout(() => child.kill('SIGKILL'), SCAN_TIMEOUT_MS);
      /** Per stream index: the packet count and the furthest end, in the stream's time-base ticks. */
      const packets = new Map<number, { count: number; endTicks: number | null }>();
      const streams = new Map<number, { codecType: string; timeBase: number }>();
      let format: Record<string, string> = {};
      let pending = '';
      let stderr = '';
      const onLine = (line: string) => {
        const [section, ...pairs] = line.split('|');
        const fields: Record<string, string> = {};
        for (const pair of pairs) {
          const at = pair.indexOf('=');
          if (at > 0) fields[pair.slice(0, at)] = pair.slice(at + 1);
        }
        if (section === 'packet') {
          const index = Number(fields.stream_index);
          const entry = packets.get(index) ?? { count: 0, endTicks: null };
          entry.count += 1;
          const at = Number(fields.pts !== 'N/A' ? fields.pts : fields.dts);
          if (Number.isFinite(at)) {
            const duration = Number(fields.duration);
            const end = at + (Number.isFinite(duration) ? duration : 0);
            entry.endTicks = entry.endTicks === null ? end : Math.max(entry.endTicks, end);
          }
          packets.set(index, entry);
        } else if (section === 'stream') {
          const [num, den] = (fields.time_base ?? '').split('/').map(Number);
          streams.set(Number(fields.index), { codecType: fields.codec_type ?? '', timeBase: num && den ? num / den : 0 });
        } else if (section === 'format') {
          format = fields;
        }
      };
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      });
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-4096);
      });
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(new MediaToolError(`ffprobe failed: ${error.message}`, ''));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (pending) onLine(pending);
        if (code !== 0) {
          const tail = stderr.trim().split('\n').slice(-5).join('\n');
          reject(new MediaToolError(`ffprobe failed: ${signal ? `killed by ${signal}` : `exit code ${String(code)}`}`, tail));
          return;
        }
        let lastEnd: number | null = null;
        let videoPackets = 0;
        for (const [index, entry] of packets) {
          const stream = streams.get(index);
          if (stream?.codecType === 'video') videoPackets += entry.count;
          if (!stream?.timeBase || entry.endTicks === null) continue;
          const end = entry.endTicks * stream.timeBase;
          lastEnd = lastEnd === null ? end : Math.max(lastEnd, end);
        }
        const duration = Number(format.duration);
        const start = Number(format.start_time);
        resolve({
          durationSeconds: Number.isFinite(duration) ? duration : null,
          startSeconds: Number.isFinite(start) ? start : 0,
          lastPacketEndSeconds: lastEnd,
          videoPackets,
        });
      });
    });
  }

  /**
   * A small WebP preview fitted into 480×480: of an image, or of a video's frame at `atSeconds`.
   * Decoding the whole first frame also proves the file is readable.
   */
  thumbnail(input: string, output: string, atSeconds = 0): Promise<void> {
    return this.frame(input, output, atSeconds, [
      '-vf',
      `scale=${THUMBNAIL_BOX}:${THUMBNAIL_BOX}:force_original_aspect_ratio=decrease`,
      '-c:v',
      'libwebp',
      '-quality',
      '75',
      '-f',
      'webp',
    ]);
  }

  /** A full-size JPEG frame of a video at `atSeconds`: the cover Instagram wants with a Reel. */
  coverFrame(input: string, output: string, atSeconds = 0): Promise<void> {
    return this.frame(input, output, atSeconds, ['-q:v', '3', '-f', 'mjpeg']);
  }

  private async frame(input: string, output: string, atSeconds: number, encoding: string[]): Promise<void> {
    await runTool(
      this.binaries.ffmpeg,
      [
        '-nostdin',
        '-v',
        'error',
        '-protocol_whitelist',
        'file',
        ...(atSeconds > 0 ? ['-ss', atSeconds.toFixed(3)] : []),
        '-i',
        input,
        '-frames:v',
        '1',
        ...encoding,
        '-y',
        output,
      ],
      THUMBNAIL_TIMEOUT_MS,
    );
  }
}
