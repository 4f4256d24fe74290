import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Folder } from '@shared/schemas/backgrounds';
import type { Page } from '@shared/schemas/common';
import { api } from '../../../lib/api-client';
import { backgroundKeys } from './queries';

export function getFolders(page: number, signal?: AbortSignal): Promise<Page<Folder>> {
  return api.get<Page<Folder>>(apiPaths.backgrounds.folders, { query: { page }, signal });
}

export const foldersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: backgroundKeys.folderList(page),
    queryFn: ({ signal }) => getFolders(page, signal),
    placeholderData: keepPreviousData,
  });

export function useFolders(page: number) {
  return useQuery(foldersQueryOptions(page));
}
