import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { AccountListItem } from '@shared/schemas/accounts';
import { AccountsTable } from '@client/components/accounts/accounts-table';
import { IconButton } from '@client/components/ui/icon-button';
import { useConfirmDelete } from '@client/components/ui/use-confirm-delete';
import { uiText } from '@client/lib/ui-text';
import { useDeleteAccount } from '../api/delete-account';

type ProfilesTableProps = Omit<ComponentProps<typeof AccountsTable>, 'rowActions'>;

/**
 * The profiles list (/accounts/list): the shared profile table with a delete control per row, asked
 * first in the same dialog as the other lists ('Видалення ...' → 'Акаунт видалено', the list reloads).
 */
export function ProfilesTable(props: ProfilesTableProps) {
  const deleteAccount = useDeleteAccount();
  const confirmDelete = useConfirmDelete<AccountListItem>({
    title: uiText.accounts.deleteTitle,
    describe: (account) => uiText.accounts.deleteText(account.id, account.comments),
    onConfirm: (account) => deleteAccount.mutate(account.id),
  });

  return (
    <>
      <AccountsTable
        {...props}
        rowActions={(account) => (
          <IconButton
            label={uiText.accountsTable.deleteLabel(account.id, account.comments)}
            onClick={() => confirmDelete.ask(account)}
            disabled={deleteAccount.isPending && deleteAccount.variables === account.id}
            tone="danger"
          >
            <Trash2 size={16} aria-hidden="true" />
          </IconButton>
        )}
      />
      {confirmDelete.dialog}
    </>
  );
}
