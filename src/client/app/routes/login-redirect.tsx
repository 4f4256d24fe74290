import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../paths';

/** A path of this app to go on to after signing in: `/…` only (not `//host`, not `/login` again). */
function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith(paths.login.path)) return paths.home.getHref();
  return next;
}

/**
 * `/login` is not a screen once signed in: the login form shows at any path while signed out, so a
 * sign-in from a directly opened `/login` goes on to `?next=` (where the user was going) or the start page.
 */
export function LoginRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={safeNext(params.get('next'))} replace />;
}
