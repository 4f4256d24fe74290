import { type FileHandle, open } from 'node:fs/promises';

/**
 * What every platform adapter needs when it sends a file or is told to wait: a chunk of the file
 * read from a given byte, and the Retry-After header read as seconds.
 */

/** Up to `length` bytes of an open file from `position` (fewer only where the file ends). */
export async function readChunk(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const chunk = Buffer.alloc(length);
  const { bytesRead } = await file.read(chunk, 0, length, position);
  return bytesRead === length ? chunk : chunk.subarray(0, bytesRead);
}

/** `readChunk` on a file opened for it and closed after. */
export async function readFileChunk(path: string, position: number, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    return await readChunk(file, position, length);
  } finally {
    await file.close();
  }
}

/**
 * Retry-After (RFC 9110, section 10.2.3), a delay in seconds or an HTTP date, as whole seconds from `now`
 * (rounded up; 0 for a date already past); null when the header is missing or unreadable.
 */
export function retryAfterSeconds(headers: Pick<Headers, 'get'>, now: Date): number | null {
  const header = headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}
