import { describe, expect, it } from 'vitest';
import { isFullySent } from '@client/components/videos/creation-request-status';

describe('a request fully sent (issue 15, bug 3)', () => {
  it('is fully sent only when it has videos and every one of them went out', () => {
    expect(isFullySent({ doneCount: 0, sentCount: 0 })).toBe(false);
    expect(isFullySent({ doneCount: 2, sentCount: 0 })).toBe(false);
    expect(isFullySent({ doneCount: 2, sentCount: 1 })).toBe(false);
    expect(isFullySent({ doneCount: 2, sentCount: 2 })).toBe(true);
  });
});
