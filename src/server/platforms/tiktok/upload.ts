import { open } from 'node:fs/promises';
import { messages } from '@server/messages';
import { PlatformError, type ProfileContext } from '../platform';
import { readChunk } from '../transfer';
import { putChunk, type TikTokTransport } from './api';
import { raw, TikTokNetworkError } from './errors';
import type { TikTokSession } from './session';

const MiB = 1024 * 1024;
/**
 * TikTok's media transfer rules, with "MB" read so that both readings hold: chunks of at least 5 MiB
 * and at most 64,000,000 bytes, the final chunk at most 128,000,000 bytes, a file under 5 MiB whole,
 * a file over 64,000,000 bytes in at least two chunks, 1–1000 chunks.
 */
const CHUNK_RULES = { min: 5 * MiB, max: 64_000_000, finalMax: 128_000_000, maxChunks: 1000 } as const;
/** An upload_url lives an hour from the init; this much before its end counts as expired. */
const UPLOAD_URL_TTL_MS = 60 * 60 * 1000;
const UPLOAD_URL_MARGIN_MS = 2 * 60 * 1000;

/** chunk_size and total_chunk_count for a file: the remainder rides on the final chunk. */
export function tiktokChunks(size: number, preferred: number): { chunkSize: number; count: number } {
  if (size < CHUNK_RULES.min) return { chunkSize: size, count: 1 };
  let chunkSize = Math.min(Math.max(preferred, CHUNK_RULES.min), CHUNK_RULES.max);
  if (chunkSize >= size) return size <= CHUNK_RULES.max ? { chunkSize: size, count: 1 } : { chunkSize: Math.floor(size / 2), count: 2 };
  if (size > CHUNK_RULES.max && Math.floor(size / chunkSize) < 2) chunkSize = Math.floor(size / 2);
  if (Math.floor(size / chunkSize) > CHUNK_RULES.maxChunks) chunkSize = Math.ceil(size / CHUNK_RULES.maxChunks);
  return { chunkSize, count: Math.floor(size / chunkSize) };
}

/** The byte range of chunk `index`. */
function chunkRange(session: Pick<TikTokSession, 'size' | 'chunkSize' | 'chunks'>, index: number): { first: number; last: number } {
  const first = index * session.chunkSize;
  return { first, last: index === session.chunks - 1 ? session.size - 1 : first + session.chunkSize - 1 };
}

/** The upload_url is gone (expired or TikTok lost the task): what was sent can never become a post by itself. */
export class UploadUrlGone extends Error {
  constructor(readonly status: number) {
    super(`upload_url answered ${status}`);
    this.name = 'UploadUrlGone';
  }
}

export const uploadUrlAlive = (session: TikTokSession, now: number) =>
  session.uploadUrl !== null && session.initAt !== null && now < session.initAt + UPLOAD_URL_TTL_MS - UPLOAD_URL_MARGIN_MS;

export interface UploadDeps {
  transport: TikTokTransport;
  now: () => number;
  /** How many times one chunk is sent again after a cut connection or a 5xx. */
  chunkRetries: number;
  retryDelayMs: number;
  /** TikTok's count of bytes received (status/fetch uploaded_bytes); null when it could not be asked. */
  uploadedBytes: () => Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the file's chunks in order from `fromByte`. A cut connection or a 5xx sends the same chunk
 * again (bounded); a 416 (TikTok is ahead of us) asks TikTok how much it has and goes on from there.
 * Returns once TikTok has every byte (201).
 */
export async function uploadFile(
  profile: ProfileContext,
  deps: UploadDeps,
  session: TikTokSession,
  file: string,
  fromByte: number,
): Promise<void> {
  const handle = await open(file, 'r');
  try {
    let offset = Math.floor(fromByte / session.chunkSize) * session.chunkSize;
    let setbacks = 0;
    const setback = async (error: unknown) => {
      setbacks += 1;
      if (setbacks > deps.chunkRetries) throw new PlatformError(messages.tiktokUploadInterrupted, 'unavailable', raw(error));
      await sleep(deps.retryDelayMs * setbacks);
      const uploaded = await deps.uploadedBytes();
      if (uploaded !== null && uploaded > offset) {
        offset = uploaded >= session.size ? session.size : Math.floor(uploaded / session.chunkSize) * session.chunkSize;
      }
    };
    while (offset < session.size) {
      if (!uploadUrlAlive(session, deps.now())) throw new UploadUrlGone(403);
      const index = Math.min(Math.floor(offset / session.chunkSize), session.chunks - 1);
      const { first, last } = chunkRange(session, index);
      const chunk = await readChunk(handle, first, last - first + 1);
      let status: number;
      try {
        status = await putChunk(profile, deps.transport, session.uploadUrl!, chunk, first, session.size);
      } catch (error) {
        if (!(error instanceof TikTokNetworkError)) throw error;
        await setback(error);
        continue;
      }
      if (status === 201) return;
      if (status === 206) {
        offset = last + 1;
        setbacks = 0;
        continue;
      }
      if (status === 416 || status >= 500) {
        await setback(new Error(`chunk ${first}-${last} answered HTTP ${status}`));
        if (offset >= session.size) return;
        continue;
      }
      if (status === 403 || status === 404) throw new UploadUrlGone(status);
      throw new PlatformError(messages.tiktokChunkRefused, 'rejected', `chunk ${first}-${last}/${session.size} answered HTTP ${status}`);
    }
  } finally {
    await handle.close();
  }
}
