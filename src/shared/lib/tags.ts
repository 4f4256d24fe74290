/**
 * What separates tags: whitespace (a tag is added on Enter or Space) and commas, because the
 * platforms and the published item's form take tags as a comma-separated list — a tag holding a comma
 * would be one chip here and two tags there.
 */
export const TAG_SEPARATORS = /[\s,]+/;

/**
 * Tags are trimmed, lowercased and deduplicated; a comma or a blank inside
 * one splits it into several, and empty ones are dropped. The one place every tag passes through: the
 * tag input, tag sets and publications.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    for (const word of tag.split(TAG_SEPARATORS)) {
      const normalized = word.trim().toLowerCase();
      if (normalized) seen.add(normalized);
    }
  }
  return [...seen];
}
