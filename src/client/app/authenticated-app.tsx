import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

/** The loaders run outside React; they read here whether the persisted cache is still being restored. */
const cache = { restoring: true };

/** One router for the app's life: signing out and in again reuses it (and its history listener). */
let appRouter: ReturnType<typeof createAppRouter> | undefined;

export default function AuthenticatedApp() {
  const queryClient = useQueryClient();
  const isRestoring = useIsRestoring();
  const [router] = useState(() => {
    // Set before the router exists: it runs the first route's loader as soon as it is created.
    cache.restoring = isRestoring;
    appRouter ??= createAppRouter({ queryClient, isRestoring: () => cache.restoring });
    return appRouter;
  });
  useLayoutEffect(() => {
    cache.restoring = isRestoring;
  }, [isRestoring]);
  return <RouterProvider router={router} />;
}
