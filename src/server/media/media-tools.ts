import type { MediaBinaries } from './binaries';
import { runTool } from './run-tool';

export interface ProbeResult {
  formatName: string;
  durationMs: number | null;
  video: { codec: string; width: number; height: number } | null;
  hasAudio: boolean;
}

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: Array<{ codec_type?: string; codec_name?: string; width?: number; height?: number; disposition?: { attached_pic?: number } }>;
}

const PROBE_TIMEOUT_MS = 30_000;
const THUMBNAIL_TIMEOUT_MS = 60_000;
const THUMBNAIL_BOX = 480;

/** ffprobe and ffmpeg behind one adapter: typed results, local files only. */
export class MediaTools {
  constructor(private readonly binaries: MediaBinaries) {}

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
