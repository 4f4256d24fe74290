import { useNavigate } from 'react-router-dom';
import { paths } from '@client/app/paths';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { tagsText } from '../text';
import { useCreateTagSet } from '../api/create-tag-set';
import { TagSetForm } from '../components/tag-set-form';

/** A new tag set ('Тег створено'), then its detail route. */
export function TagCreatePage() {
  const navigate = useNavigate();
  const createTagSet = useCreateTagSet();
  const once = useSubmitOnce();
  return (
    <>
      <PageHeader title={tagsText.pages.tagCreate} />
      <Panel>
        <TagSetForm
          busy={once.pending}
          onSubmit={async (values) => {
            const tagSet = await once.run((idempotencyKey) => createTagSet.mutateAsync({ body: values, idempotencyKey }));
            if (tagSet) navigate(paths.tags.detail.getHref(tagSet.id));
          }}
        />
      </Panel>
    </>
  );
}
