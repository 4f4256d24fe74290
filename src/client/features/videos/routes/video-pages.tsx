import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { ComingSoonPage } from '../../../components/ui/coming-soon-page';
import { uiText } from '../../../lib/ui-text';

const p = uiText.pages;

export function VideoListPage() {
  return <ComingSoonPage title={p.videoList} />;
}

export function VideoCreatePage() {
  return <ComingSoonPage title={p.videoCreate} />;
}

export function CreationRequestsPage() {
  return <ComingSoonPage title={p.creationRequests} action={<ButtonLink to="/video/create">{uiText.actions.create}</ButtonLink>} />;
}

export function PublicationPage() {
  return <ComingSoonPage title={p.publication(useParams().idUpload ?? '')} />;
}

export function PublishedItemPage() {
  return <ComingSoonPage title={p.publishedItem(useParams().idUpload ?? '')} />;
}
