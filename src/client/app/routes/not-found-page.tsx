import { NotFoundView } from '@client/components/ui/not-found-view';

export function NotFoundPage() {
  return <NotFoundView />;
}
