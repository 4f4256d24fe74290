import type { Video } from '@shared/schemas/videos';
import { uiText } from '../../lib/ui-text';

export interface VideoCounts {
  views: number;
  likes: number;
  comments: number;
}

/** SPEC §3/§4: counts add the YouTube and Instagram figures, and show only for a video in success status. */
export function videoCounts(video: Video): VideoCounts | null {
  if (video.status !== 'success') return null;
  return {
    views: video.views + video.viewsInstagram,
    likes: video.likes + video.likesInstagram,
    comments: video.comments + video.commentsInstagram,
  };
}

/** SPEC §4: the error text shows only for status error: the YouTube error, else the Instagram error, else 'N/A'. */
export function videoErrorText(video: Video): string | null {
  if (video.status !== 'error') return null;
  return video.error || video.errorInstagram || uiText.video.errorFallback;
}
