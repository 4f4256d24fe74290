import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { VideoUploadRow } from '@shared/schemas/publications';
import { api } from '@client/lib/api-client';
import { hasUploadsInProgress, UPLOADS_POLL_MS } from '../model/published-model';
import { publicationKeys } from './queries';

/** GET /api/publication?page=N&q=…: the 'YouTube' list, newest first. */
export function getPublications(page: number, q = '', signal?: AbortSignal): Promise<Page<VideoUploadRow>> {
  return api.get<Page<VideoUploadRow>>(apiPaths.publications.list, { query: { page, q: q || undefined }, signal });
}

/** Refreshed every 15 s while a row on the page is still being published (status publication or loading). */
export const publicationsQueryOptions = (page: number, q = '') =>
  queryOptions({
    queryKey: publicationKeys.list(page, q),
    queryFn: ({ signal }) => getPublications(page, q, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasUploadsInProgress(query.state.data?.data) ? UPLOADS_POLL_MS : false),
  });

export function usePublications(page: number, q = '') {
  return useQuery(publicationsQueryOptions(page, q));
}
