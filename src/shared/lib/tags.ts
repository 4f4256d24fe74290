/** Tags are trimmed, lowercased and deduplicated (SPEC §2 "Tag screens", §5); empty ones are dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    for (const word of tag.split(/\s+/)) {
      const normalized = word.trim().toLowerCase();
      if (normalized) seen.add(normalized);
    }
  }
  return [...seen];
}
