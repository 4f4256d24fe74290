import type { CreationRequestItem } from '@shared/schemas/creation';
import { StatusBadge } from '../ui/status-badge';
import { videoText } from './text';
import styles from './creation-request-status.module.css';

const t = videoText.request;

/**
 * Every rendered video of the request was already sent to publishing: there is nothing left to
 * publish, so the request opens no form and its list row leads to the publication instead.
 */
export function isFullySent(item: Pick<CreationRequestItem, 'doneCount' | 'sentCount'>): boolean {
  return item.doneCount > 0 && item.sentCount >= item.doneCount;
}

/** Variants done of total, with a bar while the request is rendering; once some went out, how many were sent. */
export function CreationProgress({ item }: { item: CreationRequestItem }) {
  const text = t.progressOf(item.doneCount, item.countVideo);
  const percent = item.countVideo > 0 ? Math.min(100, Math.round((item.doneCount / item.countVideo) * 100)) : 0;
  return (
    <div className={styles.progress}>
      <span className={styles.progressText}>{text}</span>
      {item.sentCount > 0 && <span className={styles.sent}>{t.sentOf(item.sentCount, item.doneCount)}</span>}
      {item.status === 'loading' && (
        <span
          className={styles.bar}
          role="progressbar"
          aria-label={t.progress}
          aria-valuemin={0}
          aria-valuemax={item.countVideo}
          aria-valuenow={item.doneCount}
          aria-valuetext={text}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </span>
      )}
    </div>
  );
}

/** The status badge; on error, the reason under it. */
export function CreationStatus({ item }: { item: CreationRequestItem }) {
  return (
    <div className={styles.status}>
      <StatusBadge status={item.status} />
      {item.status === 'error' && (
        <span className={styles.reason} title={item.error ?? undefined}>
          {item.error ?? t.errorFallback}
        </span>
      )}
    </div>
  );
}
