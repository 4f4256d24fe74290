import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH when set, else the binaries shipped in npm packages. */
export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
}

export function resolveMediaBinaries(ffmpegPath: string | null, ffprobePath: string | null): MediaBinaries {
  return {
    ffmpeg: ffmpegPath ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
    ffprobe: ffprobePath ?? (require('@ffprobe-installer/ffprobe') as { path: string }).path,
  };
}
