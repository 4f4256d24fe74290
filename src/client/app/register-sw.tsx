import toast from 'react-hot-toast';
import { Workbox } from 'workbox-window';
import { uiText } from '../lib/ui-text';

/** Registers the Workbox service worker; a waiting update is offered in a toast and applied on click. */
export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    wb.addEventListener('controlling', () => window.location.reload());
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
  });
  // A refused registration (private mode, blocked by policy) only costs offline support.
  wb.register().catch(() => undefined);
}
