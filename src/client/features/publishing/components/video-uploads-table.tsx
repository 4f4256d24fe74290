import type { VideoUploadRow } from '@shared/schemas/publications';
import { paths } from '@client/app/paths';
import type { Column } from '@client/components/ui/data-table';
import { PagedTable, type PagedListProps } from '@client/components/ui/paged-list';
import { StatusBadge } from '@client/components/ui/status-badge';
import { formatDateTime } from '@client/lib/dates';
import { publishingText } from '../text';
import { uploadTitle } from '../model/published-model';
import styles from './video-uploads-table.module.css';

const t = publishingText.published;

/** Published of all rows, and the errors when there are any. */
function UploadProgress({ row }: { row: VideoUploadRow }) {
  return (
    <div className={styles.progress}>
      <span className={styles.progressText}>{t.progressOf(row.successCount, row.rowCount)}</span>
      {row.errorCount > 0 && <span className={styles.errors}>{t.errors(row.errorCount)}</span>}
    </div>
  );
}

const columns: Column<VideoUploadRow>[] = [
  { key: 'id', header: t.id, render: (r) => r.id, width: '72px', card: 'id' },
  {
    key: 'title',
    header: t.title,
    card: 'title',
    render: (r) => (
      <span className={`${styles.title} ${r.title?.trim() ? '' : styles.idUpload}`.trim()} title={uploadTitle(r)}>
        {uploadTitle(r)}
      </span>
    ),
  },
  { key: 'status', header: t.status, render: (r) => <StatusBadge status={r.status} />, card: 'status' },
  { key: 'progress', header: t.progress, render: (r) => <UploadProgress row={r} /> },
  // When it goes out: the scheduled date, else (published at once) when it was sent.
  { key: 'date', header: t.publishAt, render: (r) => <span className={styles.date}>{formatDateTime(r.date ?? r.createdAt)}</span> },
];

/** The 'YouTube' list: ID, the title (or the upload id), 'Статус'; each row links to /video/youtube/{idUpload}. */
export function VideoUploadsTable(list: PagedListProps<VideoUploadRow>) {
  return (
    <PagedTable
      {...list}
      caption={t.caption}
      columns={columns}
      rowKey={(r) => r.id}
      rowHref={(r) => paths.videos.published.getHref(r.idUpload)}
      linkColumn="title"
    />
  );
}
