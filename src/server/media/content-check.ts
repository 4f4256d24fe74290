import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { messages } from '@shared/messages';
import type { MediaKind } from '@shared/schemas/backgrounds';
import { HttpError } from '@server/http-error';

export interface ProbeResult {
  formatName: string;
  durationMs: number | null;
  video: { codec: string; width: number; height: number } | null;
  hasAudio: boolean;
}

/** What reading every packet of a file (no decoding) found, against what its container declares. */
export interface PacketScan {
  /** The duration the container declares, in seconds (null when it declares none). */
  durationSeconds: number | null;
  /** The container's start time in seconds (0 when unknown). */
  startSeconds: number;
  /** Where the last packet read ends (timestamp + duration), in seconds, over all streams; null when no packet had a time. */
  lastPacketEndSeconds: number | null;
  videoPackets: number;
}

/** What the content check asks of the media adapter (MediaTools): a probe and a packet scan. */
export interface MediaInspector {
  probe(file: string): Promise<ProbeResult>;
  scanPackets(file: string): Promise<PacketScan>;
}

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

/** Container families whose header states how long the file is, so a cut can be seen without decoding. */
const ISO_BMFF = new Set(['video/mp4', 'video/quicktime', 'video/x-m4v', 'video/3gpp']);
const MATROSKA = new Set(['video/webm', 'video/matroska', 'video/x-matroska']);
/** Top-level MP4/MOV boxes walked at most (one 16-byte read each); a long fragmented file has a few thousand. */
const MAX_BOXES = 100_000;

const refuse = (status: number, name: string, message: string) => new HttpError(status, [`«${name}»: ${message}`]);

/**
 * Checks an uploaded file by its content: its magic bytes must be an accepted image or video
 * format, and ffprobe must find a readable picture (and, for a video, a duration). A video must
 * also be whole: its container may not claim more bytes than the file has, and reading all of
 * its packets (demuxing, no decoding) must reach the duration it declares.
 */
export async function checkMediaFile(
  tools: MediaInspector,
  file: string,
  name: string,
  size: number,
  expected: MediaKind,
): Promise<CheckedMedia> {
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
  if (expected === 'video' && !(await isWholeVideo(tools, file, size, detected.mime))) throw refuse(422, name, messages.fileDamaged);
  return {
    kind: expected,
    mimeType: detected.mime,
    extension,
    width: probe.video.width,
    height: probe.video.height,
    durationMs: expected === 'video' ? probe.durationMs : null,
  };
}

/**
 * The first, cheap part of the check alone: not empty, and magic bytes of an accepted format of the
 * expected kind (the same refusals, 422 and 415). A resumable upload runs it once its last byte is in.
 */
export async function checkMagicBytes(file: string, name: string, size: number, expected: MediaKind): Promise<void> {
  if (size === 0) throw refuse(422, name, messages.fileEmpty);
  const detected = await fileTypeFromFile(file);
  if (!detected || !ACCEPTED[expected].has(detected.mime))
    throw refuse(415, name, expected === 'image' ? messages.fileMustBeImage : messages.fileMustBeVideo);
}

/**
 * A cut-short video keeps its header: MP4/MOV with the moov in front (faststart), WebM/MKV with
 * their duration up front. ffprobe's header read then succeeds, and the render fails or silently
 * stops later. Two cheap checks catch it: the container's own length fields, and a packet scan.
 */
async function isWholeVideo(tools: MediaInspector, file: string, size: number, mime: string): Promise<boolean> {
  if (ISO_BMFF.has(mime) && (await isoBoxesOverrun(file, size))) return false;
  if (MATROSKA.has(mime) && (await matroskaSegmentOverruns(file, size))) return false;
  let scan: PacketScan;
  try {
    scan = await tools.scanPackets(file);
  } catch {
    return false;
  }
  return scanReachesDuration(scan);
}

/**
 * Whether the packets read reach the declared duration. Valid files end within a frame or an
 * audio block of it; the allowance (1 s or 5 %) covers a last frame shown for long without a
 * stored duration, while a file cut anywhere short of its last stretch falls outside it.
 */
export function scanReachesDuration(scan: PacketScan): boolean {
  if (scan.videoPackets === 0) return false;
  if (scan.durationSeconds === null || scan.durationSeconds <= 0) return true;
  if (scan.lastPacketEndSeconds === null) return false;
  const allowance = Math.max(1, scan.durationSeconds * 0.05);
  return scan.lastPacketEndSeconds - scan.startSeconds >= scan.durationSeconds - allowance;
}

/**
 * Walks the top-level boxes of an MP4/MOV (size + type headers only). True when a box claims to
 * end past the end of the file: the file was cut. Size 0 ("to the end") and anything that is not
 * a box header stop the walk without a verdict; ffprobe judges those.
 */
async function isoBoxesOverrun(file: string, size: number): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(16);
    let offset = 0;
    for (let boxes = 0; boxes < MAX_BOXES && offset + 8 <= size; boxes += 1) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) return false;
      const type = header.toString('latin1', 4, 8);
      if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
      let boxSize = header.readUInt32BE(0);
      if (boxSize === 0) return false;
      if (boxSize === 1) {
        if (bytesRead < 16) return true;
        boxSize = Number(header.readBigUInt64BE(8));
        if (boxSize < 16) return false;
      } else if (boxSize < 8) {
        return false;
      }
      if (offset + boxSize > size) return true;
      offset += boxSize;
    }
    return false;
  } finally {
    await handle.close();
  }
}

/** Reads an EBML variable-length integer at `at`: its value (null when "unknown") and its length. */
function readVint(buffer: Buffer, at: number, keepMarker: boolean): { value: number | null; length: number } | null {
  const first = buffer[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = buffer[at + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !keepMarker && allOnes ? null : value, length };
}

const EBML_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;

/**
 * WebM/MKV: the EBML header, then one Segment whose size (when the muxer knew it) says where the
 * file ends. True when that end lies past the end of the file. A live recording's "unknown" size
 * gives no verdict here; the packet scan still judges it.
 */
async function matroskaSegmentOverruns(file: string, size: number): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    const ebmlId = readVint(bytes, 0, true);
    if (!ebmlId || ebmlId.value !== EBML_ID) return false;
    const ebmlSize = readVint(bytes, ebmlId.length, false);
    if (!ebmlSize || ebmlSize.value === null) return false;
    const segmentAt = ebmlId.length + ebmlSize.length + ebmlSize.value;
    const segmentHead = Buffer.alloc(12);
    const read = await handle.read(segmentHead, 0, segmentHead.length, segmentAt);
    const segment = segmentHead.subarray(0, read.bytesRead);
    const segmentId = readVint(segment, 0, true);
    if (!segmentId || segmentId.value !== SEGMENT_ID) return false;
    const segmentSize = readVint(segment, segmentId.length, false);
    if (!segmentSize) return read.bytesRead < segmentHead.length;
    if (segmentSize.value === null) return false;
    return segmentAt + segmentId.length + segmentSize.length + segmentSize.value > size;
  } finally {
    await handle.close();
  }
}
