import { labelKey } from '@shared/lib/labels';
import { dateToKyivLocal, kyivLocalToDate, nextKyivTimeOfDay } from '@shared/lib/kyiv-time';
import { normalizeTags } from '@shared/lib/tags';
import type { LabelTarget } from '@shared/schemas/accounts';
import type { Option } from '@shared/schemas/common';
import type { Group } from '@shared/schemas/groups';
import { DEFAULT_YOUTUBE_OPTIONS } from '@shared/schemas/publication-options';
import type { Preset, PresetRequestValues, PresetTiming } from '@shared/schemas/publication-presets';
import type { PublicationFormValues, PublishedItem } from '@shared/schemas/publications';
import { addProfiles } from './publication-model';
import { EMPTY_TIKTOK_CHOICES } from './tiktok-options-model';

/** The fields a preset (or a publication published again) fills; the others keep what the operator typed. */
export type PrefilledValues = Pick<PublicationFormValues, 'inYouTube' | 'inTikTok' | 'inInstagram' | 'tiktok' | 'youtube' | 'tags'> &
  Partial<Pick<PublicationFormValues, 'accounts' | 'date'>>;

/** What a preset named that this form cannot apply any more: deleted groups, labels no profile carries now. */
export interface DroppedTargets {
  groups: string[];
  labels: string[];
}

export interface PresetApplication {
  values: PrefilledValues;
  dropped: DroppedTargets;
}

/** Where the preset's targets are looked up: the request's groups and labels (only those the user may reach). */
export interface TargetSource {
  group: readonly Pick<Group, 'id' | 'name' | 'accounts'>[];
  labels: readonly LabelTarget[];
}

/** The date a timing rule gives at `now` (Kyiv `datetime-local`), or undefined when it leaves the date alone. */
export function timingDate(timing: PresetTiming, now: Date): string | undefined {
  switch (timing.kind) {
    case 'none':
      return undefined;
    case 'timeOfDay':
      return nextKyivTimeOfDay(timing.minutes, now);
  }
}

/**
 * A preset applied to the publishing form: platforms, their options and tags replace the form's; with
 * a target (groups, labels) the chosen profiles become the target's profiles, groups first, then labels,
 * each profile once; a timing rule sets the date. Groups deleted since and labels no profile of the
 * user carries any more are left out and named in `dropped`, so the operator is told.
 */
export function applyPreset(preset: Preset, source: TargetSource, profiles: readonly Option[], now: Date): PresetApplication {
  const dropped: DroppedTargets = { groups: [], labels: [] };
  let targetProfiles: Option[] = [];
  for (const wanted of preset.groups) {
    const group = wanted.missing ? undefined : source.group.find((candidate) => candidate.id === wanted.id);
    if (!group) dropped.groups.push(wanted.name);
    else targetProfiles = addProfiles(targetProfiles, group.accounts, profiles);
  }
  const byId = new Map(profiles.map((option) => [option.id, option]));
  for (const label of preset.labels) {
    const target = source.labels.find((candidate) => labelKey(candidate.label) === labelKey(label));
    if (!target) dropped.labels.push(label);
    else
      targetProfiles = addProfiles(
        targetProfiles,
        target.accounts.flatMap((id) => byId.get(id) ?? []),
        profiles,
      );
  }
  const hasTarget = preset.groups.length > 0 || preset.labels.length > 0;
  const date = timingDate(preset.timing, now);
  return {
    values: {
      inYouTube: preset.inYouTube,
      inTikTok: preset.inTikTok,
      inInstagram: preset.inInstagram,
      tiktok: preset.tiktok ? { ...preset.tiktok } : { ...EMPTY_TIKTOK_CHOICES },
      youtube: { ...DEFAULT_YOUTUBE_OPTIONS, ...preset.youtube },
      tags: [...preset.tags],
      ...(hasTarget ? { accounts: targetProfiles } : {}),
      ...(date !== undefined ? { date } : {}),
    },
    dropped,
  };
}

