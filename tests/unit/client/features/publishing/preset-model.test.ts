import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { nextKyivTimeOfDay } from '@shared/lib/kyiv-time';
import type { Option } from '@shared/schemas/common';
import { type Preset, PresetRequestSchema } from '@shared/schemas/publication-presets';
import type { PublicationFormValues, PublishedItem, PublishedRow } from '@shared/schemas/publications';
import {
  applyPreset,
  inferTarget,
  presetFromForm,
  republishPrefill,
  timingFromDate,
  videosLeft,
  type TargetSource,
} from '@client/features/publishing/model/preset-model';

const profile = (id: number): Option => ({ id, title: `#${id} · proxy`, value: id });
const profiles = [1, 2, 3, 4, 5, 6].map(profile);
const source: TargetSource = {
  group: [
    { id: 10, name: 'Київські', accounts: [profile(2), profile(1)] },
    { id: 11, name: 'Львівські', accounts: [profile(3)] },
    { id: 12, name: 'Порожня', accounts: [] },
  ],
  labels: [
    { label: 'Київ', accounts: [1, 4] },
    { label: 'beauty', accounts: [5, 99] },
  ],
};
// 09:00 in Kyiv (UTC+2 in November).
const NOW = new Date('2026-11-27T07:00:00.000Z');

