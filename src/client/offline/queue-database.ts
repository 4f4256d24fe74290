import { compareQueueItems, type QueueItem, type QueueItemPatch } from './queue-types';

/**
 * The queue's IndexedDB: `items` holds each item's small record, `payloads` what its files are, and
 * `chunks` their bytes in pieces of STAGE_CHUNK_BYTES, each piece in its own transaction. The item and
 * its payload record are written last, in one transaction, so an item exists only with all its files;
 * progress updates touch the small record alone.
 *
 * Why pieces: the browser's storage estimate can promise far more than IndexedDB then holds (a private
 * window keeps it in memory: Chromium reported 4–10 GB and refused a 2 GB file at about 1,3 GB). Staged
 * piece by piece, a refusal tells how much did fit (StagingError.stagedBytes), and the pieces already
 * written are removed at once.
 */
export const QUEUE_DB_NAME = 'upload-queue';
const DB_VERSION = 2;
const ITEMS = 'items';
const PAYLOADS = 'payloads';
const CHUNKS = 'chunks';
export const STAGE_CHUNK_BYTES = 32 * 1024 * 1024;
/** Pieces without an item this old were left by a tab closed mid-staging. */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

interface PayloadRecord {
  id: string;
  /** Items staged by the first version: the Blobs themselves. */
  blobs?: Blob[];
  /** Staged in pieces: each file's type, in order. */
  types?: string[];
}

interface ChunkRecord {
  item: string;
  index: number;
  file: number;
  blob: Blob;
  stagedAt: number;
}

/** Staging failed after `stagedBytes` had been written (all of them removed again); `cause` is the browser's error. */
export class StagingError extends Error {
  override readonly name = 'StagingError';
  constructor(
    override readonly cause: unknown,
    readonly stagedBytes: number,
  ) {
    super('Staging failed');
  }
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

export function openQueueDatabase(
  factory: IDBFactory = indexedDB,
  name: string = QUEUE_DB_NAME,
  chunkBytes = STAGE_CHUNK_BYTES,
): Promise<QueueDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(ITEMS)) db.createObjectStore(ITEMS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(PAYLOADS)) db.createObjectStore(PAYLOADS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(CHUNKS)) db.createObjectStore(CHUNKS, { keyPath: ['item', 'index'] });
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is unavailable'));
    request.onblocked = () => reject(new Error('IndexedDB upgrade is blocked by another tab'));
    request.onsuccess = () => {
      const db = request.result;
      void removeOrphanChunks(db).catch(() => undefined);
      resolve(wrap(db, chunkBytes));
    };
  });
}

const chunksOf = (id: string) => IDBKeyRange.bound([id, 0], [id, Infinity]);

async function removeChunks(db: IDBDatabase, id: string): Promise<void> {
  const tx = db.transaction(CHUNKS, 'readwrite');
  const done = completed(tx);
  tx.objectStore(CHUNKS).delete(chunksOf(id));
  await done;
}

/** Pieces whose item never got written (a tab closed mid-staging), once they are old enough not to be another tab's staging. */
async function removeOrphanChunks(db: IDBDatabase, now = Date.now()): Promise<void> {
  const tx = db.transaction([ITEMS, CHUNKS], 'readwrite');
  const done = completed(tx);
  const items = new Set((await promised(tx.objectStore(ITEMS).getAllKeys())).map(String));
  const cursor = tx.objectStore(CHUNKS).openCursor();
  cursor.onsuccess = () => {
    const current = cursor.result;
    if (!current) return;
    const chunk = current.value as ChunkRecord;
    if (!items.has(chunk.item) && now - chunk.stagedAt > ORPHAN_AGE_MS) current.delete();
    current.continue();
  };
  await done;
}

function wrap(db: IDBDatabase, chunkBytes: number): QueueDatabase {
  // Another tab upgrading the schema: let it, this connection reopens on the next page load.
  db.onversionchange = () => db.close();

  return {
    async stage(item, blobs) {
      let staged = 0;
      try {
        let index = 0;
        for (const [file, blob] of blobs.entries()) {
          // An empty file still gets its one (empty) piece.
          for (let offset = 0; offset === 0 || offset < blob.size; offset += chunkBytes) {
            const piece = blob.slice(offset, offset + chunkBytes);
            const tx = db.transaction(CHUNKS, 'readwrite');
            const done = completed(tx);
            tx.objectStore(CHUNKS).add({ item: item.id, index: index++, file, blob: piece, stagedAt: Date.now() } satisfies ChunkRecord);
            await done;
            staged += piece.size;
          }
        }
        const tx = db.transaction([ITEMS, PAYLOADS], 'readwrite');
        const done = completed(tx);
        tx.objectStore(PAYLOADS).add({ id: item.id, types: blobs.map((blob) => blob.type) } satisfies PayloadRecord);
        tx.objectStore(ITEMS).add(item);
        await done;
      } catch (error) {
        await removeChunks(db, item.id).catch(() => undefined);
        throw new StagingError(error, staged);
      }
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
      const tx = db.transaction([PAYLOADS, CHUNKS], 'readonly');
      const record = (await promised(tx.objectStore(PAYLOADS).get(id))) as PayloadRecord | undefined;
      if (!record) return null;
      if (record.blobs) return record.blobs;
      const chunks = (await promised(tx.objectStore(CHUNKS).getAll(chunksOf(id)))) as ChunkRecord[];
      const types = record.types ?? [];
      const parts = types.map((): Blob[] => []);
      for (const chunk of chunks.sort((a, b) => a.index - b.index)) parts[chunk.file]?.push(chunk.blob);
      return parts.map((pieces, file) => new Blob(pieces, { type: types[file] }));
    },

    async remove(id) {
      const tx = db.transaction([ITEMS, PAYLOADS, CHUNKS], 'readwrite');
      const done = completed(tx);
      tx.objectStore(ITEMS).delete(id);
      tx.objectStore(PAYLOADS).delete(id);
      tx.objectStore(CHUNKS).delete(chunksOf(id));
      await done;
    },

    close() {
      db.close();
    },
  };
}
