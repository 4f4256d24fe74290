import { TIKTOK_PRIVACY_LEVELS, type TikTokCreator, type TikTokPrivacyLevel } from '@shared/schemas/publication-options';

/** Where a profile's TikTok creator info stands. */
export type CreatorLoad =
  | { status: 'loading' }
  | { status: 'ready'; creator: TikTokCreator }
  /** The server answered 409: TikTok is not on (or not connected) for the profile; it gets no TikTok post. */
  | { status: 'inactive'; message: string }
  | { status: 'failed'; message: string };

export interface TikTokProfile {
  profile: { id: number; title: string };
  load: CreatorLoad;
}

export type TikTokInteraction = 'comments' | 'duet' | 'stitch';
export const TIKTOK_INTERACTIONS: readonly TikTokInteraction[] = ['comments', 'duet', 'stitch'];

/** The TikTok choices as the forms hold them: privacy not chosen yet is null. */
export interface TikTokChoiceValues {
  privacyLevel: TikTokPrivacyLevel | null;
  allowComments: boolean;
  allowDuet: boolean;
  allowStitch: boolean;
}

export const EMPTY_TIKTOK_CHOICES: TikTokChoiceValues = { privacyLevel: null, allowComments: false, allowDuet: false, allowStitch: false };

const interactionField: Record<TikTokInteraction, 'allowComments' | 'allowDuet' | 'allowStitch'> = {
  comments: 'allowComments',
  duet: 'allowDuet',
  stitch: 'allowStitch',
};
const creatorDisabled: Record<TikTokInteraction, 'commentDisabled' | 'duetDisabled' | 'stitchDisabled'> = {
  comments: 'commentDisabled',
  duet: 'duetDisabled',
  stitch: 'stitchDisabled',
};

/** What the TikTok block may offer for the chosen profiles together. */
export interface TikTokChoiceModel {
  /** Privacy levels every answered creator allows, in TikTok's order (empty until one has answered). */
  privacyLevels: TikTokPrivacyLevel[];
  /** For each interaction, the profiles whose creator turned it off (named '#id «nickname»'). */
  disabledBy: Record<TikTokInteraction, string[]>;
  /** How many creators have answered. */
  ready: number;
  /** Whether a creator is still being asked. */
  loading: boolean;
  /** Whether every profile that posts to TikTok has answered (none loading or failed). */
  settled: boolean;
}

/** How a profile is named in the block's notes: its number and its TikTok nickname. */
export const creatorLabel = (profileId: number, creator: Pick<TikTokCreator, 'nickname' | 'username'>): string =>
  `#${profileId} «${creator.nickname.trim() || creator.username}»`;

/**
 * TikTok's Content Sharing Guidelines for several profiles at once: a privacy level is offered only
 * when every profile's creator allows it, and an interaction a creator turned off stays off for the
 * post. Profiles TikTok is not on for (409) take no part; failed ones leave the model unsettled.
 */
export function tiktokChoiceModel(profiles: readonly TikTokProfile[]): TikTokChoiceModel {
  const ready = profiles.flatMap(({ profile, load }) => (load.status === 'ready' ? [{ profile, creator: load.creator }] : []));
  const privacyLevels =
    ready.length === 0
      ? []
      : TIKTOK_PRIVACY_LEVELS.filter((level) => ready.every(({ creator }) => creator.privacyLevelOptions.includes(level)));
  const disabledBy = Object.fromEntries(
    TIKTOK_INTERACTIONS.map((interaction) => [
      interaction,
      ready.filter(({ creator }) => creator[creatorDisabled[interaction]]).map(({ profile, creator }) => creatorLabel(profile.id, creator)),
    ]),
  ) as Record<TikTokInteraction, string[]>;
  const loading = profiles.some(({ load }) => load.status === 'loading');
  const settled = profiles.every(({ load }) => load.status === 'ready' || load.status === 'inactive');
  return { privacyLevels, disabledBy, ready: ready.length, loading, settled };
}

/**
 * The choices made to fit the model: an interaction a creator turned off is off; a privacy level no
 * longer offered (a profile was added) is cleared, once every creator has answered, so the operator
 * chooses again. Returns the same object when nothing changes.
 */
export function fitTikTokChoices(values: TikTokChoiceValues, model: TikTokChoiceModel): TikTokChoiceValues {
  let next = values;
  for (const interaction of TIKTOK_INTERACTIONS) {
    const field = interactionField[interaction];
    if (model.disabledBy[interaction].length > 0 && next[field]) next = { ...next, [field]: false };
  }
  if (next.privacyLevel !== null && model.settled && model.ready > 0 && !model.privacyLevels.includes(next.privacyLevel)) {
    next = { ...next, privacyLevel: null };
  }
  return next;
}

/** The forms' TikTok value read defensively (the schema's input allows '' and missing fields). */
export function toTikTokChoices(
  value:
    | { privacyLevel?: TikTokPrivacyLevel | '' | null; allowComments?: boolean; allowDuet?: boolean; allowStitch?: boolean }
    | null
    | undefined,
): TikTokChoiceValues {
  return {
    privacyLevel: value?.privacyLevel || null,
    allowComments: value?.allowComments ?? false,
    allowDuet: value?.allowDuet ?? false,
    allowStitch: value?.allowStitch ?? false,
  };
}
