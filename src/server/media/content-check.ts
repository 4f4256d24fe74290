import { fileTypeFromFile } from 'file-type';
import { messages } from '@shared/messages';
import type { MediaKind } from '@shared/schemas/backgrounds';
import { HttpError } from '../http-error';
import type { MediaTools, ProbeResult } from './media-tools';

/** Formats accepted by content (magic bytes), whatever the name or declared type says. */
const ACCEPTED: Record<MediaKind, ReadonlyMap<string, string>> = {
  image: new Map([
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
    ['image/webp', 'webp'],
    ['image/gif', 'gif'],
    ['image/bmp', 'bmp'],
  ]),
  video: new Map([
    ['video/mp4', 'mp4'],
    ['video/quicktime', 'mov'],
    ['video/webm', 'webm'],
    ['video/matroska', 'mkv'],
    ['video/x-matroska', 'mkv'],
    ['video/x-msvideo', 'avi'],
    ['video/x-m4v', 'm4v'],
    ['video/3gpp', '3gp'],
    ['video/mpeg', 'mpg'],
  ]),
};

export interface CheckedMedia {
  kind: MediaKind;
  mimeType: string;
  extension: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

const refuse = (status: number, name: string, message: string) => new HttpError(status, [`«${name}»: ${message}`]);

/**
 * Checks an uploaded file by its content: its magic bytes must be an accepted image or video
 * format, and ffprobe must find a readable picture (and, for a video, a duration).
 */
export async function checkMediaFile(tools: MediaTools, file: string, name: string, size: number, expected: MediaKind): Promise<CheckedMedia> {
  const wrongKind = expected === 'image' ? messages.fileMustBeImage : messages.fileMustBeVideo;
  if (size === 0) throw refuse(422, name, messages.fileEmpty);
  const detected = await fileTypeFromFile(file);
  const extension = detected ? ACCEPTED[expected].get(detected.mime) : undefined;
  if (!detected || !extension) throw refuse(415, name, wrongKind);

  let probe: ProbeResult;
  try {
    probe = await tools.probe(file);
  } catch {
    throw refuse(422, name, messages.fileDamaged);
  }
  if (!probe.video || probe.video.width <= 0 || probe.video.height <= 0) throw refuse(422, name, messages.fileDamaged);
  if (expected === 'video' && !(probe.durationMs && probe.durationMs > 0)) throw refuse(422, name, messages.fileDamaged);
  return {
    kind: expected,
    mimeType: detected.mime,
    extension,
    width: probe.video.width,
    height: probe.video.height,
    durationMs: expected === 'video' ? probe.durationMs : null,
  };
}
