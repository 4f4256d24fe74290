import { ExternalLink } from 'lucide-react';
import type { VideoItem } from '@shared/schemas/creation';
import { EmptyState } from '../../../components/ui/empty-state';
import { apiBase } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { uiText } from '../../../lib/ui-text';
import styles from './request-videos.module.css';

const t = uiText.creation;

/** A media URL from the API as the browser loads it (absolute ones pass through). */
const mediaUrl = (url: string) => (/^https?:\/\//.test(url) ? url : `${apiBase}${url}`);

/** The rendered variants of a request, each playable in place (metadata only until played). */
export function RequestVideos({ videos }: { videos: readonly VideoItem[] }) {
  if (videos.length === 0) return <EmptyState>{t.noVideos}</EmptyState>;
  return (
    <ul className={styles.grid}>
      {videos.map((video, index) => (
        <li key={video.id} className={styles.item}>
          <video
            className={styles.player}
            controls
            preload="metadata"
            playsInline
            poster={video.posterUrl ? mediaUrl(video.posterUrl) : undefined}
            src={mediaUrl(video.url)}
            aria-label={t.videoLabel(index + 1)}
          />
          <div className={styles.meta}>
            <span className={styles.name}>{t.videoLabel(index + 1)}</span>
            <span className={styles.date}>{formatDateTime(video.createdAt)}</span>
            <a className={styles.open} href={mediaUrl(video.url)} target="_blank" rel="noreferrer" aria-label={`${t.openVideo}: ${t.videoLabel(index + 1)}`}>
              <ExternalLink size={14} aria-hidden="true" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
