import { Film, Folder as FolderIcon, Image } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Folder } from '@shared/schemas/backgrounds';
import { paths } from '@client/app/paths';
import { useConfirmDelete } from '@client/components/ui/use-confirm-delete';
import { DeleteIconButton } from '@client/components/ui/delete-icon-button';
import { PagedItems, type PagedListProps } from '@client/components/ui/paged-list';
import { formatDateTime } from '@client/lib/dates';
import { backgroundsText } from '../text';
import { useDeleteFolder } from '../api/delete-folder';
import styles from './folder-grid.module.css';

const t = backgroundsText;

/** Each folder a link to /photos/{id} with its counts, and a delete control (confirmed). */
export function FolderGrid(list: PagedListProps<Folder>) {
  const deleteFolder = useDeleteFolder();

  const confirmDelete = useConfirmDelete<Folder>({
    title: t.deleteFolderTitle,
    describe: (item) => t.deleteFolderText(item.name),
    onConfirm: (item) => deleteFolder.mutate(item.id),
  });

  return (
    <>
      <PagedItems {...list}>
        {(folders) => (
          <ul className={styles.grid} aria-label={t.foldersCaption}>
            {folders.map((folder) => (
              <li key={folder.id} className={styles.card}>
                <Link to={paths.backgrounds.folder.getHref(folder.id)} className={styles.link}>
                  <span className={styles.icon} aria-hidden="true">
                    <FolderIcon size={28} />
                  </span>
                  <span className={styles.body}>
                    <span className={styles.name} title={folder.name}>
                      {folder.name}
                    </span>
                    <span className={styles.counts}>
                      <span className={styles.count}>
                        <Image size={14} aria-hidden="true" />
                        {t.imagesCount(folder.imagesCount)}
                      </span>
                      <span className={styles.count}>
                        <Film size={14} aria-hidden="true" />
                        {t.videosCount(folder.videosCount)}
                      </span>
                    </span>
                    <span className={styles.meta}>
                      {folder.createdBy && `${t.author(folder.createdBy.login)} · `}
                      {formatDateTime(folder.createdAt)}
                    </span>
                  </span>
                </Link>
                <DeleteIconButton
                  className={styles.delete}
                  label={t.deleteFolderLabel(folder.name)}
                  onClick={() => confirmDelete.ask(folder)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedItems>
      {confirmDelete.dialog}
    </>
  );
}
