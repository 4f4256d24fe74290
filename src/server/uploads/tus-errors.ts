import { messages } from '@shared/messages';

/** An error @tus/server answers as it is: its status and a `{ message }` JSON body. */
export interface TusError {
  status_code: number;
  body: string;
}

export const tusErrorFor = (status: number, message: string | string[]): TusError => ({
  status_code: status,
  body: JSON.stringify({ message: Array.isArray(message) && message.length === 1 ? message[0] : message }),
});

/** tus' own (English) refusals, by status and the start of their text, in Ukrainian. */
const byText: Array<[number, RegExp, string]> = [
  [404, /not found/i, messages.uploadNotFound],
  [410, /no longer exists/i, messages.uploadExpired],
  [409, /offset/i, messages.uploadOffsetMismatch],
  [413, /size/i, messages.fileTooLarge],
  [400, /aborted due to lock/i, messages.uploadBusy],
  [500, /acquire lock/i, messages.uploadBusy],
  // A tus 501 is answered as 400 (upload-service.ts).
  [400, /concatenation/i, messages.uploadConcatenationUnsupported],
];

const byStatus: Record<number, string> = {
  404: messages.uploadNotFound,
  405: messages.methodNotAllowed,
  410: messages.uploadExpired,
  413: messages.fileTooLarge,
  415: messages.unsupportedMediaType,
  423: messages.uploadBusy,
  500: messages.internalError,
};

/**
 * The `{ message }` body of a tus error answer: ours pass through; tus' own English texts (a wrong
 * offset, a missing header, an expired upload) become the Ukrainian sentence for their status.
 */
export function ukrainianErrorBody(status: number, text: string): { message: string | string[] } {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) return parsed as { message: string | string[] };
  } catch {
    // tus' own plain text
  }
  const known = byText.find(([code, pattern]) => code === status && pattern.test(text));
  return { message: known?.[2] ?? byStatus[status] ?? messages.uploadBadRequest };
}
