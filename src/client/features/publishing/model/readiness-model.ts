import { pairKey, type PairReadiness, type SkipPair, type UnreadyState } from '@shared/schemas/publish-readiness';
import type { Option } from '@shared/schemas/common';
import { PLATFORMS, type Platform } from '@shared/status';

export interface PlatformFlags {
  inYouTube?: boolean | undefined;
  inTikTok?: boolean | undefined;
  inInstagram?: boolean | undefined;
}

/** The platforms switched on in the form, in the form's order. */
export const chosenPlatforms = (flags: PlatformFlags): Platform[] =>
  PLATFORMS.filter((platform) => ({ youtube: flags.inYouTube, tiktok: flags.inTikTok, instagram: flags.inInstagram })[platform]);

/** A chosen profile × platform that cannot publish now, with why (the health board's states). */
export interface UnreadyPair {
  account: Option;
  platform: Platform;
  reasons: UnreadyState[];
}

/** What a click will make, before it is made. */
export interface PublishPlan {
  /** Rows that will be made per chosen platform: profiles that take a video, have the platform on and are ready. */
  rows: { platform: Platform; count: number }[];
  /** Chosen pairs (profile takes a video, platform on for it) that are not ready. */
  unready: UnreadyPair[];
  /** Profiles taking a video that have none of the chosen platforms on (the server refuses them). */
  withoutPlatform: Option[];
  /** False until the readiness of every profile taking a video is known. */
  known: boolean;
}

/**
 * The rows a publication will really make: video k goes to profile k, so only the first `videoCount`
 * chosen profiles take part; each makes one row per chosen platform it has switched on (a platform off
 * on a profile is left out, as the server does), unless that pair is unready, when it is counted apart.
 */
export function publishPlan(
  accounts: readonly Option[],
  videoCount: number,
  flags: PlatformFlags,
  readiness: readonly PairReadiness[] | undefined,
): PublishPlan {
  const platforms = chosenPlatforms(flags);
  const byPair = new Map((readiness ?? []).map((pair) => [pairKey(pair.accountId, pair.platform), pair]));
  const taking = accounts.slice(0, Math.max(0, videoCount));
  const counts = new Map(platforms.map((platform) => [platform, 0]));
  const unready: UnreadyPair[] = [];
  const withoutPlatform: Option[] = [];
  let known = true;
  for (const account of taking) {
    let any = false;
    for (const platform of platforms) {
      const pair = byPair.get(pairKey(account.id, platform));
      if (!pair) {
        known = false;
        continue;
      }
      if (!pair.enabled) continue;
      any = true;
      if (pair.unready.length > 0) unready.push({ account, platform, reasons: pair.unready });
      else counts.set(platform, (counts.get(platform) ?? 0) + 1);
    }
    if (!any && byPair.has(pairKey(account.id, 'youtube'))) withoutPlatform.push(account);
  }
  return { rows: platforms.map((platform) => ({ platform, count: counts.get(platform) ?? 0 })), unready, withoutPlatform, known };
}

/** The pairs the operator chose to leave out, as the publication's `skip`. */
export const skipList = (unready: readonly UnreadyPair[]): SkipPair[] =>
  unready.map((pair) => ({ accountId: pair.account.id, platform: pair.platform }));

/** The chosen profiles' unready pairs, by profile id (what its chip says). */
export function unreadyByProfile(unready: readonly UnreadyPair[]): Map<number, UnreadyPair[]> {
  const result = new Map<number, UnreadyPair[]>();
  for (const pair of unready) result.set(pair.account.id, [...(result.get(pair.account.id) ?? []), pair]);
  return result;
}

/** How many profiles have at least one unready pair. */
export const unreadyProfileCount = (unready: readonly UnreadyPair[]): number => new Set(unready.map((pair) => pair.account.id)).size;
