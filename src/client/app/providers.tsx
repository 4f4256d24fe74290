import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { getAuthState, useAuth } from '@client/lib/auth-store';
import { createQueryClient, PERSIST_MAX_AGE_MS } from '@client/lib/query-client';
import { createQueryPersister, isRestoredDetailToDrop, persistBuster, shouldPersistQuery } from '@client/offline/query-persistence';
import { AppToaster } from './toaster';

const buildId = import.meta.env.VITE_BUILD_ID ?? 'dev';
// Keyed to the build and to the signed-in user: another user's (or build's) cache is never restored.
const currentBuster = () => persistBuster(buildId, getAuthState().user?.id ?? null);
const persister = createQueryPersister({ getItem: get<string>, setItem: set, removeItem: del }, currentBuster);

/** Drops every cached answer, in memory and in IndexedDB: nothing of a signed-out session is left for the next one. */
export async function clearSessionData(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
  await persister.removeClient();
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const wasAuthenticated = useRef(isAuthenticated);

  // A signed-out session must not leave one user's data for the next one, in memory or in IndexedDB.
  useEffect(() => {
    if (wasAuthenticated.current && !isAuthenticated) void clearSessionData(queryClient);
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, queryClient]);

  // Restored for whoever starts the app (the held session); every later save is stamped with the current user.
  const [persistOptions] = useState<Omit<PersistQueryClientOptions, 'queryClient'>>(() => ({
    persister,
    buster: currentBuster(),
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  }));

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // Restored lists (and, offline, details) show at once, but they may predate the last change (saves
      // are throttled): details are dropped when online, the rest is marked stale and refreshed in the background.
      onSuccess={() => {
        const online = onlineManager.isOnline();
        queryClient.removeQueries({ predicate: (query) => isRestoredDetailToDrop(query, online) });
        void queryClient.invalidateQueries({ predicate: shouldPersistQuery, refetchType: 'none' });
      }}
    >
      {children}
      <AppToaster />
    </PersistQueryClientProvider>
  );
}