const preset = (patch: Partial<Preset> = {}): Preset => ({
  id: 1,
  name: 'Ранок',
  user: { id: 1, login: 'operator' },
  inYouTube: true,
  inTikTok: true,
  inInstagram: false,
  tiktok: { privacyLevel: 'FOLLOWER_OF_CREATOR', allowComments: true, allowDuet: false, allowStitch: true },
  youtube: { madeForKids: true, notifySubscribers: false, categoryId: '24' },
  tags: ['ранок', 'кава'],
  groups: [],
  labels: [],
  timing: { kind: 'none' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...patch,
});

describe('a preset applied to the publishing form', () => {
  it('fills the platforms, their options and the tags, and leaves profiles and date alone without a target or time', () => {
    const { values, dropped } = applyPreset(preset(), source, profiles, NOW);
    expect(values).toEqual({
      inYouTube: true,
      inTikTok: true,
      inInstagram: false,
      tiktok: { privacyLevel: 'FOLLOWER_OF_CREATOR', allowComments: true, allowDuet: false, allowStitch: true },
      youtube: { madeForKids: true, notifySubscribers: false, categoryId: '24' },
      tags: ['ранок', 'кава'],
    });
    expect(dropped).toEqual({ groups: [], labels: [] });
  });

  it('chooses the target’s profiles: groups in their order, then labels, each profile once, among the form’s options', () => {
    const { values } = applyPreset(
      preset({ groups: [{ id: 10, name: 'Київські', missing: false }], labels: ['київ', 'beauty'] }),
      source,
      profiles,
      NOW,
    );
    // Profile 99 carries the label but the form does not offer it: it is not chosen.
    expect(values.accounts?.map((option) => option.id)).toEqual([2, 1, 4, 5]);
    expect(values.accounts?.[0]).toBe(profiles[1]);
  });

  it('applies what remains of a target and names what is gone (a deleted group, a label no profile carries)', () => {
    const { values, dropped } = applyPreset(
      preset({
        groups: [
          { id: 11, name: 'Львівські', missing: false },
          { id: 77, name: 'Стара', missing: true },
          { id: 78, name: 'Не моя', missing: false },
        ],
        labels: ['Одеса'],
      }),
      source,
      profiles,
      NOW,
    );
    expect(values.accounts?.map((option) => option.id)).toEqual([3]);
    expect(dropped).toEqual({ groups: ['Стара', 'Не моя'], labels: ['Одеса'] });
  });

  it('leaves TikTok’s privacy unchosen when the preset has none, so the form still asks', () => {
    expect(applyPreset(preset({ tiktok: null }), source, profiles, NOW).values.tiktok).toEqual({
      privacyLevel: null,
      allowComments: false,
      allowDuet: false,
      allowStitch: false,
    });
  });

  it('sets the date from a time of day: today while it is ahead, else tomorrow (Kyiv time)', () => {
    expect(applyPreset(preset({ timing: { kind: 'timeOfDay', minutes: 18 * 60 + 30 } }), source, profiles, NOW).values.date).toBe(
      '2026-11-27T18:30',
    );
    expect(applyPreset(preset({ timing: { kind: 'timeOfDay', minutes: 9 * 60 } }), source, profiles, NOW).values.date).toBe(
      '2026-11-28T09:00',
    );
  });
});

describe('the next time of day in Kyiv', () => {
  it('crosses months and years and follows summer time', () => {
    expect(nextKyivTimeOfDay(0, new Date('2026-12-31T22:30:00.000Z'))).toBe('2027-01-02T00:00');
    expect(nextKyivTimeOfDay(60, new Date('2026-12-31T22:30:00.000Z'))).toBe('2027-01-01T01:00');
    // 10:00 Kyiv in July is 07:00 UTC (UTC+3).
    expect(nextKyivTimeOfDay(10 * 60, new Date('2026-07-01T06:59:00.000Z'))).toBe('2026-07-01T10:00');
    expect(nextKyivTimeOfDay(10 * 60, new Date('2026-07-01T07:00:00.000Z'))).toBe('2026-07-02T10:00');
  });
});

describe('Зберегти як шаблон', () => {
  const form: PublicationFormValues = {
    title: 'Ранкова кава',
    description: '',
    tags: ['Кава', 'ранок'],
    accounts: [profile(1), profile(2), profile(4), profile(3)],
    video: [],
    inYouTube: true,
    inTikTok: true,
    inInstagram: false,
    date: '2026-11-28T08:15',
    tiktok: { privacyLevel: 'SELF_ONLY', allowComments: false, allowDuet: true, allowStitch: false },
    youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
  };

  it('proposes as the target the groups and labels whose profiles are all chosen', () => {
    expect(inferTarget(form.accounts, source)).toEqual({ groups: [10, 11], labels: ['Київ'] });
    expect(inferTarget([], source)).toEqual({ groups: [], labels: [] });
  });

  it('proposes the time of day of the form’s date', () => {
    expect(timingFromDate('2026-11-28T08:15')).toEqual({ kind: 'timeOfDay', minutes: 495 });
    expect(timingFromDate('')).toEqual({ kind: 'none' });
    expect(timingFromDate(null)).toEqual({ kind: 'none' });
  });

  it('makes a preset the shared schema accepts from the form’s choices (not its title, description or videos)', () => {
    const body = presetFromForm('Ранок', form, { groups: [10], labels: ['Київ'] }, { kind: 'timeOfDay', minutes: 495 });
    const parsed = v.parse(PresetRequestSchema, body);
    expect(parsed).toEqual({
      name: 'Ранок',
      inYouTube: true,
      inTikTok: true,
      inInstagram: false,
      tiktok: { privacyLevel: 'SELF_ONLY', allowComments: false, allowDuet: true, allowStitch: false },
      youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
      tags: ['кава', 'ранок'],
      groups: [10],
      labels: ['Київ'],
      timing: { kind: 'timeOfDay', minutes: 495 },
    });
    // TikTok off: its choices are not kept.
    expect(presetFromForm('x', { ...form, inTikTok: false }, { groups: [], labels: [] }, { kind: 'none' }).tiktok).toBeNull();
  });

  it('round-trips: a preset saved from the form fills the same choices back', () => {
    const body = v.parse(PresetRequestSchema, presetFromForm('Ранок', form, { groups: [10, 11], labels: [] }, { kind: 'none' }));
    const saved = preset({ ...body, groups: body.groups.map((id) => ({ id, name: '', missing: false })) });
    const { values } = applyPreset(saved, source, profiles, NOW);
    expect(values).toMatchObject({ inYouTube: true, inTikTok: true, tiktok: form.tiktok, youtube: form.youtube, tags: ['кава', 'ранок'] });
    expect(values.accounts?.map((option) => option.id)).toEqual([2, 1, 3]);
  });
});

describe('Опублікувати ще раз так само', () => {
  const row = (id: number, videoId: number, accountId: number): PublishedRow =>
    ({ id, videoId, platform: 'youtube', account: { id: accountId, title: `#${accountId}` }, video: { id: videoId } }) as PublishedRow;
  const item = {
    title: 'Вчорашня',
    tags: 'ранок,кава',
    inYouTube: true,
    inTikTok: true,
    inInstagram: true,
    tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE', allowComments: true, allowDuet: true, allowStitch: false },
    youtube: { madeForKids: true, notifySubscribers: true, categoryId: '17' },
    // Rows as the item lists them, in the order of its videos (variant 1's rendered id may be the higher):
    // the profiles follow that order, each once.
    video: [row(1, 31, 2), row(2, 31, 2), row(5, 30, 3), row(3, 30, 3), row(6, 32, 42)],
  } as unknown as PublishedItem;

  it('prefills platforms, options, tags and the profiles in the order of the videos, leaving the text and date empty', () => {
    const { values, droppedProfiles } = republishPrefill(item, profiles);
    expect(values).toEqual({
      inYouTube: true,
      inTikTok: true,
      inInstagram: true,
      tiktok: item.tiktok,
      youtube: item.youtube,
      tags: ['ранок', 'кава'],
      accounts: [profiles[1], profiles[2]],
    });
    expect(values).not.toHaveProperty('title');
    expect(values).not.toHaveProperty('date');
    // Profile 42 is not offered by this form (another user's, or deleted): counted, not chosen.
    expect(droppedProfiles).toBe(1);
  });

  it('offers only rendered requests with videos left', () => {
    expect(videosLeft({ status: 'success', doneCount: 5, sentCount: 2 })).toBe(3);
    expect(videosLeft({ status: 'success', doneCount: 5, sentCount: 5 })).toBe(0);
    expect(videosLeft({ status: 'loading', doneCount: 2, sentCount: 0 })).toBe(0);
  });
});
