import { useNavigate } from 'react-router-dom';
import { paths } from '@client/app/paths';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { accountsText } from '../text';
import { useAccountOptions } from '../api/get-account-options';
import { useCreateGroup } from '../api/create-group';
import { GroupForm } from '../components/group-form';

/** A new group ('Группа створено'), then its detail route. */
export function GroupCreatePage() {
  const navigate = useNavigate();
  const createGroup = useCreateGroup();
  const once = useSubmitOnce();
  const options = useAccountOptions(0);
  return (
    <>
      <PageHeader title={accountsText.pages.groupCreate} />
      <Panel>
        <GroupForm
          options={options.data}
          optionsError={options.error}
          onRetryOptions={() => void options.refetch()}
          busy={once.pending}
          onSubmit={async (values) => {
            const group = await once.run((idempotencyKey) => createGroup.mutateAsync({ body: values, idempotencyKey }));
            if (group) navigate(paths.groups.detail.getHref(group.id));
          }}
        />
      </Panel>
    </>
  );
}
