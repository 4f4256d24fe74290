import * as v from 'valibot';
import {
  DEFAULT_YOUTUBE_OPTIONS,
  TikTokPostOptionsSchema,
  type TikTokPostOptions,
  YouTubePostOptionsSchema,
  type YouTubePostOptions,
} from '@shared/schemas/publication-options';

/** `publications.options`: what the form chose per platform (empty for items made before it asked). */
export interface StoredPublicationOptions {
  tiktok?: TikTokPostOptions | null;
  youtube?: YouTubePostOptions;
}

/** The options a publish job passes on, read defensively: a stored value that no longer parses counts as unset. */
export function publishOptions(stored: StoredPublicationOptions | null): { tiktok: TikTokPostOptions | null; youtube: YouTubePostOptions } {
  const tiktok = v.safeParse(TikTokPostOptionsSchema, stored?.tiktok);
  const youtube = v.safeParse(YouTubePostOptionsSchema, stored?.youtube ?? {});
  return { tiktok: tiktok.success ? tiktok.output : null, youtube: youtube.success ? youtube.output : DEFAULT_YOUTUBE_OPTIONS };
}
