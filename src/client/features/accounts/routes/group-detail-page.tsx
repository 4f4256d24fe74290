import { useParams } from 'react-router-dom';
import { ErrorState } from '@client/components/ui/error-state';
import { NotFoundView } from '@client/components/ui/not-found-view';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { parseRouteId } from '@client/lib/route-id';
import { accountsText } from '../text';
import { useAccountOptions } from '../api/get-account-options';
import { useGroup } from '../api/get-group';
import { useUpdateGroup } from '../api/update-group';
import { GroupForm } from '../components/group-form';
import { GroupSlotsPanel } from '../components/posting-slots-panels';

export function GroupDetailPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <GroupDetail key={id} id={id} />;
}

/** The group form for an existing group ('Группа змінено'), titled by its name; another user's group shows 404. */
function GroupDetail({ id }: { id: number }) {
  const detail = useGroup(id);
  const options = useAccountOptions(id);
  const updateGroup = useUpdateGroup(id);

  if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundView />;

  return (
    <>
      <PageHeader title={accountsText.pages.groupDetail(id, detail.data?.name)} />
      {detail.isPending && <Spinner block />}
      {detail.error && !detail.data && <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.data && (
        <Panel>
          <GroupForm
            key={detail.data.id}
            group={detail.data}
            options={options.data}
            optionsError={options.error}
            onRetryOptions={() => void options.refetch()}
            busy={updateGroup.isPending}
            onSubmit={(values) => updateGroup.mutateAsync(values)}
          />
        </Panel>
      )}
      {detail.data && <GroupSlotsPanel groupId={detail.data.id} />}
    </>
  );
}
