import { CloudUpload } from 'lucide-react';
import { uiText } from '../../../lib/ui-text';
import { PENDING_STATES, type QueueItem } from '../../../offline/queue-types';
import styles from './pending-creation-requests.module.css';

const t = uiText.creation;

/** Creation requests still in the upload queue (not yet confirmed by the server). */
export function pendingCreationRequests(items: readonly QueueItem[]): QueueItem[] {
  return items.filter((item) => item.kind === 'creation-request' && PENDING_STATES.includes(item.state));
}

/** Shown above the table so a freshly queued request is visible before the server has it. */
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
            <span className={styles.label}>{item.target.label}</span>
            <span className={styles.state} data-state={item.state}>
              {uiText.queue.states[item.state]}
            </span>
            {item.lastError && <span className={styles.error}>{item.lastError}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
