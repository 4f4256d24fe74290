import { PersistQueryClientProvider, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../lib/auth-store';
import { createQueryClient, PERSIST_MAX_AGE_MS } from '../lib/query-client';
import { createQueryPersister, persistBuster, shouldPersistQuery } from '../offline/query-persistence';
import { AppToaster } from './toaster';

const persister = createQueryPersister({ getItem: get<string>, setItem: set, removeItem: del });
const buildId = import.meta.env.VITE_BUILD_ID ?? 'dev';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const userId = useAuth((s) => s.user?.id ?? null);
  const wasAuthenticated = useRef(isAuthenticated);

  // A signed-out session must not leave one user's data for the next one, in memory or in IndexedDB.
  useEffect(() => {
    if (wasAuthenticated.current && !isAuthenticated) {
      queryClient.clear();
      void persister.removeClient();
    }
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, queryClient]);

  // Keyed to the build and to the signed-in user: another user's (or build's) cache is never restored.
  const persistOptions = useMemo<Omit<PersistQueryClientOptions, 'queryClient'>>(
    () => ({
      persister,
      buster: persistBuster(buildId, userId),
      maxAge: PERSIST_MAX_AGE_MS,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    }),
    [userId],
  );

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // Restored lists and details show at once (and offline), but they may predate the last change
      // (saves are throttled): mark them stale so every screen refreshes them in the background.
      onSuccess={() => void queryClient.invalidateQueries({ predicate: shouldPersistQuery, refetchType: 'none' })}
    >
      {children}
      <AppToaster />
    </PersistQueryClientProvider>
  );
}
