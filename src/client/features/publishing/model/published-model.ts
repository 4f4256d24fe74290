import { DEFAULT_YOUTUBE_OPTIONS } from '@shared/schemas/publication-options';
import type { PublicationUpdate, PublicationUpdateValues, PublishedItem, PublishedRow, VideoUploadRow } from '@shared/schemas/publications';
import { PLATFORMS, PLATFORMS_WITH_COUNTS, type Platform, type Status } from '@shared/status';
import { videoText } from '@client/components/videos/text';
import { commonText } from '@client/lib/text';
import { EMPTY_TIKTOK_CHOICES, toTikTokChoices } from './tiktok-options-model';

/** The 'YouTube' list refreshes every 15 s while something in it is still being published. */
export const UPLOADS_POLL_MS = 15_000;
/** The published item refreshes every 5 s while one of its rows is still being published. */
export const PUBLISHED_POLL_MS = 5_000;

export const platformNames: Record<Platform, string> = {
  youtube: commonText.platforms.youtube,
  tiktok: commonText.platforms.tiktok,
  instagram: commonText.platforms.instagram,
};

/** A status that still changes on its own (queued for publishing, or being uploaded). */
export const isInProgress = (status: Status): boolean => status === 'publication' || status === 'loading';

/** A row in error or loading status has the 'Опублікувати' (retry) button. */
export const canRetry = (row: Pick<PublishedRow, 'status'>): boolean => row.status === 'error' || row.status === 'loading';

/**
 * Views, likes and comments show only for a published (success) row, and only on a
 * platform that reports them (a TikTok row's zeros would mean "unknown", not zero).
 */
export function rowCounts(row: PublishedRow): { views: number; likes: number; comments: number } | null {
  return row.status === 'success' && PLATFORMS_WITH_COUNTS.includes(row.platform)
    ? { views: row.views, likes: row.likes, comments: row.comments }
    : null;
}

/** The error text shows only for a row in error status; without one, 'N/A'. */
export function rowErrorText(row: PublishedRow): string | null {
  if (row.status !== 'error') return null;
  return row.error?.trim() || videoText.errorFallback;
}

/**
 * A row waiting for its next attempt ('На публікації' with `retryAt`: a platform limit, a post still
 * in moderation), or for the next check of a post the platform is processing ('В обробці' with
 * `retryAt`, e.g. 'Обробляється на YouTube'): why it waits (the row's message, when there is one) and
 * when it is tried or checked again.
 */
export function rowWait(row: PublishedRow): { reason: string | null; retryAt: string; next: 'attempt' | 'check' } | null {
  if ((row.status !== 'publication' && row.status !== 'loading') || !row.retryAt) return null;
  return { reason: row.error?.trim() || null, retryAt: row.retryAt, next: row.status === 'loading' ? 'check' : 'attempt' };
}

/** A published row without a public link yet (TikTok gives none until moderation ends): the page says so. */
export const awaitsLink = (row: Pick<PublishedRow, 'status' | 'postUrl'>): boolean => row.status === 'success' && !row.postUrl;

/**
 * The date a row shows: when it was published; for a row still waiting, the slot its profile's posting
 * limits planned it into ('planned'; not when the waiting note already gives that time); else when it is
 * scheduled for; null for none.
 */
export function rowDate(row: PublishedRow): { kind: 'published' | 'planned' | 'scheduled'; at: string } | null {
  if (row.status === 'success' && row.publishedAt) return { kind: 'published', at: row.publishedAt };
  if (row.status === 'publication' && row.plannedAt && row.plannedAt !== row.retryAt) return { kind: 'planned', at: row.plannedAt };
  if (row.publishAt) return { kind: 'scheduled', at: row.publishAt };
  if (row.publishedAt) return { kind: 'published', at: row.publishedAt };
  return null;
}

/** One rendered video of the item with its rows, one per platform. */
export interface VideoRows {
  videoId: number;
  /** Position among the item's videos, from 1. */
  position: number;
  video: PublishedRow['video'];
  rows: PublishedRow[];
}

/**
 * The item's rows (one per video × platform) grouped by video, videos in the order they first
 * appear, each video's rows in the platform order YouTube, TikTok, Instagram.
 */
export function groupRowsByVideo(rows: readonly PublishedRow[]): VideoRows[] {
  const groups = new Map<number, VideoRows>();
  for (const row of rows) {
    let group = groups.get(row.videoId);
    if (!group) {
      group = { videoId: row.videoId, position: groups.size + 1, video: row.video, rows: [] };
      groups.set(row.videoId, group);
    }
    group.rows.push(row);
  }
  const order = (platform: Platform) => PLATFORMS.indexOf(platform);
  for (const group of groups.values()) group.rows.sort((a, b) => order(a.platform) - order(b.platform) || a.id - b.id);
  return [...groups.values()];
}

