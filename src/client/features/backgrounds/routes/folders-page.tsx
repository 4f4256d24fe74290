import { FolderPlus } from 'lucide-react';
import { paths } from '@client/app/paths';
import { ButtonLink } from '@client/components/ui/button-link';
import { SearchableList } from '@client/components/ui/list-search';
import { PageHeader } from '@client/components/ui/page-header';
import { commonText } from '@client/lib/text';
import { useListSearch } from '@client/lib/use-list-search';
import { pagedList } from '@client/components/ui/paged-list';
import { backgroundsText } from '../text';
import { useFolders } from '../api/get-folders';
import { FolderGrid } from '../components/folder-grid';

/** /photos: the folders, 'Задній фон', 'Створити папку'. */
export function FoldersPage() {
  const search = useListSearch();
  const { page, hrefFor } = search;
  const folders = useFolders(page, search.q);
  return (
    <>
      <PageHeader
        title={commonText.screens.backgrounds}
        action={
          <ButtonLink to={paths.backgrounds.createFolder.getHref()}>
            <FolderPlus size={16} aria-hidden="true" />
            {backgroundsText.pages.createFolder}
          </ButtonLink>
        }
      />
      <SearchableList search={search} result={folders}>
        <FolderGrid {...pagedList(folders, hrefFor)} />
      </SearchableList>
    </>
  );
}
