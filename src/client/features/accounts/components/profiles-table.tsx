import type { ComponentProps } from 'react';
import type { AccountListItem } from '@shared/schemas/accounts';
import { AccountsTable } from '@client/components/accounts/accounts-table';
import { DeleteIconButton } from '@client/components/ui/delete-icon-button';
import { useConfirmDelete } from '@client/components/ui/use-confirm-delete';
import { accountsText } from '../text';
import { useDeleteAccount } from '../api/delete-account';

type ProfilesTableProps = Omit<ComponentProps<typeof AccountsTable>, 'rowActions'>;

/**
 * The profiles list (/accounts/list): the shared profile table with a delete control per row, asked
 * first in the same dialog as the other lists ('Видалення ...' → 'Акаунт видалено', the list reloads).
 */
export function ProfilesTable(props: ProfilesTableProps) {
  const deleteAccount = useDeleteAccount();
  const confirmDelete = useConfirmDelete<AccountListItem>({
    title: accountsText.profile.deleteTitle,
    describe: (account) => accountsText.profile.deleteText(account.id, account.comments),
    onConfirm: (account) => deleteAccount.mutate(account.id),
  });

  return (
    <>
      <AccountsTable
        {...props}
        rowActions={(account) => (
          <DeleteIconButton
            label={accountsText.profile.deleteLabel(account.id, account.comments)}
            onClick={() => confirmDelete.ask(account)}
            disabled={deleteAccount.isPending && deleteAccount.variables === account.id}
          />
        )}
      />
      {confirmDelete.dialog}
    </>
  );
}
