import toast from 'react-hot-toast';
import { Workbox } from 'workbox-window';
import { shellText } from './text';
import styles from './update-prompt.module.css';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the Workbox service worker. A waiting update is offered in a toast once the upload queue is
 * idle and applied on click; the app looks for a new version hourly and whenever the tab becomes visible.
 */
export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    wb.addEventListener('controlling', () => window.location.reload());
    // The update (a reload) is offered only while no upload is being sent.
    void whenUploadsIdle().then(() => offerUpdate(wb));
  });
  // A refused registration (private mode, blocked by policy) only costs offline support.
  wb.register()
    .then((registration) => registration && scheduleUpdateChecks(wb))
    .catch(() => undefined);
}

function scheduleUpdateChecks(wb: Workbox): void {
  const check = () => {
    if (navigator.onLine !== false) wb.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Resolves once the upload queue is not sending anything (at once when it is idle). */
async function whenUploadsIdle(): Promise<void> {
  const { getUploadQueue } = await import('@client/offline/browser-queue');
  const queue = getUploadQueue();
  const busy = () => queue.getSnapshot().items.some((item) => item.state === 'sending');
  if (!busy()) return;
  await new Promise<void>((resolve) => {
    const unsubscribe = queue.subscribe(() => {
      if (busy()) return;
      unsubscribe();
      resolve();
    });
  });
}

function offerUpdate(wb: Workbox): void {
  toast(
    (t) => (
      <div className={styles.prompt}>
        <p className={styles.title}>{shellText.update.available}</p>
        <p className={styles.hint}>{shellText.update.hint}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => toast.dismiss(t.id)}>
            {shellText.update.later}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              toast.dismiss(t.id);
              // An upload may have started since the offer: the reload still waits for it to finish.
              void whenUploadsIdle().then(() => wb.messageSkipWaiting());
            }}
          >
            {shellText.update.apply}
          </button>
        </div>
      </div>
    ),
    { duration: Infinity, id: 'sw-update', ariaProps: { role: 'alert', 'aria-live': 'assertive' } },
  );
}
