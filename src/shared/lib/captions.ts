/**
 * The caption a TikTok or Instagram post is sent with, built from a text and the tags. The server's
 * adapters post what these functions give and the publishing form previews it, so the preview is what
 * is sent. A cut never splits a character.
 */
export interface CaptionParts {
  title: string;
  description: string;
  tags: readonly string[];
}

/** TikTok: title, description and hashtags together, in UTF-16 code units. */
export const TIKTOK_CAPTION_LIMIT = 2200;
/** Instagram: the caption in characters (code points), with at most 30 hashtags. */
export const INSTAGRAM_CAPTION_LIMIT = 2200;
export const INSTAGRAM_HASHTAG_LIMIT = 30;

/** A caption's length as its platform counts it: UTF-16 units for TikTok, code points for Instagram. */
export const captionLength = (platform: 'tiktok' | 'instagram', caption: string): number =>
  platform === 'tiktok' ? caption.length : [...caption].length;

export const captionLimit = (platform: 'tiktok' | 'instagram'): number =>
  platform === 'tiktok' ? TIKTOK_CAPTION_LIMIT : INSTAGRAM_CAPTION_LIMIT;

const ELLIPSIS = '…';
const segmenter = new Intl.Segmenter('uk', { granularity: 'grapheme' });
const joinBlocks = (...blocks: string[]) => blocks.filter(Boolean).join('\n\n');

/**
 * The longest start of `text` that fits in `limit` UTF-16 units and ends on a character boundary: not
 * a surrogate pair (an emoji), not a letter with its combining marks, not a joined emoji sequence.
 */
function cutToUnits(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = 0;
  for (const { segment, index } of segmenter.segment(text)) {
    if (index + segment.length > limit) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/** At most `length` code points (an emoji is never cut in half). */
function cutToCodePoints(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length ? text : chars.slice(0, Math.max(0, length)).join('');
}

/** `#tag` words: a leading '#' is not doubled and spaces inside a tag are dropped (a hashtag is one word). */
export function hashtagLine(platform: 'tiktok' | 'instagram', tags: readonly string[]): string {
  return tags
    .map((tag) => tag.trim().replace(/^#+/, '').replace(/\s+/g, ''))
    .filter(Boolean)
    .slice(0, platform === 'instagram' ? INSTAGRAM_HASHTAG_LIMIT : Infinity)
    .map((tag) => `#${tag}`)
    .join(' ');
}

/**
 * TikTok's caption from the shared title, description and tags, within its limit. The description
 * gives way first (ending with an ellipsis), so the title and the hashtags survive; then hashtags
 * that do not fit are left out whole.
 */
export function composeCaption(parts: CaptionParts, limit: number = TIKTOK_CAPTION_LIMIT): string {
  const title = parts.title.trim();
  const description = parts.description.trim();
  const tagWords = hashtagLine('tiktok', parts.tags).split(' ').filter(Boolean);

  const whole = joinBlocks(title, description, tagWords.join(' '));
  if (whole.length <= limit) return whole;

  // Whole tags only, as many as fit beside the title.
  const fittingTags: string[] = [];
  for (const tag of tagWords) {
    const candidate = [...fittingTags, tag].join(' ');
    if (joinBlocks(title, candidate).length > limit) break;
    fittingTags.push(tag);
  }
  const tagLine = fittingTags.join(' ');
  const fixed = joinBlocks(title, tagLine);
  if (fixed.length >= limit || !description) return cutToUnits(fixed.length > limit ? title : fixed, limit);

  // The description takes what is left, ending with an ellipsis when cut.
  const separators = (title ? 2 : 0) + (tagLine ? 2 : 0);
  const room = limit - title.length - tagLine.length - separators - ELLIPSIS.length;
  const cut = room > 0 ? cutToUnits(description, room).trimEnd() : '';
  return joinBlocks(title, cut ? `${cut}${ELLIPSIS}` : '', tagLine);
}

/** Instagram's caption from the shared title, description and up to 30 hashtags; the text gives way so the tags survive. */
export function instagramCaption(parts: CaptionParts): string {
  const tags = hashtagLine('instagram', parts.tags);
  const text = joinBlocks(parts.title.trim(), parts.description.trim());
  const room = INSTAGRAM_CAPTION_LIMIT - (tags ? [...tags].length + 2 : 0);
  return cutToCodePoints(joinBlocks(cutToCodePoints(text, room).trimEnd(), tags), INSTAGRAM_CAPTION_LIMIT);
}

/**
 * A caption the operator wrote for the platform: their text as written, the hashtags after it. Never
 * cut: the form and the server refuse one over the platform's limit.
 */
export function ownCaption(platform: 'tiktok' | 'instagram', text: string, tags: readonly string[]): string {
  return joinBlocks(text.trim(), hashtagLine(platform, tags));
}
