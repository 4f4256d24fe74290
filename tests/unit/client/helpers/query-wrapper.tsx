import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { uploadLimitsQuery } from '@client/lib/upload-limit';

/**
 * A query client for a form under test, with the server's upload limit already known (the drop zones
 * read it), so that nothing is fetched.
 */
export function withQueryClient(children: ReactNode, maxUploadBytes = 2 * 1024 ** 3) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(uploadLimitsQuery.queryKey, { maxUploadBytes });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
