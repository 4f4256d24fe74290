import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { BackgroundMediaPage } from '@shared/schemas/backgrounds';
import { api } from '@client/lib/api-client';
import { backgroundKeys } from './queries';

export function getFolderMedia(folderId: number, page: number, signal?: AbortSignal): Promise<BackgroundMediaPage> {
  return api.get<BackgroundMediaPage>(apiPaths.backgrounds.folderMedia(folderId), { query: { page }, signal });
}

export const folderMediaQueryOptions = (folderId: number, page: number) =>
  queryOptions({
    queryKey: backgroundKeys.mediaList(folderId, page),
    queryFn: ({ signal }) => getFolderMedia(folderId, page, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });

export function useFolderMedia(folderId: number, page: number) {
  return useQuery(folderMediaQueryOptions(folderId, page));
}
