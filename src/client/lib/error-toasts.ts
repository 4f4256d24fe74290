import toast from 'react-hot-toast';
import { commonMessages } from '@shared/messages/common';
import { ApiError } from './api-error';

/** The texts an error should show: each server message, else the error's own message, else the generic one. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages;
  if (error instanceof Error && error.message) return [error.message];
  return [commonMessages.genericError];
}

/** The server's own messages only (none for an error without a server body). */
export function serverMessages(error: unknown): string[] {
  return error instanceof ApiError ? error.messages : [];
}

/**
 * A list of messages becomes one error toast per item; otherwise a single toast. The app's
 * MutationCache calls it for every failed mutation (`lib/query-client.ts`).
 */
export function toastError(error: unknown): void {
  for (const text of errorMessages(error)) toast.error(text);
}
