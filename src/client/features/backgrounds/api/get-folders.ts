import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Folder } from '@shared/schemas/backgrounds';
import type { Page } from '@shared/schemas/common';
import { api } from '@client/lib/api-client';
import { backgroundKeys } from './queries';

export function getFolders(page: number, q = '', signal?: AbortSignal): Promise<Page<Folder>> {
  return api.get<Page<Folder>>(apiPaths.backgrounds.folders, { query: { page, q: q || undefined }, signal });
}

export const foldersQueryOptions = (page: number, q = '') =>
  queryOptions({
    queryKey: backgroundKeys.folderList(page, q),
    queryFn: ({ signal }) => getFolders(page, q, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });

export function useFolders(page: number, q = '') {
  return useQuery(foldersQueryOptions(page, q));
}
