import { useParams } from 'react-router-dom';
import { ComingSoonPage } from '../../../components/ui/coming-soon-page';
import { uiText } from '../../../lib/ui-text';

const p = uiText.pages;

export function VideoListPage() {
  return <ComingSoonPage title={p.videoList} />;
}

export function PublishedItemPage() {
  return <ComingSoonPage title={p.publishedItem(useParams().idUpload ?? '')} />;
}
