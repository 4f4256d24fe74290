import type { UserListItem } from '@shared/schemas/users';
import { paths } from '@client/app/paths';
import { Badge } from '@client/components/ui/badge';
import { useConfirmDelete } from '@client/components/ui/use-confirm-delete';
import type { Column } from '@client/components/ui/data-table';
import { DeleteIconButton } from '@client/components/ui/delete-icon-button';
import { useAuth } from '@client/lib/auth-store';
import { PagedTable, type PagedListProps } from '@client/components/ui/paged-list';
import { formatCount } from '@client/lib/format-number';
import { usersText } from '../text';
import { useDeleteUser } from '../api/delete-user';
import { deleteBlockedReason } from './user-delete';
import styles from './users-table.module.css';

const t = usersText;

const columns: Column<UserListItem>[] = [
  { key: 'id', header: t.id, render: (user) => user.id, width: '80px', card: 'id' },
  {
    key: 'login',
    header: t.login,
    card: 'title',
    render: (user) => (
      <span className={styles.login}>
        {user.login}
        {user.role === 'admin' && <Badge tone="brand">{t.adminBadge}</Badge>}
      </span>
    ),
  },
  { key: 'videos', header: t.videosCount, render: (user) => formatCount(user.videosCount), align: 'right', width: '160px' },
  { key: 'accounts', header: t.accountsCount, render: (user) => formatCount(user.accountsCount), align: 'right', width: '120px' },
];

export function UsersTable(list: PagedListProps<UserListItem>) {
  const deleteUser = useDeleteUser();
  const currentUserId = useAuth((s) => s.user?.id);

  const confirmDelete = useConfirmDelete<UserListItem>({
    title: t.deleteTitle,
    describe: (item) => t.deleteText(item.login),
    onConfirm: (item) => deleteUser.mutate(item.id),
  });

  return (
    <>
      <PagedTable
        {...list}
        caption={t.title}
        columns={columns}
        rowKey={(user) => user.id}
        rowHref={(user) => paths.users.detail.getHref(user.id)}
        linkColumn="login"
        rowActions={(user) => {
          // Yourself and the last admin: the delete stays in its place, unavailable, and says why (its tooltip and name).
          const blocked = deleteBlockedReason(user, currentUserId);
          return blocked ? (
            <DeleteIconButton label={t.deleteUnavailable(user.login, blocked)} aria-disabled="true" />
          ) : (
            <DeleteIconButton label={t.deleteLabel(user.login)} onClick={() => confirmDelete.ask(user)} />
          );
        }}
      />
      {confirmDelete.dialog}
    </>
  );
}
