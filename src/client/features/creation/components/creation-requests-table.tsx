import { Eye, Send } from 'lucide-react';
import type { CreationRequestItem } from '@shared/schemas/creation';
import { paths } from '@client/app/paths';
import { ButtonLink } from '@client/components/ui/button-link';
import type { Column } from '@client/components/ui/data-table';
import { PagedTable, type PagedListProps } from '@client/components/ui/paged-list';
import { CreationProgress, CreationStatus, isFullySent } from '@client/components/videos/creation-request-status';
import { formatDateTime } from '@client/lib/dates';
import { videoText } from '@client/components/videos/text';
import { commonText } from '@client/lib/text';
import { creationText } from '../text';
import styles from './creation-requests-table.module.css';

const t = creationText;

/** Only a request in success status can be published. */
export const canPublish = (item: Pick<CreationRequestItem, 'status'>): boolean => item.status === 'success';

const columns: Column<CreationRequestItem>[] = [
  { key: 'id', header: commonText.fields.id, render: (r) => r.id, width: '72px', card: 'id' },
  { key: 'status', header: commonText.fields.status, render: (r) => <CreationStatus item={r} />, card: 'status' },
  { key: 'progress', header: videoText.request.progress, render: (r) => <CreationProgress item={r} /> },
  {
    key: 'source',
    header: videoText.request.source,
    card: 'title',
    render: (r) => (
      <span className={styles.source} title={r.sourceName}>
        {r.sourceName}
      </span>
    ),
  },
  {
    key: 'createdAt',
    header: commonText.fields.createdAt,
    render: (r) => <span className={styles.date}>{formatDateTime(r.createdAt)}</span>,
  },
];

/**
 * The row's action: 'Опублікувати' for a rendered request with videos left to publish,
 * 'Відкрити публікацію' once every video was sent; nothing while rendering or failed.
 */
function RowAction({ item }: { item: CreationRequestItem }) {
  if (isFullySent(item) && item.publication) {
    return (
      <ButtonLink
        to={paths.videos.published.getHref(item.publication.idUpload)}
        variant="secondary"
        aria-label={t.openPublicationLabel(item.publication.title)}
      >
        <Eye size={14} aria-hidden="true" />
        {t.openPublication}
      </ButtonLink>
    );
  }
  if (!canPublish(item)) return null;
  return (
    <ButtonLink to={paths.videos.request.getHref(item.idUpload)} variant="secondary">
      <Send size={14} aria-hidden="true" />
      {t.publish}
    </ButtonLink>
  );
}

/** /video/request-create: ID and Status (with progress and the error reason), Publish for success. */
export function CreationRequestsTable(list: PagedListProps<CreationRequestItem>) {
  return <PagedTable {...list} caption={t.caption} columns={columns} rowKey={(r) => r.id} rowActions={(r) => <RowAction item={r} />} />;
}
