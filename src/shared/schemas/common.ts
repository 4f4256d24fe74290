import * as v from 'valibot';
import { messages } from '../messages';

// A missing field or a value of the wrong type breaks the "required" rule unless a schema says otherwise.
v.setGlobalMessage(messages.required);

/**
 * What a failed parse tells the user: one message per field (the first rule it breaks, as a form
 * shows it), cross-field rules included, each distinct message once.
 */
export function issueMessages(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const seenPaths = new Set<string>();
  const result = new Set<string>();
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seenPaths.has(path)) continue;
    seenPaths.add(path);
    result.add(issue.message);
  }
  return [...result];
}

/** A required text field: trimmed-empty counts as missing. */
export const requiredString = (message: string = messages.required) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** Path/query integers arrive as strings; accept digits only and convert. */
const positiveIntFromString = (message: string) =>
  v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform((input) => (typeof input === 'number' ? input : /^\d+$/.test(input) ? Number(input) : NaN)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  );

export const IdParamsSchema = v.object({ id: positiveIntFromString(messages.invalidId) });
export type IdParams = v.InferOutput<typeof IdParamsSchema>;

export const PageQuerySchema = v.object({
  page: v.optional(positiveIntFromString(messages.invalidPage), 1),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** The paged list envelope of SPEC §3: data, page, totalPages, total. */
export const pageOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({
    data: v.array(item),
    page: v.number(),
    totalPages: v.number(),
    total: v.number(),
  });

export interface Page<T> {
  data: T[];
  page: number;
  totalPages: number;
  total: number;
}

export const ErrorResponseSchema = v.object({
  message: v.union([v.string(), v.array(v.string())]),
});
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;

export const OkResponseSchema = v.object({ ok: v.literal(true) });

/** Option shape used by selects across the app: { id, title, value }. */
export const OptionSchema = v.object({
  id: v.number(),
  title: v.string(),
  value: v.union([v.string(), v.number()]),
});
export type Option = v.InferOutput<typeof OptionSchema>;
