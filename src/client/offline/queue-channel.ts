import type { QueueItem } from './queue-types';

/** What the tabs of one browser tell each other about the queue. */
export type QueueMessage =
  | { type: 'changed' }
  | { type: 'progress'; id: string; sent: number; total: number }
  | { type: 'confirmed'; item: QueueItem }
  | { type: 'removed'; id: string }
  | { type: 'wake' };

export interface QueueChannel {
  post(message: QueueMessage): void;
  listen(listener: (message: QueueMessage) => void): () => void;
}

/** Every tab's panel shows the same state: BroadcastChannel, or nothing when the browser has none. */
export function broadcastQueueChannel(name = 'upload-queue'): QueueChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, listen: () => () => undefined };
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const handler = (event: MessageEvent<QueueMessage>) => listener(event.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}

/** Runs `run` while holding the browser-wide queue lock (one runner per browser); without Web Locks, runs it here. */
export type LockRunner = (run: () => Promise<void>, signal: AbortSignal) => Promise<void>;

export const webLockRunner: LockRunner = async (run, signal) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) {
    await run();
    return;
  }
  try {
    await locks.request('upload-queue', { signal }, () => run());
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
  }
};
