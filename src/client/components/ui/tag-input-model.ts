import { LABEL_SEPARATORS, splitLabels } from '@shared/lib/labels';
import { normalizeTags, TAG_SEPARATORS } from '@shared/lib/tags';

/**
 * What a chip input holds. Tags: words, lowercased, split at blanks and commas, added by Enter or
 * Space. Labels: phrases ('Клієнт А'), kept in their first spelling (case ignored when comparing),
 * split at commas and semicolons, added by Enter only.
 */
export type ChipKind = 'tag' | 'label';

interface ChipRules {
  separators: RegExp;
  /** The chips after `texts` are added: each split, cleaned, deduplicated, order kept. */
  normalize: (texts: readonly string[]) => string[];
  /** Space adds the typed chip (tags are single words). */
  spaceCommits: boolean;
}

const rules: Record<ChipKind, ChipRules> = {
  tag: { separators: TAG_SEPARATORS, normalize: normalizeTags, spaceCommits: true },
  label: { separators: LABEL_SEPARATORS, normalize: (texts) => splitLabels(texts.join(',')), spaceCommits: false },
};

export const chipRules = (kind: ChipKind): ChipRules => rules[kind];

/** Adds the chips of `text` to `tags`: cleaned, deduplicated, order kept (tags also lowercased). */
export function addTags(tags: readonly string[], text: string, kind: ChipKind = 'tag'): string[] {
  return rules[kind].normalize([...tags, text]);
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/**
 * Typed text that holds a separator (a mobile keyboard, autocomplete, "a, b") commits its complete
 * chips and keeps the last, unfinished one as the draft: a chip never holds a separator.
 */
export function splitTyped(tags: readonly string[], text: string, kind: ChipKind = 'tag'): { tags: string[]; draft: string } {
  const { separators } = rules[kind];
  if (!separators.test(text)) return { tags: [...tags], draft: text };
  const parts = text.split(separators);
  const draft = parts.pop() ?? '';
  return { tags: addTags(tags, parts.join(kind === 'tag' ? ' ' : ','), kind), draft };
}
