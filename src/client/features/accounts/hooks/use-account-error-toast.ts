import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { AccountDetail } from '@shared/schemas/accounts';

/** A profile detail that holds an error shows it as an error toast (once per profile and text). */
export function useAccountErrorToast(account: AccountDetail | undefined) {
  const id = account?.id;
  const error = account?.error;
  useEffect(() => {
    if (id !== undefined && error) toast.error(error, { id: `account-error-${id}-${error}` });
  }, [id, error]);
}
