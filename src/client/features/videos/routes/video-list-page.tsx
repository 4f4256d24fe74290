import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { uiText } from '../../../lib/ui-text';
import { usePageParam } from '../../../lib/use-page-param';
import { usePublications } from '../api/get-publications';
import { VideoUploadsTable } from '../components/video-uploads-table';

/** SPEC §2 /video/list: the paginated 'YouTube' list of publications, refreshed while any is in progress. */
export function VideoListPage() {
  const { page, hrefFor } = usePageParam();
  const uploads = usePublications(page);
  return (
    <>
      <PageHeader
        title={uiText.pages.videoList}
        action={
          <ButtonLink to="/video/create">
            <Plus size={16} aria-hidden="true" />
            {uiText.pages.videoCreate}
          </ButtonLink>
        }
      />
      <VideoUploadsTable
        data={uploads.data}
        isLoading={uploads.isPending}
        error={uploads.error}
        onRetry={() => void uploads.refetch()}
        hrefFor={hrefFor}
      />
    </>
  );
}
