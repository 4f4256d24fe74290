import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffCeiling, backoffDelay, verdictForStatus } from '@client/offline/retry-policy';

describe('upload queue retry policy', () => {
  it('backs off from about 1 s, doubling, up to 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffCeiling)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('adds ±20 % jitter and never waits longer than the maximum', () => {
    expect(backoffDelay(1, () => 0)).toBe(800);
    expect(backoffDelay(1, () => 0.5)).toBe(1_000);
    expect(backoffDelay(1, () => 1)).toBe(1_200);
    expect(backoffDelay(3, () => 0)).toBe(3_200);
    for (const random of [0, 0.3, 0.99]) expect(backoffDelay(12, () => random)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    expect(backoffDelay(12, () => 0)).toBe(48_000);
  });

  it('retries network errors (0), 408, 409, 410 (an expired resumable upload: sent again), 429 and 5xx', () => {
    for (const status of [0, 408, 409, 410, 429, 500, 502, 503, 504]) expect(verdictForStatus(status), String(status)).toBe('retry');
  });

  it('refreshes the session on 401', () => {
    expect(verdictForStatus(401)).toBe('refresh');
  });

  it('stops any other 4xx for the user to decide', () => {
    for (const status of [400, 403, 404, 413, 415, 422]) expect(verdictForStatus(status), String(status)).toBe('stop');
  });

  it('stops on 507 (the server disk is full: re-sending cannot help) but retries 503 (not writable now)', () => {
    expect(verdictForStatus(507)).toBe('stop');
    expect(verdictForStatus(503)).toBe('retry');
  });

  it('treats 2xx as confirmed', () => {
    for (const status of [200, 201, 204]) expect(verdictForStatus(status)).toBe('done');
  });
});
