import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChunk, readFileChunk, retryAfterSeconds } from '@server/platforms/transfer';

const headers = (value?: string) => new Headers(value === undefined ? {} : { 'retry-after': value });
const now = new Date('2026-03-02T10:00:00Z');

describe('retryAfterSeconds', () => {
  it('reads a delay in seconds, rounded up', () => {
    expect(retryAfterSeconds(headers('120'), now)).toBe(120);
    expect(retryAfterSeconds(headers('1.2'), now)).toBe(2);
    expect(retryAfterSeconds(headers('0'), now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until it, and a past date as 0', () => {
    expect(retryAfterSeconds(headers('Mon, 02 Mar 2026 10:01:30 GMT'), now)).toBe(90);
    expect(retryAfterSeconds(headers('Mon, 02 Mar 2026 09:00:00 GMT'), now)).toBe(0);
  });

  it('gives null without the header or when it cannot be read', () => {
    expect(retryAfterSeconds(headers(), now)).toBeNull();
    expect(retryAfterSeconds(headers(''), now)).toBeNull();
    expect(retryAfterSeconds(headers('soon'), now)).toBeNull();
    expect(retryAfterSeconds(headers('in a minute'), now)).toBeNull();
  });
});

describe('readChunk', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'transfer-'));
    file = join(dir, 'video.bin');
    await writeFile(file, Buffer.from('0123456789'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the bytes from a position, fewer where the file ends', async () => {
    const handle = await open(file, 'r');
    try {
      expect((await readChunk(handle, 2, 4)).toString()).toBe('2345');
      expect((await readChunk(handle, 8, 4)).toString()).toBe('89');
    } finally {
      await handle.close();
    }
    expect((await readFileChunk(file, 5, 100)).toString()).toBe('56789');
  });
});
