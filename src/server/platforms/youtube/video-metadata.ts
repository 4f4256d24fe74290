import { messages } from '@server/messages';
import { sanitizeYouTubeMetadata, YOUTUBE_TAGS_MAX, YOUTUBE_TITLE_MAX } from '@shared/lib/youtube-metadata';
import { YOUTUBE_CATEGORY_IDS } from '@shared/schemas/publication-options';
import { PlatformError, type PublishInput } from '../platform';

/**
 * The video resource and query of videos.insert for one publication: metadata made valid first (the
 * form already refuses bad input; rows made before its rules are cleaned here), then the publication's
 * YouTube options.
 *
 * YouTube's documentation does not say whether its "characters" are code points or UTF-16 units. The
 * shared rules count code points; here the title and tags are also held to the same limits counted in
 * UTF-16 units (an emoji counts 2), which satisfies either reading.
 */
export interface InsertRequest {
  query: URLSearchParams;
  body: {
    snippet: { title: string; description: string; tags: string[]; categoryId: string };
    status: { privacyStatus: 'public' | 'private'; publishAt?: string; selfDeclaredMadeForKids: boolean };
  };
}

/** Cuts to at most `max` UTF-16 units without splitting a character. */
function cutUtf16(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/** The tag list's length as YouTube counts it, in UTF-16 units. */
const tagsUtf16Length = (tags: readonly string[]) =>
  tags.length === 0 ? 0 : tags.reduce((sum, tag) => sum + tag.length + (/\s/.test(tag) ? 2 : 0), 0) + tags.length - 1;

export function insertRequest(input: PublishInput): InsertRequest {
  const clean = sanitizeYouTubeMetadata({ title: input.title, description: input.description, tags: input.tags });
  const title = cutUtf16(clean.title, YOUTUBE_TITLE_MAX).trim();
  if (title === '') throw new PlatformError(messages.youtubeTitleEmpty, 'rejected', 'title empty after sanitizing');
  const tags = [...clean.tags];
  while (tagsUtf16Length(tags) > YOUTUBE_TAGS_MAX) tags.pop();
  const options = input.youtube;
  const categoryId = (YOUTUBE_CATEGORY_IDS as readonly string[]).includes(options.categoryId) ? options.categoryId : '22';
  const status: InsertRequest['body']['status'] = input.publishAt
    ? { privacyStatus: 'private', publishAt: input.publishAt.toISOString(), selfDeclaredMadeForKids: options.madeForKids }
    : { privacyStatus: 'public', selfDeclaredMadeForKids: options.madeForKids };
  return {
    query: new URLSearchParams({ uploadType: 'resumable', part: 'snippet,status', notifySubscribers: String(options.notifySubscribers) }),
    body: { snippet: { title, description: clean.description, tags, categoryId }, status },
  };
}
