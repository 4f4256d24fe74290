import { Plus } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { paths } from '@client/app/paths';
import { ButtonLink } from '@client/components/ui/button-link';
import { NotFoundView } from '@client/components/ui/not-found-view';
import { PageHeader } from '@client/components/ui/page-header';
import { ApiError } from '@client/lib/api-client';
import { parseRouteId } from '@client/lib/route-id';
import { commonText } from '@client/lib/text';
import { usePageParam } from '@client/lib/use-page-param';
import { pagedList } from '@client/components/ui/paged-list';
import { backgroundsText } from '../text';
import { FolderName } from '../components/folder-name';
import { useFolderMedia } from '../api/get-folder-media';
import { MediaGrid } from '../components/media-grid';

export function FolderPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <FolderContents key={id} folderId={id} />;
}

/** /photos/{id}: 'Задній фон (N)' with the total, 'Створити' → the upload screen, the paginated items. */
function FolderContents({ folderId }: { folderId: number }) {
  const { page, hrefFor } = usePageParam();
  const media = useFolderMedia(folderId, page);
  if (media.error instanceof ApiError && media.error.status === 404) return <NotFoundView />;

  return (
    <>
      <PageHeader
        title={media.data ? backgroundsText.titleWithTotal(media.data.total) : commonText.screens.backgrounds}
        action={
          <ButtonLink to={paths.backgrounds.upload.getHref(folderId)}>
            <Plus size={16} aria-hidden="true" />
            {commonText.actions.create}
          </ButtonLink>
        }
      />
      {media.data?.folder && <FolderName name={media.data.folder.name} />}
      <MediaGrid {...pagedList(media, hrefFor)} />
    </>
  );
}
