import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import type { Option } from '@shared/schemas/common';
import type { VideoItem } from '@shared/schemas/creation';
import { PublicationRequestSchema, type PublishedItem } from '@shared/schemas/publications';
import { publishingText } from '@client/features/publishing/text';
import {
  addProfiles,
  assignProfiles,
  emptyPublicationValues,
  mergeTags,
  profileOptions,
  publicationPayload,
  publicationStartValues,
  publishSummary,
  unsentVideos,
} from '@client/features/publishing/model/publication-model';

const ID_UPLOAD = '00000000-0000-4000-8000-000000000001';
const video = (id: number, patch: Partial<VideoItem> = {}): VideoItem => ({
  id,
  url: `/api/media/rendered/${id}.mp4`,
  posterUrl: `/api/media/rendered/${id}.jpg`,
  idUpload: ID_UPLOAD,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...patch,
});
const profile = (id: number, title = `#${id} · proxy`): Option => ({ id, title, value: id });

describe('video ↔ profile pairing (SPEC §4: each video gets the profile at the same position)', () => {
  it('gives video k the k-th chosen profile and leaves the rest without one', () => {
    const result = assignProfiles([video(1), video(2), video(3)], [profile(7), profile(5)]);
    expect(result.map((item) => [item.position, item.account?.id ?? null, item.sent])).toEqual([
      [1, 7, false],
      [2, 5, false],
      [3, null, false],
    ]);
  });

  it('skips videos already sent (they keep their status and profile) when counting positions', () => {
    const sent = video(1, { status: 'publication', account: profile(9) });
    const result = assignProfiles([sent, video(2), video(3)], [profile(7)]);
    expect(result.map((item) => [item.video.id, item.account?.id ?? null, item.sent])).toEqual([
      [1, 9, true],
      [2, 7, false],
      [3, null, false],
    ]);
    expect(unsentVideos([sent, video(2)]).map((item) => item.id)).toEqual([2]);
  });

  it('with no profile chosen, no video is assigned', () => {
    expect(assignProfiles([video(1), video(2)], []).every((item) => item.account === null)).toBe(true);
  });
});

describe('merging tag sets and groups into the selections', () => {
  it('a tag set joins the tags already there: trimmed, lowercased, deduplicated, order kept', () => {
    expect(mergeTags(['музика', 'shorts'], ['Shorts', ' Гумор ', 'музика', 'new tag'])).toEqual([
      'музика',
      'shorts',
      'гумор',
      'new',
      'tag',
    ]);
    expect(mergeTags([], [])).toEqual([]);
  });

  it("a group's profiles are appended after the chosen ones, each once, taking the select's own option", () => {
    const known = [profile(1, '#1 · full title'), profile(2, '#2 · full title'), profile(3)];
    const result = addProfiles([profile(2)], [profile(1, 'group copy'), profile(2), profile(4)], known);
    expect(result.map((option) => option.id)).toEqual([2, 1, 4]);
    expect(result[1]!.title).toBe('#1 · full title');
    expect(result[2]!.title).toBe('#4 · proxy');
  });

  it('the profile select offers the request options and any group member they do not list', () => {
    const options = profileOptions([profile(1), profile(2)], [{ accounts: [profile(2), profile(8)] }, { accounts: [] }]);
    expect(options.map((option) => option.id)).toEqual([1, 2, 8]);
  });
});

