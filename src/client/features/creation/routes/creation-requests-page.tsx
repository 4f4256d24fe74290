import { Plus } from 'lucide-react';
import { paths } from '@client/app/paths';
import { ButtonLink } from '@client/components/ui/button-link';
import { SearchableList } from '@client/components/ui/list-search';
import { pagedList } from '@client/components/ui/paged-list';
import { PageHeader } from '@client/components/ui/page-header';
import { commonText } from '@client/lib/text';
import { useListSearch } from '@client/lib/use-list-search';
import { useUploadQueueSnapshot } from '@client/offline/use-upload-queue';
import { useCreationRequests } from '../api/get-creation-requests';
import { CreationRequestsTable } from '../components/creation-requests-table';
import { PendingCreationRequests, pendingCreationRequests } from '../components/pending-creation-requests';

/** /video/request-create: queued requests on top, then the server's list, polled every 15 s. */
export function CreationRequestsPage() {
  const search = useListSearch();
  const { page, hrefFor } = search;
  const requests = useCreationRequests(page, search.q);
  const queue = useUploadQueueSnapshot();
  return (
    <>
      <PageHeader
        title={commonText.screens.creationRequests}
        action={
          <ButtonLink to={paths.videos.create.getHref()}>
            <Plus size={16} aria-hidden="true" />
            {commonText.actions.create}
          </ButtonLink>
        }
      />
      <PendingCreationRequests items={pendingCreationRequests(queue.items)} />
      <SearchableList search={search} result={requests}>
        <CreationRequestsTable {...pagedList(requests, hrefFor)} />
      </SearchableList>
    </>
  );
}
