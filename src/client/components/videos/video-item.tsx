import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Video } from '@shared/schemas/videos';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/dates';
import { uiText } from '../../../lib/ui-text';
import styles from './video-item.module.css';

const t = uiText.video;

/** SPEC §4: counts only for success (YouTube + Instagram summed); the error text only for error. */
export function VideoItem({ video }: { video: Video }) {
  const errorText = video.error || video.errorInstagram || t.errorFallback;
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <StatusBadge status={video.status} />
        <time className={styles.date} dateTime={video.date ?? undefined}>
          {formatDateTime(video.date) || t.noDate}
        </time>
        <Link className={styles.account} to={`/accounts/${video.account.id}`}>
          {t.account(video.account.id)}
        </Link>
      </div>
      {video.status === 'success' && (
        <dl className={styles.counts}>
          <div>
            <dt>{t.views}</dt>
            <dd>{video.views + video.viewsInstagram}</dd>
          </div>
          <div>
            <dt>{t.likes}</dt>
            <dd>{video.likes + video.likesInstagram}</dd>
          </div>
          <div>
            <dt>{t.comments}</dt>
            <dd>{video.comments + video.commentsInstagram}</dd>
          </div>
        </dl>
      )}
      {video.status === 'error' && <p className={styles.error}>{errorText}</p>}
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
