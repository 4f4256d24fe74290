import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../../lib/auth-store';
import { uiText } from '../../../lib/ui-text';
import { usePageParam } from '../../../lib/use-page-param';
import { useAccounts } from '../api/get-accounts';
import { ProfilesTable } from '../components/profiles-table';

/** SPEC §2: 'Профіля', a create button, the paginated table with a delete per row; admins also see the owner column. */
export function AccountsListPage() {
  const { page, hrefFor } = usePageParam();
  const accounts = useAccounts(page);
  const isAdmin = useAuth((s) => s.user?.role === 'admin');
  return (
    <>
      <PageHeader
        title={uiText.pages.accountsList}
        action={
          <ButtonLink to="/accounts/create">
            <Plus size={16} aria-hidden="true" />
            {uiText.actions.create}
          </ButtonLink>
        }
      />
      <ProfilesTable
        caption={uiText.pages.accountsList}
        showOwner={isAdmin}
        data={accounts.data}
        isLoading={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        hrefFor={hrefFor}
      />
    </>
  );
}
