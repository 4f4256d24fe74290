import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { PublicationStats } from '@shared/schemas/stats';
import { api } from '@client/lib/api-client';
import { publicationKeys } from './queries';

/** GET /api/publication/stats/{idUpload}: the item's views, likes and comments over time and its posts ranked by views. */
export function getPublicationStats(idUpload: string, signal?: AbortSignal): Promise<PublicationStats> {
  return api.get<PublicationStats>(apiPaths.publications.stats(idUpload), { signal });
}

/** Under the item's detail key, so an edit or a retry that refreshes the item refreshes its statistics too. */
export const publicationStatsQueryOptions = (idUpload: string) =>
  queryOptions({
    queryKey: [...publicationKeys.detail(idUpload), 'stats'] as const,
    queryFn: ({ signal }) => getPublicationStats(idUpload, signal),
    meta: { persist: true },
  });

export function usePublicationStats(idUpload: string) {
  return useQuery(publicationStatsQueryOptions(idUpload));
}
