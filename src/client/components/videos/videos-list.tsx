import { messages } from '@shared/messages';
import type { Page } from '@shared/schemas/common';
import type { Video } from '@shared/schemas/videos';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { VideoItem } from './video-item';
import styles from './user-videos-list.module.css';

interface UserVideosListProps {
  data: Page<Video> | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  hrefFor: (page: number) => string;
}

export function UserVideosList({ data, isLoading, error, onRetry, hrefFor }: UserVideosListProps) {
  if (error && !data) return <ErrorState error={error} onRetry={onRetry} />;
  return (
    <div>
      <div className={styles.box} aria-busy={isLoading || undefined}>
        {!data && isLoading && <Spinner block />}
        {data?.data.length === 0 && <EmptyState>{messages.notFound}</EmptyState>}
        {data && data.data.length > 0 && (
          <ul className={styles.list}>
            {data.data.map((video) => (
              <VideoItem key={video.id} video={video} />
            ))}
          </ul>
        )}
      </div>
      {data && <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />}
    </div>
  );
}
