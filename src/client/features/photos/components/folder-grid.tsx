import { Film, Folder as FolderIcon, Image, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Folder } from '@shared/schemas/backgrounds';
import type { Page } from '@shared/schemas/common';
import { paths } from '@client/app/paths';
import { useConfirmDelete } from '@client/components/ui/use-confirm-delete';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { IconButton } from '@client/components/ui/icon-button';
import { Pagination } from '@client/components/ui/pagination';
import { Spinner } from '@client/components/ui/spinner';
import { formatDateTime } from '@client/lib/dates';
import { uiText } from '@client/lib/ui-text';
import { useDeleteFolder } from '../api/delete-folder';
import styles from './folder-grid.module.css';

const t = uiText.backgrounds;

interface FolderGridProps {
  data: Page<Folder> | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  hrefFor: (page: number) => string;
}

/** SPEC §2: each folder a link to /photos/{id} with its counts, and a delete control (confirmed). */
export function FolderGrid({ data, isLoading, error, onRetry, hrefFor }: FolderGridProps) {
  const deleteFolder = useDeleteFolder();

  const confirmDelete = useConfirmDelete<Folder>({
    title: t.deleteFolderTitle,
    describe: (item) => t.deleteFolderText(item.name),
    onConfirm: (item) => deleteFolder.mutate(item.id),
  });

  if (isLoading && !data) return <Spinner block />;
  if (error && !data) return <ErrorState error={error} onRetry={onRetry} />;
  if (!data || data.data.length === 0) {
    // An emptied or out-of-range page: the pagination sends the URL to the last page that exists.
    return (
      <>
        <EmptyState />
        {data && <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />}
      </>
    );
  }

  return (
    <>
      <ul className={styles.grid} aria-label={t.foldersCaption}>
        {data.data.map((folder) => (
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
            <IconButton className={styles.delete} label={t.deleteFolderLabel(folder.name)} tone="danger" onClick={() => confirmDelete.ask(folder)}>
              <Trash2 size={16} aria-hidden="true" />
            </IconButton>
          </li>
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />
      {confirmDelete.dialog}
    </>
  );
}
