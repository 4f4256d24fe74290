import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import { api, ApiError, OfflineError } from '@client/lib/api-client';
import { errorMessages } from '@client/lib/error-toasts';
import {
  createQueryPersister,
  isRestoredDetailToDrop,
  PERSISTED_CACHE_KEY,
  persistBuster,
  shouldPersistQuery,
  type PersistStorage,
} from '@client/offline/query-persistence';

function memoryStorage(): PersistStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: async (key) => map.get(key) ?? null,
    setItem: async (key, value) => void map.set(key, value),
    removeItem: async (key) => void map.delete(key),
  };
}

const success = (meta?: { persist?: boolean }) => ({ state: { status: 'success' }, meta });

describe('which queries persist to IndexedDB', () => {
  it('keeps successful queries whose options say meta.persist', () => {
    expect(shouldPersistQuery(success({ persist: true }))).toBe(true);
  });

  it('leaves errors, pending queries and unmarked ones (select options, auth) in memory', () => {
    expect(shouldPersistQuery({ state: { status: 'error' }, meta: { persist: true } })).toBe(false);
    expect(shouldPersistQuery({ state: { status: 'pending' }, meta: { persist: true } })).toBe(false);
    expect(shouldPersistQuery(success())).toBe(false);
    expect(shouldPersistQuery(success({ persist: false }))).toBe(false);
  });

  /** Factories that take something other than ids. */
  const ARGUMENTS: Record<string, unknown[]> = { publishReadinessQueryOptions: [[1, 2]], textValuesQueryOptions: [[1, 2]] };

  // Before meta.persist the rule was the key's kind: `[resource, 'list' | 'detail', …]` persisted, the rest did not.
  it("the features mark exactly their lists and details (and a detail's own lists and statistics), nothing else", () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../../../src/client/features/*/api/*.ts', { eager: true });
    const seen: string[] = [];
    for (const [file, module] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(module)) {
        if (!name.endsWith('QueryOptions') || typeof value !== 'function') continue;
        const options = (value as (...args: unknown[]) => { queryKey: readonly unknown[]; meta?: { persist?: boolean } })(
          ...(ARGUMENTS[name] ?? [1, 1]),
        );
        const kind = options.queryKey[1];
        expect(options.meta?.persist === true, `${file}: ${name}`).toBe(kind === 'list' || kind === 'detail');
        seen.push(name);
      }
    }
    expect(seen).toEqual(
      expect.arrayContaining([
        'accountsQueryOptions',
        'accountStatsQueryOptions',
        'folderMediaQueryOptions',
        'accountOptionsQueryOptions',
        'healthQueryOptions',
        'folderOptionsQueryOptions',
        'tiktokCreatorQueryOptions',
        'postingLimitsQueryOptions',
      ]),
    );
    expect(seen.length).toBeGreaterThanOrEqual(25);
  });
});

describe('restored details', () => {
  it('are dropped when the app starts online (forms seed from the server), kept offline', () => {
    expect(isRestoredDetailToDrop({ queryKey: ['accounts', 'detail', 3] }, true)).toBe(true);
    expect(isRestoredDetailToDrop({ queryKey: ['accounts', 'detail', 3] }, false)).toBe(false);
    expect(isRestoredDetailToDrop({ queryKey: ['accounts', 'list', { page: 1 }] }, true)).toBe(false);
  });
});

describe('the persisted cache is keyed to the build and the signed-in user', () => {
  /** A query as the app's options make it: `persist` is what its `meta` says. */
  function seed(client: QueryClient, queryKey: unknown[], data: unknown, persist: boolean) {
    return client.prefetchQuery({ queryKey, queryFn: () => data, meta: { persist } });
  }

  async function savedFor(storage: PersistStorage, buster: string) {
    const client = new QueryClient();
    await seed(client, ['accounts', 'list', { page: 1 }], { items: [{ id: 1 }], total: 1 }, true);
    await seed(client, ['accounts', 'options', { groupId: 0 }], [{ id: 1 }], false);
    await persistQueryClientSave({
      queryClient: client,
      persister: createQueryPersister(storage),
      buster,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    });
  }

  async function restoredFor(storage: PersistStorage, buster: string) {
    const client = new QueryClient();
    await persistQueryClientRestore({ queryClient: client, persister: createQueryPersister(storage), buster });
    return client;
  }

  it('the same user on the same build gets the lists back, without the non-persisted queries', async () => {
    const storage = memoryStorage();
    await savedFor(storage, persistBuster('b1', 1));
    const client = await restoredFor(storage, persistBuster('b1', 1));
    expect(client.getQueryData(['accounts', 'list', { page: 1 }])).toEqual({ items: [{ id: 1 }], total: 1 });
    expect(client.getQueryData(['accounts', 'options', { groupId: 0 }])).toBeUndefined();
  });

  it('another user on the same browser never sees the previous user’s cache, and it is erased', async () => {
    const storage = memoryStorage();
    await savedFor(storage, persistBuster('b1', 1));
    const client = await restoredFor(storage, persistBuster('b1', 2));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(storage.map.has(PERSISTED_CACHE_KEY)).toBe(false);
  });

  it('a new build discards the old cache', async () => {
    const storage = memoryStorage();
    await savedFor(storage, persistBuster('b1', 1));
    const client = await restoredFor(storage, persistBuster('b2', 1));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a save after sign-in is stamped with the signed-in user, whatever the provider started with', async () => {
    const storage = memoryStorage();
    let userId: number | null = null;
    const persister = createQueryPersister(storage, () => persistBuster('b1', userId));
    const client = new QueryClient();
    await seed(client, ['tags', 'list', { page: 1 }], { items: [], total: 0 }, true);
    userId = 5;
    await persistQueryClientSave({ queryClient: client, persister, buster: persistBuster('b1', null) });
    expect(JSON.parse(storage.map.get(PERSISTED_CACHE_KEY) ?? '{}')).toMatchObject({ buster: persistBuster('b1', 5) });
    expect((await restoredFor(storage, persistBuster('b1', 5))).getQueryData(['tags', 'list', { page: 1 }])).toEqual({
      items: [],
      total: 0,
    });
  });

  it('logout (removeClient) erases it', async () => {
    const storage = memoryStorage();
    await savedFor(storage, persistBuster('b1', 1));
    expect(storage.map.has(PERSISTED_CACHE_KEY)).toBe(true);
    await createQueryPersister(storage).removeClient();
    expect(storage.map.size).toBe(0);
  });
});

describe('actions that need the server fail fast offline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a write throws OfflineError without a request, showing the one offline message; reads still go out', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { onLine: false });
    const error: unknown = await api.post('/api/tags', { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessages(error)).toEqual([messages.offlineActionBlocked]);
    await expect(api.delete('/api/tags/1')).rejects.toBeInstanceOf(OfflineError);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/api/tags')).resolves.toEqual({ ok: true });
  });
});
