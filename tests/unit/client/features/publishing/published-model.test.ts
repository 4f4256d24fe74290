import { describe, expect, it } from 'vitest';
import type { PublishedItem, PublishedRow } from '@shared/schemas/publications';
import {
  canRetry,
  formatTags,
  groupRowsByVideo,
  hasRowsInProgress,
  hasUploadsInProgress,
  replaceRow,
  rowCounts,
  rowDate,
  rowErrorText,
  rowWait,
  awaitsLink,
  itemProfiles,
  sentUnderOtherTitle,
  updateFormValues,
  updatePayload,
  uploadTitle,
  videosReachedByEdit,
  waitingVideoCount,
} from '@client/features/publishing/model/published-model';

const ID_UPLOAD = '00000000-0000-4000-8000-000000000001';
const publishedRow = (id: number, patch: Partial<PublishedRow> = {}): PublishedRow => ({
  id,
  videoId: 1,
  platform: 'youtube',
  status: 'publication',
  error: null,
  postUrl: null,
  account: { id: 3, title: '#3 · proxy' },
  video: { id: patch.videoId ?? 1, url: '/v.mp4', posterUrl: '/v.jpg', idUpload: ID_UPLOAD, createdAt: '2026-11-22T09:00:00.000Z' },
  publishAt: null,
  retryAt: null,
  plannedAt: null,
  publishedAt: null,
  attempts: 0,
  views: 10,
  likes: 2,
  comments: 1,
  updatedAt: '2026-11-22T09:00:00.000Z',
  title: 'Літо',
  description: 'Опис',
  tags: ['літо', 'море', 'shorts'],
  caption: null,
  tiktok: null,
  youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
  atPlatform: false,
  ...patch,
});

const item = (rows: PublishedRow[]): PublishedItem => ({
  id: 4,
  idUpload: ID_UPLOAD,
  title: 'Літо',
  description: 'Опис',
  tags: 'літо,море , shorts',
  inYouTube: true,
  inTikTok: false,
  inInstagram: true,
  tiktok: null,
  youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
  date: null,
  status: 'publication',
  texts: { youtubeTitle: '', youtubeDescription: '', tiktok: '', instagram: '' },
  tagProfile: [],
  video: rows,
  createdAt: '2026-11-22T09:00:00.000Z',
  request: { id: 2, idUpload: ID_UPLOAD, sourceName: 'літо.mp4' },
});

