/** The browser's storage, as the queue needs it: room left, and a request to keep the data. */
export interface StorageBudget {
  /** Bytes still free for this origin, or null when the browser does not say. */
  available(): Promise<number | null>;
  /** Asks the browser not to evict the queue's data under storage pressure. */
  persist(): Promise<void>;
}

/** Room kept free beyond the files themselves (IndexedDB overhead, the rest of the app's caches). */
export const STORAGE_MARGIN_BYTES = 5 * 1024 * 1024;

export function browserStorageBudget(): StorageBudget {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  return {
    async available() {
      if (!storage?.estimate) return null;
      try {
        const { quota, usage } = await storage.estimate();
        return quota === undefined ? null : quota - (usage ?? 0);
      } catch {
        return null;
      }
    },
    async persist() {
      if (!storage?.persist) return;
      try {
        if (storage.persisted && (await storage.persisted())) return;
        await storage.persist();
      } catch {
        // Refused or unsupported: the queue still works, the browser may just evict it under pressure.
      }
    },
  };
}