/**
 * The groups and labels the chosen profiles make up: each group (and label) with profiles, all of
 * them chosen. What 'Зберегти як шаблон' proposes as the preset's target.
 */
export function inferTarget(accounts: readonly Pick<Option, 'id'>[], source: TargetSource): { groups: number[]; labels: string[] } {
  const chosen = new Set(accounts.map((account) => account.id));
  const covered = (ids: readonly number[]) => ids.length > 0 && ids.every((id) => chosen.has(id));
  return {
    groups: source.group.filter((group) => covered(group.accounts.map((account) => account.id))).map((group) => group.id),
    labels: source.labels.filter((target) => covered(target.accounts)).map((target) => target.label),
  };
}

/** The timing a preset saved from the form proposes: the time of day of the form's date, or none. */
export function timingFromDate(date: string | null | undefined): PresetTiming {
  const instant = date ? kyivLocalToDate(date) : null;
  if (!instant) return { kind: 'none' };
  const [hours, minutes] = dateToKyivLocal(instant).slice(11, 16).split(':').map(Number);
  return { kind: 'timeOfDay', minutes: hours! * 60 + minutes! };
}

/** 'Зберегти як шаблон': the preset the form's current choices make, with the target and timing chosen in the dialog. */
export function presetFromForm(
  name: string,
  values: PublicationFormValues,
  target: { groups: number[]; labels: string[] },
  timing: PresetTiming,
): PresetRequestValues {
  return {
    name,
    inYouTube: Boolean(values.inYouTube),
    inTikTok: Boolean(values.inTikTok),
    inInstagram: Boolean(values.inInstagram),
    tiktok:
      values.inTikTok && values.tiktok
        ? { ...EMPTY_TIKTOK_CHOICES, ...values.tiktok, privacyLevel: values.tiktok.privacyLevel || null }
        : null,
    youtube: { ...DEFAULT_YOUTUBE_OPTIONS, ...values.youtube },
    tags: normalizeTags(values.tags ?? []),
    groups: target.groups,
    labels: target.labels,
    timing,
  };
}

export interface RepublishPrefill {
  values: PrefilledValues;
  /** Profiles of the publication this request's form cannot offer (another user's, deleted since). */
  droppedProfiles: number;
}

/**
 * 'Опублікувати ще раз так само': the form of another request starts from a publication's platforms,
 * TikTok's and YouTube's options, tags and its profiles (in the order of its videos, each once, only
 * those this form offers). The title, description and date are the new video's own, so they stay empty.
 */
export function republishPrefill(item: PublishedItem, profiles: readonly Option[]): RepublishPrefill {
  // The item's rows come in the order of its videos' positions (the server sorts them by variant).
  const seen = new Set<number>();
  const wanted: number[] = [];
  for (const row of item.video) {
    if (seen.has(row.account.id)) continue;
    seen.add(row.account.id);
    wanted.push(row.account.id);
  }
  const byId = new Map(profiles.map((option) => [option.id, option]));
  const accounts = wanted.flatMap((id) => byId.get(id) ?? []);
  return {
    values: {
      inYouTube: item.inYouTube,
      inTikTok: item.inTikTok,
      inInstagram: item.inInstagram,
      tiktok: item.tiktok ? { ...item.tiktok } : { ...EMPTY_TIKTOK_CHOICES },
      youtube: { ...DEFAULT_YOUTUBE_OPTIONS, ...item.youtube },
      tags: normalizeTags(item.tags.split(',')),
      accounts,
    },
    droppedProfiles: wanted.length - accounts.length,
  };
}

/** A request another publication's choices can go to: rendered, with videos not yet sent. */
export const videosLeft = (request: { status: string; doneCount: number; sentCount: number }): number =>
  request.status === 'success' ? Math.max(0, request.doneCount - request.sentCount) : 0;
