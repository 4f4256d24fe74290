import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { uiText } from '../../../lib/ui-text';
import { usePageParam } from '../../../lib/use-page-param';
import { useGroups } from '../api/get-groups';
import { GroupsTable } from '../components/groups-table';

export function GroupsListPage() {
  const { page, hrefFor } = usePageParam();
  const groups = useGroups(page);
  return (
    <>
      <PageHeader
        title={uiText.pages.groupsList}
        action={
          <ButtonLink to="/accounts/group/create">
            <Plus size={16} aria-hidden="true" />
            {uiText.actions.create}
          </ButtonLink>
        }
      />
      <GroupsTable data={groups.data} isLoading={groups.isPending} error={groups.error} onRetry={() => void groups.refetch()} hrefFor={hrefFor} />
    </>
  );
}
