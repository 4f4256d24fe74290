import { Plus } from 'lucide-react';
import { paths } from '@client/app/paths';
import { ButtonLink } from '@client/components/ui/button-link';
import { SearchableList } from '@client/components/ui/list-search';
import { PageHeader } from '@client/components/ui/page-header';
import { commonText } from '@client/lib/text';
import { useListSearch } from '@client/lib/use-list-search';
import { pagedList } from '@client/components/ui/paged-list';
import { accountsText } from '../text';
import { useGroups } from '../api/get-groups';
import { GroupsTable } from '../components/groups-table';

export function GroupsListPage() {
  const search = useListSearch();
  const { page, hrefFor } = search;
  const groups = useGroups(page, search.q);
  return (
    <>
      <PageHeader
        title={accountsText.pages.groupsList}
        action={
          <ButtonLink to={paths.groups.create.getHref()}>
            <Plus size={16} aria-hidden="true" />
            {commonText.actions.create}
          </ButtonLink>
        }
      />
      <SearchableList search={search} result={groups}>
        <GroupsTable {...pagedList(groups, hrefFor)} />
      </SearchableList>
    </>
  );
}
