import { normalizeTags } from '@shared/lib/tags';
import type { Option } from '@shared/schemas/common';
import type { CreationRequestDetail, VideoItem } from '@shared/schemas/creation';
import type { Group } from '@shared/schemas/groups';
import { DEFAULT_YOUTUBE_OPTIONS } from '@shared/schemas/publication-options';
import {
  EMPTY_PLATFORM_TEXTS,
  type PublicationFormValues,
  type PublicationRequest,
  type PublishedItem,
} from '@shared/schemas/publications';
import { EMPTY_TIKTOK_CHOICES, toTikTokChoices } from './tiktok-options-model';

/** A video of the form's payload: what the server needs to find it. */
export type PublicationVideo = PublicationFormValues['video'][number];

/** A video already sent to publishing carries its status (and profile): it is shown, never sent again. */
export const isSent = (video: VideoItem): boolean => video.status !== undefined;

/** The videos of the request that can still be published, in their order. */
export function unsentVideos(videos: readonly VideoItem[]): VideoItem[] {
  return videos.filter((video) => !isSent(video));
}

export function toPublicationVideo(video: Pick<VideoItem, 'id' | 'url' | 'idUpload' | 'createdAt'>): PublicationVideo {
  return { id: video.id, url: video.url, idUpload: video.idUpload, createdAt: video.createdAt };
}

/** The profile each video goes to, as the form shows it. */
export interface VideoAssignment {
  video: VideoItem;
  /** Position among all the request's videos, from 1. */
  position: number;
  /** The chosen profile (new videos) or the one it was sent with (sent videos); null: not published. */
  account: Option | null;
  sent: boolean;
}

/**
 * When profiles are chosen, each video is assigned the profile at the same position. Only
 * videos not yet sent take part: the k-th of them gets the k-th chosen profile, those beyond the
 * chosen profiles get none. Sent videos keep the profile they were sent with.
 */
export function assignProfiles(videos: readonly VideoItem[], accounts: readonly Option[]): VideoAssignment[] {
  let next = 0;
  return videos.map((video, index) => {
    if (isSent(video)) return { video, position: index + 1, account: video.account ?? null, sent: true };
    const account = accounts[next] ?? null;
    next += 1;
    return { video, position: index + 1, account, sent: false };
  });
}

/** A preset tag set applied to the field: its tags join the ones there (trimmed, lowercased, deduplicated). */
export function mergeTags(current: readonly string[], added: readonly string[]): string[] {
  return normalizeTags([...current, ...added]);
}

/**
 * A group applied to the profiles field: its profiles not yet chosen are appended, in the group's
 * order, after the chosen ones (whose order, and so their videos, stays as it was). A profile is
 * taken from `known` (the select's options) when it is there, so labels stay consistent.
 */
export function addProfiles(current: readonly Option[], added: readonly Option[], known: readonly Option[] = []): Option[] {
  const byId = new Map(known.map((option) => [option.id, option]));
  const chosen = new Set(current.map((option) => option.id));
  const result = [...current];
  for (const option of added) {
    if (chosen.has(option.id)) continue;
    chosen.add(option.id);
    result.push(byId.get(option.id) ?? option);
  }
  return result;
}

/** Every profile the select can show: the request's options, then group members it does not list. */
export function profileOptions(accounts: readonly Option[], groups: readonly Pick<Group, 'accounts'>[]): Option[] {
  return addProfiles(
    accounts,
    groups.flatMap((group) => group.accounts),
    accounts,
  );
}

/**
 * The form's starting values: nothing chosen, no platform, publish at once, the unsent videos; TikTok's
 * privacy not chosen and its interactions off (TikTok's guidelines), YouTube's defaults.
 */
export function emptyPublicationValues(videos: readonly VideoItem[]): PublicationFormValues {
  return {
    title: '',
    description: '',
    tags: [],
    accounts: [],
    video: unsentVideos(videos).map(toPublicationVideo),
    inYouTube: false,
    inTikTok: false,
    inInstagram: false,
    date: '',
    // Every field the form registers starts here: a field missing from the start values (its switch
    // then reads false) would make an untouched form differ from them and skip its draft's restore.
    inSlots: false,
    tiktok: { ...EMPTY_TIKTOK_CHOICES },
    youtube: { ...DEFAULT_YOUTUBE_OPTIONS },
    texts: { ...EMPTY_PLATFORM_TEXTS },
  };
}

/**
 * The form's starting values for the rest of a partly published request: the item's current title,
 * description, tags, platforms and their options (what a change is made from), nothing chosen, publish
 * at once, the unsent videos. Without an item, the empty form.
 */
export function publicationStartValues(videos: readonly VideoItem[], item: PublishedItem | null): PublicationFormValues {
  const empty = emptyPublicationValues(videos);
  if (!item) return empty;
  return {
    ...empty,
    title: item.title,
    description: item.description,
    tags: normalizeTags(item.tags.split(',')),
    inYouTube: item.inYouTube,
    inTikTok: item.inTikTok,
    inInstagram: item.inInstagram,
    tiktok: item.tiktok ? { ...item.tiktok } : { ...EMPTY_TIKTOK_CHOICES },
    youtube: { ...DEFAULT_YOUTUBE_OPTIONS, ...item.youtube },
    texts: { ...EMPTY_PLATFORM_TEXTS, ...item.texts },
  };
}

/**
 * The publication payload from the checked form: video k carries the k-th profile,
 * videos beyond the chosen profiles go with no profile (they stay unpublished); the date, read as
 * Kyiv time by the schema, travels as an ISO instant, or null for "publish now". TikTok's choices go
 * only when TikTok is on; YouTube's always (the server keeps them with the item).
 */
export function publicationPayload(idUpload: string, values: PublicationRequest): PublicationFormValues {
  return {
    id: idUpload,
    title: values.title,
    description: values.description,
    tags: values.tags,
    accounts: values.accounts,
    video: values.video.map((video, index) => ({ ...toPublicationVideo(video), account: values.accounts[index] ?? null })),
    inYouTube: values.inYouTube,
    inTikTok: values.inTikTok,
    inInstagram: values.inInstagram,
    date: values.date && !values.inSlots ? values.date.toISOString() : null,
    inSlots: values.inSlots,
    tiktok: values.inTikTok ? toTikTokChoices(values.tiktok) : null,
    youtube: { ...DEFAULT_YOUTUBE_OPTIONS, ...values.youtube },
    texts: values.texts,
  };
}

/** Whether the request's videos are ready to publish (only a request in success status). */
export const canPublishRequest = (detail: Pick<CreationRequestDetail, 'status'>): boolean => detail.status === 'success';

/** What a click on 'Опублікувати' will send: how many videos, to how many profiles, on which platforms. */
export interface PublishSummary {
  videos: number;
  profiles: number;
  platforms: string[];
}

/**
 * The k-th unsent video goes to the k-th chosen profile, so as many videos go out as there
 * are both unsent videos and chosen profiles; the platforms are the switches that are on, in the
 * form's order.
 */
export function publishSummary(
  unsentCount: number,
  profileCount: number,
  flags: { inYouTube?: boolean | undefined; inTikTok?: boolean | undefined; inInstagram?: boolean | undefined },
  labels: { youtube: string; tiktok: string; instagram: string },
): PublishSummary {
  const platforms = [flags.inYouTube && labels.youtube, flags.inTikTok && labels.tiktok, flags.inInstagram && labels.instagram].filter(
    (label): label is string => typeof label === 'string',
  );
  return { videos: Math.min(unsentCount, profileCount), profiles: profileCount, platforms };
}
