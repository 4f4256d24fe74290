import { describe, expect, it } from 'vitest';
import { byteRange } from '@server/routes/media';

// The one range of a `Range` header the media route serves (RFC 9110 §14.1.2), for a 1000-byte file.
describe('byteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=990-', { start: 990, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=500-5000', { start: 500, end: 999 }],
    ['bytes= 10 - 19', { start: 10, end: 19 }],
  ])('%s → %o', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=20-10', 'bytes=-0'])('%s cannot be satisfied (416)', (header) => {
    expect(byteRange(header, 1000)).toBeNull();
  });

  it.each([undefined, '', 'bytes=-', 'items=0-9', 'bytes=0-9,20-29', 'bytes=a-b'])('%s: the whole file', (header) => {
    expect(byteRange(header, 1000)).toBeUndefined();
  });

  it('an empty file has no range to give', () => {
    expect(byteRange('bytes=0-', 0)).toBeNull();
    expect(byteRange('bytes=-1', 0)).toBeNull();
  });
});
