import * as v from 'valibot';
import { uniqueLabels } from '../lib/labels';
import { normalizeTags } from '../lib/tags';
import { commonMessages } from '../messages/common';
import { presetMessages } from '../messages/publication-presets';
import { dbId, requiredString } from './common';
import { LabelSchema } from './labels';
import { TikTokPrivacySchema, YouTubePostOptionsSchema } from './publication-options';

export const PRESET_NAME_MAX_LENGTH = 100;
export const PRESET_GROUPS_MAX = 50;
export const PRESET_LABELS_MAX = 20;
export const PRESET_TAGS_MAX = 100;
/** Minutes in a day: a time of day is 0 (00:00) … 1439 (23:59). */
export const MINUTES_PER_DAY = 1440;

const minutesOfDay = v.pipe(
  v.number(presetMessages.presetTimeInvalid),
  v.integer(presetMessages.presetTimeInvalid),
  v.minValue(0, presetMessages.presetTimeInvalid),
  v.maxValue(MINUTES_PER_DAY - 1, presetMessages.presetTimeInvalid),
);

/**
 * When a preset puts the publication. One kind per way, told apart by `kind`, so a new way (e.g. the
 * next free slots) is one more member here and one more case where the form applies it:
 * - `none`: the preset leaves the date alone (publish at once, or the date the operator types);
 * - `timeOfDay`: the next moment Kyiv's clock shows `minutes` after midnight (today if still ahead, else tomorrow).
 */
export const PresetTimingSchema = v.variant('kind', [
  v.object({ kind: v.literal('none') }),
  v.object({ kind: v.literal('timeOfDay'), minutes: minutesOfDay }),
]);
export type PresetTiming = v.InferOutput<typeof PresetTimingSchema>;
export const NO_TIMING: PresetTiming = { kind: 'none' };

/** TikTok's choices as a preset keeps them: who sees the post may be left unchosen (the form then asks). */
export const PresetTikTokSchema = v.object({
  privacyLevel: v.optional(v.nullable(TikTokPrivacySchema), null),
  allowComments: v.optional(v.boolean(), false),
  allowDuet: v.optional(v.boolean(), false),
  allowStitch: v.optional(v.boolean(), false),
});
export type PresetTikTok = v.InferOutput<typeof PresetTikTokSchema>;

const flag = v.optional(v.boolean(), false);

/** Everything a preset holds but its name: the publishing form's choices that repeat from day to day. */
const presetOptionEntries = {
  inYouTube: flag,
  inTikTok: flag,
  inInstagram: flag,
  tiktok: v.optional(v.nullable(PresetTikTokSchema), null),
  youtube: v.optional(YouTubePostOptionsSchema, {}),
  tags: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.maxLength(100, commonMessages.textTooLong))),
      v.transform((tags: string[]) => normalizeTags(tags)),
      v.maxLength(PRESET_TAGS_MAX, presetMessages.presetTooManyTags),
    ),
    [],
  ),
  /** Profile groups whose profiles the preset targets (ids; each must be a group the caller may reach). */
  groups: v.optional(
    v.pipe(
      v.array(dbId()),
      v.transform((ids: number[]) => [...new Set(ids)]),
      v.maxLength(PRESET_GROUPS_MAX, presetMessages.presetTooManyGroups),
    ),
    [],
  ),
  /** Labels whose profiles the preset targets ('Усі з міткою «Київ»'). */
  labels: v.optional(
    v.pipe(
      v.array(LabelSchema),
      v.transform((labels: string[]) => uniqueLabels(labels)),
      v.maxLength(PRESET_LABELS_MAX, presetMessages.presetTooManyLabels),
    ),
    [],
  ),
  timing: v.optional(PresetTimingSchema, NO_TIMING),
};

const presetName = v.pipe(
  requiredString(commonMessages.nameRequired),
  v.maxLength(PRESET_NAME_MAX_LENGTH, presetMessages.presetNameTooLong),
);

/** POST /api/publication-presets: a new preset of the caller. */
export const PresetRequestSchema = v.object({ name: presetName, ...presetOptionEntries });
export type PresetRequest = v.InferOutput<typeof PresetRequestSchema>;
export type PresetRequestValues = v.InferInput<typeof PresetRequestSchema>;

/** PATCH /api/publication-presets/{id}: any of the fields (a rename sends only `name`); those left out are kept. */
export const PresetUpdateSchema = v.partial(PresetRequestSchema);
export type PresetUpdate = v.InferOutput<typeof PresetUpdateSchema>;

/** A group a preset targets, by the name it had when saved; `missing` once the group was deleted. */
export const PresetGroupSchema = v.object({ id: v.number(), name: v.string(), missing: v.boolean() });
export type PresetGroup = v.InferOutput<typeof PresetGroupSchema>;

/** A saved preset as the API answers it, with its owner (an admin sees everyone's). */
export const PresetSchema = v.object({
  id: v.number(),
  name: v.string(),
  user: v.object({ id: v.number(), login: v.string() }),
  inYouTube: v.boolean(),
  inTikTok: v.boolean(),
  inInstagram: v.boolean(),
  tiktok: v.nullable(
    v.object({
      privacyLevel: v.nullable(TikTokPrivacySchema),
      allowComments: v.boolean(),
      allowDuet: v.boolean(),
      allowStitch: v.boolean(),
    }),
  ),
  youtube: YouTubePostOptionsSchema,
  tags: v.array(v.string()),
  groups: v.array(PresetGroupSchema),
  labels: v.array(v.string()),
  timing: PresetTimingSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Preset = v.InferOutput<typeof PresetSchema>;

/** GET /api/publication-presets: every preset the caller sees, not paged (a picker needs them all). */
export const PresetListSchema = v.array(PresetSchema);
