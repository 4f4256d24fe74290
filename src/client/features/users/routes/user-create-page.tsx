import { useNavigate } from 'react-router-dom';
import { paths } from '@client/app/paths';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { uiText } from '@client/lib/ui-text';
import { useCreateUser } from '../api/create-user';
import { UserForm } from '../components/user-form';

export function UserCreatePage() {
  const navigate = useNavigate();
  const createUser = useCreateUser();
  return (
    <>
      <PageHeader title={uiText.users.createTitle} />
      <Panel>
        <UserForm
          busy={createUser.isPending}
          onSubmit={async ({ login, password, role }) => {
            const user = await createUser.mutateAsync({ login, password, role: role ?? 'user' });
            navigate(paths.users.detail.getHref(user.id));
          }}
        />
      </Panel>
    </>
  );
}
