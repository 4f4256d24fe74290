import { MutationCache, onlineManager, QueryClient, type Mutation, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError } from './api-error';
import { serverMessages, toastError } from './error-toasts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
    queryMeta: QueryMeta;
  }
}

/**
 * What a mutation declares instead of calling the query client by hand (read by the MutationCache
 * below). Type aliases, not interfaces, so they satisfy TanStack's `Record<string, unknown>` bound and
 * an unknown or misspelt key is still a type error.
 */
export type MutationMeta = {
  /** Keys (usually resource roots from `query-keys.ts`) to invalidate once the mutation succeeded. */
  invalidates?: readonly QueryKey[];
  /** The success toast; it replaces the mutation's loading toast when `onMutate` returned `{ toastId }`. */
  successMessage?: string;
  /**
   * A failure's first toast ('Помилка при видалені'), in place of the loading toast; only the server's
   * own reasons follow it. Without it, each of the error's messages is its own toast.
   */
  errorMessage?: string;
  /** `false`: the mutation shows its failure itself, so the cache shows no error toast for it. */
  errorToast?: false;
};

export type QueryMeta = {
  /** Kept in IndexedDB for offline use (`offline/query-persistence.ts`) once successful. */
  persist?: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The loading toast a mutation's `onMutate` opened (`{ toastId }`), which its success message replaces. */
function loadingToastId(context: unknown): string | undefined {
  if (typeof context !== 'object' || context === null || !('toastId' in context)) return undefined;
  return typeof context.toastId === 'string' ? context.toastId : undefined;
}

/**
 * A failed mutation's toasts: each of the server's messages as its own error toast (a list message
 * gives one toast per item), else the error's own message, else 'Сталася помилка'. A loading toast
 * the mutation opened gives way to `meta.errorMessage` when it has one, else it is dismissed.
 */
function showErrorToasts(error: unknown, context: unknown, meta: MutationMeta | undefined): void {
  if (meta?.errorToast === false) return;
  const id = loadingToastId(context);
  if (meta?.errorMessage) {
    toast.error(meta.errorMessage, { id });
    for (const text of serverMessages(error)) toast.error(text);
    return;
  }
  if (id) toast.dismiss(id);
  toastError(error);
}

/**
 * TkDodo's "Automatic Query Invalidation after Mutations": every mutation's toasts and invalidation
 * happen here, from its `meta`. The success toast comes first (before the mutation's own `onSuccess`,
 * which may still put the answer in the cache); the invalidation comes after it, in `onSettled`, and
 * is awaited, so the mutation stays pending until the active queries have reloaded. A failure shows
 * its error toasts (unless `meta.errorToast` is false) before the mutation's own `onError` runs.
 */
function createMutationCache(queryClient: () => QueryClient): MutationCache {
  return new MutationCache({
    onError: (error, _variables, context, mutation: Mutation<unknown, unknown, unknown>) => showErrorToasts(error, context, mutation.meta),
    onSuccess: (_data, _variables, context, mutation: Mutation<unknown, unknown, unknown>) => {
      const message = mutation.meta?.successMessage;
      if (!message) return;
      const id = loadingToastId(context);
      if (id) toast.success(message, { id });
      else toast.success(message);
    },
    onSettled: async (_data, error, _variables, _context, mutation: Mutation<unknown, unknown, unknown>) => {
      const keys = mutation.meta?.invalidates;
      if (error || !keys) return;
      const client = queryClient();
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

export function createQueryClient(): QueryClient {
  // React Query assumes a connection until an 'offline' event; an app started offline pauses its reads at once.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
  const client: QueryClient = new QueryClient({
    mutationCache: createMutationCache(() => client),
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: DAY_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      // 'always': an offline mutation runs and fails at once with OfflineError instead of waiting paused.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

export const PERSIST_MAX_AGE_MS = DAY_MS;
