import { Plus } from 'lucide-react';
import { paths } from '@client/app/paths';
import { ButtonLink } from '@client/components/ui/button-link';
import { SearchableList } from '@client/components/ui/list-search';
import { PageHeader } from '@client/components/ui/page-header';
import { commonText } from '@client/lib/text';
import { useListSearch } from '@client/lib/use-list-search';
import { pagedList } from '@client/components/ui/paged-list';
import { tagsText } from '../text';
import { useTagSets } from '../api/get-tag-sets';
import { TagSetsTable } from '../components/tag-sets-table';

export function TagsListPage() {
  const search = useListSearch();
  const { page, hrefFor } = search;
  const tagSets = useTagSets(page, search.q);
  return (
    <>
      <PageHeader
        title={tagsText.pages.tags}
        action={
          <ButtonLink to={paths.tags.create.getHref()}>
            <Plus size={16} aria-hidden="true" />
            {commonText.actions.create}
          </ButtonLink>
        }
      />
      <SearchableList search={search} result={tagSets}>
        <TagSetsTable {...pagedList(tagSets, hrefFor)} />
      </SearchableList>
    </>
  );
}
