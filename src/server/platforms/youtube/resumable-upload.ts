import type { FileHandle } from 'node:fs/promises';
import { messages } from '@server/messages';
import { HttpError } from '@server/http-error';
import { PlatformError } from '../platform';
import type { ProxiedResponse } from '../proxied-fetch';
import { readChunk } from '../transfer';
import { type GoogleAccess, isTokenExpired } from './access-token';
import { apiFailure, errorReason, rawAnswer } from './errors';
import type { InsertRequest } from './video-metadata';

/**
 * Google's resumable upload protocol for videos.insert
 * (developers.google.com/youtube/v3/guides/using_resumable_upload_protocol): a POST opens a session
 * (200 + Location), PUTs send chunks that are multiples of 256 KiB (the last one excepted) with
 * Content-Range, 308 + Range says how much the server kept, `bytes *\/total` asks where it stands and
 * repeats a finished upload's answer, 404/410 means the session is gone.
 */
export const CHUNK_UNIT = 256 * 1024;
const RETRIABLE = new Set([500, 502, 503, 504]);

export type SessionState = { done: unknown } | { offset: number } | { gone: string };

export interface ResumableOptions {
  chunkBytes: number;
  /** Consecutive interruptions (cut connection, 5xx, expired token) survived within one run. */
  maxResumes: number;
  /** Wait before resuming after the n-th interruption (1-based). */
  backoffMs: (attempt: number) => number;
}

/** `Range: bytes=0-N` → N + 1; no Range means nothing was kept yet. */
function nextOffset(range: string | null): number {
  const match = range ? /^bytes=0-(\d+)$/.exec(range.trim()) : null;
  return match ? Number(match[1]) + 1 : 0;
}

/**
 * A session that ended in a refusal: "if the upload already finished (success or failure), the API
 * repeats the response", so asking it again would only repeat the refusal. The caller forgets it.
 * Limits of the moment (429, rate limits) leave the session usable.
 */
export class SessionEnded extends Error {
  constructor(readonly failure: PlatformError) {
    super(failure.message);
  }
}

function endedOrFailure(response: ProxiedResponse, step: string): Error {
  const failure = apiFailure(response, step);
  const momentary = response.status === 429 || ['rateLimitExceeded', 'userRateLimitExceeded'].includes(errorReason(response));
  return response.status >= 400 && response.status < 500 && !momentary ? new SessionEnded(failure) : failure;
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Errors that are ours to surface as they are (a refused proxy, a platform verdict), not a lost connection. */
const isVerdict = (error: unknown) => error instanceof PlatformError || error instanceof HttpError;

export class ResumableUpload {
  constructor(
    private readonly access: GoogleAccess,
    private readonly uploadUrl: string,
    private readonly options: ResumableOptions,
  ) {}

  /** Opens a session for `size` bytes of video with the given metadata; its URI. */
  async start(request: InsertRequest, size: number): Promise<string> {
    const response = await this.access.request(
      `${this.uploadUrl}?${request.query.toString()}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=UTF-8',
          'x-upload-content-length': String(size),
          'x-upload-content-type': 'video/mp4',
        },
        body: JSON.stringify(request.body),
      },
      'videos.insert',
    );
    const location = response.headers.get('location');
    if (response.status === 200 && location) return location;
    if (response.status === 200)
      throw new PlatformError(messages.youtubeUnavailable, 'unavailable', rawAnswer(response, 'videos.insert without Location'));
    throw apiFailure(response, 'videos.insert');
  }

  /** Where the session stands: finished (its answer), the offset to go on from, or gone. */
  async query(uri: string, size: number): Promise<SessionState> {
    const response = await this.access.request(uri, { method: 'PUT', headers: { 'content-range': `bytes */${size}` } }, 'upload status');
    return this.state(response, 'upload status');
  }

  /** Sends the file from `offset` to the end; the finished upload's answer, or the session being gone. */
  async send(uri: string, file: FileHandle, offset: number, size: number): Promise<{ done: unknown } | { gone: string }> {
    let position = offset;
    let interruptions = 0;
    const interrupted = async (cause: () => Error): Promise<SessionState> => {
      interruptions += 1;
      if (interruptions > this.options.maxResumes) throw cause();
      await sleep(this.options.backoffMs(interruptions));
      return this.query(uri, size);
    };
    for (;;) {
      const length = Math.min(this.options.chunkBytes, size - position);
      const chunk = await readChunk(file, position, length);
      let response: ProxiedResponse;
      try {
        response = await this.access.once(uri, {
          method: 'PUT',
          headers: { 'content-type': 'video/mp4', 'content-range': `bytes ${position}-${position + length - 1}/${size}` },
          body: chunk,
        });
      } catch (error) {
        if (isVerdict(error)) throw error;
        // The connection dropped mid-chunk: ask the server how much it kept and go on from there.
        const state = await interrupted(() => error as Error);
        if (!('offset' in state)) return state;
        position = state.offset;
        continue;
      }
      if (response.status === 200 || response.status === 201) return { done: response.body };
      if (response.status === 308) {
        const next = nextOffset(response.headers.get('range'));
        if (next > position) interruptions = 0;
        else if (++interruptions > this.options.maxResumes)
          throw new PlatformError(messages.youtubeUnavailable, 'unavailable', rawAnswer(response, 'upload does not advance'));
        position = next;
        continue;
      }
      if (response.status === 404 || response.status === 410) return { gone: rawAnswer(response, 'upload') };
      let state: SessionState;
      if (isTokenExpired(response)) {
        // The hour of the access token ran out mid-upload: a new one, then on from what the server kept.
        await this.access.refresh();
        state = await interrupted(() => new PlatformError(messages.youtubeTokenRefused, 'unavailable', rawAnswer(response, 'upload')));
      } else if (RETRIABLE.has(response.status)) {
        state = await interrupted(() => apiFailure(response, 'upload'));
      } else {
        throw endedOrFailure(response, 'upload');
      }
      if (!('offset' in state)) return state;
      position = state.offset;
    }
  }

  private state(response: ProxiedResponse, step: string): SessionState {
    if (response.status === 200 || response.status === 201) return { done: response.body };
    if (response.status === 308) return { offset: nextOffset(response.headers.get('range')) };
    if (response.status === 404 || response.status === 410) return { gone: rawAnswer(response, step) };
    throw endedOrFailure(response, step);
  }
}
