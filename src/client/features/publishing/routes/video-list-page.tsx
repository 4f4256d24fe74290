import { Plus } from 'lucide-react';
import { paths } from '@client/app/paths';
import { ButtonLink } from '@client/components/ui/button-link';
import { SearchableList } from '@client/components/ui/list-search';
import { pagedList } from '@client/components/ui/paged-list';
import { PageHeader } from '@client/components/ui/page-header';
import { commonText } from '@client/lib/text';
import { useListSearch } from '@client/lib/use-list-search';
import { publishingText } from '../text';
import { usePublications } from '../api/get-publications';
import { VideoUploadsTable } from '../components/video-uploads-table';

/** /video/list: the paginated 'YouTube' list of publications, refreshed while any is in progress. */
export function VideoListPage() {
  const search = useListSearch();
  const { page, hrefFor } = search;
  const uploads = usePublications(page, search.q);
  return (
    <>
      <PageHeader
        title={publishingText.pages.videoList}
        action={
          <ButtonLink to={paths.videos.create.getHref()}>
            <Plus size={16} aria-hidden="true" />
            {commonText.screens.videoCreate}
          </ButtonLink>
        }
      />
      <SearchableList search={search} result={uploads}>
        <VideoUploadsTable {...pagedList(uploads, hrefFor)} />
      </SearchableList>
    </>
  );
}
