import { normalizeTags, TAG_SEPARATORS } from '@shared/lib/tags';

/** Adds the words of `text` to `tags`: trimmed, lowercased, deduplicated, order kept. */
export function addTags(tags: readonly string[], text: string): string[] {
  return normalizeTags([...tags, text]);
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/**
 * Typed text that holds whitespace or a comma (a mobile keyboard, autocomplete, "a, b") commits its
 * complete words and keeps the last, unfinished one as the draft: a tag never holds a comma.
 */
export function splitTyped(tags: readonly string[], text: string): { tags: string[]; draft: string } {
  if (!TAG_SEPARATORS.test(text)) return { tags: [...tags], draft: text };
  const words = text.split(TAG_SEPARATORS);
  const draft = words.pop() ?? '';
  return { tags: addTags(tags, words.join(' ')), draft };
}
