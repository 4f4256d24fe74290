import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { uiText } from '../../../lib/ui-text';
import { usePageParam } from '../../../lib/use-page-param';
import { useTagSets } from '../api/get-tag-sets';
import { TagSetsTable } from '../components/tag-sets-table';

export function TagsListPage() {
  const { page, hrefFor } = usePageParam();
  const tagSets = useTagSets(page);
  return (
    <>
      <PageHeader
        title={uiText.pages.tags}
        action={
          <ButtonLink to="/tags/create">
            <Plus size={16} aria-hidden="true" />
            {uiText.actions.create}
          </ButtonLink>
        }
      />
      <TagSetsTable data={tagSets.data} isLoading={tagSets.isPending} error={tagSets.error} onRetry={() => void tagSets.refetch()} hrefFor={hrefFor} />
    </>
  );
}
