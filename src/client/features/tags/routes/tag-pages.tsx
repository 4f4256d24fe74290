import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { ComingSoonPage } from '../../../components/ui/coming-soon-page';
import { uiText } from '../../../lib/ui-text';

const p = uiText.pages;

export function TagsPage() {
  return <ComingSoonPage title={p.tags} action={<ButtonLink to="/tags/create">{uiText.actions.create}</ButtonLink>} />;
}

export function TagCreatePage() {
  return <ComingSoonPage title={p.tagCreate} />;
}

export function TagDetailPage() {
  return <ComingSoonPage title={p.tagDetail(useParams().id ?? '')} />;
}
