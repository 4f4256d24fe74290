import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { Video } from '@shared/schemas/videos';
import { api } from '@client/lib/api-client';
import { userKeys } from './queries';

export function getUserVideos(id: number, page: number, signal?: AbortSignal): Promise<Page<Video>> {
  return api.get<Page<Video>>(apiPaths.users.videos(id), { query: { page }, signal });
}

export const userVideosQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: userKeys.videos(id, page),
    queryFn: ({ signal }) => getUserVideos(id, page, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });

/**
 * Page 1 arrives with the user detail: it seeds the cache, and nothing is fetched before the
 * detail is there, so the first page needs no second call.
 */
export function useUserVideos(id: number, page: number, seed: { firstPage: Page<Video> | undefined; seededAt: number }) {
  return useQuery({
    ...userVideosQueryOptions(id, page),
    initialData: page === 1 ? seed.firstPage : undefined,
    initialDataUpdatedAt: seed.seededAt,
    enabled: seed.firstPage !== undefined,
  });
}
