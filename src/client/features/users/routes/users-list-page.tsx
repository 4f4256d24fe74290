import { Plus } from 'lucide-react';
import { paths } from '@client/app/paths';
import { ButtonLink } from '@client/components/ui/button-link';
import { SearchableList } from '@client/components/ui/list-search';
import { PageHeader } from '@client/components/ui/page-header';
import { commonText } from '@client/lib/text';
import { useListSearch } from '@client/lib/use-list-search';
import { pagedList } from '@client/components/ui/paged-list';
import { usersText } from '../text';
import { useUsers } from '../api/get-users';
import { UsersTable } from '../components/users-table';

export function UsersListPage() {
  const search = useListSearch();
  const { page, hrefFor } = search;
  const users = useUsers(page, search.q);
  return (
    <>
      <PageHeader
        title={usersText.title}
        action={
          <ButtonLink to={paths.users.create.getHref()}>
            <Plus size={16} aria-hidden="true" />
            {commonText.actions.create}
          </ButtonLink>
        }
      />
      <SearchableList search={search} result={users}>
        <UsersTable {...pagedList(users, hrefFor)} />
      </SearchableList>
    </>
  );
}
