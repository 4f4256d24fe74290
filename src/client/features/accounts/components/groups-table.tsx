import type { Group } from '@shared/schemas/groups';
import { paths } from '@client/app/paths';
import { useConfirmDelete } from '@client/components/ui/use-confirm-delete';
import type { Column } from '@client/components/ui/data-table';
import { DeleteIconButton } from '@client/components/ui/delete-icon-button';
import { PagedTable, type PagedListProps } from '@client/components/ui/paged-list';
import { commonText } from '@client/lib/text';
import { accountsText } from '../text';
import { useDeleteGroup } from '../api/delete-group';

const t = accountsText.groups;

const columns: Column<Group>[] = [
  { key: 'id', header: commonText.fields.id, render: (group) => group.id, width: '80px', card: 'id' },
  { key: 'name', header: commonText.fields.name, render: (group) => group.name, card: 'title' },
];

/** Each group with its id, name (the row link) and a delete control. */
export function GroupsTable(list: PagedListProps<Group>) {
  const deleteGroup = useDeleteGroup();

  const confirmDelete = useConfirmDelete<Group>({
    title: t.deleteTitle,
    describe: (item) => t.deleteText(item.name),
    onConfirm: (item) => deleteGroup.mutate(item.id),
  });

  return (
    <>
      <PagedTable
        {...list}
        caption={accountsText.pages.groupsList}
        columns={columns}
        rowKey={(group) => group.id}
        rowHref={(group) => paths.groups.detail.getHref(group.id)}
        linkColumn="name"
        rowActions={(group) => <DeleteIconButton label={t.deleteLabel(group.name)} onClick={() => confirmDelete.ask(group)} />}
      />
      {confirmDelete.dialog}
    </>
  );
}
