import { Outlet } from 'react-router-dom';
import { NotFoundView } from '@client/components/ui/not-found-view';
import { useAuth } from '@client/lib/auth-store';

/**
 * /users* is for admins. For anyone else it answers like an unknown path, the 404 page,
 * rather than redirecting: the section's existence is not advertised and the URL stays as typed.
 */
export function AdminOnly() {
  const isAdmin = useAuth((s) => s.user?.role === 'admin');
  return isAdmin ? <Outlet /> : <NotFoundView />;
}
