import { Eye } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { messages } from '@shared/messages';
import type { PublicationFormValues } from '@shared/schemas/publications';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/dates';
import { uiText } from '../../../lib/ui-text';
import { useCreatePublication } from '../api/create-publication';
import { useCreationRequest } from '../api/get-creation-request';
import { CreationProgress, CreationStatus } from '../components/creation-requests-table';
import { PublicationForm } from '../components/publication-form';
import { canPublishRequest, isSent } from '../components/publication-model';
import styles from './publication-page.module.css';

const t = uiText.creation;
const p = uiText.publication;
const LIST = '/video/request-create';

/**
 * SPEC §2 /video/request/{idUpload}: the publishing form of one request. Without the parameter, or
 * when the request cannot be loaded, the user goes back to /video/request-create; after publishing too.
 */
export function PublicationPage() {
  const idUpload = useParams().idUpload;
  if (!idUpload) return <Navigate to={LIST} replace />;
  return <Publication key={idUpload} idUpload={idUpload} />;
}

function Publication({ idUpload }: { idUpload: string }) {
  const navigate = useNavigate();
  const request = useCreationRequest(idUpload);
  const create = useCreatePublication(idUpload);
  const data = request.data;
  // A failed first load goes back to the list; a failed background refresh keeps what is shown.
  if (request.isError && !data) return <Navigate to={LIST} replace />;

  const submit = async (payload: PublicationFormValues) => {
    await create.mutateAsync(payload);
    navigate(LIST);
  };

  const anySent = data?.video.some(isSent) ?? false;
  const allSent = data ? data.video.length > 0 && data.video.every(isSent) : false;
  const lockedReason = !data ? null : !canPublishRequest(data) ? messages.requestNotRendered : allSent ? p.allSent : null;

  return (
    <>
      <PageHeader
        title={uiText.pages.publication(data ? `#${data.id}` : idUpload)}
        action={
          anySent && (
            <ButtonLink to={`/video/youtube/${idUpload}`} variant="secondary">
              <Eye size={16} aria-hidden="true" />
              {p.openPublished}
            </ButtonLink>
          )
        }
      />
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
              <dd className={styles.source} title={data.sourceName}>
                {data.sourceName}
              </dd>
            </div>
            <div>
              <dt>{uiText.users.createdAt}</dt>
              <dd>{formatDateTime(data.createdAt)}</dd>
            </div>
          </dl>
          <PublicationForm detail={data} lockedReason={lockedReason} onSubmit={submit} />
        </div>
      )}
    </>
  );
}
