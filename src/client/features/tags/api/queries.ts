import { queryKeys } from '@client/lib/query-keys';

/** Query keys of the tag sets feature, built on the resource registry. */
export const tagKeys = {
  all: queryKeys.tagSets.all,
  lists: queryKeys.tagSets.lists,
  list: (page: number, q = '') => [...tagKeys.lists(), { page, q }] as const,
  details: queryKeys.tagSets.details,
  detail: (id: number) => [...tagKeys.details(), id] as const,
};
