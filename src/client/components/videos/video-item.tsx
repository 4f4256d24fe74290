import { ExternalLink, Film } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Video } from '@shared/schemas/videos';
import { paths } from '@client/app/paths';
import { formatDateTime } from '@client/lib/dates';
import { formatCount } from '@client/lib/format-number';
import { PreviewImage } from '../ui/preview-image';
import { StatusBadge } from '../ui/status-badge';
import { videoText } from './text';
import { posterSrc, publishedItemHref, videoCounts, videoErrorText, videoTitle } from './video-display';
import styles from './video-item.module.css';

const t = videoText;

interface VideoItemProps {
  video: Video;
  /** The link to the video's profile ('Акаунт: {id}'); a profile's own list leaves it out. */
  showAccount?: boolean;
}

/**
 * One published video, named by the title it went out with, with the rendered video's
 * poster, both linking to the published item; then the status, Kyiv date, summed counts (where they
 * are known) or the error text, and the platform links.
 */
export function VideoItem({ video, showAccount = true }: VideoItemProps) {
  const counts = videoCounts(video);
  const errorText = videoErrorText(video);
  const title = videoTitle(video);
  const href = publishedItemHref(video);
  return (
    <li className={styles.item}>
      {/* The poster repeats the title link for the pointer; keyboard and screen readers use the title. */}
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {video.posterUrl ? (
          <PreviewImage
            src={posterSrc(video.posterUrl)}
            alt=""
            loading="lazy"
            decoding="async"
            fallback={<Film size={18} aria-hidden="true" />}
          />
        ) : (
          <Film size={18} aria-hidden="true" />
        )}
      </Link>
      <div className={styles.body}>
        <Link to={href} className={styles.title} title={t.openItem(title)}>
          {title}
        </Link>
        <div className={styles.head}>
          <StatusBadge status={video.status} />
          <time className={styles.date} dateTime={video.date ?? undefined}>
            {formatDateTime(video.date) || t.noDate}
          </time>
          {showAccount && (
            <Link className={styles.account} to={paths.accounts.detail.getHref(video.account.id)}>
              {t.account(video.account.id)}
            </Link>
          )}
        </div>
        {counts && (
          <dl className={styles.counts}>
            <div>
              <dt>{t.views}</dt>
              <dd>{formatCount(counts.views)}</dd>
            </div>
            <div>
              <dt>{t.likes}</dt>
              <dd>{formatCount(counts.likes)}</dd>
            </div>
            <div>
              <dt>{t.comments}</dt>
              <dd>{formatCount(counts.comments)}</dd>
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
      </div>
    </li>
  );
}
