import type { Video } from '@shared/schemas/videos';
import { PLATFORMS_WITH_COUNTS } from '@shared/status';
import { paths } from '@client/app/paths';
import { apiBase } from '@client/lib/api-client';
import { videoText } from './text';

export interface VideoCounts {
  views: number;
  likes: number;
  comments: number;
}

/**
 * Counts add the YouTube and Instagram figures, and show only for a video in success
 * status. As on the published item, only platforms that report counts and where the video is
 * published count: a video published only to TikTok has no known counts (not 0/0/0).
 */
export function videoCounts(video: Video): VideoCounts | null {
  if (video.status !== 'success') return null;
  const known = PLATFORMS_WITH_COUNTS.filter((platform) => video.publishedOn.includes(platform));
  if (known.length === 0) return null;
  const youtube = known.includes('youtube');
  const instagram = known.includes('instagram');
  return {
    views: (youtube ? video.views : 0) + (instagram ? video.viewsInstagram : 0),
    likes: (youtube ? video.likes : 0) + (instagram ? video.likesInstagram : 0),
    comments: (youtube ? video.comments : 0) + (instagram ? video.commentsInstagram : 0),
  };
}

/**
 * The error text shows only for status error: the YouTube error, else the Instagram error, else the
 * TikTok error, else 'N/A' (a failed TikTok-only row has a reason too).
 */
export function videoErrorText(video: Video): string | null {
  if (video.status !== 'error') return null;
  return video.error || video.errorInstagram || video.errorTiktok || videoText.errorFallback;
}

/** The row's name: the publication's title ('Без назви' when it is blank). */
export const videoTitle = (video: Pick<Video, 'title'>): string => video.title.trim() || videoText.untitled;

/** The published item the video belongs to (/video/youtube/{idUpload}). */
export const publishedItemHref = (video: Pick<Video, 'idUpload'>): string => paths.videos.published.getHref(video.idUpload);

/** The poster as the browser loads it (the API may live on another origin, VITE_API_BASE). */
export const posterSrc = (url: string): string => (/^https?:\/\//.test(url) ? url : `${apiBase}${url}`);
