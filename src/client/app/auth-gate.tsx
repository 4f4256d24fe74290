import { lazy, Suspense } from 'react';
import { Spinner } from '@client/components/ui/spinner';
import { LoginScreen } from '@client/features/auth/routes/login-screen';
import { useAuth } from '@client/lib/auth-store';

// The router, the shell and every screen load only once signed in, so the login route stays small.
const AuthenticatedApp = lazy(() => import('./authenticated-app'));

/** The global loader while the auth check runs; signed out, only the login screen, at any path. */
export function AuthGate() {
  const isLoading = useAuth((s) => s.isLoading);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  if (isLoading) return <Spinner fullPage size="lg" />;
  if (!isAuthenticated) return <LoginScreen />;
  return (
    <Suspense fallback={<Spinner fullPage size="lg" />}>
      <AuthenticatedApp />
    </Suspense>
  );
}