describe('the publication payload (SPEC §3)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts empty, with only the unsent videos to send', () => {
    const values = emptyPublicationValues([video(1, { status: 'success', account: profile(3) }), video(2)]);
    expect(values).toMatchObject({
      title: '',
      description: '',
      tags: [],
      accounts: [],
      inYouTube: false,
      inTikTok: false,
      inInstagram: false,
      date: '',
    });
    expect(values.video).toEqual([{ id: 2, url: '/api/media/rendered/2.mp4', idUpload: ID_UPLOAD, createdAt: '2026-11-22T10:00:00.000Z' }]);
  });

  it("starts the rest of a partly published request from the item's current title, description, tags, platforms and options", () => {
    const item = {
      title: 'Вечір',
      description: 'Опис',
      tags: 'літо, море',
      inYouTube: true,
      inTikTok: true,
      inInstagram: false,
      tiktok: { privacyLevel: 'SELF_ONLY', allowComments: true, allowDuet: false, allowStitch: false },
      youtube: { madeForKids: false, notifySubscribers: false, categoryId: '10' },
    } as PublishedItem;
    const values = publicationStartValues([video(1, { status: 'success', account: profile(3) }), video(2)], item);
    expect(values).toMatchObject({
      title: 'Вечір',
      description: 'Опис',
      tags: ['літо', 'море'],
      accounts: [],
      inYouTube: true,
      inTikTok: true,
      inInstagram: false,
      date: '',
      tiktok: item.tiktok,
      youtube: item.youtube,
    });
    expect(values.video.map((entry) => entry.id)).toEqual([2]);
    expect(publicationStartValues([video(1)], null)).toEqual(emptyPublicationValues([video(1)]));
  });

  it('assigns each video its profile, sends the Kyiv date as an instant, and passes the shared schema again', () => {
    const form = {
      ...emptyPublicationValues([video(1), video(2), video(3)]),
      title: '  Літо  ',
      tags: ['Літо', 'море'],
      accounts: [profile(7), profile(5)],
      inYouTube: true,
      date: '2026-12-01T12:30',
    };
    const checked = v.parse(PublicationRequestSchema, form);
    const payload = publicationPayload(ID_UPLOAD, checked);
    expect(payload.id).toBe(ID_UPLOAD);
    expect(payload.title).toBe('Літо');
    expect(payload.tags).toEqual(['літо', 'море']);
    expect(payload.video.map((item) => item.account?.id ?? null)).toEqual([7, 5, null]);
    // 12:30 in Kyiv in December (UTC+2).
    expect(payload.date).toBe('2026-12-01T10:30:00.000Z');
    expect(v.safeParse(PublicationRequestSchema, payload).success).toBe(true);
  });

  it('an empty date means "publish now" (null)', () => {
    const checked = v.parse(PublicationRequestSchema, {
      ...emptyPublicationValues([video(1)]),
      title: 'x',
      tags: ['a'],
      accounts: [profile(1)],
      inInstagram: true,
    });
    expect(publicationPayload(ID_UPLOAD, checked).date).toBeNull();
  });

  it("starts with TikTok's privacy not chosen, its interactions off, and YouTube's defaults", () => {
    const values = emptyPublicationValues([video(1)]);
    expect(values.tiktok).toEqual({ privacyLevel: null, allowComments: false, allowDuet: false, allowStitch: false });
    expect(values.youtube).toEqual({ madeForKids: false, notifySubscribers: true, categoryId: '22' });
  });

  it('TikTok on needs its privacy; the payload carries the TikTok choices only with TikTok on, and the YouTube ones', () => {
    const form = {
      ...emptyPublicationValues([video(1)]),
      title: 'x',
      tags: ['a'],
      accounts: [profile(1)],
      inTikTok: true,
      inYouTube: true,
    };
    const refused = v.safeParse(PublicationRequestSchema, form);
    expect(refused.issues?.map((issue) => [issue.message, issue.path?.map((item) => item.key).join('.')])).toEqual([
      [messages.tiktokPrivacyRequired, 'tiktok'],
    ]);

    const chosen = {
      ...form,
      tiktok: { privacyLevel: 'FOLLOWER_OF_CREATOR' as const, allowComments: true, allowDuet: false, allowStitch: false },
      youtube: { madeForKids: true, notifySubscribers: false, categoryId: '27' as const },
    };
    const payload = publicationPayload(ID_UPLOAD, v.parse(PublicationRequestSchema, chosen));
    expect(payload.tiktok).toEqual({ privacyLevel: 'FOLLOWER_OF_CREATOR', allowComments: true, allowDuet: false, allowStitch: false });
    expect(payload.youtube).toEqual({ madeForKids: true, notifySubscribers: false, categoryId: '27' });
    expect(v.safeParse(PublicationRequestSchema, payload).success).toBe(true);

    const tiktokOff = publicationPayload(ID_UPLOAD, v.parse(PublicationRequestSchema, { ...chosen, inTikTok: false }));
    expect(tiktokOff.tiktok).toBeNull();
  });

  it('refuses the form with the SPEC §5 messages', () => {
    const result = v.safeParse(PublicationRequestSchema, { ...emptyPublicationValues([]) });
    expect(result.success).toBe(false);
    const found = new Set(result.issues?.map((issue) => issue.message));
    for (const message of [messages.nameRequired, messages.minOneTag, messages.minOneProfile, messages.minOneVideo])
      expect(found).toContain(message);
  });

  it('refuses more profiles than videos and a date in the past', () => {
    const result = v.safeParse(PublicationRequestSchema, {
      ...emptyPublicationValues([video(1)]),
      title: 'x',
      tags: ['a'],
      accounts: [profile(1), profile(2)],
      inYouTube: true,
      date: '2026-11-01T10:00',
    });
    const found = result.issues?.map((issue) => issue.message) ?? [];
    expect(found).toContain(messages.dateInPast);
    expect(found).toContain(messages.moreProfilesThanVideos);
    const tooMany = v.safeParse(PublicationRequestSchema, {
      ...emptyPublicationValues([video(1)]),
      title: 'x',
      tags: ['a'],
      accounts: [profile(1), profile(2)],
      inYouTube: true,
    });
    expect(tooMany.issues?.map((issue) => issue.message)).toEqual([messages.moreProfilesThanVideos]);
  });
});

describe("the summary at the button: 'N відео → N профілів: platforms'", () => {
  const labels = { youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram' };
  const text = (unsent: number, profiles: number, flags: Parameters<typeof publishSummary>[2]) => {
    const summary = publishSummary(unsent, profiles, flags, labels);
    return publishingText.publication.summary(summary.videos, summary.profiles, summary.platforms);
  };

  it('counts the videos that get a profile, the chosen profiles and the platforms on, in the form order', () => {
    expect(publishSummary(3, 2, { inInstagram: true, inYouTube: true }, labels)).toEqual({
      videos: 2,
      profiles: 2,
      platforms: ['YouTube', 'Instagram'],
    });
    // More profiles than videos (the form refuses it): the summary says so as it is.
    expect(publishSummary(1, 2, { inTikTok: true }, labels)).toEqual({ videos: 1, profiles: 2, platforms: ['TikTok'] });
  });

  it('reads as Ukrainian, with the plural of «профіль» and no platform said plainly', () => {
    expect(text(2, 2, { inYouTube: true, inTikTok: true })).toBe('2 відео → 2 профілі: YouTube, TikTok');
    expect(text(1, 1, { inInstagram: true })).toBe('1 відео → 1 профіль: Instagram');
    expect(text(9, 5, { inYouTube: true })).toBe('5 відео → 5 профілів: YouTube');
    expect(text(30, 21, { inYouTube: true })).toBe('21 відео → 21 профіль: YouTube');
    expect(text(30, 11, { inYouTube: true })).toBe('11 відео → 11 профілів: YouTube');
    expect(text(1, 0, {})).toBe('0 відео → 0 профілів: платформу не вибрано');
  });
});
