import { describe, expect, it } from 'vitest';
import type { TikTokCreator } from '@shared/schemas/publication-options';
import {
  EMPTY_TIKTOK_CHOICES,
  fitTikTokChoices,
  tiktokChoiceModel,
  toTikTokChoices,
  type TikTokProfile,
} from '@client/features/publishing/model/tiktok-options-model';
import { tiktokCreator } from '../../helpers/fixtures';

const creator = tiktokCreator;
const ready = (id: number, patch: Partial<TikTokCreator> = {}): TikTokProfile => ({
  profile: { id, title: `#${id} · proxy` },
  load: { status: 'ready', creator: creator(id, patch) },
});
const other = (id: number, load: TikTokProfile['load']): TikTokProfile => ({ profile: { id, title: `#${id} · proxy` }, load });

describe("TikTok's choices for the chosen profiles (Content Sharing Guidelines)", () => {
  it('offers only the privacy levels every creator allows, in TikTok’s order', () => {
    const model = tiktokChoiceModel([
      ready(1, { privacyLevelOptions: ['SELF_ONLY', 'PUBLIC_TO_EVERYONE', 'FOLLOWER_OF_CREATOR'] }),
      ready(2, { privacyLevelOptions: ['FOLLOWER_OF_CREATOR', 'PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS'] }),
    ]);
    expect(model.privacyLevels).toEqual(['PUBLIC_TO_EVERYONE', 'FOLLOWER_OF_CREATOR']);
    expect(model).toMatchObject({ ready: 2, loading: false, settled: true });
  });

  it('offers nothing until a creator has answered, and nothing when the creators share no level', () => {
    expect(tiktokChoiceModel([]).privacyLevels).toEqual([]);
    expect(tiktokChoiceModel([other(1, { status: 'loading' })])).toMatchObject({
      privacyLevels: [],
      loading: true,
      settled: false,
      ready: 0,
    });
    const disjoint = tiktokChoiceModel([
      ready(1, { privacyLevelOptions: ['SELF_ONLY'] }),
      ready(2, { privacyLevelOptions: ['PUBLIC_TO_EVERYONE'] }),
    ]);
    expect(disjoint.privacyLevels).toEqual([]);
  });

  it('leaves out profiles TikTok is not on for (409); a failed one keeps the model unsettled', () => {
    const model = tiktokChoiceModel([
      ready(1, { privacyLevelOptions: ['SELF_ONLY'] }),
      other(2, { status: 'inactive', message: 'TikTok не ввімкнено' }),
    ]);
    expect(model).toMatchObject({ privacyLevels: ['SELF_ONLY'], ready: 1, settled: true });
    expect(tiktokChoiceModel([ready(1), other(2, { status: 'failed', message: 'TikTok не відповів' })])).toMatchObject({
      settled: false,
      loading: false,
    });
  });

  it('names the profiles whose creator turned an interaction off', () => {
    const model = tiktokChoiceModel([
      ready(1, { commentDisabled: true, stitchDisabled: true }),
      ready(2, { stitchDisabled: true, nickname: ' ' }),
    ]);
    expect(model.disabledBy).toEqual({ comments: ['#1 «Студія 1»'], duet: [], stitch: ['#1 «Студія 1»', '#2 «studio2»'] });
  });

  it('turns a creator-disabled interaction off and clears a privacy level no longer offered', () => {
    const chosen = { privacyLevel: 'PUBLIC_TO_EVERYONE' as const, allowComments: true, allowDuet: true, allowStitch: true };
    const model = tiktokChoiceModel([ready(1, { duetDisabled: true, privacyLevelOptions: ['SELF_ONLY', 'FOLLOWER_OF_CREATOR'] })]);
    expect(fitTikTokChoices(chosen, model)).toEqual({ privacyLevel: null, allowComments: true, allowDuet: false, allowStitch: true });
  });

  it('keeps the choice while a creator is still loading or failed, and returns the same object when it fits', () => {
    const chosen = { ...EMPTY_TIKTOK_CHOICES, privacyLevel: 'PUBLIC_TO_EVERYONE' as const };
    const loading = tiktokChoiceModel([ready(1, { privacyLevelOptions: ['SELF_ONLY'] }), other(2, { status: 'loading' })]);
    expect(fitTikTokChoices(chosen, loading)).toBe(chosen);
    const fits = tiktokChoiceModel([ready(1)]);
    expect(fitTikTokChoices(chosen, fits)).toBe(chosen);
  });

  it('reads the form value defensively: empty privacy is not chosen, missing switches are off', () => {
    expect(toTikTokChoices(null)).toEqual(EMPTY_TIKTOK_CHOICES);
    expect(toTikTokChoices({ privacyLevel: '' })).toEqual(EMPTY_TIKTOK_CHOICES);
    expect(toTikTokChoices({ privacyLevel: 'SELF_ONLY', allowComments: true })).toEqual({
      ...EMPTY_TIKTOK_CHOICES,
      privacyLevel: 'SELF_ONLY',
      allowComments: true,
    });
  });
});
