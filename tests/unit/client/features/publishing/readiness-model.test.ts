import { describe, expect, it } from 'vitest';
import type { PairReadiness } from '@shared/schemas/publish-readiness';
import { publishPlan, skipList, unreadyProfileCount } from '@client/features/publishing/model/readiness-model';

const profile = (id: number) => ({ id, title: `#${id}`, value: id });
const pairs = (id: number, patch: Partial<Record<'youtube' | 'tiktok' | 'instagram', Partial<PairReadiness>>> = {}): PairReadiness[] =>
  (['youtube', 'tiktok', 'instagram'] as const).map((platform) => ({
    accountId: id,
    platform,
    enabled: true,
    unready: [],
    ...patch[platform],
  }));
const all = { inYouTube: true, inTikTok: true, inInstagram: true };

describe('publishPlan: the rows a click will really make', () => {
  it('20 profiles on 3 platforms, 2 with YouTube not connected: YouTube 18, TikTok 20, Instagram 20, 2 unready', () => {
    const profiles = Array.from({ length: 20 }, (_, index) => profile(index + 1));
    const readiness = profiles.flatMap(({ id }) => pairs(id, id <= 2 ? { youtube: { unready: ['reconnect'] } } : {}));
    const plan = publishPlan(profiles, 20, all, readiness);
    expect(plan.rows).toEqual([
      { platform: 'youtube', count: 18 },
      { platform: 'tiktok', count: 20 },
      { platform: 'instagram', count: 20 },
    ]);
    expect(plan.unready.map((pair) => [pair.account.id, pair.platform, pair.reasons])).toEqual([
      [1, 'youtube', ['reconnect']],
      [2, 'youtube', ['reconnect']],
    ]);
    expect(plan.known).toBe(true);
    expect(skipList(plan.unready)).toEqual([
      { accountId: 1, platform: 'youtube' },
      { accountId: 2, platform: 'youtube' },
    ]);
    expect(unreadyProfileCount(plan.unready)).toBe(2);
  });

  it('leaves out a platform switched off on a profile (neither a row nor unready), and the platforms switched off in the form', () => {
    const readiness = [...pairs(1, { instagram: { enabled: false, unready: [] } }), ...pairs(2, { tiktok: { unready: ['proxy_down'] } })];
    const plan = publishPlan([profile(1), profile(2)], 2, { inTikTok: true, inInstagram: true }, readiness);
    expect(plan.rows).toEqual([
      { platform: 'tiktok', count: 1 },
      { platform: 'instagram', count: 1 },
    ]);
    expect(plan.unready.map((pair) => [pair.account.id, pair.platform])).toEqual([[2, 'tiktok']]);
  });

  it('counts only the profiles that take a video (video k goes to profile k)', () => {
    const readiness = [...pairs(1), ...pairs(2, { youtube: { unready: ['checkpoint'] } })];
    const plan = publishPlan([profile(1), profile(2)], 1, { inYouTube: true }, readiness);
    expect(plan.rows).toEqual([{ platform: 'youtube', count: 1 }]);
    expect(plan.unready).toEqual([]);
  });

  it('names a profile with none of the chosen platforms on; unknown until its readiness is read', () => {
    const readiness = pairs(1, { youtube: { enabled: false } });
    expect(publishPlan([profile(1)], 1, { inYouTube: true }, readiness).withoutPlatform).toEqual([profile(1)]);
    const unknown = publishPlan([profile(1), profile(2)], 2, { inYouTube: true }, readiness);
    expect(unknown.known).toBe(false);
    expect(publishPlan([profile(1)], 1, { inYouTube: true }, undefined).known).toBe(false);
  });
});
