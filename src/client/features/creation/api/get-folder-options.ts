import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { FolderOption } from '@shared/schemas/backgrounds';
import { api } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** GET /api/folder/photo-bg/select: the background folders the creation form offers, with their photo and video counts. */
export function getFolderOptions(signal?: AbortSignal): Promise<FolderOption[]> {
  return api.get<FolderOption[]>(apiPaths.backgrounds.folderOptions, { signal });
}

/** The counts decide what the form accepts, so they are read afresh each time the form opens (uploads change them). */
export const folderOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.folders.options(),
    queryFn: ({ signal }) => getFolderOptions(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useFolderOptions() {
  return useQuery(folderOptionsQueryOptions());
}
