/**
 * What videos.insert accepts (YouTube Data API v3, "videos" resource): a title of at most 100
 * characters, a description of at most 5000 bytes, neither with `<` or `>`, and tags of at most
 * 500 characters in all, where the commas between tags count and a tag with a space counts the
 * quotes YouTube puts around it.
 */
export const YOUTUBE_TITLE_MAX = 100;
export const YOUTUBE_DESCRIPTION_MAX_BYTES = 5000;
export const YOUTUBE_TAGS_MAX = 500;

const ANGLE_BRACKETS = /[<>]/;
const encoder = new TextEncoder();

export const hasAngleBrackets = (text: string) => ANGLE_BRACKETS.test(text);
export const utf8Bytes = (text: string) => encoder.encode(text).length;

/**
 * Characters of the tag list as YouTube counts them. Google does not say whether an emoji is one
 * character or two, so UTF-16 units are counted (the stricter reading, as `String.length`).
 */
export function youtubeTagsLength(tags: readonly string[]): number {
  if (tags.length === 0) return 0;
  const tagChars = tags.reduce((sum, tag) => sum + tag.length + (/\s/.test(tag) ? 2 : 0), 0);
  return tagChars + tags.length - 1;
}

/** Cuts text to at most `max` UTF-8 bytes without splitting a character. */
function cutToBytes(text: string, max: number): string {
  if (utf8Bytes(text) <= max) return text;
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = utf8Bytes(char);
    if (bytes + size > max) break;
    out += char;
    bytes += size;
  }
  return out;
}

/** Cuts text to at most `max` UTF-16 units without splitting a character. */
function cutToUnits(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/**
 * Metadata YouTube will take, for rows the form did not check (made before these rules): angle
 * brackets become guillemets-like quotes, the title and description are cut on a character, tags
 * that do not fit are dropped from the end.
 */
export function sanitizeYouTubeMetadata(input: { title: string; description: string; tags: readonly string[] }) {
  const clean = (text: string) => text.replace(/</g, '‹').replace(/>/g, '›');
  const title = cutToUnits(clean(input.title).trim(), YOUTUBE_TITLE_MAX);
  const description = cutToBytes(clean(input.description), YOUTUBE_DESCRIPTION_MAX_BYTES);
  const tags: string[] = [];
  for (const tag of input.tags.map(clean).filter((tag) => tag.trim() !== '')) {
    if (youtubeTagsLength([...tags, tag]) > YOUTUBE_TAGS_MAX) break;
    tags.push(tag);
  }
  return { title, description, tags };
}
