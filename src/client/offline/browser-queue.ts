import { accessTokenAfterUnauthorized, apiBase } from '@client/lib/api-client';
import { getAuthState } from '@client/lib/auth-store';
import { broadcastQueueChannel, webLockRunner } from './queue-channel';
import { openQueueDatabase } from './queue-database';
import { browserStorageBudget } from './storage-budget';
import { UploadQueue } from './upload-queue';
import { createTusSender, discardUploads } from './tus-sender';
import { createXhrSender } from './xhr-sender';

let queue: UploadQueue | null = null;

/** The browser's upload queue: IndexedDB, tus (tus-js-client) or XHR, the auth store, Web Locks and a BroadcastChannel. */
export function getUploadQueue(): UploadQueue {
  queue ??= new UploadQueue({
    openDatabase: () => openQueueDatabase(),
    // Resumable uploads (tus) and their commit; items queued before this version as one multipart request.
    send: createTusSender(apiBase, createXhrSender(apiBase)),
    discardUploads,
    auth: {
      ownerId: () => (getAuthState().isAuthenticated ? (getAuthState().user?.id ?? null) : null),
      token: () => getAuthState().accessToken,
      refresh: accessTokenAfterUnauthorized,
    },
    storage: browserStorageBudget(),
    channel: broadcastQueueChannel(),
    withLock: webLockRunner,
    isOnline: () => navigator.onLine !== false,
  });
  return queue;
}
