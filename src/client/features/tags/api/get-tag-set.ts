import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { TagSet } from '@shared/schemas/tags';
import { api } from '@client/lib/api-client';
import { tagKeys } from './queries';

export function getTagSet(id: number, signal?: AbortSignal): Promise<TagSet> {
  return api.get<TagSet>(apiPaths.tags.detail(id), { signal });
}

export const tagSetQueryOptions = (id: number) =>
  queryOptions({
    queryKey: tagKeys.detail(id),
    queryFn: ({ signal }) => getTagSet(id, signal),
    meta: { persist: true },
  });

export function useTagSet(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tagSetQueryOptions(id), enabled });
}
