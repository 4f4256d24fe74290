import { compareQueueItems, type QueueItem, type QueueItemPatch } from './queue-types';

/**
 * The queue's IndexedDB: `items` holds each item's small record, `payloads` its Blobs under the same
 * id. Staging writes both in one transaction, so an item exists only with its files; progress
 * updates touch the small record alone.
 */
export const QUEUE_DB_NAME = 'upload-queue';
const DB_VERSION = 1;
const ITEMS = 'items';
const PAYLOADS = 'payloads';

interface PayloadRecord {
  id: string;
  blobs: Blob[];
}

export interface QueueDatabase {
  /** Resolves only once the transaction has completed (the item is then durably queued). */
  stage(item: QueueItem, blobs: Blob[]): Promise<void>;
  /** Every item, oldest first. */
  list(): Promise<QueueItem[]>;
  get(id: string): Promise<QueueItem | null>;
  /** Applies a patch to a stored item; null when the item is gone (removed meanwhile). */
  update(id: string, patch: QueueItemPatch): Promise<QueueItem | null>;
  payload(id: string): Promise<Blob[] | null>;
  remove(id: string): Promise<void>;
  close(): void;
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function completed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new DOMException('IndexedDB transaction aborted', 'AbortError'));
  });
}

export function openQueueDatabase(factory: IDBFactory = indexedDB, name: string = QUEUE_DB_NAME): Promise<QueueDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(ITEMS)) db.createObjectStore(ITEMS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(PAYLOADS)) db.createObjectStore(PAYLOADS, { keyPath: 'id' });
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is unavailable'));
    request.onblocked = () => reject(new Error('IndexedDB upgrade is blocked by another tab'));
    request.onsuccess = () => resolve(wrap(request.result));
  });
}

function wrap(db: IDBDatabase): QueueDatabase {
  // Another tab upgrading the schema: let it, this connection reopens on the next page load.
  db.onversionchange = () => db.close();

  return {
    async stage(item, blobs) {
      const tx = db.transaction([ITEMS, PAYLOADS], 'readwrite');
      const done = completed(tx);
      tx.objectStore(PAYLOADS).add({ id: item.id, blobs } satisfies PayloadRecord);
      tx.objectStore(ITEMS).add(item);
      await done;
    },

    async list() {
      const tx = db.transaction(ITEMS, 'readonly');
      const items = await promised(tx.objectStore(ITEMS).getAll() as IDBRequest<QueueItem[]>);
      return items.sort(compareQueueItems);
    },

    async get(id) {
      const tx = db.transaction(ITEMS, 'readonly');
      return ((await promised(tx.objectStore(ITEMS).get(id))) as QueueItem | undefined) ?? null;
    },

    async update(id, patch) {
      const tx = db.transaction(ITEMS, 'readwrite');
      const done = completed(tx);
      const store = tx.objectStore(ITEMS);
      const current = (await promised(store.get(id))) as QueueItem | undefined;
      const next = current ? { ...current, ...patch } : null;
      if (next) store.put(next);
      await done;
      return next;
    },

    async payload(id) {
      const tx = db.transaction(PAYLOADS, 'readonly');
      const record = (await promised(tx.objectStore(PAYLOADS).get(id))) as PayloadRecord | undefined;
      return record ? record.blobs : null;
    },

    async remove(id) {
      const tx = db.transaction([ITEMS, PAYLOADS], 'readwrite');
      const done = completed(tx);
      tx.objectStore(ITEMS).delete(id);
      tx.objectStore(PAYLOADS).delete(id);
      await done;
    },

    close() {
      db.close();
    },
  };
}
