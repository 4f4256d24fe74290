import * as v from 'valibot';
import { commonMessages } from '../messages/common';
import { dbId, OptionSchema, pageOf, requiredString } from './common';

/** Profiles arrive as options `{ id, title, value }` (what the multi-select holds) or bare ids. */
const profileRef = v.union(
  [
    dbId(),
    v.pipe(
      v.looseObject({ id: dbId() }),
      v.transform((option) => option.id),
    ),
  ],
  commonMessages.minOneProfile,
);

/** The group form: name required; at least one profile. */
export const GroupRequestSchema = v.object({
  name: v.pipe(requiredString(), v.maxLength(100, commonMessages.textTooLong)),
  accounts: v.optional(
    v.pipe(
      v.array(profileRef, commonMessages.minOneProfile),
      v.minLength(1, commonMessages.minOneProfile),
      v.transform((ids) => [...new Set(ids)]),
    ),
    [],
  ),
});
export type GroupRequest = v.InferOutput<typeof GroupRequestSchema>;

export const GroupFormSchema = v.object({
  name: v.pipe(requiredString(), v.maxLength(100, commonMessages.textTooLong)),
  accounts: v.pipe(v.array(OptionSchema), v.minLength(1, commonMessages.minOneProfile)),
});
export type GroupFormValues = v.InferInput<typeof GroupFormSchema>;

export const GroupSchema = v.object({
  id: v.number(),
  name: v.string(),
  accounts: v.array(OptionSchema),
  user: v.object({ id: v.number(), login: v.string() }),
});
export type Group = v.InferOutput<typeof GroupSchema>;

export const GroupPageSchema = pageOf(GroupSchema);