describe('published item rows (SPEC §2 /video/youtube/{idUpload}, §4)', () => {
  it("offers 'Опублікувати' only for rows in error or loading status", () => {
    expect(canRetry({ status: 'error' })).toBe(true);
    expect(canRetry({ status: 'loading' })).toBe(true);
    for (const status of ['success', 'publication', 'noactive'] as const) expect(canRetry({ status })).toBe(false);
  });

  it('shows views, likes and comments only for a published row', () => {
    expect(rowCounts(publishedRow(1, { status: 'success' }))).toEqual({ views: 10, likes: 2, comments: 1 });
    expect(rowCounts(publishedRow(1, { status: 'error' }))).toBeNull();
    // TikTok reports no counts: its zeros would read as "nobody watched".
    expect(rowCounts(publishedRow(1, { status: 'success', platform: 'tiktok' }))).toBeNull();
  });

  it("shows the error text only in error status, 'N/A' when the server gave none", () => {
    expect(rowErrorText(publishedRow(1, { status: 'error', error: 'quotaExceeded' }))).toBe('quotaExceeded');
    expect(rowErrorText(publishedRow(1, { status: 'error', error: null }))).toBe('N/A');
    expect(rowErrorText(publishedRow(1, { status: 'loading', error: 'stale' }))).toBeNull();
  });

  it('dates a row by when it was published, else when it is scheduled', () => {
    expect(
      rowDate(publishedRow(1, { status: 'success', publishedAt: '2026-11-22T10:00:00.000Z', publishAt: '2026-11-22T09:00:00.000Z' })),
    ).toEqual({
      kind: 'published',
      at: '2026-11-22T10:00:00.000Z',
    });
    expect(rowDate(publishedRow(1, { publishAt: '2026-12-01T10:00:00.000Z' }))).toEqual({
      kind: 'scheduled',
      at: '2026-12-01T10:00:00.000Z',
    });
    expect(rowDate(publishedRow(1))).toBeNull();
  });

  it("dates a waiting row by the slot its profile's posting limits planned, unless its waiting note gives that time", () => {
    const planned = { plannedAt: '2026-11-26T07:40:00.000Z', publishAt: '2026-11-25T10:00:00.000Z' };
    expect(rowDate(publishedRow(1, { status: 'publication', ...planned }))).toEqual({ kind: 'planned', at: '2026-11-26T07:40:00.000Z' });
    expect(rowDate(publishedRow(1, { status: 'publication', ...planned, retryAt: planned.plannedAt }))).toEqual({
      kind: 'scheduled',
      at: planned.publishAt,
    });
    expect(rowDate(publishedRow(1, { status: 'error', ...planned }))).toEqual({ kind: 'scheduled', at: planned.publishAt });
  });

  it('groups rows by video in order of appearance, platforms in the order YouTube, TikTok, Instagram', () => {
    const groups = groupRowsByVideo([
      publishedRow(1, { videoId: 20, platform: 'instagram' }),
      publishedRow(2, { videoId: 10, platform: 'tiktok' }),
      publishedRow(3, { videoId: 20, platform: 'youtube' }),
      publishedRow(4, { videoId: 10, platform: 'youtube' }),
    ]);
    expect(groups.map((group) => [group.videoId, group.position, group.rows.map((row) => row.platform)])).toEqual([
      [20, 1, ['youtube', 'instagram']],
      [10, 2, ['youtube', 'tiktok']],
    ]);
  });

  it('keeps polling while a row is publication or loading', () => {
    expect(hasRowsInProgress(item([publishedRow(1, { status: 'success' }), publishedRow(2, { status: 'loading' })]))).toBe(true);
    expect(hasRowsInProgress(item([publishedRow(1, { status: 'publication' })]))).toBe(true);
    expect(hasRowsInProgress(item([publishedRow(1, { status: 'success' }), publishedRow(2, { status: 'error' })]))).toBe(false);
    expect(hasRowsInProgress(undefined)).toBe(false);
    expect(hasUploadsInProgress([{ status: 'success' }, { status: 'publication' }])).toBe(true);
    expect(hasUploadsInProgress([{ status: 'success' }, { status: 'noactive' }])).toBe(false);
  });

  it('a retried row replaces its old copy in the item', () => {
    const before = item([publishedRow(1, { status: 'error' }), publishedRow(2, { status: 'success' })]);
    const after = replaceRow(before, publishedRow(1, { status: 'publication', attempts: 2 }));
    expect(after.video.map((row) => [row.id, row.status])).toEqual([
      [1, 'publication'],
      [2, 'success'],
    ]);
    expect(before.video[0]!.status).toBe('error');
  });
});

describe('a waiting row and a post without a link yet', () => {
  it("a row 'На публікації' with a next attempt shows why it waits and when", () => {
    const waiting = publishedRow(1, {
      status: 'publication',
      retryAt: '2026-11-23T10:00:00.000Z',
      error: ' Денний ліміт завантажень YouTube вичерпано ',
    });
    expect(rowWait(waiting)).toEqual({
      reason: 'Денний ліміт завантажень YouTube вичерпано',
      retryAt: '2026-11-23T10:00:00.000Z',
      next: 'attempt',
    });
    expect(rowWait(publishedRow(1, { status: 'publication', retryAt: '2026-11-23T10:00:00.000Z' }))).toEqual({
      reason: null,
      retryAt: '2026-11-23T10:00:00.000Z',
      next: 'attempt',
    });
    expect(rowWait(publishedRow(1, { status: 'publication' }))).toBeNull();
    expect(rowWait(publishedRow(1, { status: 'error', retryAt: '2026-11-23T10:00:00.000Z' }))).toBeNull();
  });

  it("a row 'В обробці' the platform is processing shows the reason and the next check", () => {
    const processing = publishedRow(1, { status: 'loading', retryAt: '2026-11-23T10:01:00.000Z', error: 'Обробляється на YouTube' });
    expect(rowWait(processing)).toEqual({ reason: 'Обробляється на YouTube', retryAt: '2026-11-23T10:01:00.000Z', next: 'check' });
    // A row being uploaded right now has no next check.
    expect(rowWait(publishedRow(1, { status: 'loading' }))).toBeNull();
  });

  it('a published row without a link waits for moderation', () => {
    expect(awaitsLink({ status: 'success', postUrl: null })).toBe(true);
    expect(awaitsLink({ status: 'success', postUrl: 'https://www.tiktok.com/@studio/video/1' })).toBe(false);
    expect(awaitsLink({ status: 'publication', postUrl: null })).toBe(false);
  });
});

