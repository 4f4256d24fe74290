import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-paths';
import type { Page } from '@shared/schemas/common';
import type { TagSet } from '@shared/schemas/tags';
import { api } from '../../../lib/api-client';
import { tagKeys } from './queries';

export function getTagSets(page: number, signal?: AbortSignal): Promise<Page<TagSet>> {
  return api.get<Page<TagSet>>(apiPaths.tags.list, { query: { page }, signal });
}

export const tagSetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: tagKeys.list(page),
    queryFn: ({ signal }) => getTagSets(page, signal),
    placeholderData: keepPreviousData,
  });

export function useTagSets(page: number) {
  return useQuery(tagSetsQueryOptions(page));
}
