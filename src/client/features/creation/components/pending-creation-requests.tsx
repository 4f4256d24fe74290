import { CloudUpload, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { queueText } from '@client/offline/text';
import { getUploadQueue } from '@client/offline/browser-queue';
import { PENDING_STATES, type QueueItem } from '@client/offline/queue-types';
import { creationText } from '../text';
import styles from './pending-creation-requests.module.css';

const t = creationText;

/** Creation requests still in the upload queue (not yet confirmed by the server). */
export function pendingCreationRequests(items: readonly QueueItem[]): QueueItem[] {
  return items.filter((item) => item.kind === 'creation-request' && PENDING_STATES.includes(item.state));
}

/** Shown above the table so a freshly queued request is visible before the server has it; a refused one can be removed. */
export function PendingCreationRequests({ items }: { items: readonly QueueItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.pending} aria-label={t.pendingTitle}>
      <div className={styles.head}>
        <CloudUpload size={16} aria-hidden="true" />
        <h2 className={styles.title}>{t.pendingTitle}</h2>
        <span className={styles.hint}>{t.pendingHint}</span>
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <div className={styles.main}>
              <div className={styles.line}>
                <span className={styles.label}>{item.target.label}</span>
                <span className={styles.state} data-state={item.state}>
                  {queueText.states[item.state]}
                </span>
              </div>
              {item.lastError && <p className={styles.error}>{item.lastError}</p>}
            </div>
            {item.state === 'needs-attention' && (
              <Button
                variant="ghost"
                className={styles.remove}
                onClick={() => void getUploadQueue().remove(item.id)}
                aria-label={queueText.removeLabel(item.target.label)}
              >
                <X size={14} aria-hidden="true" />
                {queueText.remove}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
