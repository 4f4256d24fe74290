/**
 * The message a list field (files, folders, profiles, tags) shows under itself in a react-hook-form
 * form: the list's own rule (e.g. 'Оберіть хоча б один профіль'), else its root's, else the first
 * item's (e.g. 'Файл повинен бути відео'). The one helper every form with a list field uses.
 */
export function listFieldError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = error as { message?: string; root?: { message?: string } };
  if (own.message) return own.message;
  if (own.root?.message) return own.root.message;
  const items = Array.isArray(error) ? (error as unknown[]) : Object.values(error);
  for (const item of items) {
    const message = listFieldError(item);
    if (message) return message;
  }
  return undefined;
}
