import * as v from 'valibot';
import { postingLimitMessages } from '../messages/posting-limits';
import { PLATFORMS } from '../status';

/** A whole number in a range, one Ukrainian message for every way to miss it (the form and the API share it). */
const wholeIn = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/**
 * One platform's posting limits: posts in any rolling 24 hours, the minimum gap between two posts,
 * and up to how many random minutes each gap gets on top (so the spacing is not a visible rhythm).
 * The ranges are the database's (`posting_limits` CHECKs).
 */
export const PostingLimitSchema = v.object({
  dailyCap: wholeIn(1, 100, postingLimitMessages.limitsDailyCap),
  minGapMinutes: wholeIn(0, 1440, postingLimitMessages.limitsMinGap),
  jitterMinutes: wholeIn(0, 240, postingLimitMessages.limitsJitter),
});
export type PostingLimit = v.InferOutput<typeof PostingLimitSchema>;

/** The product's default limits, one per platform (admin: GET and PUT `/api/posting-limits`). */
export const PostingLimitsSchema = v.object({
  youtube: PostingLimitSchema,
  tiktok: PostingLimitSchema,
  instagram: PostingLimitSchema,
});
export type PostingLimits = v.InferOutput<typeof PostingLimitsSchema>;

/** A profile's own limits per platform; null keeps the product default. */
export const AccountLimitsRequestSchema = v.object({
  youtube: v.nullable(PostingLimitSchema),
  tiktok: v.nullable(PostingLimitSchema),
  instagram: v.nullable(PostingLimitSchema),
});
export type AccountLimitsRequest = v.InferOutput<typeof AccountLimitsRequestSchema>;

/** A platform's "too many" paused the profile there until `until`, for `reason` (Ukrainian). */
export const PacingPauseSchema = v.object({
  platform: v.picklist(PLATFORMS),
  until: v.string(),
  reason: v.string(),
});
export type PacingPause = v.InferOutput<typeof PacingPauseSchema>;

/** A profile's limits: its overrides, the defaults they replace, and the pauses in force. */
export const AccountLimitsSchema = v.object({
  overrides: AccountLimitsRequestSchema,
  defaults: PostingLimitsSchema,
  pauses: v.array(PacingPauseSchema),
});
export type AccountLimits = v.InferOutput<typeof AccountLimitsSchema>;
