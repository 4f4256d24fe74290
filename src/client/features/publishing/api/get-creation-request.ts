import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import { CREATION_REQUESTS_POLL_MS } from '@shared/constants';
import type { CreationRequestDetail } from '@shared/schemas/creation';
import { api } from '@client/lib/api-client';
import { creationRequestKeys } from './queries';

/** GET /api/create-video/request/{idUpload}: the request with its rendered videos, tag sets, profiles and groups. */
export function getCreationRequest(idUpload: string, signal?: AbortSignal): Promise<CreationRequestDetail> {
  return api.get<CreationRequestDetail>(apiPaths.creation.detail(idUpload), { signal });
}

/** Not retried (a failed load sends the user back to the list); polled like the list while still rendering. */
export const creationRequestQueryOptions = (idUpload: string) =>
  queryOptions({
    queryKey: creationRequestKeys.detail(idUpload),
    queryFn: ({ signal }) => getCreationRequest(idUpload, signal),
    meta: { persist: true },
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'loading' ? CREATION_REQUESTS_POLL_MS : false),
  });

export function useCreationRequest(idUpload: string) {
  return useQuery(creationRequestQueryOptions(idUpload));
}
