import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';

/** Where the persisted React Query cache lives in IndexedDB (idb-keyval's default store). */
export const PERSISTED_CACHE_KEY = 'query-cache';

/** The key-value storage the persister writes to: idb-keyval in the browser, a Map in tests. */
export interface PersistStorage {
  getItem: (key: string) => Promise<string | undefined | null>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
}

interface PersistCandidate {
  state: { status: string };
  meta?: { persist?: boolean } | undefined;
}

/**
 * Which queries go to IndexedDB: the successful ones whose options say `meta: { persist: true }` (the
 * lists and details the user has seen, including a detail's own paginated lists and statistics).
 * Errors, pending queries and everything else (select options, the health board, auth) stay in memory.
 */
export function shouldPersistQuery(query: PersistCandidate): boolean {
  return query.state.status === 'success' && query.meta?.persist === true;
}

/**
 * A restored detail (`[resource, 'detail', …]`) seeds its edit form. Started online, the app drops these
 * from the restored cache so a form is never seeded from a copy that predates the last save (saves are
 * throttled); offline they stay, so the screens still show what the user last saw.
 */
export function isRestoredDetailToDrop(query: { queryKey: readonly unknown[] }, online: boolean): boolean {
  return online && query.queryKey[1] === 'detail';
}

/** The `buster`: a cache written by another build or for another user is discarded on restore. */
export function persistBuster(buildId: string, userId: number | null): string {
  return `${buildId}|user:${userId ?? 'none'}`;
}

/**
 * The persister of the query cache. `currentBuster` is read at every write, so a cache saved after
 * sign-in carries the signed-in user even though the provider subscribed while nobody was signed in;
 * a restore compares it with the buster of whoever starts the app.
 */
export function createQueryPersister(storage: PersistStorage, currentBuster?: () => string): Persister {
  const base = createAsyncStoragePersister({ key: PERSISTED_CACHE_KEY, storage });
  if (!currentBuster) return base;
  return { ...base, persistClient: (client) => base.persistClient({ ...client, buster: currentBuster() }) };
}
