import { RotateCcw, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@client/components/ui/button';
import { formatBytes } from '@client/lib/format-number';
import { commonText } from '@client/lib/text';
import { queueText } from '@client/offline/text';
import { getUploadQueue } from '@client/offline/browser-queue';
import type { QueueItem, QueueKind } from '@client/offline/queue-types';
import styles from './upload-queue-menu.module.css';

const t = queueText;

const kindLabels: Record<QueueKind, string> = {
  background: commonText.screens.backgrounds,
  'creation-request': commonText.screens.creationRequests,
};

/** One queued upload: kind, target, size, progress, state, attempts, last error, retry / remove. */
export function QueueItemRow({ item }: { item: QueueItem }) {
  const done = item.state === 'done';
  const percent = item.bytesTotal > 0 ? Math.min(100, Math.round((item.bytesSent / item.bytesTotal) * 100)) : done ? 100 : 0;
  const progressText = `${formatBytes(item.bytesSent)} / ${formatBytes(item.bytesTotal)}`;
  const canRetry = item.state === 'needs-attention' || item.state === 'retrying';

  return (
    <li className={styles.item} data-state={item.state}>
      <div className={styles.itemHead}>
        <span className={styles.kind}>{kindLabels[item.kind]}</span>
        <span className={`${styles.state} ${styles[`state-${item.state}`] ?? ''}`}>{t.states[item.state]}</span>
      </div>
      <div className={styles.target}>{item.target.href ? <Link to={item.target.href}>{item.target.label}</Link> : item.target.label}</div>
      <div className={styles.meta}>
        <span>{t.files(item.files.length)}</span>
        <span>{formatBytes(item.bytesTotal)}</span>
        {item.attempts > 0 && <span>{t.attempts(item.attempts)}</span>}
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t.progress(item.target.label)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      {item.state === 'sending' && <div className={styles.progressText}>{progressText}</div>}
      {/* The last try's error only while it is the current state: once sending again, the row says so. */}
      {item.lastError && (item.state === 'retrying' || item.state === 'needs-attention') && (
        <p className={styles.error}>{item.lastError}</p>
      )}
      {!done && (
        <div className={styles.actions}>
          {canRetry && (
            <Button variant="secondary" onClick={() => void getUploadQueue().retry(item.id)} aria-label={t.retryLabel(item.target.label)}>
              <RotateCcw size={14} aria-hidden="true" />
              {t.retry}
            </Button>
          )}
          <Button variant="ghost" onClick={() => void getUploadQueue().remove(item.id)} aria-label={t.removeLabel(item.target.label)}>
            <X size={14} aria-hidden="true" />
            {t.remove}
          </Button>
        </div>
      )}
    </li>
  );
}
