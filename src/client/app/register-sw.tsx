import toast from 'react-hot-toast';
import { Workbox } from 'workbox-window';
import { uiText } from '../lib/ui-text';

/** Registers the Workbox service worker; a waiting update is offered in a toast and applied on click. */
export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    wb.addEventListener('controlling', () => window.location.reload());
    // DESIGN: the update (a reload) is offered only while no upload is being sent.
    void whenUploadsIdle().then(() => offerUpdate(wb));
  });
  // A refused registration (private mode, blocked by policy) only costs offline support.
  wb.register().catch(() => undefined);
}

/** Resolves once the upload queue is not sending anything (at once when it is idle). */
async function whenUploadsIdle(): Promise<void> {
  const { getUploadQueue } = await import('../offline/browser-queue');
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
      <span>
        {uiText.update.available}{' '}
        <button
          type="button"
          onClick={() => {
            toast.dismiss(t.id);
            wb.messageSkipWaiting();
          }}
        >
          {uiText.update.apply}
        </button>
      </span>
    ),
    { duration: Infinity, id: 'sw-update' },
  );
}
