import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { creationMessages } from '@shared/messages/creation';
import { useAuth } from '@client/lib/auth-store';
import { getUploadQueue } from './browser-queue';
import type { QueueKind } from './queue-types';
import type { QueueSnapshot } from './upload-queue';

/** What the user is told, wherever they are, when the server confirms an item of this kind. */
const confirmedToasts: Partial<Record<QueueKind, string>> = {
  'creation-request': creationMessages.creationRequestSent,
};

/** The queue's items as every tab sees them (BroadcastChannel keeps them in step). */
export function useUploadQueueSnapshot(): QueueSnapshot {
  const queue = getUploadQueue();
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}

/**
 * Runs the queue while the signed-in shell is mounted: competes for the runner lock, tries at once on
 * start, when the browser is back online, when the tab becomes visible and when a user signs in, and
 * refreshes the lists an item changed once the server confirms it.
 */
export function useUploadQueueRunner(): void {
  const queryClient = useQueryClient();
  const userId = useAuth((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));

  useEffect(() => {
    const queue = getUploadQueue();
    queue.start();
    queue.wake();
    const wake = () => queue.wake();
    const onVisible = () => {
      if (document.visibilityState === 'visible') queue.wake();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    const offConfirmed = queue.onConfirmed((item) => {
      for (const queryKey of item.invalidates) void queryClient.invalidateQueries({ queryKey });
      const text = confirmedToasts[item.kind];
      if (text) toast.success(text, { id: `queue-confirmed-${item.id}` });
    });
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisible);
      offConfirmed();
      void queue.stop();
    };
  }, [queryClient]);

  useEffect(() => {
    if (userId !== null) getUploadQueue().wake();
  }, [userId]);
}

/** navigator.onLine, kept current by the online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine !== false,
    () => true,
  );
}
