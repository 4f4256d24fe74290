/** With the `u` flag a well-formed pair is one code point, so this matches only an unpaired half. */
const loneSurrogate = /\p{Cs}/u;

/**
 * Text PostgreSQL cannot keep: a NUL character (`text` refuses U+0000) or a lone UTF-16 surrogate
 * (no UTF-8 form; a driver would silently turn it into U+FFFD). Such input is never a real value.
 */
export const hasForbiddenCharacters = (text: string): boolean => text.includes('\u0000') || loneSurrogate.test(text);

/**
 * Whether any string in a parsed JSON value, query or params object (keys included) holds a
 * forbidden character. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function containsForbiddenText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (hasForbiddenCharacters(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
