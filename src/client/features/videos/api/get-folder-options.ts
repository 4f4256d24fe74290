import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Option } from '@shared/schemas/common';
import { api } from '../../../lib/api-client';
import { creationKeys } from './queries';

/** GET /api/folder/photo-bg/select: the background folders the creation form offers. */
export function getFolderOptions(signal?: AbortSignal): Promise<Option[]> {
  return api.get<Option[]>(apiPaths.backgrounds.folderOptions, { signal });
}

export const folderOptionsQueryOptions = () =>
  queryOptions({ queryKey: creationKeys.folderOptions(), queryFn: ({ signal }) => getFolderOptions(signal) });

export function useFolderOptions() {
  return useQuery(folderOptionsQueryOptions());
}
