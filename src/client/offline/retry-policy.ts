/**
 * The queue's pure scheduling rules (no IndexedDB, no network): what an answer means for an item,
 * and how long to wait before the next try.
 */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;
/** A transfer with no upload progress for this long is aborted and retried. */
export const STALL_TIMEOUT_MS = 30_000;
/** Once every byte is sent, the server may still be checking the files (ffprobe, previews). */
export const RESPONSE_TIMEOUT_MS = 10 * 60_000;

/** done: confirmed (remove it); refresh: 401, renew the token and repeat; retry: later, with backoff; stop: needs the user. */
export type Verdict = 'done' | 'refresh' | 'retry' | 'stop';

/**
 * Statuses that say "try again later": timeout, in progress under this key (or a resumable upload
 * not complete yet), a resumable upload that expired (the next try sends it again), too many requests.
 */
const RETRY_STATUSES = new Set([408, 409, 410, 425, 429]);
/**
 * Server answers that retrying cannot fix, so the item waits for a person with the server's message
 * instead of being re-sent for ever: 507, the server's media disk is full. (503, a disk that cannot
 * be written now, is retried with backoff like any other 5xx.)
 */
const NEEDS_PERSON_STATUSES = new Set([507]);

/** 0 stands for "no answer" (network error, timeout, stalled transfer). */
export function verdictForStatus(status: number): Verdict {
  if (status >= 200 && status < 300) return 'done';
  if (status === 0) return 'retry';
  if (status === 401) return 'refresh';
  if (NEEDS_PERSON_STATUSES.has(status)) return 'stop';
  if (RETRY_STATUSES.has(status) || status >= 500) return 'retry';
  return 'stop';
}

/** The wait before try n+1 without jitter: 1 s, 2 s, 4 s … up to 60 s. `failures` counts from 1. */
export function backoffCeiling(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
}

/** The ceiling with ±20 % jitter (so many clients coming back online do not all retry at once), never above the maximum. */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = backoffCeiling(failures);
  return Math.min(BACKOFF_MAX_MS, Math.round(ceiling * (0.8 + 0.4 * random())));
}
