import { ExternalLink, UserRound } from 'lucide-react';
import { EmptyState } from '@client/components/ui/empty-state';
import { StatusBadge } from '@client/components/ui/status-badge';
import { publishingText } from '../text';
import type { VideoAssignment } from '../model/publication-model';
import { VariantUniqueness } from './variant-uniqueness';
import { mediaUrl, VideoPreview } from './video-preview';
import styles from './publication-videos.module.css';

const t = publishingText.publication;

type CardState = 'assigned' | 'unassigned' | 'sent';

const cardState = (item: VideoAssignment): CardState => (item.sent ? 'sent' : item.account ? 'assigned' : 'unassigned');

/**
 * The request's videos as the publishing form sends them: each playable, with the profile
 * it goes to. A video without a profile is marked 'Не вибраний' and is not published; a video already
 * sent shows its status and the profile it went with.
 */
export function PublicationVideos({ items }: { items: readonly VideoAssignment[] }) {
  if (items.length === 0) return <EmptyState>{t.noVideos}</EmptyState>;
  return (
    <ul className={styles.grid}>
      {items.map((item) => {
        const label = t.videoLabel(item.position);
        const state = cardState(item);
        return (
          <li key={item.video.id} className={styles.card} data-state={state} aria-label={label}>
            <VideoPreview className={styles.player} url={item.video.url} posterUrl={item.video.posterUrl} label={label} />
            <div className={styles.body}>
              <div className={styles.head}>
                <span className={styles.name}>{label}</span>
                <a
                  className={styles.open}
                  href={mediaUrl(item.video.url)}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`${t.openVideo}: ${label}`}
                >
                  <ExternalLink size={14} aria-hidden="true" />
                </a>
              </div>
              {state === 'sent' && item.video.status && <StatusBadge status={item.video.status} />}
              {state === 'unassigned' && <StatusBadge status="noactive" />}
              <VariantUniqueness video={item.video} items={items} />
              {item.account ? (
                <p className={styles.profile} title={item.account.title}>
                  <UserRound size={14} aria-hidden="true" />
                  <span className="visually-hidden">{t.profile}: </span>
                  <span className={styles.profileTitle}>{item.account.title}</span>
                </p>
              ) : (
                state === 'unassigned' && <p className={styles.note}>{t.notPublished}</p>
              )}
              {state === 'sent' && <p className={styles.note}>{t.alreadySent}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
