import { useNavigate } from 'react-router-dom';
import { paths } from '@client/app/paths';
import { PageHeader } from '@client/components/ui/page-header';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { accountsText } from '../text';
import { useCreateAccount } from '../api/create-account';
import { useLabelSuggestions } from '../api/get-account-labels';
import { AccountForm } from '../components/account-form';

/** The profile form for a new profile; 'Профіль створено', then its detail route. */
export function AccountCreatePage() {
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const once = useSubmitOnce();
  const labelSuggestions = useLabelSuggestions();
  return (
    <>
      <PageHeader title={accountsText.pages.accountCreate} />
      <AccountForm
        busy={once.pending}
        labelSuggestions={labelSuggestions}
        onSubmit={async (body) => {
          const account = await once.run((idempotencyKey) => createAccount.mutateAsync({ body, idempotencyKey }));
          if (account) navigate(paths.accounts.detail.getHref(account.id));
        }}
      />
    </>
  );
}
