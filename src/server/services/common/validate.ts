import * as v from 'valibot';
import { issueMessages } from '@shared/schemas/common';
import { ValidationError } from '@server/http-error';

/** Parses with a shared schema inside a service (rules that need stored state); 400 with the messages. */
export function validateOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new ValidationError(issueMessages(result.issues));
}
