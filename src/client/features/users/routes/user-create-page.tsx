import { useNavigate } from 'react-router-dom';
import { paths } from '@client/app/paths';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { usersText } from '../text';
import { useCreateUser } from '../api/create-user';
import { UserForm } from '../components/user-form';

export function UserCreatePage() {
  const navigate = useNavigate();
  const createUser = useCreateUser();
  const once = useSubmitOnce();
  return (
    <>
      <PageHeader title={usersText.createTitle} />
      <Panel>
        <UserForm
          busy={once.pending}
          onSubmit={async ({ login, password, role }) => {
            const user = await once.run((idempotencyKey) =>
              createUser.mutateAsync({ body: { login, password, role: role ?? 'user' }, idempotencyKey }),
            );
            if (user) navigate(paths.users.detail.getHref(user.id));
          }}
        />
      </Panel>
    </>
  );
}
