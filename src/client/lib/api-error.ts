import { commonMessages } from '@shared/messages/common';

export interface ApiErrorBody {
  message: string | string[];
  /** The body fields the error is about, each with its message (ErrorResponseSchema). */
  fields?: Record<string, string>;
}

const isFieldMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((text) => typeof text === 'string');

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('message' in value)) return false;
  const { message } = value;
  const fields = 'fields' in value ? value.fields : undefined;
  if (fields !== undefined && !isFieldMap(fields)) return false;
  return typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'));
}

/** The one error type the API client throws: HTTP status plus the server's `{ message }` body. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: unknown, fallbackMessage: string = commonMessages.genericError) {
    const parsed = isErrorBody(body) ? body : null;
    const text = parsed ? [parsed.message].flat().join('\n') : '';
    super(text || fallbackMessage);
    this.status = status;
    this.body = parsed;
  }

  /** The fields the server named, each with its message (empty when it named none). */
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }

  /** The server's messages as a list (empty when the body carried none). */
  get messages(): string[] {
    if (!this.body) return [];
    return [this.body.message].flat().filter((m) => m !== '');
  }
}

/**
 * Thrown at once, without a request, when an action that needs the server (anything but a GET) is
 * attempted while the browser is offline. It carries the offline message as its server-style body, so
 * the MutationCache's error toasts (the delete toasts too) show it; forms keep their contents.
 */
export class OfflineError extends ApiError {
  override readonly name = 'OfflineError';

  constructor() {
    super(0, { message: commonMessages.offlineActionBlocked });
  }
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
