import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Video } from '@shared/schemas/videos';
import { formatDateTime } from '../../lib/dates';
import { uiText } from '../../lib/ui-text';
import { StatusBadge } from '../ui/status-badge';
import { videoCounts, videoErrorText } from './video-display';
import styles from './video-item.module.css';

const t = uiText.video;

interface VideoItemProps {
  video: Video;
  /** The link to the video's profile ('Акаунт: {id}'); a profile's own list leaves it out. */
  showAccount?: boolean;
}

/** One published video (SPEC §3 "Video"): status, Kyiv date, summed counts or the error text, platform links. */
export function VideoItem({ video, showAccount = true }: VideoItemProps) {
  const counts = videoCounts(video);
  const errorText = videoErrorText(video);
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <StatusBadge status={video.status} />
        <time className={styles.date} dateTime={video.date ?? undefined}>
          {formatDateTime(video.date) || t.noDate}
        </time>
        {showAccount && (
          <Link className={styles.account} to={`/accounts/${video.account.id}`}>
            {t.account(video.account.id)}
          </Link>
        )}
      </div>
      {counts && (
        <dl className={styles.counts}>
          <div>
            <dt>{t.views}</dt>
            <dd>{counts.views}</dd>
          </div>
          <div>
            <dt>{t.likes}</dt>
            <dd>{counts.likes}</dd>
          </div>
          <div>
            <dt>{t.comments}</dt>
            <dd>{counts.comments}</dd>
          </div>
        </dl>
      )}
      {errorText !== null && <p className={styles.error}>{errorText}</p>}
      {(video.urlYouTube || video.urlInstagram) && (
        <div className={styles.links}>
          {video.urlYouTube && (
            <a href={video.urlYouTube} target="_blank" rel="noreferrer noopener">
              {t.openYouTube} <ExternalLink size={12} aria-hidden="true" />
            </a>
          )}
          {video.urlInstagram && (
            <a href={video.urlInstagram} target="_blank" rel="noreferrer noopener">
              {t.openInstagram} <ExternalLink size={12} aria-hidden="true" />
            </a>
          )}
        </div>
      )}
    </li>
  );
}
