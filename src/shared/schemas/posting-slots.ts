import * as v from 'valibot';
import { postingSlotMessages } from '../messages/posting-slots';
import { PLATFORMS } from '../status';
import { LabelSchema } from './labels';
import { PublishReadinessQuerySchema } from './publish-readiness';

/** Days of the week as ISO numbers: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A slot's time of day on Kyiv's clock, 'HH:MM' (00:00–23:59). */
export const SlotTimeSchema = v.pipe(
  v.string(postingSlotMessages.slotTime),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, postingSlotMessages.slotTime),
);

/** One line of a weekly pattern: these days, at these times (e.g. Mon–Fri at 10:00, 14:00 and 19:00). */
export const SlotRuleSchema = v.object({
  days: v.pipe(
    v.array(v.picklist(WEEKDAYS, postingSlotMessages.slotDaysRequired), postingSlotMessages.slotDaysRequired),
    v.minLength(1, postingSlotMessages.slotDaysRequired),
    v.maxLength(7, postingSlotMessages.slotDaysRequired),
  ),
  times: v.pipe(
    v.array(SlotTimeSchema, postingSlotMessages.slotTimesRequired),
    v.minLength(1, postingSlotMessages.slotTimesRequired),
    v.maxLength(24, postingSlotMessages.slotTimesTooMany),
  ),
});
export type SlotRule = v.InferOutput<typeof SlotRuleSchema>;

/** A platform's weekly pattern: the union of its lines, on Kyiv's clock. */
export const SlotPatternSchema = v.pipe(
  v.array(SlotRuleSchema, postingSlotMessages.slotDaysRequired),
  v.minLength(1, postingSlotMessages.slotDaysRequired),
  v.maxLength(7, postingSlotMessages.slotRulesTooMany),
);
export type SlotPattern = v.InferOutput<typeof SlotPatternSchema>;

/** The weekly patterns of one profile, group or label, per platform; null: none of its own there. */
export const SlotPatternsSchema = v.object({
  youtube: v.nullable(SlotPatternSchema),
  tiktok: v.nullable(SlotPatternSchema),
  instagram: v.nullable(SlotPatternSchema),
});
export type SlotPatterns = v.InferOutput<typeof SlotPatternsSchema>;

/** Where the pattern a profile posts by comes from. */
export const SLOT_SOURCES = ['account', 'label', 'group'] as const;
export type SlotSource = (typeof SLOT_SOURCES)[number];

/** The pattern in force on one platform: the profile's own, else its label's, else its group's. */
export const EffectiveSlotPatternSchema = v.object({
  source: v.picklist(SLOT_SOURCES),
  /** The label or the group it comes from (empty for the profile's own). */
  name: v.string(),
  rules: SlotPatternSchema,
});
export type EffectiveSlotPattern = v.InferOutput<typeof EffectiveSlotPatternSchema>;

/** A profile's slots: its own patterns and, per platform, the one in force (null: none applies). */
export const AccountSlotsSchema = v.object({
  own: SlotPatternsSchema,
  effective: v.object({
    youtube: v.nullable(EffectiveSlotPatternSchema),
    tiktok: v.nullable(EffectiveSlotPatternSchema),
    instagram: v.nullable(EffectiveSlotPatternSchema),
  }),
});
export type AccountSlots = v.InferOutput<typeof AccountSlotsSchema>;

/** `?label=`: the label whose patterns are read or set (the user's own profiles carrying it); `owner`: an admin's choice of whose. */
export const LabelSlotsQuerySchema = v.object({
  label: v.pipe(v.string(postingSlotMessages.slotLabelRequired), LabelSchema),
  owner: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number))),
});

/** `?platform=&from=&to=`: the free slots of a profile on a platform in a window (at most 31 days). */
export const FreeSlotsQuerySchema = v.pipe(
  v.object({
    platform: v.picklist(PLATFORMS, postingSlotMessages.slotPlatformInvalid),
    from: v.pipe(v.string(postingSlotMessages.slotRangeInvalid), v.isoTimestamp(postingSlotMessages.slotRangeInvalid)),
    to: v.pipe(v.string(postingSlotMessages.slotRangeInvalid), v.isoTimestamp(postingSlotMessages.slotRangeInvalid)),
  }),
  v.check((query) => {
    const span = Date.parse(query.to) - Date.parse(query.from);
    return span > 0 && span <= 31 * 24 * 60 * 60 * 1000;
  }, postingSlotMessages.slotRangeInvalid),
);

/** The free slots (ISO instants, ascending): pattern times the limits and pauses still allow. */
export const FreeSlotsSchema = v.object({ data: v.array(v.string()) });

/** A chosen profile lacking a weekly pattern on some of the chosen platforms it publishes to. */
export const SlotGapSchema = v.object({
  accountId: v.number(),
  name: v.string(),
  platforms: v.array(v.picklist(PLATFORMS)),
});
export type SlotGap = v.InferOutput<typeof SlotGapSchema>;
export const SlotGapsSchema = v.object({ data: v.array(SlotGapSchema) });

/** `?accounts=1,2&platforms=youtube,tiktok`: which chosen profiles lack weekly slots on the chosen platforms. */
export const SlotGapsQuerySchema = v.object({
  accounts: PublishReadinessQuerySchema.entries.accounts,
  platforms: v.pipe(
    v.string(postingSlotMessages.slotPlatformInvalid),
    v.transform((input) => (input.trim() === '' ? [] : input.split(',').map((part) => part.trim()))),
    v.array(v.picklist(PLATFORMS, postingSlotMessages.slotPlatformInvalid)),
    v.metadata({ openapi: { type: 'string', pattern: '^((youtube|tiktok|instagram)(,(youtube|tiktok|instagram))*)?$' } }),
    v.description('Platforms, comma-separated'),
  ),
});
