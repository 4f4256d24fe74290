import { FolderPlus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { uiText } from '../../../lib/ui-text';
import { usePageParam } from '../../../lib/use-page-param';
import { useFolders } from '../api/get-folders';
import { FolderGrid } from '../components/folder-grid';

/** SPEC §2 /photos: the folders, 'Задній фон', 'Створити папку'. */
export function FoldersPage() {
  const { page, hrefFor } = usePageParam();
  const folders = useFolders(page);
  return (
    <>
      <PageHeader
        title={uiText.pages.backgrounds}
        action={
          <ButtonLink to="/photos/create-folder">
            <FolderPlus size={16} aria-hidden="true" />
            {uiText.pages.createFolder}
          </ButtonLink>
        }
      />
      <FolderGrid data={folders.data} isLoading={folders.isPending} error={folders.error} onRetry={() => void folders.refetch()} hrefFor={hrefFor} />
    </>
  );
}
