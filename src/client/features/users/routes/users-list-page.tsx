import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { uiText } from '../../../lib/ui-text';
import { useUsers } from '../api/get-users';
import { UsersTable } from '../components/users-table';
import { usePageParam } from '../../../lib/use-page-param';

export function UsersListPage() {
  const { page, hrefFor } = usePageParam();
  const users = useUsers(page);
  return (
    <>
      <PageHeader
        title={uiText.users.title}
        action={
          <ButtonLink to="/users/create">
            <Plus size={16} aria-hidden="true" />
            {uiText.actions.create}
          </ButtonLink>
        }
      />
      <UsersTable data={users.data} isLoading={users.isPending} error={users.error} onRetry={() => void users.refetch()} hrefFor={hrefFor} />
    </>
  );
}
