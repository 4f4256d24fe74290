import { ArrowRight, Eye } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { publicationMessages } from '@shared/messages/publications';
import type { CreationRequestDetail } from '@shared/schemas/creation';
import type { PublicationFormValues } from '@shared/schemas/publications';
import { paths } from '@client/app/paths';
import { ButtonLink } from '@client/components/ui/button-link';
import { ErrorState } from '@client/components/ui/error-state';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { Spinner } from '@client/components/ui/spinner';
import { CreationProgress, CreationStatus, isFullySent } from '@client/components/videos/creation-request-status';
import { formatDateTime } from '@client/lib/dates';
import { videoText } from '@client/components/videos/text';
import { commonText } from '@client/lib/text';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { publishingText } from '../text';
import { useCreatePublication } from '../api/create-publication';
import { useCreationRequest } from '../api/get-creation-request';
import { usePublicationIfAny } from '../api/get-publication';
import { PublicationForm } from '../components/publication-form';
import { assignProfiles, canPublishRequest, isSent } from '../model/publication-model';
import { PublicationVideos } from '../components/publication-videos';
import { UniquenessFacts } from '../components/uniqueness-facts';
import { useRepublishPrefill } from '../components/use-republish-prefill';
import styles from './publication-page.module.css';

const t = videoText.request;
const p = publishingText.publication;
const LIST = paths.videos.requests.getHref();

/**
 * /video/request/{idUpload}: the publishing form of one request. Without the parameter, or
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
  // One Idempotency-Key per form: a double click or a retried request makes one publication.
  const once = useSubmitOnce();
  const data = request.data;
  // Videos already went into a publication: the form starts from its metadata (read before the form opens).
  const publication = usePublicationIfAny(data?.publication?.idUpload ?? null);
  // 'Опублікувати ще раз так само': `?from=` names the published item the form starts from (a reload keeps it).
  const republish = useRepublishPrefill(useSearchParams()[0].get('from'), data);
  // A failed first load goes back to the list; a failed background refresh keeps what is shown.
  if (request.isError && !data) return <Navigate to={LIST} replace />;

  const submit = async (payload: PublicationFormValues) => {
    const sent = once.run((idempotencyKey) => create.mutateAsync({ body: payload, idempotencyKey }));
    if (!sent) return;
    await sent;
    navigate(LIST);
  };

  const anySent = data?.video.some(isSent) ?? false;
  // Every rendered video already went out: nothing is left to publish, so no form.
  const fullySent = data ? isFullySent(data) || (data.video.length > 0 && data.video.every(isSent)) : false;
  const lockedReason = !data ? null : !canPublishRequest(data) ? publicationMessages.requestNotRendered : null;
  const publicationPath = paths.videos.published.getHref(data?.publication?.idUpload ?? idUpload);

  return (
    <>
      <PageHeader
        title={publishingText.pages.publication(data?.id)}
        action={
          anySent &&
          !fullySent && (
            <ButtonLink to={publicationPath} variant="secondary">
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
              <dt>{commonText.fields.status}</dt>
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
              <dt>{videoText.request.source}</dt>
              <dd className={styles.source} title={data.sourceName}>
                {data.sourceName}
              </dd>
            </div>
            <div>
              <dt>{commonText.fields.createdAt}</dt>
              <dd>{formatDateTime(data.createdAt)}</dd>
            </div>
            {data.publication && (
              <div>
                <dt>{p.publicationFact}</dt>
                <dd className={styles.source}>
                  <Link to={publicationPath} title={p.publicationName(data.publication.title)}>
                    {p.publicationName(data.publication.title)}
                  </Link>
                </dd>
              </div>
            )}
            <UniquenessFacts detail={data} />
          </dl>
          {fullySent ? (
            <SentRequest detail={data} publicationPath={publicationPath} />
          ) : (
            <>
              {anySent && <p className={styles.note}>{p.partlySent(data.video.filter(isSent).length, data.video.length)}</p>}
              {republish.note}
              {data.publication && !publication.data ? (
                publication.isError ? (
                  <ErrorState error={publication.error} onRetry={() => void publication.refetch()} />
                ) : (
                  <Spinner block />
                )
              ) : republish.pending ? (
                <Spinner block />
              ) : (
                <PublicationForm
                  detail={data}
                  publication={publication.data ?? null}
                  prefill={republish.values}
                  lockedReason={lockedReason}
                  onSubmit={submit}
                />
              )}
            </>
          )}
        </div>
      )}
    </>
  );
}

/**
 * A request whose every video was sent: what went where, and the way to its publication, where
 * the text and platforms are edited and each row's state is followed. No form to publish again.
 */
function SentRequest({ detail, publicationPath }: { detail: CreationRequestDetail; publicationPath: string }) {
  const title = detail.publication?.title;
  return (
    <>
      <Panel title={p.sentSection}>
        <div className={styles.sent}>
          <p className={styles.sentText}>{p.allSent}</p>
          <Link className={styles.sentLink} to={publicationPath}>
            <span className={styles.sentLinkTitle}>{title ? p.publicationName(title) : p.openPublished}</span>
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
          <p className={styles.sentNote}>{p.sentNote}</p>
        </div>
      </Panel>
      <Panel title={publishingText.publication.videosTitle(detail.video.length)}>
        <PublicationVideos items={assignProfiles(detail.video, [])} />
      </Panel>
    </>
  );
}
