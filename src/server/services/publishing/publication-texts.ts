import { buildPostText, type PlatformTexts, postTextProblems, type PostTextTarget, type ProfileTextValues } from '@shared/lib/post-text';
import type { Platform } from '@shared/status';
import { HttpError } from '@server/http-error';
import type { StoredPublicationOptions } from './publication-options';
import type { RowMetadata } from './publication-row-metadata';

/**
 * The publication's text as saved (`publications.title`, `description`, `tags`, `options`, `texts`):
 * what each of its rows is built from.
 */
export interface PublicationMetadata {
  title: string;
  description: string;
  tags: string[];
  options: StoredPublicationOptions;
  /** The texts written per platform, variables unfilled; a key missing or empty: the shared text. */
  texts: Partial<PlatformTexts>;
}

const sourceOf = (item: PublicationMetadata) => ({ title: item.title, description: item.description, tags: item.tags, texts: item.texts });

/** Refuses (422) when a row of `targets` cannot be sent: a variable its profile cannot fill, a text over its platform's limit. */
export function assertPostTexts(
  item: Pick<PublicationMetadata, 'title' | 'description' | 'tags' | 'texts'>,
  targets: PostTextTarget[],
): void {
  const problems = postTextProblems(sourceOf({ ...item, options: {} }), targets);
  if (problems.length > 0) throw new HttpError(422, problems);
}

/** What the row of `profile` on `platform` is posted with (checked first with `assertPostTexts`). */
export function rowMetadataFor(item: PublicationMetadata, platform: Platform, profile: ProfileTextValues): RowMetadata {
  const { post } = buildPostText(platform, sourceOf(item), profile);
  return { title: post.title, description: post.description, tags: post.tags, options: item.options, caption: post.caption };
}
