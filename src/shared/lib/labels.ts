/** A label's longest spelling, in characters. */
export const LABEL_MAX_LENGTH = 50;
/** At most this many labels on one profile. */
export const LABELS_PER_PROFILE = 20;

/**
 * What separates labels where several are written in one text (an import cell, the label input):
 * a comma or a semicolon. A label never holds one, so an exported cell reads back as the same labels.
 */
export const LABEL_SEPARATORS = /[,;]+/;

/** A label as written: trimmed, inner runs of blanks made one space. */
export const cleanLabel = (label: string): string => label.trim().replace(/\s+/g, ' ');

/** What makes two labels one: 'Київ' and ' київ ' are the same label. */
export const labelKey = (label: string): string => cleanLabel(label).toLowerCase();

/** Labels cleaned, empty ones dropped, the same label kept once in its first spelling, order kept. */
export function uniqueLabels(labels: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of labels) {
    const label = cleanLabel(raw);
    if (label !== '' && !seen.has(labelKey(label))) seen.set(labelKey(label), label);
  }
  return [...seen.values()];
}

/** The labels written in one text ('Київ; beauty, Клієнт А'): split at commas and semicolons, then as `uniqueLabels`. */
export const splitLabels = (text: string): string[] => uniqueLabels(text.split(LABEL_SEPARATORS));
