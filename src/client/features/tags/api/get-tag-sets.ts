import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { TagSet } from '@shared/schemas/tags';
import { api } from '@client/lib/api-client';
import { tagKeys } from './queries';

export function getTagSets(page: number, q = '', signal?: AbortSignal): Promise<Page<TagSet>> {
  return api.get<Page<TagSet>>(apiPaths.tags.list, { query: { page, q: q || undefined }, signal });
}

export const tagSetsQueryOptions = (page: number, q = '') =>
  queryOptions({
    queryKey: tagKeys.list(page, q),
    queryFn: ({ signal }) => getTagSets(page, q, signal),
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });

export function useTagSets(page: number, q = '') {
  return useQuery(tagSetsQueryOptions(page, q));
}
