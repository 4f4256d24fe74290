/**
 * The one error type routes and services throw; the error handler turns it into `{ message }`, with
 * `fields` (field → message) when the error is about fields of the body a form sent.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string | string[],
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(Array.isArray(messages) ? messages.join('; ') : messages);
    this.name = 'HttpError';
  }
}

/** Raised by the valibot validator compiler: one Ukrainian message per broken rule. */
export class ValidationError extends HttpError {
  constructor(messages: string[]) {
    super(400, messages);
    this.name = 'ValidationError';
  }
}
