import { captionLength } from '@shared/lib/captions';
import { buildPostText, type PlatformTexts, postTextProblems, type PostTextSource, type ProfileTextValues } from '@shared/lib/post-text';
import { normalizeTags } from '@shared/lib/tags';
import { utf8Bytes } from '@shared/lib/youtube-metadata';
import { EMPTY_PLATFORM_TEXTS } from '@shared/schemas/publications';
import type { Platform } from '@shared/status';

/** What the form holds that a row's text is built from (any field may still be unset while typing). */
export interface TextFormValues {
  title?: string | undefined;
  description?: string | undefined;
  tags?: readonly string[] | undefined;
  texts?: Partial<PlatformTexts> | undefined;
}

/** The form's text as the shared builder takes it (tags normalized as the schema will). */
export function postTextSource(values: TextFormValues): PostTextSource {
  return {
    title: values.title ?? '',
    description: values.description ?? '',
    tags: normalizeTags(values.tags ?? []),
    texts: { ...EMPTY_PLATFORM_TEXTS, ...values.texts },
  };
}

/**
 * What the live counter of a platform's text shows: the length of what will be sent (before the
 * variables are filled), as its platform counts it: YouTube's title in characters and its description
 * in bytes, TikTok's and Instagram's caption with its hashtags.
 */
export function sentLength(platform: Platform, field: keyof PlatformTexts, source: PostTextSource): number {
  const { post } = buildPostText(platform, source, null);
  if (field === 'youtubeTitle') return post.title.length;
  if (field === 'youtubeDescription') return utf8Bytes(post.description);
  return captionLength(field, post.caption ?? '');
}

/** The platforms switched on in the form, in its order. */
export const chosenPlatforms = (flags: { inYouTube?: boolean; inTikTok?: boolean; inInstagram?: boolean }): Platform[] =>
  (['youtube', 'tiktok', 'instagram'] as const).filter(
    (platform) => ({ youtube: flags.inYouTube, tiktok: flags.inTikTok, instagram: flags.inInstagram })[platform],
  );

/**
 * The problems the server would refuse the batch for: for each profile that gets a video, on each
 * chosen platform it has switched on, a variable it cannot fill or a text over the platform's limit.
 */
export function formTextProblems(values: TextFormValues, platforms: readonly Platform[], profiles: readonly ProfileTextValues[]): string[] {
  const targets = profiles.flatMap((profile) =>
    platforms.filter((platform) => profile.platforms.includes(platform)).map((platform) => ({ profile, platform })),
  );
  return postTextProblems(postTextSource(values), targets);
}
