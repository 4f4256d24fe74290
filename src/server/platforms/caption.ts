/**
 * A post's caption from the publication's title, description and tags, within a platform's length
 * limit counted in UTF-16 code units (what TikTok and Instagram count). The description gives way
 * first, so the title and the hashtags survive; a cut never splits a character: not a surrogate pair
 * (an emoji), not a letter with its combining marks, not a joined emoji sequence.
 */
export interface CaptionParts {
  title: string;
  description: string;
  tags: string[];
}

const ELLIPSIS = '…';
const segmenter = new Intl.Segmenter('uk', { granularity: 'grapheme' });

/** The longest start of `text` that fits in `limit` UTF-16 units and ends on a character boundary. */
function cutToUnits(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = 0;
  for (const { segment, index } of segmenter.segment(text)) {
    if (index + segment.length > limit) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/** `#tag` words: a leading '#' is not doubled and spaces inside a tag are dropped (a hashtag is one word). */
function hashtags(tags: string[], max = Infinity): string[] {
  return tags
    .map((tag) => tag.trim().replace(/^#+/, '').replace(/\s+/g, ''))
    .filter(Boolean)
    .slice(0, max)
    .map((tag) => `#${tag}`);
}

export function composeCaption(parts: CaptionParts, limit: number, options: { maxTags?: number } = {}): string {
  const title = parts.title.trim();
  const description = parts.description.trim();
  const tagWords = hashtags(parts.tags, options.maxTags);
  const join = (...blocks: string[]) => blocks.filter(Boolean).join('\n\n');

  const whole = join(title, description, tagWords.join(' '));
  if (whole.length <= limit) return whole;

  // Whole tags only, as many as fit beside the title.
  const fittingTags: string[] = [];
  for (const tag of tagWords) {
    const candidate = [...fittingTags, tag].join(' ');
    if (join(title, candidate).length > limit) break;
    fittingTags.push(tag);
  }
  const tagLine = fittingTags.join(' ');
  const fixed = join(title, tagLine);
  if (fixed.length >= limit || !description) return cutToUnits(fixed.length > limit ? title : fixed, limit);

  // The description takes what is left, ending with an ellipsis when cut.
  const separators = (title ? 2 : 0) + (tagLine ? 2 : 0);
  const room = limit - title.length - tagLine.length - separators - ELLIPSIS.length;
  const cut = room > 0 ? cutToUnits(description, room).trimEnd() : '';
  return join(title, cut ? `${cut}${ELLIPSIS}` : '', tagLine);
}
