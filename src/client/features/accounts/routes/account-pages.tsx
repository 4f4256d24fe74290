import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { ComingSoonPage } from '../../../components/ui/coming-soon-page';
import { uiText } from '../../../lib/ui-text';

const p = uiText.pages;

export function AccountsListPage() {
  return <ComingSoonPage title={p.accountsList} action={<ButtonLink to="/accounts/create">{uiText.actions.create}</ButtonLink>} />;
}

export function AccountCreatePage() {
  return <ComingSoonPage title={p.accountCreate} />;
}

export function AccountDetailPage() {
  return <ComingSoonPage title={p.accountDetail(useParams().id ?? '')} />;
}

export function GroupsListPage() {
  return <ComingSoonPage title={p.groupsList} action={<ButtonLink to="/accounts/group/create">{uiText.actions.create}</ButtonLink>} />;
}

export function GroupCreatePage() {
  return <ComingSoonPage title={p.groupCreate} />;
}

export function GroupDetailPage() {
  return <ComingSoonPage title={p.groupDetail(useParams().id ?? '')} />;
}
