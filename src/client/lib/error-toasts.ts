import toast from 'react-hot-toast';
import { messages } from '@shared/messages';
import { ApiError } from './api-error';

/** The texts an error should show: each server message, else the error's own message, else the generic one. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages;
  if (error instanceof Error && error.message) return [error.message];
  return [messages.genericError];
}

/** SPEC §8: a list of messages becomes one error toast per item; otherwise a single toast. */
export function toastError(error: unknown): void {
  for (const text of errorMessages(error)) toast.error(text);
}
