import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the fields a server error names (`{ message, fields }`) under those fields of a react-hook-form
 * form, the first one focused; the toast with the message is the mutation's own. The one place every
 * form turns a server refusal into field errors: pass it the form's `setError` and the names the form
 * has (a field the form does not show stays in the toast only). Returns how many fields it marked.
 */
export function showServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  formFields: readonly FieldPath<TValues>[],
): number {
  if (!(error instanceof ApiError)) return 0;
  let marked = 0;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = formFields.find((known) => known === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: marked === 0 });
    marked += 1;
  }
  return marked;
}

/** `promise.catch(serverFieldErrors(setError, [...]))`: marks the fields, and the form keeps its input. */
export const serverFieldErrors =
  <TValues extends FieldValues>(setError: UseFormSetError<TValues>, formFields: readonly FieldPath<TValues>[]) =>
  (error: unknown): void => {
    showServerFieldErrors(error, setError, formFields);
  };