describe('the published item edit form values (SPEC §2: tags as a comma-separated string)', () => {
  it('spaces the tags for reading and keeps the flags', () => {
    expect(formatTags(' a,b , ,c ')).toBe('a, b, c');
    expect(updateFormValues(item([]))).toEqual({
      title: 'Літо',
      description: 'Опис',
      tags: 'літо, море, shorts',
      inYouTube: true,
      inTikTok: false,
      inInstagram: true,
      tiktok: { privacyLevel: null, allowComments: false, allowDuet: false, allowStitch: false },
      youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
    });
  });

  it("prefills the TikTok and YouTube choices the item was published with; TikTok's go back only while TikTok is on", () => {
    const tiktok = { privacyLevel: 'SELF_ONLY' as const, allowComments: true, allowDuet: false, allowStitch: true };
    const youtube = { madeForKids: true, notifySubscribers: false, categoryId: '10' as const };
    const values = updateFormValues({ ...item([]), inTikTok: true, tiktok, youtube });
    expect(values.tiktok).toEqual(tiktok);
    expect(values.youtube).toEqual(youtube);
    const checked = {
      ...values,
      tags: ['літо'],
      description: 'Опис',
      inYouTube: true,
      inTikTok: true,
      inInstagram: false,
      tiktok,
      youtube,
    };
    expect(updatePayload(checked)).toMatchObject({ tiktok, youtube });
    expect(updatePayload({ ...checked, inTikTok: false }).tiktok).toBeNull();
  });

  it('asks TikTok about each profile of the item once', () => {
    const rows = [publishedRow(1), publishedRow(2, { platform: 'tiktok' }), publishedRow(3, { account: { id: 8, title: '#8 · proxy' } })];
    expect(itemProfiles(item(rows))).toEqual([
      { id: 3, title: '#3 · proxy' },
      { id: 8, title: '#8 · proxy' },
    ]);
  });
});

describe("the 'YouTube' list", () => {
  it('shows the title, or the upload id when there is none', () => {
    expect(uploadTitle({ title: 'Літо', idUpload: ID_UPLOAD })).toBe('Літо');
    expect(uploadTitle({ title: null, idUpload: ID_UPLOAD })).toBe(ID_UPLOAD);
    expect(uploadTitle({ title: '  ', idUpload: ID_UPLOAD })).toBe(ID_UPLOAD);
  });
});

describe('which videos a change of the metadata reaches (rows already sent keep what they went out with)', () => {
  // Video 1: on YouTube (sent) and TikTok (waiting); video 2: sent on YouTube only; video 3: waiting on
  // Instagram; video 4: TikTok switched off.
  const rows = [
    publishedRow(1, { videoId: 1, platform: 'youtube', status: 'success', atPlatform: true, title: 'Ранок' }),
    publishedRow(2, { videoId: 1, platform: 'tiktok', status: 'publication' }),
    publishedRow(3, { videoId: 2, platform: 'youtube', status: 'publication', atPlatform: true }),
    publishedRow(4, { videoId: 3, platform: 'instagram', status: 'error' }),
    publishedRow(5, { videoId: 4, platform: 'tiktok', status: 'noactive' }),
  ];

  it('a new batch also reaches the videos with a row still waiting, not the switched-off ones', () => {
    expect(waitingVideoCount(rows)).toBe(2);
    expect(waitingVideoCount([])).toBe(0);
  });

  it('an edit reaches the videos with a row not yet sent on a platform the form keeps on', () => {
    expect(videosReachedByEdit(rows, { inYouTube: true, inTikTok: true, inInstagram: true })).toBe(3);
    expect(videosReachedByEdit(rows, { inYouTube: true, inTikTok: false, inInstagram: true })).toBe(1);
    expect(videosReachedByEdit(rows, { inYouTube: true })).toBe(0);
  });

  it("names the title a sent row went out with only when the item's is another now", () => {
    expect(sentUnderOtherTitle(rows[0]!, 'Вечір')).toBe('Ранок');
    expect(sentUnderOtherTitle(rows[0]!, 'Ранок')).toBeNull();
    expect(sentUnderOtherTitle({ ...rows[1]!, title: 'Ранок' }, 'Вечір')).toBeNull();
  });
});
