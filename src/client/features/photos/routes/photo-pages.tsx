import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { ComingSoonPage } from '../../../components/ui/coming-soon-page';
import { uiText } from '../../../lib/ui-text';

const p = uiText.pages;

export function FoldersPage() {
  return <ComingSoonPage title={p.backgrounds} action={<ButtonLink to="/photos/create-folder">{p.createFolder}</ButtonLink>} />;
}

export function CreateFolderPage() {
  return <ComingSoonPage title={p.createFolder} />;
}

export function FolderPage() {
  const { id } = useParams();
  return <ComingSoonPage title={p.backgrounds} action={<ButtonLink to={`/photos/create/${id ?? ''}`}>{uiText.actions.create}</ButtonLink>} />;
}

export function BackgroundUploadPage() {
  return <ComingSoonPage title={p.backgroundUpload} />;
}