/** Whether any row of the item is still being published (the page then polls). */
export const hasRowsInProgress = (item: Pick<PublishedItem, 'video'> | undefined): boolean =>
  item?.video.some((row) => isInProgress(row.status)) ?? false;

/** Whether any row of a list page is still being published (the list then polls). */
export const hasUploadsInProgress = (rows: readonly Pick<VideoUploadRow, 'status'>[] | undefined): boolean =>
  rows?.some((row) => isInProgress(row.status)) ?? false;

/** The comma-separated tags of the detail, spaced for reading: 'a,b , c' → 'a, b, c'. */
export function formatTags(tags: string): string {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The edit form's values from the server's answer (tags as a comma-separated string), with
 * the TikTok and YouTube choices the item was published with (TikTok's privacy empty when none was).
 */
export function updateFormValues(item: PublishedItem): PublicationUpdateValues & { tags: string } {
  return {
    title: item.title,
    description: item.description,
    tags: formatTags(item.tags),
    inYouTube: item.inYouTube,
    inTikTok: item.inTikTok,
    inInstagram: item.inInstagram,
    tiktok: item.tiktok ? { ...item.tiktok } : { ...EMPTY_TIKTOK_CHOICES },
    youtube: { ...DEFAULT_YOUTUBE_OPTIONS, ...item.youtube },
  };
}

/** PATCH body from the checked edit form: TikTok's choices only while TikTok is on (else the item keeps its own). */
export function updatePayload(values: PublicationUpdate): PublicationUpdate {
  return {
    ...values,
    tiktok: values.inTikTok ? toTikTokChoices(values.tiktok) : null,
    youtube: { ...DEFAULT_YOUTUBE_OPTIONS, ...values.youtube },
  };
}

type PlatformFlags = { inYouTube?: boolean | undefined; inTikTok?: boolean | undefined; inInstagram?: boolean | undefined };
const flagOf: Record<Platform, keyof PlatformFlags> = { youtube: 'inYouTube', tiktok: 'inTikTok', instagram: 'inInstagram' };

/** How many videos have a row that passes `test` (a video has one row per platform). */
const videosWith = (rows: readonly PublishedRow[], test: (row: PublishedRow) => boolean): number =>
  new Set(rows.filter(test).map((row) => row.videoId)).size;

/**
 * How many of the item's videos a new batch's title, description, tags and options also reach: those
 * with a row that waits for its platform (not yet sent, not switched off). Rows already sent keep
 * what they were posted with.
 */
export const waitingVideoCount = (rows: readonly PublishedRow[]): number =>
  videosWith(rows, (row) => !row.atPlatform && row.status !== 'noactive');

/**
 * How many of the item's videos the edit form's save reaches: those with a row not yet sent on a
 * platform the form keeps on (a platform switched off stops its rows instead).
 */
export const videosReachedByEdit = (rows: readonly PublishedRow[], flags: PlatformFlags): number =>
  videosWith(rows, (row) => !row.atPlatform && Boolean(flags[flagOf[row.platform]]));

/** The title a row went out with, when the item no longer has it (null otherwise, or while it has not gone out). */
export const sentUnderOtherTitle = (row: Pick<PublishedRow, 'atPlatform' | 'title'>, itemTitle: string): string | null =>
  row.atPlatform && row.title !== itemTitle ? row.title : null;

/** The profiles of the item's rows, each once, in the order they first appear (the TikTok block asks each). */
export function itemProfiles(item: Pick<PublishedItem, 'video'>): Array<{ id: number; title: string }> {
  const seen = new Map<number, { id: number; title: string }>();
  for (const row of item.video) if (!seen.has(row.account.id)) seen.set(row.account.id, { id: row.account.id, title: row.account.title });
  return [...seen.values()];
}

/** The item with one row replaced by the server's answer to a retry. */
export function replaceRow(item: PublishedItem, row: PublishedRow): PublishedItem {
  return { ...item, video: item.video.map((other) => (other.id === row.id ? row : other)) };
}

/** The middle column of the 'YouTube' list shows the title, or the upload id when there is none. */
export function uploadTitle(row: Pick<VideoUploadRow, 'title' | 'idUpload'>): string {
  return row.title?.trim() || row.idUpload;
}
