import { NotFoundView } from '../../components/ui/not-found-view';

export function NotFoundPage() {
  return <NotFoundView />;
}
