import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const DAY_MS = 24 * 60 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // React Query assumes a connection until an 'offline' event; an app started offline pauses its reads at once.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: DAY_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      // 'always': an offline mutation runs and fails at once with OfflineError instead of waiting paused.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const PERSIST_MAX_AGE_MS = DAY_MS;
