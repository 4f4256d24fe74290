import { useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError } from '@client/lib/api-error';
import { formatDateTime } from '@client/lib/dates';
import { useOnline } from '@client/offline/use-upload-queue';
import { shellText } from '../text';
import styles from './cached-data-notice.module.css';

const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The oldest `dataUpdatedAt` among the queries the current screen shows (0 when none has data); negative
 * when one of them could not reach the server, so the screen is showing cached data even if the
 * browser still reports a connection.
 */
function useShownDataAge(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const read = useCallback(() => {
    const shown = cache.getAll().filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0);
    const oldest = shown.reduce((min, query) => (min === 0 ? query.state.dataUpdatedAt : Math.min(min, query.state.dataUpdatedAt)), 0);
    return shown.some((query) => unreachable(query.state.error ?? query.state.fetchFailureReason)) ? -oldest : oldest;
  }, [cache]);
  return useSyncExternalStore(subscribe, read, read);
}

/** While offline (or the server is unreachable), a screen showing cached data says how old it is. */
export function CachedDataNotice() {
  const online = useOnline();
  const age = useShownDataAge();
  const updatedAt = Math.abs(age);
  if (updatedAt === 0 || (online && age > 0)) return null;
  return (
    <p className={styles.notice} role="status">
      <History size={16} aria-hidden="true" />
      <span>{shellText.offline.cachedData(formatDateTime(updatedAt))}</span>
    </p>
  );
}
