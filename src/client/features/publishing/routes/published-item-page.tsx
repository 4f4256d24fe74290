import { Navigate, Link, useParams, useSearchParams } from 'react-router-dom';
import type { PublishedItem as PublishedItemData } from '@shared/schemas/publications';
import { paths } from '@client/app/paths';
import { Panel } from '@client/components/ui/panel';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { StatusBadge } from '@client/components/ui/status-badge';
import { formatDateTime } from '@client/lib/dates';
import { publishingText } from '../text';
import { usePublication } from '../api/get-publication';
import { useUpdatePublication } from '../api/update-publication';
import { PublicationStats } from '../components/publication-stats';
import { PublishedItemForm } from '../components/published-item-form';
import { hasRowsInProgress } from '../model/published-model';
import { PublishedRows } from '../components/published-rows';
import { RowFilterBar } from '../components/row-filter';
import { filterRows, rowFilterOf, type RowFilter } from '../model/row-filter-model';
import { RetryFailedButton } from '../components/retry-failed-button';
import { RepublishButton } from '../components/republish-button';
import styles from './publication-page.module.css';

const t = publishingText.published;
const LIST = paths.videos.list.getHref();

/** The creation request the item came from, named by its source file (its upload id when that is empty). */
const requestName = (request: PublishedItemData['request']): string => request.sourceName.trim() || request.idUpload;

/**
 * /video/youtube/{idUpload}: the published item's edit form and its rows (one per video ×
 * platform), polled every 5 s while a row is in progress, then its statistics and best videos. On a
 * phone the rows come before the form (what an operator opens the page for is how the posts went).
 * Without the parameter, or when the item cannot be loaded, the user goes back to /video/list.
 */
export function PublishedItemPage() {
  const idUpload = useParams().idUpload;
  if (!idUpload) return <Navigate to={LIST} replace />;
  return <PublishedItem key={idUpload} idUpload={idUpload} />;
}

function PublishedItem({ idUpload }: { idUpload: string }) {
  const detail = usePublication(idUpload);
  const update = useUpdatePublication(idUpload);
  const item = detail.data;
  // The rows' filter lives in the URL (`?rows=error`), so a filtered review can be reloaded or shared.
  const [params, setParams] = useSearchParams();
  const filter = rowFilterOf(params.get('rows'));
  const setFilter = (next: RowFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('rows');
        else updated.set('rows', next);
        return updated;
      },
      { replace: true },
    );
  // A failed first load goes back to the list; a failed background refresh keeps what is shown.
  if (detail.isError && !item) return <Navigate to={LIST} replace />;

  const success = item?.video.filter((row) => row.status === 'success').length ?? 0;
  return (
    <>
      <PageHeader title={publishingText.pages.publishedItem(item?.title)} action={item && <RepublishButton idUpload={item.idUpload} />} />
      {!item ? (
        <Spinner block />
      ) : (
        <div className={styles.layout}>
          <dl className={styles.facts}>
            <div>
              <dt>{t.status}</dt>
              <dd>
                <StatusBadge status={item.status} />
              </dd>
            </div>
            <div>
              <dt>{t.progress}</dt>
              <dd className={styles.number}>{t.progressOf(success, item.video.length)}</dd>
            </div>
            <div>
              <dt>{t.publishAt}</dt>
              <dd>{item.date ? formatDateTime(item.date) : t.immediately}</dd>
            </div>
            <div>
              <dt>{t.createdAt}</dt>
              <dd>{formatDateTime(item.createdAt)}</dd>
            </div>
            <div>
              <dt>{t.openRequest}</dt>
              <dd className={styles.source}>
                <Link to={paths.videos.request.getHref(item.request.idUpload)} title={item.request.idUpload}>
                  {requestName(item.request)}
                </Link>
              </dd>
            </div>
          </dl>
          <div className={styles.editSection}>
            <Panel title={t.editSection}>
              <PublishedItemForm key={item.id} item={item} busy={update.isPending} onSubmit={(body) => update.mutateAsync(body)} />
            </Panel>
          </div>
          <div className={styles.rowsSection}>
            <Panel
              title={t.rowsTitle(item.video.length)}
              actions={
                <span className={styles.rowsActions}>
                  {hasRowsInProgress(item) && <span className={styles.live}>{t.autoRefresh}</span>}
                  <RetryFailedButton idUpload={item.idUpload} rows={item.video} />
                </span>
              }
            >
              {item.video.length > 0 && <RowFilterBar rows={item.video} value={filter} onChange={setFilter} />}
              <PublishedRows idUpload={item.idUpload} itemTitle={item.title} rows={item.video} shown={filterRows(item.video, filter)} />
            </Panel>
          </div>
          <div className={styles.statsSection}>
            <PublicationStats idUpload={item.idUpload} />
          </div>
        </div>
      )}
    </>
  );
}
