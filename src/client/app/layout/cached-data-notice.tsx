import { useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { formatDateTime } from '../../lib/dates';
import { uiText } from '../../lib/ui-text';
import { useOnline } from '../../offline/use-upload-queue';
import styles from './cached-data-notice.module.css';

/** The oldest `dataUpdatedAt` among the queries the current screen shows (0 when none has data). */
function useOldestShownData(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const read = useCallback(
    () =>
      cache
        .getAll()
        .filter((query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0)
        .reduce((oldest, query) => (oldest === 0 ? query.state.dataUpdatedAt : Math.min(oldest, query.state.dataUpdatedAt)), 0),
    [cache],
  );
  return useSyncExternalStore(subscribe, read, read);
}

/** DESIGN "Offline": while offline, a screen showing cached data says how old that data is. */
export function CachedDataNotice() {
  const online = useOnline();
  const updatedAt = useOldestShownData();
  if (online || updatedAt === 0) return null;
  return (
    <p className={styles.notice} role="status">
      <History size={16} aria-hidden="true" />
      <span>{uiText.offline.cachedData(formatDateTime(updatedAt))}</span>
    </p>
  );
}
