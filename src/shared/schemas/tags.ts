import * as v from 'valibot';
import { normalizeTags } from '../lib/tags';
import { commonMessages } from '../messages/common';
import { pageOf, requiredString } from './common';

/** The tag set form: name required; at least one tag (after trimming, lowercasing, deduplicating). */
export const TagSetRequestSchema = v.object({
  name: v.pipe(requiredString(), v.maxLength(100, commonMessages.textTooLong)),
  tags: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.maxLength(100, commonMessages.textTooLong)), commonMessages.minOneTag),
      // Checked before normalising too, so that the document states the minimum.
      v.minLength(1, commonMessages.minOneTag),
      v.transform((tags: string[]) => normalizeTags(tags)),
      v.minLength(1, commonMessages.minOneTag),
      v.maxLength(100, commonMessages.textTooLong),
    ),
    [],
  ),
});
export type TagSetRequest = v.InferOutput<typeof TagSetRequestSchema>;
export type TagSetFormValues = v.InferInput<typeof TagSetRequestSchema>;

export const TagSetSchema = v.object({
  id: v.number(),
  name: v.string(),
  tags: v.array(v.string()),
  createdBy: v.nullable(v.object({ id: v.number(), login: v.string() })),
});
export type TagSet = v.InferOutput<typeof TagSetSchema>;

export const TagSetPageSchema = pageOf(TagSetSchema);
