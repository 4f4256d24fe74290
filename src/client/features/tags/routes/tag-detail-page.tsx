import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { tagMessages } from '@shared/messages/tags';
import { paths } from '@client/app/paths';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { ErrorState } from '@client/components/ui/error-state';
import { NotFoundView } from '@client/components/ui/not-found-view';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { parseRouteId } from '@client/lib/route-id';
import { commonText } from '@client/lib/text';
import { tagsText } from '../text';
import { useDeleteTagSet } from '../api/delete-tag-set';
import { useTagSet } from '../api/get-tag-set';
import { useUpdateTagSet } from '../api/update-tag-set';
import { TagSetForm } from '../components/tag-set-form';
import { useCanEditTagSet } from '../hooks/use-can-edit-tag-set';
import styles from './tag-detail-page.module.css';

const t = tagsText;

export function TagDetailPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <TagDetail key={id} id={id} />;
}

/** The tag set form ('Тег змінено'); someone else's set is read-only, without delete. */
function TagDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const deleteTagSet = useDeleteTagSet();
  const detail = useTagSet(id, { enabled: deleteTagSet.isIdle || deleteTagSet.isError });
  const updateTagSet = useUpdateTagSet(id);
  const canEdit = useCanEditTagSet();
  const [confirming, setConfirming] = useState(false);

  if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundView />;

  const tagSet = detail.data;
  const editable = tagSet ? canEdit(tagSet) : false;
  const remove = () => {
    setConfirming(false);
    deleteTagSet.mutate(id, { onSuccess: () => navigate(paths.tags.list.getHref(), { replace: true }) });
  };

  return (
    <>
      <PageHeader
        title={tagsText.pages.tagDetail(id, tagSet?.name)}
        action={
          editable && (
            <Button variant="danger" onClick={() => setConfirming(true)} busy={deleteTagSet.isPending}>
              <Trash2 size={16} aria-hidden="true" />
              {commonText.actions.delete}
            </Button>
          )
        }
      />
      {detail.isPending && <Spinner block />}
      {detail.error && !tagSet && <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />}
      {tagSet && (
        <>
          {!editable && <p className={styles.note}>{tagMessages.notYourTagSet}</p>}
          <Panel>
            <TagSetForm
              key={tagSet.id}
              tagSet={tagSet}
              readOnly={!editable}
              busy={updateTagSet.isPending}
              onSubmit={(values) => updateTagSet.mutateAsync(values)}
            />
          </Panel>
          <ConfirmDialog
            open={confirming}
            title={t.deleteTitle}
            description={t.deleteText(tagSet.name)}
            onConfirm={remove}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </>
  );
}
