import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { Video } from '@shared/schemas/videos';
import { api } from '@client/lib/api-client';
import { accountKeys } from './queries';

export function getAccountVideos(id: number, page: number, signal?: AbortSignal): Promise<Page<Video>> {
  return api.get<Page<Video>>(apiPaths.accounts.videos(id), { query: { page }, signal });
}

export const accountVideosQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: accountKeys.videos(id, page),
    queryFn: ({ signal }) => getAccountVideos(id, page, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });

/** Page 1 arrives with the profile detail: it seeds the cache, so the first page needs no second call. */
export function useAccountVideos(id: number, page: number, seed: { firstPage: Page<Video> | undefined; seededAt: number }) {
  return useQuery({
    ...accountVideosQueryOptions(id, page),
    initialData: page === 1 ? seed.firstPage : undefined,
    initialDataUpdatedAt: seed.seededAt,
    enabled: seed.firstPage !== undefined,
  });
}
