import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { CloudUpload, WifiOff } from 'lucide-react';
import { useId } from 'react';
import { useAuth } from '@client/lib/auth-store';
import { queueText } from '@client/offline/text';
import { PENDING_STATES } from '@client/offline/queue-types';
import { useOnline, useUploadQueueSnapshot } from '@client/offline/use-upload-queue';
import { QueueItemRow } from './queue-item-row';
import styles from './upload-queue-menu.module.css';

const t = queueText;

/** The offline indicator and the queue button with its pending count, opening the panel. */
export function UploadQueueMenu() {
  const online = useOnline();
  const userId = useAuth((s) => s.user?.id ?? null);
  const { items } = useUploadQueueSnapshot();
  const mine = items.filter((item) => item.ownerId === userId);
  const pending = mine.filter((item) => PENDING_STATES.includes(item.state)).length;
  const attention = mine.some((item) => item.state === 'needs-attention');
  const titleId = useId();

  return (
    <>
      {!online && (
        <span className={styles.offline} role="status" title={t.offlineHint}>
          <WifiOff size={14} aria-hidden="true" />
          {t.offline}
        </span>
      )}
      <Popover className={styles.root}>
        <PopoverButton className={styles.button} aria-label={t.button(pending)} title={t.title}>
          <CloudUpload size={18} aria-hidden="true" />
          {pending > 0 && (
            <span
              className={`${styles.badge} ${attention ? styles.badgeAttention : ''}`}
              aria-hidden="true"
              data-testid="upload-queue-badge"
            >
              {pending}
            </span>
          )}
        </PopoverButton>
        {/* Placed by CSS, not anchored, with focusable content: see BellMenu. */}
        <PopoverPanel className={styles.panel} focus>
          <section className={styles.content} tabIndex={0} aria-labelledby={titleId}>
            <div className={styles.head}>
              <h2 id={titleId} className={styles.title}>
                {t.title}
              </h2>
              {!online && <span className={styles.offlineNote}>{t.offlineHint}</span>}
            </div>
            {mine.length === 0 ? (
              <p className={styles.empty}>{t.empty}</p>
            ) : (
              <ul className={styles.list} aria-label={t.title}>
                {mine.map((item) => (
                  <QueueItemRow key={item.id} item={item} />
                ))}
              </ul>
            )}
          </section>
        </PopoverPanel>
      </Popover>
    </>
  );
}
