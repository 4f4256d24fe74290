import { describe, expect, it } from 'vitest';
import { nextCheckSeconds } from '@server/platforms/youtube/video-status';

const MINUTE = 60_000;

describe('when a video YouTube is still processing is read again', () => {
  it("follows YouTube's timeLeftMs, with a few seconds to spare, never sooner than 15 s", () => {
    expect(nextCheckSeconds(0, 20_000)).toBe(25);
    expect(nextCheckSeconds(0, 1_000)).toBe(15);
    expect(nextCheckSeconds(0, 0)).toBe(15);
  });

  it('never later than a ceiling that widens with the age of the upload: 1, 5, 15, then 30 minutes', () => {
    expect(nextCheckSeconds(0, 3_600_000)).toBe(60);
    expect(nextCheckSeconds(9 * MINUTE, null)).toBe(60);
    expect(nextCheckSeconds(10 * MINUTE, null)).toBe(300);
    expect(nextCheckSeconds(59 * MINUTE, 3_600_000)).toBe(300);
    expect(nextCheckSeconds(60 * MINUTE, null)).toBe(900);
    expect(nextCheckSeconds(6 * 60 * MINUTE, null)).toBe(1800);
    expect(nextCheckSeconds(23 * 60 * MINUTE, 10_000)).toBe(15);
  });

  it('a stuck video costs at most 76 quota units over a day of checks (videos.list is 1 unit)', () => {
    let age = 0;
    let checks = 0;
    while (age < 24 * 60 * MINUTE) {
      age += nextCheckSeconds(age, null) * 1000;
      checks += 1;
    }
    expect(checks).toBeLessThanOrEqual(76);
  });
});
