import { apiBase } from '@client/lib/api-client';

/** A media URL from the API as the browser loads it (absolute ones pass through). */
export const mediaUrl = (url: string): string => (/^https?:\/\//.test(url) ? url : `${apiBase}${url}`);

interface VideoPreviewProps {
  url: string;
  posterUrl: string | null;
  label: string;
  className?: string;
}

/**
 * A rendered video, playable in place. With a poster nothing is fetched until it is played
 * (`preload="none"`); without one, only the metadata, so the first frame shows instead of a black box.
 */
export function VideoPreview({ url, posterUrl, label, className }: VideoPreviewProps) {
  return (
    <video
      className={className}
      controls
      preload={posterUrl ? 'none' : 'metadata'}
      playsInline
      poster={posterUrl ? mediaUrl(posterUrl) : undefined}
      src={mediaUrl(url)}
      aria-label={label}
    />
  );
}
