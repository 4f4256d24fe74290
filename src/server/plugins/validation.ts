import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { issueMessages } from '@shared/schemas/common';
import { ValidationError } from '@server/http-error';

export const isValibotSchema = (schema: unknown): schema is v.GenericSchema =>
  typeof schema === 'object' && schema !== null && '~standard' in schema && 'kind' in schema;

type Entries = Record<string, { message?: unknown }>;

/**
 * A required field left out of a body gets its field's own message ('Проксі обов'язковий'), as the
 * form shows it, rather than the object's generic one.
 */
const withFieldMessage = (schema: v.GenericSchema, issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> => {
  const entries = (schema as { entries?: Entries }).entries;
  const [step, ...deeper] = issue.path ?? [];
  if (!entries || deeper.length > 0 || step?.type !== 'object' || issue.input !== undefined) return issue;
  const message = entries[String(step.key)]?.message;
  return typeof message === 'string' ? { ...issue, message } : issue;
};

type Node = {
  type: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  rest?: Node;
  item?: Node;
  value?: Node;
  options?: Node[];
};

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const WRAPPER_TYPES = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);
/** What stands for an array where an object belongs: no object schema takes it, so valibot reports its own type issue there. */
const NOT_AN_OBJECT = Symbol('array where an object belongs');

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null && !Array.isArray(data);

/**
 * valibot's object schemas take an array for an object (`[]` has none of the keys, so an object whose
 * fields are all optional accepts it as `{}`). This marks every array that stands where the schema
 * has an object, at any depth (the body itself, a field, an array's items), so that parsing refuses
 * it as a value of the wrong type; the data is copied, never changed.
 */
export function arraysAsNotObjects(schema: Node, data: unknown): unknown {
  if (WRAPPER_TYPES.has(schema.type) && schema.wrapped) return arraysAsNotObjects(schema.wrapped, data);
  if (OBJECT_TYPES.has(schema.type)) {
    if (Array.isArray(data)) return NOT_AN_OBJECT;
    if (!isRecord(data)) return data;
    const copy: Record<string, unknown> = { ...data };
    for (const [key, value] of Object.entries(data)) {
      const entry = schema.entries?.[key] ?? schema.rest;
      if (entry) copy[key] = arraysAsNotObjects(entry, value);
    }
    return copy;
  }
  if (schema.type === 'array' && schema.item && Array.isArray(data)) return data.map((item) => arraysAsNotObjects(schema.item!, item));
  if (schema.type === 'record' && schema.value && isRecord(data)) {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, arraysAsNotObjects(schema.value!, value)]));
  }
  // A union is left to its options: one of them may take an array.
  return data;
}

/**
 * Routes declare valibot schemas from src/shared directly in `schema.body/params/querystring`;
 * this compiler validates with them (Ukrainian messages, one per broken field) and hands the
 * parsed output to the handler. Responses are plain JSON.stringify.
 */
export const validationPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema }) => {
    if (!isValibotSchema(schema)) throw new Error('Route schemas must be valibot schemas from src/shared');
    return (data: unknown) => {
      const result = v.safeParse(schema, arraysAsNotObjects(schema as Node, data ?? {}));
      if (result.success) return { value: result.output };
      return { error: new ValidationError(issueMessages(result.issues.map((issue) => withFieldMessage(schema, issue)))) };
    };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
});
