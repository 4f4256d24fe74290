import * as v from 'valibot';
import { cleanLabel, LABEL_MAX_LENGTH, LABEL_SEPARATORS, LABELS_PER_PROFILE, uniqueLabels } from '../lib/labels';
import { accountMessages } from '../messages/accounts';

/** One label: trimmed, inner blanks made one space, 1–50 characters, no comma or semicolon (they separate labels). */
export const LabelSchema = v.pipe(
  v.string(accountMessages.labelEmpty),
  v.transform(cleanLabel),
  v.nonEmpty(accountMessages.labelEmpty),
  v.check((label) => !LABEL_SEPARATORS.test(label), accountMessages.labelSeparator),
  v.check(
    (label) => [...label].length <= LABEL_MAX_LENGTH,
    (issue) => accountMessages.labelTooLong(String(issue.input), LABEL_MAX_LENGTH),
  ),
);

/** A profile's labels: each checked, the same label (case ignored) kept once in its first spelling, at most 20. */
export const LabelsSchema = v.pipe(
  v.array(LabelSchema),
  v.transform((labels: string[]) => uniqueLabels(labels)),
  v.maxLength(LABELS_PER_PROFILE, accountMessages.tooManyLabels(LABELS_PER_PROFILE)),
);

/**
 * `?label=`: one label, or several (the parameter repeated); a profile carrying any of them is kept.
 * Case is ignored, as labels compare.
 */
export const LabelFilterSchema = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((input) => uniqueLabels(Array.isArray(input) ? input : [input])),
    v.maxLength(LABELS_PER_PROFILE, accountMessages.tooManyLabels(LABELS_PER_PROFILE)),
    v.metadata({
      openapi: {
        type: 'array',
        items: { type: 'string', maxLength: LABEL_MAX_LENGTH },
        maxItems: LABELS_PER_PROFILE,
        description: 'Labels (the parameter repeated for several): profiles carrying any of them; case ignored',
      },
    }),
  ),
);
