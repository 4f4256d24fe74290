import { normalizeTags } from '@shared/lib/tags';

/** Adds the words of `text` to `tags`: trimmed, lowercased, deduplicated (SPEC §2/§5), order kept. */
export function addTags(tags: readonly string[], text: string): string[] {
  return normalizeTags([...tags, text]);
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/**
 * Typed text that holds whitespace (a mobile keyboard, autocomplete) commits its complete words
 * and keeps the last, unfinished one as the draft.
 */
export function splitTyped(tags: readonly string[], text: string): { tags: string[]; draft: string } {
  if (!/\s/.test(text)) return { tags: [...tags], draft: text };
  const words = text.split(/\s+/);
  const draft = words.pop() ?? '';
  return { tags: addTags(tags, words.join(' ')), draft };
}
