import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { PublishedItem } from '@shared/schemas/publications';
import { api } from '@client/lib/api-client';
import { hasRowsInProgress, PUBLISHED_POLL_MS } from '../model/published-model';
import { publicationKeys } from './queries';

/** GET /api/publication/{idUpload}: the published item with one row per video × platform. */
export function getPublication(idUpload: string, signal?: AbortSignal): Promise<PublishedItem> {
  return api.get<PublishedItem>(apiPaths.publications.detail(idUpload), { signal });
}

/** Not retried (a failed load sends the user back to the list); polled every 5 s while a row is still being published. */
export const publicationQueryOptions = (idUpload: string) =>
  queryOptions({
    queryKey: publicationKeys.detail(idUpload),
    queryFn: ({ signal }) => getPublication(idUpload, signal),
    meta: { persist: true },
    retry: false,
    refetchInterval: (query) => (hasRowsInProgress(query.state.data) ? PUBLISHED_POLL_MS : false),
  });

export function usePublication(idUpload: string) {
  return useQuery(publicationQueryOptions(idUpload));
}

/** The item when there is one (null: none yet, nothing is asked). */
export function usePublicationIfAny(idUpload: string | null) {
  return useQuery({ ...publicationQueryOptions(idUpload ?? ''), enabled: idUpload !== null });
}
