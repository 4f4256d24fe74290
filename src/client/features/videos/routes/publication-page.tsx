import { Navigate, useParams } from 'react-router-dom';
import { Panel } from '../../../components/ui/panel';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/dates';
import { uiText } from '../../../lib/ui-text';
import { useCreationRequest } from '../api/get-creation-request';
import { CreationProgress, CreationStatus } from '../components/creation-requests-table';
import { RequestVideos } from '../components/request-videos';
import styles from './publication-page.module.css';

const t = uiText.creation;
const LIST = '/video/request-create';

/**
 * SPEC §2 /video/request/{idUpload}: loads the request and shows its rendered videos. Without the
 * parameter, or when it cannot be loaded, the user goes back to /video/request-create. The publishing
 * form itself comes with the publication issue.
 */
export function PublicationPage() {
  const idUpload = useParams().idUpload;
  if (!idUpload) return <Navigate to={LIST} replace />;
  return <Publication key={idUpload} idUpload={idUpload} />;
}

function Publication({ idUpload }: { idUpload: string }) {
  const request = useCreationRequest(idUpload);
  if (request.isError) return <Navigate to={LIST} replace />;
  const data = request.data;
  return (
    <>
      <PageHeader title={uiText.pages.publication(data ? `#${data.id}` : idUpload)} />
      {!data ? (
        <Spinner block />
      ) : (
        <div className={styles.layout}>
          <dl className={styles.facts}>
            <div>
              <dt>{uiText.accountsTable.status}</dt>
              <dd>
                <CreationStatus item={data} />
              </dd>
            </div>
            <div>
              <dt>{t.progress}</dt>
              <dd>
                <CreationProgress item={data} />
              </dd>
            </div>
            <div>
              <dt>{t.sourceColumn}</dt>
              <dd className={styles.source}>{data.sourceName}</dd>
            </div>
            <div>
              <dt>{uiText.users.createdAt}</dt>
              <dd>{formatDateTime(data.createdAt)}</dd>
            </div>
          </dl>
          <Panel title={t.videosTitle(data.video.length)}>
            <RequestVideos videos={data.video} />
          </Panel>
          <p className={styles.next}>{t.publishingNext}</p>
        </div>
      )}
    </>
  );
}
