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

/**
 * Routes declare valibot schemas from src/shared directly in `schema.body/params/querystring`;
 * this compiler validates with them (Ukrainian messages, one per broken field) and hands the
 * parsed output to the handler. Responses are plain JSON.stringify.
 */
export const validationPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema }) => {
    if (!isValibotSchema(schema)) throw new Error('Route schemas must be valibot schemas from src/shared');
    return (data: unknown) => {
      const result = v.safeParse(schema, data ?? {});
      if (result.success) return { value: result.output };
      return { error: new ValidationError(issueMessages(result.issues.map((issue) => withFieldMessage(schema, issue)))) };
    };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
});
