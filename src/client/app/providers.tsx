import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../lib/auth-store';
import { createQueryClient, PERSIST_MAX_AGE_MS } from '../lib/query-client';
import { AppToaster } from './toaster';

const persister = createAsyncStoragePersister({
  key: 'query-cache',
  storage: { getItem: get<string>, setItem: set, removeItem: del },
});

/** Only successful list queries (`[feature, 'list', …]`) go to IndexedDB; details and errors stay in memory. */
function isPersistedListQuery(query: { state: { status: string }; queryKey: readonly unknown[] }): boolean {
  return query.state.status === 'success' && query.queryKey[1] === 'list';
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const wasAuthenticated = useRef(isAuthenticated);

  // A signed-out session must not leave one user's data for the next one, in memory or in IndexedDB.
  useEffect(() => {
    if (wasAuthenticated.current && !isAuthenticated) {
      queryClient.clear();
      void persister.removeClient();
    }
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, queryClient]);

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        buster: import.meta.env.VITE_BUILD_ID ?? 'dev',
        maxAge: PERSIST_MAX_AGE_MS,
        dehydrateOptions: { shouldDehydrateQuery: isPersistedListQuery },
      }}
      // Restored lists show at once (and offline), but they may predate the last change (saves are throttled):
      // mark them stale so every screen refreshes them in the background.
      onSuccess={() => void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === 'list', refetchType: 'none' })}
    >
      {children}
      <AppToaster />
    </PersistQueryClientProvider>
  );
}
