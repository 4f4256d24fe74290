import { commonMessages } from '@shared/messages/common';
import type { Page } from '@shared/schemas/common';
import type { Video } from '@shared/schemas/videos';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { Pagination } from '../ui/pagination';
import { Spinner } from '../ui/spinner';
import { VideoItem } from './video-item';
import styles from './videos-list.module.css';

interface VideosListProps {
  data: Page<Video> | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  hrefFor: (page: number) => string;
  /** Whether each row links to its profile (the user view does; a profile's own view need not). */
  showAccount?: boolean;
}

/** A paginated list of published videos, with its loading, empty and error states. */
export function VideosList({ data, isLoading, error, onRetry, hrefFor, showAccount = true }: VideosListProps) {
  if (error && !data) return <ErrorState error={error} onRetry={onRetry} />;
  return (
    <div>
      <div className={styles.box} aria-busy={isLoading || undefined}>
        {!data && isLoading && <Spinner block />}
        {data?.data.length === 0 && <EmptyState>{commonMessages.notFound}</EmptyState>}
        {data && data.data.length > 0 && (
          <ul className={styles.list}>
            {data.data.map((video) => (
              <VideoItem key={video.id} video={video} showAccount={showAccount} />
            ))}
          </ul>
        )}
      </div>
      {data && <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />}
    </div>
  );
}
