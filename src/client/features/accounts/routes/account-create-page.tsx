import { useNavigate } from 'react-router-dom';
import { paths } from '@client/app/paths';
import { PageHeader } from '@client/components/ui/page-header';
import { uiText } from '@client/lib/ui-text';
import { useCreateAccount } from '../api/create-account';
import { AccountForm } from '../components/account-form';

/** SPEC §2: the profile form for a new profile; 'Профіль створено', then its detail route. */
export function AccountCreatePage() {
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  return (
    <>
      <PageHeader title={uiText.pages.accountCreate} />
      <AccountForm
        busy={createAccount.isPending}
        onSubmit={async (body) => {
          const account = await createAccount.mutateAsync(body);
          navigate(paths.accounts.detail.getHref(account.id));
        }}
      />
    </>
  );
}
