import * as v from 'valibot';
import { commonMessages } from '../messages/common';
import { requestMessages } from '../messages/request';

// A missing field or a value of the wrong type breaks the "required" rule unless a schema says otherwise.
v.setGlobalMessage(commonMessages.required);

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
export const requiredString = (message: string = commonMessages.required) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** The largest value of PostgreSQL's `integer` (int4): every id column and count the database keeps. */
export const DB_ID_MAX = 2_147_483_647;

/**
 * A database id in a JSON body: a whole number 1..2³¹−1 (PostgreSQL `integer`). `1.5`, `1e21`,
 * `2147483648`, `0`, `-1` and strings are refused with one Ukrainian message instead of reaching the
 * database. The form, the route and the OpenAPI document (`integer`, `minimum`, `maximum`) share it.
 */
export const dbId = (message: string = requestMessages.invalidId) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(DB_ID_MAX, message));

/** The same id as path, query and multipart text fields send it: digits only (a number is also accepted). */
export const dbIdFromString = (message: string = requestMessages.invalidId) =>
  v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform((input) => (typeof input === 'number' ? input : /^\d+$/.test(input) ? Number(input) : NaN)),
    dbId(message),
    // The document shows the wire form: an integer in range (path, query and multipart send its digits).
    v.metadata({ openapi: { type: 'integer', minimum: 1, maximum: DB_ID_MAX } }),
  );

/** Path/query integers arrive as strings; accept digits only and convert. */
const positiveIntFromString = dbIdFromString;

export const IdParamsSchema = v.object({ id: positiveIntFromString(requestMessages.invalidId) });
export type IdParams = v.InferOutput<typeof IdParamsSchema>;

export const PageQuerySchema = v.object({
  page: v.optional(positiveIntFromString(requestMessages.invalidPage), 1),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** The longest search text a list takes (`?q=`), after trimming. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * A list's query: the page and an optional search text `q` (trimmed, at most 100 characters). An
 * empty `q` asks for the whole list; what it matches is up to each list (README, API).
 */
export const ListQuerySchema = v.object({
  page: PageQuerySchema.entries.page,
  q: v.optional(
    v.pipe(
      v.string(requestMessages.searchInvalid),
      v.trim(),
      v.maxLength(SEARCH_MAX_LENGTH, requestMessages.searchTooLong),
      v.description('Search text (trimmed, at most 100 characters); empty: the whole list'),
    ),
  ),
});
export type ListQuery = v.InferOutput<typeof ListQuerySchema>;

/** The paged list envelope every list answers: data, page, totalPages, total. */
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
  /**
   * The body fields a refusal the form could not foresee is about (a proxy the server will not use, a
   * login already taken, a profile already in another group), each with its message (also in
   * `message`), so the form shows it under the field. Rule checks the form runs itself (the same
   * shared schema) do not carry it. Absent when no one field is at fault.
   */
  fields: v.optional(
    v.pipe(
      v.record(v.string(), v.string()),
      v.description("Field (dot path of the body, e.g. 'proxy') → its message. Absent when no one field is at fault."),
    ),
  ),
});

/** Option shape used by selects across the app: { id, title, value }. */
export const OptionSchema = v.object({
  id: dbId(),
  title: v.string(),
  value: v.union([v.string(), v.number()]),
});
export type Option = v.InferOutput<typeof OptionSchema>;
