import type { TagSet } from '@shared/schemas/tags';
import { paths } from '@client/app/paths';
import { useConfirmDelete } from '@client/components/ui/use-confirm-delete';
import type { Column } from '@client/components/ui/data-table';
import { DeleteIconButton } from '@client/components/ui/delete-icon-button';
import { PagedTable, type PagedListProps } from '@client/components/ui/paged-list';
import { TagChips } from '@client/components/ui/tag-chips';
import { commonText } from '@client/lib/text';
import { tagsText } from '../text';
import { useDeleteTagSet } from '../api/delete-tag-set';
import { useCanEditTagSet } from '../hooks/use-can-edit-tag-set';

const t = tagsText;

const columns: Column<TagSet>[] = [
  { key: 'id', header: commonText.fields.id, render: (tagSet) => tagSet.id, width: '80px', card: 'id' },
  { key: 'name', header: commonText.fields.name, render: (tagSet) => tagSet.name, card: 'title' },
  { key: 'tags', header: t.tags, render: (tagSet) => <TagChips tags={tagSet.tags} max={6} /> },
  { key: 'author', header: t.author, render: (tagSet) => tagSet.createdBy?.login ?? '—' },
];

/** The team's tag sets: name (the row link), its tags as chips, the author; delete only for the author or an admin. */
export function TagSetsTable(list: PagedListProps<TagSet>) {
  const deleteTagSet = useDeleteTagSet();
  const canEdit = useCanEditTagSet();

  const confirmDelete = useConfirmDelete<TagSet>({
    title: t.deleteTitle,
    describe: (item) => t.deleteText(item.name),
    onConfirm: (item) => deleteTagSet.mutate(item.id),
  });

  return (
    <>
      <PagedTable
        {...list}
        caption={tagsText.pages.tags}
        columns={columns}
        rowKey={(tagSet) => tagSet.id}
        rowHref={(tagSet) => paths.tags.detail.getHref(tagSet.id)}
        linkColumn="name"
        rowActions={(tagSet) =>
          canEdit(tagSet) && <DeleteIconButton label={t.deleteLabel(tagSet.name)} onClick={() => confirmDelete.ask(tagSet)} />
        }
      />
      {confirmDelete.dialog}
    </>
  );
}
